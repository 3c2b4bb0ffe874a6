import { Button, Group, Kbd, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@shared/constants/collaborations';
import { isApiError } from '@app/lib/api-error';
import { notifyError } from '@app/lib/notify';
import { useSendMessage } from '../api/send-message';

/**
 * Writes a message to the collaboration's thread (`PATCH …/message {message}`): Send, or
 * Ctrl/Cmd + Enter. An empty or too long message, or the server's field error, shows under the
 * box; the box empties once sent.
 */
export function MessageComposer({ collaborationId }: { collaborationId: string }) {
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const message = text.trim();
    if (!message) return setError('Write a message');
    if (message.length > MESSAGE_MAX_LENGTH)
      return setError(`Keep it to ${MESSAGE_MAX_LENGTH.toLocaleString('en')} characters`);
    setError(null);
    try {
      await send.mutateAsync({ id: collaborationId, message });
      setText('');
    } catch (failure) {
      const field =
        isApiError(failure) && failure.fieldErrors.find((e) => e.path === 'body.message');
      if (field) setError(field.message);
      else notifyError(failure, 'Your message was not sent');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      noValidate
      aria-label="Write a message"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap={6}>
        <Textarea
          aria-label="Message"
          placeholder="Write a message…"
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" visibleFrom="sm">
            <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd> to send
          </Text>
          <Button
            type="submit"
            size="sm"
            ml="auto"
            loading={send.isPending}
            rightSection={<IconSend size={16} aria-hidden />}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

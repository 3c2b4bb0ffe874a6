import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@shared/constants/collaborations';
import type { Message } from '@shared/schemas/messages';
import { errorMessage, isApiError } from '@app/lib/api-error';
import { useSendMessage } from '../api/send-message';

/** Props of {@link MessageComposer}. */
export interface MessageComposerProps {
  /** The recipient: a user id, or an influencer profile id linked to an account. */
  to: string;
  /** The recipient's name, for the field's label. */
  name: string;
  /** Called with the stored message once it is sent (the field is then cleared). */
  onSent?: (message: Message) => void;
  /** Focuses the field when it mounts (in a modal). */
  autoFocus?: boolean;
}

/** The sentence to show under the field for a failed send: the content's own error, else the problem. */
function sendErrorText(error: unknown): string {
  const field = isApiError(error)
    ? error.fieldErrors.find((item) => item.path === 'body.content')
    : undefined;
  return field?.message ?? errorMessage(error);
}

/**
 * A message field with a Send button; Ctrl+Enter (Cmd+Enter on a Mac) sends. Errors (the
 * influencer has no account, rate limit, an empty message) show under the field.
 */
export function MessageComposer({ to, name, onSent, autoFocus = false }: MessageComposerProps) {
  const [content, setContent] = useState('');
  const send = useSendMessage();
  const empty = content.trim() === '';

  const submit = async () => {
    if (empty || send.isPending) return;
    try {
      const message = await send.mutateAsync({ to, content: content.trim() });
      setContent('');
      onSent?.(message);
    } catch {
      // Shown under the field from the mutation's error.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap={6}>
        <Textarea
          aria-label={`Message to ${name}`}
          placeholder="Write a message…"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MESSAGE_MAX_LENGTH}
          value={content}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            if (send.isError) send.reset();
          }}
          onKeyDown={onKeyDown}
          error={send.isError ? sendErrorText(send.error) : undefined}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
        />
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            Ctrl+Enter to send
          </Text>
          <Button
            type="submit"
            size="sm"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={empty}
            loading={send.isPending}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

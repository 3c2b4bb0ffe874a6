import { Box, Text } from '@mantine/core';
import type { Message } from '@shared/schemas/messages';
import { formatDateTime } from '@app/lib/time-format';
import { formatMessageTime } from '../lib/message-time';

/**
 * One message: the user's own on the right in brand purple (with "Read" once the other person
 * opened it), the other person's on the left in grey; line breaks kept.
 */
export function MessageBubble({ message }: { message: Message }) {
  const { mine } = message;
  return (
    <Box
      component="li"
      maw="80%"
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
      aria-label={mine ? 'You wrote' : 'They wrote'}
    >
      <Box
        px="sm"
        py={8}
        bg={mine ? 'brand.6' : 'gray.1'}
        c={mine ? 'white' : undefined}
        style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Text>
      </Box>
      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'} mt={2}>
        <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
          {formatMessageTime(message.createdAt)}
        </time>
        {mine && message.readAt && ' · Read'}
      </Text>
    </Box>
  );
}

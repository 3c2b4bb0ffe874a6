import { NavLink, Stack, Text } from '@mantine/core';
import type { OutboxEntry } from '@shared/schemas/email';
import { formatDateTime } from '@app/lib/time-format';

/** Props of {@link OutboxList}. */
export interface OutboxListProps {
  messages: OutboxEntry[];
  /** The file of the message shown, if any. */
  selected: string | null;
  onSelect: (file: string) => void;
}

/** The outbox's messages, newest first: subject, recipient and date; one can be opened. */
export function OutboxList({ messages, selected, onSelect }: OutboxListProps) {
  return (
    <Stack gap={2} component="nav" aria-label="Outbox messages">
      {messages.map((message) => (
        <NavLink
          key={message.file}
          component="button"
          type="button"
          active={message.file === selected}
          aria-current={message.file === selected ? 'true' : undefined}
          onClick={() => onSelect(message.file)}
          label={
            <Text size="sm" fw={600} lineClamp={1}>
              {message.subject || '(no subject)'}
            </Text>
          }
          description={
            <>
              <Text span size="xs" c="dimmed" display="block" truncate="end">
                To {message.to}
              </Text>
              {message.date && (
                <Text span size="xs" c="dimmed" display="block">
                  {formatDateTime(message.date)}
                </Text>
              )}
            </>
          }
        />
      ))}
    </Stack>
  );
}

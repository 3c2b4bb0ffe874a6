import { Badge, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { ConversationList as Conversations } from '@shared/schemas/messages';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useConversations } from '../api/get-conversations';
import { formatDateTime } from '@app/lib/time-format';
import { formatMessageTime } from '../lib/message-time';
import { CorrespondentName } from './correspondent-name';

/** Props of {@link ConversationList}. */
export interface ConversationListProps {
  /** The user id of the open conversation, highlighted in the list. */
  selectedId: string | null;
  /** What to say when there is no conversation yet (it differs for brands and influencers). */
  emptyText: string;
  /** The address of a conversation (`/messages?with=<userId>`). */
  hrefFor: (userId: string) => string;
}

type Entry = Conversations['query'][number];

function ConversationItem({
  entry,
  selected,
  href,
}: {
  entry: Entry;
  selected: boolean;
  href: string;
}) {
  const { last, unread } = entry;
  return (
    <UnstyledButton
      component={Link}
      to={href}
      aria-current={selected ? 'page' : undefined}
      p="sm"
      bg={selected ? 'brand.0' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)', display: 'block' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <CorrespondentName correspondent={entry.with} />
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={last.createdAt}
            title={formatDateTime(last.createdAt)}
          >
            {formatMessageTime(last.createdAt)}
          </Text>
          {unread > 0 && (
            <Badge size="sm" circle={unread < 10} aria-label={`${unread} unread`}>
              {unread}
            </Badge>
          )}
        </Stack>
      </Group>
      <Text
        size="sm"
        c={unread > 0 ? undefined : 'dimmed'}
        fw={unread > 0 ? 600 : undefined}
        mt={6}
        lineClamp={1}
      >
        {last.mine ? 'You: ' : ''}
        {last.content}
      </Text>
    </UnstyledButton>
  );
}

/**
 * The user's conversations, newest activity first: the other person, the last message, its time
 * and an unread badge; each opens the conversation. Refreshed every 20 s.
 */
export function ConversationList({ selectedId, emptyText, hrefFor }: ConversationListProps) {
  const query = useConversations();
  if (query.isPending)
    return (
      <Stack gap="sm" aria-busy aria-label="Loading conversations">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} />
        ))}
      </Stack>
    );
  if (query.isError) return <QueryLoadError title="We couldn't load your messages" query={query} />;
  if (query.data.query.length === 0)
    return (
      <Text c="dimmed" size="sm" py="md">
        {emptyText}
      </Text>
    );
  return (
    <nav aria-label="Conversations">
      <Stack gap={4}>
        {query.data.query.map((entry) => (
          <ConversationItem
            key={entry.with.id}
            entry={entry}
            selected={entry.with.id === selectedId}
            href={hrefFor(entry.with.id)}
          />
        ))}
      </Stack>
    </nav>
  );
}

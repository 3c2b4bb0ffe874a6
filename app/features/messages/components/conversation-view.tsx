import { Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Conversation } from '@shared/schemas/messages';
import { QueryLoadError } from '@app/components/ui/load-error';
import { isApiError } from '@app/lib/api-error';
import { useConversation } from '../api/get-conversation';
import { CorrespondentName } from './correspondent-name';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';

/** The messages, oldest first, keeping the newest one in view as messages arrive. */
function MessageThread({ conversation }: { conversation: Conversation }) {
  const newest = useRef<HTMLLIElement>(null);
  const newestId = conversation.messages.at(-1)?.id;
  useEffect(() => {
    newest.current?.scrollIntoView({ block: 'nearest' });
  }, [newestId]);

  if (conversation.messages.length === 0)
    return (
      <Text c="dimmed" size="sm" ta="center" py="xl">
        No messages with {conversation.with.name} yet. Say hello below.
      </Text>
    );
  return (
    <Stack
      component="ol"
      gap="sm"
      p={0}
      m={0}
      mah="55vh"
      style={{ overflowY: 'auto' }}
      aria-label={`Messages with ${conversation.with.name}`}
    >
      {conversation.messages.map((message) => (
        <MessageBubble key={message.id} message={message} />
      ))}
      <li ref={newest} aria-hidden style={{ listStyle: 'none' }} />
    </Stack>
  );
}

/**
 * One open conversation: the other person, the messages (refreshed every 5 s, which also marks
 * theirs read) and the composer. Someone the user cannot write to reads "not available".
 */
export function ConversationView({ userId }: { userId: string }) {
  const query = useConversation(userId);
  if (query.isPending)
    return (
      <Stack gap="md" aria-busy aria-label="Loading the conversation">
        <Skeleton height={36} width="40%" />
        <Skeleton height={200} />
      </Stack>
    );
  if (query.isError) {
    if (isApiError(query.error, 404))
      return (
        <Stack gap="xs" py="xl" align="center" ta="center">
          <Title order={2} fz="lg">
            Conversation not available
          </Title>
          <Text c="dimmed" size="sm">
            Messages go between brands and influencers with a Collabify account. Pick a conversation
            from the list.
          </Text>
        </Stack>
      );
    return <QueryLoadError title="We couldn't load this conversation" query={query} />;
  }
  const conversation = query.data;
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={`Conversation with ${conversation.with.name}`}
    >
      <Stack gap="md">
        <CorrespondentName correspondent={conversation.with} order={2} />
        <Divider />
        <MessageThread conversation={conversation} />
        <MessageComposer to={conversation.with.id} name={conversation.with.name} />
      </Stack>
    </Paper>
  );
}

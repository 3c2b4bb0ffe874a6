import {
  ActionIcon,
  Box,
  Card,
  Group,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDots, IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import type { CollaborationDetail, CollaborationEvent } from '@shared/schemas/collaborations';
import { notifyError } from '@app/lib/notify';
import { useDeleteMessage } from '../api/delete-message';
import { brandName } from '../lib/collaboration-status';
import { formatDateTime } from '@app/lib/time-format';
import { MessageComposer } from './message-composer';

function MessageMenu({
  collaborationId,
  messageId,
}: {
  collaborationId: string;
  messageId: string;
}) {
  const remove = useDeleteMessage();
  const deleteMessage = async () => {
    try {
      await remove.mutateAsync({ id: collaborationId, messageId });
    } catch (error) {
      notifyError(error, 'Could not delete the message');
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label="Message options"
          loading={remove.isPending}
        >
          <IconDots size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => void deleteMessage()}
        >
          Delete message
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function MessageItem({
  event,
  author,
  collaborationId,
}: {
  event: CollaborationEvent;
  author: string;
  collaborationId: string;
}) {
  const { mine, deleted } = event;
  return (
    <Box
      component="li"
      data-mine={mine || undefined}
      style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Stack gap={2} maw="85%" align={mine ? 'flex-end' : 'flex-start'}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" fw={600}>
            {mine ? 'You' : author}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </Text>
          {mine && !deleted && (
            <MessageMenu collaborationId={collaborationId} messageId={event.id} />
          )}
        </Group>
        <Paper
          px="sm"
          py={6}
          radius="lg"
          bg={deleted ? 'gray.0' : mine ? 'brand.6' : 'gray.1'}
          c={mine && !deleted ? 'white' : undefined}
        >
          {deleted ? (
            <Text size="sm" fs="italic" c="dimmed">
              Message deleted
            </Text>
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {event.message}
            </Text>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}

/**
 * The collaboration's thread (a `region` named "Messages"): the `message` events as a list,
 * oldest first, the viewer's on the right; deleted ones read "Message deleted"; the viewer's own
 * messages have a menu to delete them. The view scrolls to the newest message as they arrive
 * (the page refreshes every 5 s), with the composer below.
 */
export function MessageThread({ collaboration }: { collaboration: CollaborationDetail }) {
  const titleId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const messages = collaboration.events.filter((event) => event.kind === 'message');
  const authors = {
    advertiser: brandName(collaboration.advertiser),
    influencer: `@${collaboration.influencer.username}`,
  };
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId} mb="sm">
        Messages
      </Title>
      {messages.length === 0 ? (
        <Group gap="xs" c="dimmed" py="md" justify="center">
          <IconMessageCircle size={18} aria-hidden />
          <Text size="sm">No messages yet. Ask a question or agree on the details here.</Text>
        </Group>
      ) : (
        <ScrollArea.Autosize mah={440} viewportRef={viewport} type="auto" mb="sm">
          <Box
            component="ul"
            aria-label="Messages"
            p={0}
            m={0}
            style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 12 }}
          >
            {messages.map((event) => (
              <MessageItem
                key={event.id}
                event={event}
                author={authors[event.actor]}
                collaborationId={collaboration.id}
              />
            ))}
          </Box>
        </ScrollArea.Autosize>
      )}
      <MessageComposer collaborationId={collaboration.id} />
    </Card>
  );
}

import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '@shared/schemas/notifications';
import { TimeAgo } from '@app/components/ui/time-ago';

/** Props of {@link NotificationList}. */
export interface NotificationListProps {
  items: readonly Notification[];
  /** Called when a notification is opened (before the app follows its link). */
  onOpen: (notification: Notification) => void;
  /** What an empty list says. */
  emptyText?: string;
}

/**
 * Notifications newest first, each a link to its place: what happened (bold while unread, with a
 * blue dot), the quote, and when. Opening one marks it read.
 */
export function NotificationList({
  items,
  onOpen,
  emptyText = 'Nothing yet: replies, proposals and content show up here.',
}: NotificationListProps) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed" p="md" ta="center">
        {emptyText}
      </Text>
    );
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((n) => (
        <li key={n.id}>
          <UnstyledButton
            component={Link}
            to={n.link}
            onClick={() => onOpen(n)}
            w="100%"
            px="sm"
            py={8}
            style={{ borderRadius: 6, display: 'block' }}
            bg={n.readAt ? undefined : 'var(--mantine-color-blue-0)'}
            aria-label={`${n.readAt ? '' : 'Unread: '}${n.title}`}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Box
                mt={6}
                w={8}
                h={8}
                style={{ borderRadius: '50%', flex: 'none' }}
                bg={n.readAt ? 'transparent' : 'blue.6'}
                aria-hidden
              />
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={n.readAt ? 400 : 600}>
                  {n.title}
                </Text>
                {n.body && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {n.body}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  <TimeAgo value={n.createdAt} />
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

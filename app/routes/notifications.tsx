import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useNotificationHistory } from '@app/features/notifications/api/get-notifications';
import { useReadNotifications } from '@app/features/notifications/api/read-notifications';
import { MarkAllReadButton } from '@app/features/notifications/components/mark-all-read-button';
import { NotificationList } from '@app/features/notifications/components/notification-list';

/**
 * `/notifications`: every notification of the signed-in user, newest first, twenty at a time
 * ("Show older"), with "Mark all read" and a link to the settings.
 */
export function NotificationsPage() {
  useDocumentTitle('Notifications · Collabify');
  const history = useNotificationHistory();
  const read = useReadNotifications();
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = history.data?.pages[0]?.unread ?? 0;

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Notifications
            </Title>
            <Text c="dimmed">
              {unread > 0 ? `${unread} unread.` : 'All read.'}{' '}
              <Anchor component={Link} to="/notifications/settings">
                Choose what you are notified of
              </Anchor>
            </Text>
          </div>
          <MarkAllReadButton unread={unread} variant="light" />
        </Group>
        {history.isError ? (
          <QueryLoadError title="Could not load your notifications" query={history} />
        ) : (
          <Paper withBorder p="xs" aria-busy={history.isPending}>
            {history.isPending ? (
              <Text size="sm" c="dimmed" p="md">
                Loading…
              </Text>
            ) : (
              <NotificationList
                items={items}
                onOpen={(n) => !n.readAt && read.mutate({ ids: [n.id] })}
              />
            )}
          </Paper>
        )}
        {history.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
          >
            Show older
          </Button>
        )}
      </Stack>
    </Container>
  );
}

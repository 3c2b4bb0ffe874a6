import {
  Anchor,
  Container,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { NOTIFICATION_KIND_INFO } from '@shared/constants/notifications';
import type { NotificationPreference } from '@shared/schemas/notifications';
import { QueryLoadError } from '@app/components/ui/load-error';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '@app/features/notifications/api/notification-preferences';
import { notifyError } from '@app/lib/notify';
import { TableHead } from '@app/components/ui/table-head';

/**
 * `/notifications/settings`: per kind of event, whether it shows in the app and whether it is
 * emailed; each switch saves at once. Only the kinds that concern the account's side are listed.
 */
export function NotificationSettingsPage() {
  useDocumentTitle('Notification settings · Collabify');
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const save = (next: NotificationPreference) =>
    update.mutate([next], {
      onError: (error) => notifyError(error, 'Could not save the setting'),
    });

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Notification settings
          </Title>
          <Text c="dimmed">
            What Collabify tells you about, in the app (the bell) and by email. Emails about the
            same conversation or collaboration within a few minutes come as one, and never about a
            page you have open. Every email has a link that turns its kind off.{' '}
            <Anchor component={Link} to="/notifications">
              See your notifications
            </Anchor>
          </Text>
        </div>
        {preferences.isError && (
          <QueryLoadError title="Could not load your settings" query={preferences} />
        )}
        {preferences.isPending && <Skeleton height={320} />}
        {preferences.data && (
          <Paper withBorder>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <TableHead
                columns={['Event', { label: 'In the app', w: 90 }, { label: 'Email', w: 90 }]}
              />
              <Table.Tbody>
                {preferences.data.preferences.map((p) => {
                  const info = NOTIFICATION_KIND_INFO[p.kind];
                  return (
                    <Table.Tr key={p.kind}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {info.label}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {info.description}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Switch
                          checked={p.inApp}
                          aria-label={`${info.label} in the app`}
                          onChange={(e) => save({ ...p, inApp: e.currentTarget.checked })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Switch
                          checked={p.email}
                          aria-label={`${info.label} by email`}
                          onChange={(e) => save({ ...p, email: e.currentTarget.checked })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

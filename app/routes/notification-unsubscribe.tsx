import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { AuthCard } from '@app/components/ui/auth-card';
import {
  useNotificationUnsubscribe,
  useNotificationUnsubscribeInfo,
} from '@app/features/notifications/api/notification-unsubscribe';
import { errorMessage, isApiError } from '@app/lib/api-error';

/**
 * `/unsubscribe/notifications/:token`: the page of a notification email's unsubscribe link
 * (public: no sign-in). "Stop <kind> emails to <email>?" and, on confirmation, the one-click
 * unsubscribe; the notifications stay in the app.
 */
export function NotificationUnsubscribePage() {
  useDocumentTitle('Unsubscribe · Collabify');
  const { token = '' } = useParams();
  const info = useNotificationUnsubscribeInfo(token);
  const unsubscribe = useNotificationUnsubscribe(token);

  if (info.isPending)
    return (
      <AuthCard title="Unsubscribe">
        <Loader role="status" aria-label="Loading" />
      </AuthCard>
    );

  if (info.isError)
    return (
      <AuthCard title="This link does not work">
        <Text size="sm">
          {isApiError(info.error, 404)
            ? 'The unsubscribe link is invalid. Use the link from the latest email you received.'
            : errorMessage(info.error)}
        </Text>
      </AuthCard>
    );

  const { email, label, unsubscribed } = info.data;
  const settings = (
    <Text size="sm" c="dimmed">
      You still see them in Collabify.{' '}
      <Anchor component={Link} to="/notifications/settings">
        All notification settings
      </Anchor>
    </Text>
  );
  if (unsubscribed)
    return (
      <AuthCard title="You are unsubscribed">
        <Stack gap="sm">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
            {email} will not get “{label}” emails any more.
          </Alert>
          {settings}
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title={`Stop “${label}” emails?`}>
      <Stack gap="md">
        <Text size="sm">Collabify will stop emailing {email} about this.</Text>
        {unsubscribe.isError && (
          <Alert color="red" variant="light">
            {errorMessage(unsubscribe.error)}
          </Alert>
        )}
        <Button fullWidth loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          Unsubscribe
        </Button>
        {settings}
      </Stack>
    </AuthCard>
  );
}

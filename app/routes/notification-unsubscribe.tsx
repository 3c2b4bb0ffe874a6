import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { UnsubscribeCard } from '@app/components/ui/unsubscribe-card';
import {
  useNotificationUnsubscribe,
  useNotificationUnsubscribeInfo,
} from '@app/features/notifications/api/notification-unsubscribe';

/**
 * `/unsubscribe/notifications/:token`: the page of a notification email's unsubscribe link
 * (public: no sign-in). "Stop “<kind>” emails?" and, on confirmation, the one-click unsubscribe;
 * the notifications stay in the app.
 */
export function NotificationUnsubscribePage() {
  useDocumentTitle('Unsubscribe · Collabify');
  const { token = '' } = useParams();
  return (
    <UnsubscribeCard
      info={useNotificationUnsubscribeInfo(token)}
      unsubscribe={useNotificationUnsubscribe(token)}
      askTitle={({ label }) => `Stop “${label}” emails?`}
      askText={({ email }) => `Collabify will stop emailing ${email} about this.`}
      doneText={({ email, label }) => `${email} will not get “${label}” emails any more.`}
      askFooter
      footer={
        <Text size="sm" c="dimmed">
          You still see them in Collabify.{' '}
          <Anchor component={Link} to="/notifications/settings">
            All notification settings
          </Anchor>
        </Text>
      }
    />
  );
}

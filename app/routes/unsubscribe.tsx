import { Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { useUnsubscribeInfo } from '@app/features/mail/api/get-unsubscribe-info';
import { useUnsubscribe } from '@app/features/mail/api/unsubscribe';
import { UnsubscribeCard } from '@app/components/ui/unsubscribe-card';

/**
 * `/unsubscribe/:token`: the page of an email's unsubscribe link (public, for anyone who received
 * outreach). Shows "Unsubscribe <email> from <sender>'s emails?" and, on confirmation, posts the
 * one-click unsubscribe (`POST /unsubscribe/{token}`), then "You are unsubscribed".
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe · Collabify');
  const { token = '' } = useParams();
  return (
    <UnsubscribeCard
      info={useUnsubscribeInfo(token)}
      unsubscribe={useUnsubscribe(token)}
      askTitle={({ email, sender }) => `Unsubscribe ${email} from ${sender}’s emails?`}
      askText={({ sender }) =>
        `${sender} will not be able to email this address through Collabify any more.`
      }
      doneText={({ email, sender }) => `${email} will not receive ${sender}’s emails any more.`}
      footer={
        <Text size="sm" c="dimmed">
          Nothing else to do: you can close this page.
        </Text>
      }
    />
  );
}

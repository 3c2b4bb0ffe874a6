import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useUnsubscribeInfo } from '@app/features/mail/api/get-unsubscribe-info';
import { useUnsubscribe } from '@app/features/mail/api/unsubscribe';
import { AuthCard } from '@app/components/ui/auth-card';
import { errorMessage, isApiError } from '@app/lib/api-error';

/**
 * `/unsubscribe/:token`: the page of an email's unsubscribe link (public, for anyone who received
 * outreach). Shows "Unsubscribe <email> from <sender>'s emails?" and, on confirmation, posts the
 * one-click unsubscribe (`POST /unsubscribe/{token}`), then "You are unsubscribed".
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe · Collabify');
  const { token = '' } = useParams();
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);

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

  const { email, sender, unsubscribed } = info.data;
  if (unsubscribed)
    return (
      <AuthCard title="You are unsubscribed">
        <Stack gap="sm">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
            {email} will not receive {sender}’s emails any more.
          </Alert>
          <Text size="sm" c="dimmed">
            Nothing else to do: you can close this page.
          </Text>
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title={`Unsubscribe ${email} from ${sender}’s emails?`}>
      <Stack gap="md">
        <Text size="sm">
          {sender} will not be able to email this address through Collabify any more.
        </Text>
        {unsubscribe.isError && (
          <Alert color="red" variant="light">
            {errorMessage(unsubscribe.error)}
          </Alert>
        )}
        <Button fullWidth loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          Unsubscribe
        </Button>
      </Stack>
    </AuthCard>
  );
}

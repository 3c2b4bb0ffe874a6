import { Button, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { useVerifyEmailSender } from '@app/features/mail/api/verify-email-sender';
import { SENDER_SETTINGS_PATH } from '@app/features/mail/lib/sender-path';
import { AuthCard } from '@app/components/ui/auth-card';
import { errorMessage } from '@app/lib/api-error';
import { useAuth } from '@app/lib/auth';

/** Where to go next: the sender settings when signed in, else sign in first. */
function NextButton() {
  const { token } = useAuth();
  return token ? (
    <Button component={Link} to={SENDER_SETTINGS_PATH} fullWidth>
      Go to sender settings
    </Button>
  ) : (
    <Button
      component={Link}
      to={`/login?redirect=${encodeURIComponent(SENDER_SETTINGS_PATH)}`}
      fullWidth
    >
      Sign in
    </Button>
  );
}

/**
 * `/email-sender-verify?token=`: the page of the link emailed to a new sender address (public:
 * it may be opened on another device). Posts the token at once, then says the sender is verified,
 * or that the link expired or is invalid and how to get a new one.
 */
export function EmailSenderVerifyPage() {
  useDocumentTitle('Verify your sender · Collabify');
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmailSender(token);

  if (!token)
    return (
      <AuthCard title="This link is incomplete" subtitle="It has no verification token.">
        <Stack gap="md">
          <Text size="sm">
            Open the link from the email exactly as it was sent, or ask for a new one in your sender
            settings.
          </Text>
          <NextButton />
        </Stack>
      </AuthCard>
    );

  if (verify.isPending)
    return (
      <AuthCard title="Verifying your sender…">
        <Loader role="status" aria-label="Verifying" />
      </AuthCard>
    );

  if (verify.isError)
    return (
      <AuthCard title="This link has expired or is invalid">
        <Stack gap="md">
          <Text size="sm">{errorMessage(verify.error)}</Text>
          <Text size="sm">
            Send yourself a new link from your sender settings: save the address again and follow
            the newest link.
          </Text>
          <NextButton />
        </Stack>
      </AuthCard>
    );

  const sender = verify.data;
  return (
    <AuthCard title="Your sender is verified">
      <Stack gap="md">
        <Text size="sm">
          {sender.email ? (
            <>
              Replies to your outreach now go to <strong>{sender.email}</strong>.
            </>
          ) : (
            'You can now send emails to influencers.'
          )}
        </Text>
        {sender.from && (
          <Text size="sm" c="dimmed">
            Recipients see: {sender.from}
          </Text>
        )}
        <NextButton />
      </Stack>
    </AuthCard>
  );
}

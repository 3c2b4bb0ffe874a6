import { Anchor, Button, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_SECONDS } from '@shared/constants/auth';
import { VerifyEmailForm } from '@app/features/auth/components/verify-email-form';
import { useFinishSignIn } from '@app/features/auth/hooks/use-finish-sign-in';
import { clearSignUpDraft, useSignUpDraft } from '@app/features/auth/hooks/use-sign-up-draft';
import { AuthCard } from '@app/components/ui/auth-card';
import { notifySuccess } from '@app/lib/notify';

/**
 * `/mail-verify`: the second sign-up step. Reads the sign-up form kept in memory, asks for the
 * emailed code, creates the account and signs in.
 */
export function MailVerifyPage() {
  const draft = useSignUpDraft();
  const finishSignIn = useFinishSignIn();
  useDocumentTitle('Verify your email · Collabify');

  if (!draft) {
    return (
      <AuthCard title="Verify your email" subtitle="Your sign-up details are not here any more.">
        <Text size="sm" mb="lg">
          Fill in the sign-up form and we will email you a {EMAIL_CODE_LENGTH}-digit code to confirm
          your address.
        </Text>
        <Button component={Link} to="/login?mode=signup" fullWidth>
          Go to sign up
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Check your email"
      subtitle={
        <>
          We sent a {EMAIL_CODE_LENGTH}-digit code to{' '}
          <Text span fw={600} c="dark">
            {draft.email}
          </Text>
          . It expires in {Math.round(EMAIL_CODE_TTL_SECONDS / 60)} minutes.
        </>
      }
      footer={
        <>
          Wrong address?{' '}
          <Anchor component={Link} to="/login?mode=signup" fw={600}>
            Start over
          </Anchor>
        </>
      }
    >
      <VerifyEmailForm
        draft={draft}
        onSignedUp={(session) => {
          clearSignUpDraft();
          finishSignIn(session, draft.redirect);
          notifySuccess(`Your account is ready, ${session.user.name}.`, 'Welcome to Collabify');
        }}
      />
    </AuthCard>
  );
}

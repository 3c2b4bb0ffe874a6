import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_CODE_LENGTH } from '@shared/constants/auth';
import { ResetPasswordForm } from '@app/features/auth/components/reset-password-form';
import { useFinishSignIn } from '@app/features/auth/hooks/use-finish-sign-in';
import { AuthCard } from '@app/components/ui/auth-card';
import { notifySuccess } from '@app/lib/notify';
import { REDIRECT_PARAM } from '@app/lib/redirect';

/** `/reset-password?email=…`: the emailed code and a new password; signs in when done. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const finishSignIn = useFinishSignIn();
  const email = params.get('email') ?? '';
  useDocumentTitle('Reset password · Collabify');

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={
        email ? (
          <>
            If an account exists for{' '}
            <Text span fw={600} c="dark">
              {email}
            </Text>
            , we sent it a {EMAIL_CODE_LENGTH}-digit code.
          </>
        ) : (
          `Enter your email, the ${EMAIL_CODE_LENGTH}-digit code we sent you and a new password.`
        )
      }
      footer={
        <>
          No code?{' '}
          <Anchor component={Link} to="/forgot-password" fw={600}>
            Request a new one
          </Anchor>
        </>
      }
    >
      <ResetPasswordForm
        initialEmail={email}
        onReset={(session) => {
          finishSignIn(session, params.get(REDIRECT_PARAM));
          notifySuccess('Your password was reset and you are signed in.');
        }}
      />
    </AuthCard>
  );
}

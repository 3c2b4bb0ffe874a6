import { Anchor } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '@app/features/auth/components/forgot-password-form';
import { AuthCard } from '@app/components/ui/auth-card';
import { REDIRECT_PARAM, safeRedirect } from '@app/lib/redirect';

/** `/forgot-password`: asks for the email, sends a reset code, then opens `/reset-password`. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirectParam = params.get(REDIRECT_PARAM);
  useDocumentTitle('Forgot password · Collabify');

  const handleCodeSent = (email: string) => {
    const next = new URLSearchParams({ email });
    if (redirectParam) next.set(REDIRECT_PARAM, safeRedirect(redirectParam));
    navigate(`/reset-password?${next.toString()}`);
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a 6-digit code to reset it."
      footer={
        <>
          Remembered it?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Back to sign in
          </Anchor>
        </>
      }
    >
      <ForgotPasswordForm onCodeSent={handleCodeSent} />
    </AuthCard>
  );
}

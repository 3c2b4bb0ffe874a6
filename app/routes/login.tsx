import { Anchor } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { SignInForm } from '@app/features/auth/components/sign-in-form';
import { SignUpForm } from '@app/features/auth/components/sign-up-form';
import { useFinishSignIn } from '@app/features/auth/hooks/use-finish-sign-in';
import { saveSignUpDraft, type SignUpDraft } from '@app/features/auth/hooks/use-sign-up-draft';
import { ShopifyLoginNote } from '@app/features/shopify/components/shopify-login-note';
import { SocialSignInButtons } from '@app/features/social-auth/components/social-sign-in-buttons';
import { AuthCard } from '@app/components/ui/auth-card';
import { useAuth } from '@app/lib/auth';
import { homePathFor, REDIRECT_PARAM, safeRedirect } from '@app/lib/redirect';

/** Appends the pending `redirect` parameter to an address, so it survives switching pages. */
function keepRedirect(path: string, redirect: string | null): string {
  if (!redirect) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${REDIRECT_PARAM}=${encodeURIComponent(redirect)}`;
}

/**
 * `/login`: the sign-in form with the configured social sign-ins under it, or the sign-up form
 * with `?mode=signup` (`/signup` is not a public path). After signing in the person lands on
 * `?redirect=` when it is a safe in-app address (a social sign-in carries it through the provider).
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { token, user } = useAuth();
  const finishSignIn = useFinishSignIn();
  const isSignUp = params.get('mode') === 'signup';
  const redirectParam = params.get(REDIRECT_PARAM);
  const redirect = redirectParam ? safeRedirect(redirectParam) : null;
  const initialRole = params.get('role') === 'influencer' ? 'influencer' : 'advertiser';
  useDocumentTitle(isSignUp ? 'Sign up · Collabify' : 'Sign in · Collabify');

  if (token) return <Navigate to={redirect ?? homePathFor(user)} replace />;

  if (isSignUp) {
    const handleCodeSent = (draft: SignUpDraft) => {
      saveSignUpDraft({ ...draft, redirect: redirect ?? undefined });
      navigate('/mail-verify');
    };
    return (
      <AuthCard
        title="Create your account"
        subtitle="Free to start. We will email you a 6-digit code to confirm your address."
        footer={
          <>
            Already have an account?{' '}
            <Anchor component={Link} to={keepRedirect('/login', redirect)} fw={600}>
              Sign in
            </Anchor>
          </>
        }
      >
        <SignUpForm onCodeSent={handleCodeSent} initialRole={initialRole} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in to Collabify"
      subtitle="Welcome back. Pick up your campaigns and collaborations where you left them."
      footer={
        <>
          New to Collabify?{' '}
          <Anchor component={Link} to={keepRedirect('/login?mode=signup', redirect)} fw={600}>
            Create an account
          </Anchor>
          <ShopifyLoginNote />
        </>
      }
    >
      <SignInForm
        onSignedIn={(session) => finishSignIn(session, redirect)}
        forgotPasswordTo={keepRedirect('/forgot-password', redirect)}
      />
      <SocialSignInButtons redirect={redirect} />
    </AuthCard>
  );
}

import { useDocumentTitle } from '@mantine/hooks';
import { useLocation, useParams } from 'react-router';
import { SocialAuthCallback } from '@app/features/social-auth/components/social-auth-callback';

/**
 * `/auth/callback/:provider` (public, issue 18): where Google sends the browser back after a
 * "Continue with Google" or "Continue with YouTube" consent. The query (`code`, `state`, or
 * `error`) is read as the provider wrote it; the page signs the person in or says what went wrong.
 */
export function AuthCallbackPage() {
  useDocumentTitle('Signing in · Collabify');
  const { provider } = useParams();
  const { search } = useLocation();
  return <SocialAuthCallback provider={provider} search={search} />;
}

import { useDocumentTitle } from '@mantine/hooks';
import { useLocation, useParams } from 'react-router';
import { GmailConnectCallback } from '@app/features/social-auth/components/gmail-connect-callback';
import { SocialAuthCallback } from '@app/features/social-auth/components/social-auth-callback';

/**
 * `/auth/callback/:provider` (public, issue 18): where Google sends the browser back after a
 * "Continue with Google" or "Continue with YouTube" consent, or after "Connect Gmail" (the
 * signed-in brand connects its Gmail for sending). The query (`code`, `state`, or `error`) is
 * read as the provider wrote it; the page signs the person in (connects Gmail) or says what went
 * wrong.
 */
export function AuthCallbackPage() {
  useDocumentTitle('Signing in · Collabify');
  const { provider } = useParams();
  const { search } = useLocation();
  if (provider === 'gmail') return <GmailConnectCallback search={search} />;
  return <SocialAuthCallback provider={provider} search={search} />;
}

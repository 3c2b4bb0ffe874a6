import { useMutation } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';

/**
 * Google's consent page for connecting the signed-in brand's Gmail
 * (`GET /api/users/social-accounts/gmail/authorize?redirect=` → `{url}`): permission to send
 * email only; Google returns to `/auth/callback/gmail`, which finishes the connection and goes
 * back to `redirect` (an in-app path). 403 for accounts that do not send outreach; 503 when
 * Google is not configured.
 */
export async function startGmailConnection(redirect: string): Promise<string> {
  const { url } = await api.get<{ url: string }>('/users/social-accounts/gmail/authorize', {
    query: { redirect },
  });
  return url;
}

/**
 * Mutation hook of {@link startGmailConnection} that sends the browser to Google's consent page.
 * A failure shows the usual red notification (e.g. "Google is not configured").
 */
export function useStartGmailConnection() {
  return useMutation({
    mutationFn: startGmailConnection,
    onSuccess: (url) => window.location.assign(url),
  });
}

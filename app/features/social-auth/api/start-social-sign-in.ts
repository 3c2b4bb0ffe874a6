import { useMutation } from '@tanstack/react-query';
import type { OauthStartProvider } from '../lib/providers';
import { api } from '@app/lib/api-client';
import { rememberStartedSignIn } from '../lib/started-here';

/** What {@link startSocialSignIn} needs: the provider and the app path to land on afterwards. */
export interface StartSocialSignIn {
  provider: OauthStartProvider;
  /** An in-app path (`/campaign/new`); the server keeps it with the sign-in's state. */
  redirect?: string | null;
}

/**
 * The provider's consent page for a new sign-in (`GET /api/auth/oauth/{provider}/authorize`,
 * public): the server issues a single-use state and a PKCE challenge and keeps `redirect` for
 * the callback. 503 when the provider is not configured.
 */
export async function startSocialSignIn({
  provider,
  redirect,
}: StartSocialSignIn): Promise<string> {
  const { url } = await api.get<{ url: string }>(`/auth/oauth/${provider}/authorize`, {
    query: { redirect },
    withToken: false,
  });
  return url;
}

/**
 * Mutation hook of {@link startSocialSignIn} that remembers the sign-in's state for this tab and
 * sends the browser to the provider's consent page. A failure shows the usual red notification
 * (e.g. "Google is not configured").
 */
export function useStartSocialSignIn() {
  return useMutation({
    mutationFn: startSocialSignIn,
    onSuccess: (url) => {
      rememberStartedSignIn(url);
      window.location.assign(url);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { SOCIAL_LOGIN_PATHS } from '@shared/constants/social';
import type { OauthCallback, SocialSession } from '@shared/schemas/social';
import { api } from '@app/lib/api-client';
import type { OauthStartProvider } from '../lib/providers';

/** What {@link completeSocialSignIn} sends: the provider and what it put in the callback's query. */
export interface CompleteSocialSignIn extends OauthCallback {
  provider: OauthStartProvider;
}

/**
 * Finishes a social sign-in with the provider's one-time `code` and the `state` Collabify issued,
 * posted to the provider's sign-in route (`POST /api/auth/google-login`,
 * `/api/auth/influencer-youtube-login`; sent without a token) → the session, the app path to
 * continue to and whether the account was created. 400 naming `body.state` when the sign-in
 * expired or was used already (the state is single use), `body.code` when the provider refused;
 * 409 when the account belongs to someone else.
 */
export function completeSocialSignIn({
  provider,
  code,
  state,
}: CompleteSocialSignIn): Promise<SocialSession> {
  return api.post<SocialSession>(
    SOCIAL_LOGIN_PATHS[provider],
    { code, state },
    { withToken: false },
  );
}

/** Mutation hook of {@link completeSocialSignIn}. Silent: the callback page shows the error. */
export function useCompleteSocialSignIn() {
  return useMutation({ mutationFn: completeSocialSignIn, meta: { silent: true } });
}

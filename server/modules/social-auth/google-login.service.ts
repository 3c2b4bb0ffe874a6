import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@shared/constants/social';
import type { GoogleLogin, OauthCallback, SocialSession } from '@shared/schemas/social';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { fieldError, notConfigured } from '../../errors';
import {
  GOOGLE_SCOPES,
  GoogleAuthError,
  type GoogleClient,
  type GoogleIdentity,
  type YouTubeChannel,
} from '../../integrations/google/client';
import type { OwnedAccount } from '../influencers/owner-verified.service';
import { connectionAccessToken, type TokenRenewal } from './connection-tokens';
import { spendState } from './oauth-state';
import { callbackUrl } from './provider-urls';
import { recordOwnerRefresh, signInAdvertiser, signInInfluencer } from './sign-in';

/** The Google-backed providers: Google sign-in, a creator's YouTube, a brand's Gmail. */
type GoogleProvider = Extract<SocialProvider, 'google' | 'youtube' | 'gmail'>;

/** Google, or 503 naming the provider when its keys are not set. */
export function requireGoogle(ctx: AppContext, provider: GoogleProvider): GoogleClient {
  if (!ctx.google) throw notConfigured(SOCIAL_PROVIDER_LABELS[provider]);
  return ctx.google;
}

/** Runs a call to Google, turning its refusal into a 400 naming `path`. */
export async function googleCall<T>(path: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GoogleAuthError) {
      throw fieldError(path, `Google did not accept the sign-in: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Exchanges a callback's code for the identity and tokens, after spending its state (PKCE
 * verifier and nonce checked by Google and openid-client). A connection of the signed-in account
 * (Gmail) passes `startedBy`: a state another account (or nobody) started is refused before the
 * code is exchanged. @throws 400 naming `body.state` or `body.code`.
 */
export async function completeGoogle(
  ctx: AppContext,
  provider: GoogleProvider,
  body: OauthCallback,
  startedBy?: string,
) {
  const google = requireGoogle(ctx, provider);
  const state = await spendState(ctx, provider, body.state);
  if (startedBy !== undefined && state.userId !== startedBy) {
    throw fieldError(
      'body.state',
      'This connection was started by another account. Start it again.',
    );
  }
  const result = await googleCall('body.code', () =>
    google.exchangeCode({
      redirectUri: callbackUrl(ctx, provider),
      code: body.code,
      state: body.state,
      codeVerifier: state.codeVerifier,
      nonce: state.nonce,
    }),
  );
  return { ...result, state };
}

/** 400 when Google has not verified the email: accounts are only ever matched by a verified one. */
export function assertVerifiedEmail(identity: GoogleIdentity, path: string) {
  if (!identity.emailVerified || !identity.email) {
    throw fieldError(path, 'Your Google account’s email address is not verified.');
  }
}

/** How a Google connection's access token is renewed: from the refresh token Google keeps. */
export function googleRenewal(ctx: AppContext, provider: GoogleProvider): TokenRenewal {
  return {
    renew: ({ refreshToken }) => {
      if (!refreshToken) {
        throw new GoogleAuthError('No refresh token was kept', undefined, 'invalid_grant');
      }
      return requireGoogle(ctx, provider).refresh(refreshToken);
    },
    // Only a grant Google ended (revoked, expired, password changed); not an outage.
    refused: (error) => error instanceof GoogleAuthError && error.code === 'invalid_grant',
  };
}

/**
 * `POST /api/auth/google-login`: an advertiser signs in with Google, by the code flow (code and
 * state from `/auth/callback/google`) or a Sign in with Google ID token. The ID token is verified
 * against Google's JWKS (signature, issuer, audience, expiry) and its email must be verified; then
 * {@link signInAdvertiser}.
 * @throws 400 naming `body.state`, `body.code` or `body.credential`; 409 when the Google account
 * is connected to another account; 503 without Google's keys.
 */
export async function googleLogin(ctx: AppContext, body: GoogleLogin): Promise<SocialSession> {
  const path = 'credential' in body ? 'body.credential' : 'body.code';
  const { identity, redirectPath } =
    'credential' in body
      ? {
          identity: await googleCall(path, () =>
            requireGoogle(ctx, 'google').verifyIdToken(body.credential),
          ),
          redirectPath: null,
        }
      : await completeGoogle(ctx, 'google', body).then((r) => ({
          identity: r.identity,
          redirectPath: r.state.redirectPath,
        }));
  assertVerifiedEmail(identity, path);
  return signInAdvertiser(ctx, {
    provider: 'google',
    providerAccountId: identity.sub,
    verifiedEmail: identity.email,
    name: identity.name ?? identity.email.split('@')[0]!,
    displayName: identity.email,
    scopes: [...GOOGLE_SCOPES.signIn],
    tokens: null,
    redirectPath,
  });
}

/** How the metrics' provenance names numbers read by the creator's own YouTube sign-in. */
const YOUTUBE_SOURCE = 'Verified by the creator (YouTube sign-in)';

/** A channel as the profile of its owner. */
const youtubeAccount = (channel: YouTubeChannel): OwnedAccount => ({
  platform: 'youtube',
  platformId: channel.id,
  username: channel.handle ?? channel.id,
  name: channel.title,
  avatarUrl: channel.thumbnailUrl,
  country: channel.country,
  followers: channel.subscribers,
  posts: channel.videos,
  profileUrl: `https://www.youtube.com/channel/${channel.id}`,
});

/**
 * `POST /api/auth/influencer-youtube-login`: a creator signs in with the Google account that owns
 * their YouTube channel (`youtube.readonly`). The channel (`channels.list mine=true`) is the
 * profile {@link signInInfluencer} links by its channel id; the tokens are kept sealed for
 * later refreshes.
 * @throws 400 naming `body.state` or `body.code`, or when the Google account has no channel;
 * 409 as {@link signInInfluencer}; 503 without Google's keys.
 */
export async function youtubeLogin(ctx: AppContext, body: OauthCallback): Promise<SocialSession> {
  const { identity, tokens, state } = await completeGoogle(ctx, 'youtube', body);
  assertVerifiedEmail(identity, 'body.code');
  const channel = await googleCall('body.code', () =>
    requireGoogle(ctx, 'youtube').myChannel(tokens.accessToken),
  );
  if (!channel) {
    throw fieldError('body.code', 'This Google account has no YouTube channel.');
  }
  return signInInfluencer(ctx, {
    provider: 'youtube',
    providerAccountId: channel.id,
    verifiedEmail: identity.email,
    name: channel.title,
    displayName: channel.handle ? `@${channel.handle}` : channel.title,
    scopes: tokens.scopes,
    tokens,
    redirectPath: state.redirectPath,
    account: youtubeAccount(channel),
    source: YOUTUBE_SOURCE,
  });
}

/**
 * The YouTube refresher of `POST /api/users/social-accounts/{provider}/refresh`: reads the creator's channel again with the
 * stored token (renewed when about to expire, and once more when Google ended it early) and
 * records the numbers as verified by the creator now. @throws 404 without a YouTube connection;
 * 409 when it must be connected again; 400 when YouTube refuses.
 */
export async function refreshYouTubeNumbers(ctx: AppContext, user: UserRow): Promise<void> {
  const google = requireGoogle(ctx, 'youtube');
  const renewal = googleRenewal(ctx, 'youtube');
  const read = async (force: boolean) =>
    google.myChannel(await connectionAccessToken(ctx, user, 'youtube', renewal, { force }));
  const channel = await googleCall('body', () =>
    read(false).catch((error: unknown) => {
      if (error instanceof GoogleAuthError && error.status === 401) return read(true);
      throw error;
    }),
  );
  if (!channel) throw fieldError('body', 'This Google account no longer has a YouTube channel.');
  await recordOwnerRefresh(ctx, user.id, youtubeAccount(channel), YOUTUBE_SOURCE);
}

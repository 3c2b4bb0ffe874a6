import type { OauthCallback, SocialSession } from '@shared/schemas/social';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import {
  fieldError,
  notConfigured,
  notFound,
  providerBadResponse,
  tooManyRequests,
} from '../../errors';
import {
  TikTokAuthError,
  type TikTokClient,
  type TikTokUser,
  userInfoFields,
} from '../../integrations/tiktok/client';
import type { OwnedAccount } from '../influencers/owner-verified.service';
import { connectionAccessToken, type TokenRenewal } from './connection-tokens';
import { spendState } from './oauth-state';
import { callbackUrl } from './provider-urls';
import { recordOwnerRefresh, signInInfluencer } from './sign-in';
import { findUserConnection } from './social-auth.repository';

/**
 * A creator's TikTok sign-in (Login Kit for Web with PKCE) and the refresh of their numbers from
 * the Display API's user info (integrations.md §5).
 *
 * Scopes the creator can untick on TikTok's page: without `user.info.profile` TikTok gives no
 * username, so no profile can be found or named: the sign-in is refused (400 naming `body.code`,
 * asking to allow it). Without `user.info.stats` the sign-in goes through with the counts unknown:
 * a new profile has none, an imported one keeps its dataset's, and the refresh reads none either
 * (the grant stays as given until the creator signs in again).
 */

/** TikTok, or 503 when its keys are not set. */
function requireTikTok(ctx: AppContext): TikTokClient {
  if (!ctx.tiktok) throw notConfigured('TikTok');
  return ctx.tiktok;
}

/**
 * Runs a call to TikTok: a refusal becomes 400 naming `path`, TikTok's rate limit 429, an answer
 * missing what TikTok documents 502 `provider-bad-response:tiktok` (out of reach is the client's
 * 503).
 */
async function tiktokCall<T>(path: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof TikTokAuthError)) throw error;
    if (error.status === 429) throw tooManyRequests(60, 'TikTok is busy. Try again in a minute.');
    if (error.status >= 500) throw providerBadResponse('TikTok');
    throw fieldError(path, `TikTok did not accept the sign-in: ${error.message}`);
  }
}

/** How a TikTok connection's access token (2 h) is renewed: from the refresh token, rotated. */
function tiktokRenewal(ctx: AppContext): TokenRenewal {
  return {
    renew: ({ refreshToken }) => {
      if (!refreshToken) {
        throw new TikTokAuthError('No refresh token was kept', 400, 'invalid_grant');
      }
      return requireTikTok(ctx).refresh(refreshToken);
    },
    // Only an ended grant forgets the connection; our keys refused or TikTok down do not.
    refused: (error) => error instanceof TikTokAuthError && error.code === 'invalid_grant',
  };
}

/** How the metrics' provenance names numbers read by the creator's own TikTok sign-in. */
const TIKTOK_SOURCE = 'Verified by the creator (TikTok sign-in)';

/** The user-info answer as the profile of its owner (the handle is required). */
const tiktokAccount = (user: TikTokUser & { username: string }): OwnedAccount => ({
  platform: 'tiktok',
  platformId: user.openId,
  datasetsUseAnotherId: true,
  username: user.username,
  name: user.displayName,
  avatarUrl: user.avatarUrl,
  country: null,
  followers: user.followers,
  posts: user.videos,
  profileUrl: `https://www.tiktok.com/@${user.username}`,
});

/** 400 naming `path` when TikTok gave no username (`user.info.profile` unticked). */
function withUsername(user: TikTokUser, path: string): TikTokUser & { username: string } {
  if (!user.username) {
    throw fieldError(
      path,
      'TikTok did not share your username. Sign in again and allow Collabify to read your profile details.',
    );
  }
  return { ...user, username: user.username };
}

/**
 * `POST /api/auth/influencer-tiktok-login`: a creator signs in with TikTok. The state is spent
 * (its PKCE verifier goes with the code), the code exchanged for tokens (access 2 h, refresh
 * 180 days), the creator read from user info with the fields of the granted scopes, and
 * {@link signInInfluencer} finds or creates the account (TikTok shares no email) and links the
 * profile with that `open_id` — or, since no dataset has `open_id`s, the imported profile with
 * that confirmed handle. The tokens are kept sealed for later refreshes.
 * @throws 400 naming `body.state` (unknown, used, expired, another provider's) or `body.code`
 * (TikTok refused the code or verifier, or no username was shared); 409 as
 * {@link signInInfluencer}; 429/502 when TikTok is busy or down; 503 without TikTok's keys.
 */
export async function tiktokLogin(ctx: AppContext, body: OauthCallback): Promise<SocialSession> {
  const tiktok = requireTikTok(ctx);
  const state = await spendState(ctx, 'tiktok', body.state);
  const tokens = await tiktokCall('body.code', () =>
    tiktok.exchangeCode({
      redirectUri: callbackUrl(ctx, 'tiktok'),
      code: body.code,
      codeVerifier: state.codeVerifier,
    }),
  );
  const user = withUsername(
    await tiktokCall('body.code', () =>
      tiktok.userInfo(tokens.accessToken, userInfoFields(tokens.scopes)),
    ),
    'body.code',
  );
  return signInInfluencer(ctx, {
    provider: 'tiktok',
    providerAccountId: tokens.openId,
    verifiedEmail: null,
    name: user.displayName ?? user.username,
    displayName: `@${user.username}`,
    scopes: tokens.scopes,
    tokens: {
      accessToken: tokens.accessToken,
      expiresAt: tokens.expiresAt,
      refreshToken: tokens.refreshToken,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
      scopes: tokens.scopes,
    },
    redirectPath: state.redirectPath,
    account: tiktokAccount(user),
    source: TIKTOK_SOURCE,
  });
}

/**
 * The TikTok refresher of `POST /api/users/social-accounts/{provider}/refresh`: reads the
 * creator's user info again with the stored token — renewed from the refresh token within 5
 * minutes of its 2-hour expiry (TikTok rotates the refresh token; the new one is stored sealed),
 * and once more when TikTok ends it early (401 `access_token_invalid`) — and records the numbers
 * as verified by the creator now. @throws 404 without a TikTok connection; 409 when TikTok
 * refuses the refresh token (revoked, expired: the connection is forgotten); 400 when TikTok
 * refuses the read; 429/502 when TikTok is busy or down.
 */
export async function refreshTikTokNumbers(ctx: AppContext, user: UserRow): Promise<void> {
  const tiktok = requireTikTok(ctx);
  const connection = await findUserConnection(ctx.db, user.id, 'tiktok');
  if (!connection) throw notFound('connection');
  const fields = userInfoFields(connection.scopes);
  const renewal = tiktokRenewal(ctx);
  const read = async (force: boolean) =>
    tiktok.userInfo(await connectionAccessToken(ctx, user, 'tiktok', renewal, { force }), fields);
  const info = await tiktokCall('body', () =>
    read(false).catch((error: unknown) => {
      if (error instanceof TikTokAuthError && error.code === 'access_token_invalid') {
        return read(true);
      }
      throw error;
    }),
  );
  await recordOwnerRefresh(ctx, user.id, tiktokAccount(withUsername(info, 'body')), TIKTOK_SOURCE);
}

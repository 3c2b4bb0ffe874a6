import type { OauthCallback, SocialSession } from '@shared/schemas/social';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { conflict, fieldError, notConfigured } from '../../errors';
import { MetaAuthError } from '../../integrations/meta/graph-errors';
import {
  INSTAGRAM_SCOPES,
  type InstagramClient,
  type InstagramLongToken,
  type InstagramProfile,
} from '../../integrations/meta/instagram-client';
import type { OwnedAccount } from '../influencers/owner-verified.service';
import { connectionAccessToken, type TokenRenewal } from './connection-tokens';
import { metaCall } from './meta-call';
import { spendState } from './oauth-state';
import { callbackUrl } from './provider-urls';
import { recordOwnerRefresh, signInInfluencer } from './sign-in';
import { deleteConnection } from './social-auth.repository';

/** Instagram, or 503 when its keys are not set. */
export function requireInstagram(ctx: AppContext): InstagramClient {
  if (!ctx.instagram) throw notConfigured('Instagram');
  return ctx.instagram;
}

const DAY_SECONDS = 24 * 3600;

/**
 * A stored long-lived token is refreshed within this many seconds (7 days) of its expiry.
 * Instagram refreshes only tokens at least 24 hours old (integrations.md §4.2); every stored token
 * lives at least {@link MIN_LIFETIME_SECONDS} (this margin plus a day), so it is at least 24 hours
 * old when it enters this window, and nothing else ever refreshes it (a token Instagram ended is not refreshed: the
 * connection is forgotten). A token younger than 24 hours is therefore never sent to refresh.
 */
export const RENEW_MARGIN_SECONDS = 7 * DAY_SECONDS;

/** The shortest lifetime a stored token may have: the renewal margin plus Instagram's 24 hours. */
const MIN_LIFETIME_SECONDS = RENEW_MARGIN_SECONDS + DAY_SECONDS;

/**
 * A long-lived token as stored, after checking it lives long enough ({@link MIN_LIFETIME_SECONDS}):
 * Instagram answers 60 days; a shorter one would enter the renewal window before Instagram lets
 * it be refreshed. @throws MetaAuthError for a token that lives less.
 */
function storable(token: InstagramLongToken, scopes: string[]) {
  const lifetime = (token.expiresAt.getTime() - Date.now()) / 1000;
  if (lifetime < MIN_LIFETIME_SECONDS) {
    throw new MetaAuthError(
      `Instagram answered a long-lived token valid for only ${Math.round(lifetime / 3600)} hours`,
      200,
    );
  }
  return { accessToken: token.accessToken, expiresAt: token.expiresAt, refreshToken: null, scopes };
}

/**
 * How an Instagram connection's token is renewed: the long-lived token refreshes itself
 * (`refresh_access_token`), within {@link RENEW_MARGIN_SECONDS} of its expiry. A refusal with
 * code 190 (expired or invalid) is final: the connection is forgotten.
 */
function instagramRenewal(instagram: InstagramClient): TokenRenewal {
  return {
    renew: async ({ accessToken }) => storable(await instagram.refresh(accessToken), []),
    refused: (error) => error instanceof MetaAuthError && error.code === 190,
    marginSeconds: RENEW_MARGIN_SECONDS,
  };
}

/** How the metrics' provenance names numbers read by the creator's own Instagram sign-in. */
const INSTAGRAM_SOURCE = 'Verified by the creator (Instagram sign-in)';

/** Account types that may sign in: professional accounts (integrations.md §4.2). */
const PROFESSIONAL = new Set(['BUSINESS', 'MEDIA_CREATOR']);

/**
 * A professional account as the profile of its owner (platform id = the professional account id
 * `user_id`; posts = `media_count`). @throws 400 naming `path` for a personal account (or one
 * whose type Instagram does not say): only business and creator accounts can use Instagram Login.
 */
export function instagramAccount(profile: InstagramProfile, path: string): OwnedAccount {
  if (!profile.accountType || !PROFESSIONAL.has(profile.accountType)) {
    throw fieldError(
      path,
      `@${profile.username} is not a professional Instagram account. Only business and creator accounts can sign in with Instagram: switch to a professional account in Instagram’s settings, then try again.`,
    );
  }
  return {
    platform: 'instagram',
    platformId: profile.userId,
    username: profile.username,
    name: profile.name,
    avatarUrl: profile.pictureUrl,
    country: null,
    followers: profile.followers,
    posts: profile.mediaCount,
    profileUrl: `https://www.instagram.com/${profile.username}/`,
    datasetsUseAnotherId: true,
  };
}

/**
 * `POST /api/auth/influencer-ins-login`: a creator signs in with their professional Instagram
 * account (Instagram API with Instagram Login, integrations.md §4.2). The state is spent; the
 * code becomes a short-lived token, exchanged for a long-lived one (60 days, kept sealed for
 * refreshes); `/me` gives the account, which must be professional. {@link signInInfluencer}
 * links the profile with that professional id (created when no dataset had it); Instagram shares
 * no email, so a new account gets an unreachable one.
 * @throws 400 naming `body.state`, or `body.code` when Instagram refuses or the account is
 * personal; 409 as {@link signInInfluencer}; 503 when Meta cannot be reached, 502 when it
 * fails or rate-limits; 503 without keys.
 */
export async function instagramLogin(ctx: AppContext, body: OauthCallback): Promise<SocialSession> {
  const instagram = requireInstagram(ctx);
  const state = await spendState(ctx, 'instagram', body.state);
  const { tokens, profile } = await metaCall('Instagram', 'body.code', async () => {
    const short = await instagram.exchangeCode({
      redirectUri: callbackUrl(ctx, 'instagram'),
      code: body.code,
    });
    const scopes = short.permissions.length ? short.permissions : [...INSTAGRAM_SCOPES];
    const tokens = storable(await instagram.longLived(short.accessToken), scopes);
    return { tokens, profile: await instagram.me(tokens.accessToken) };
  });
  const account = instagramAccount(profile, 'body.code');
  return signInInfluencer(ctx, {
    provider: 'instagram',
    providerAccountId: profile.userId,
    verifiedEmail: null,
    name: profile.name ?? profile.username,
    displayName: `@${profile.username}`,
    scopes: tokens.scopes,
    tokens,
    redirectPath: state.redirectPath,
    account,
    source: INSTAGRAM_SOURCE,
  });
}

/**
 * The Instagram refresher of `POST /api/users/social-accounts/{provider}/refresh`: reads the
 * creator's account again with the stored long-lived token (refreshed first within
 * {@link RENEW_MARGIN_SECONDS} of its expiry) and records the numbers as verified by the creator
 * now. A token Instagram ended (190: expired, or the app removed) forgets the connection.
 * @throws 404 without an Instagram connection; 409 when it must be connected again; 400 when
 * Instagram refuses otherwise or the account is no longer professional; 502 when unavailable.
 */
export async function refreshInstagramNumbers(ctx: AppContext, user: UserRow): Promise<void> {
  const instagram = requireInstagram(ctx);
  const profile = await metaCall(
    'Instagram',
    'body',
    async () => {
      const token = await connectionAccessToken(
        ctx,
        user,
        'instagram',
        instagramRenewal(instagram),
      );
      try {
        return await instagram.me(token);
      } catch (error) {
        if (!(error instanceof MetaAuthError && error.code === 190)) throw error;
        await deleteConnection(ctx.db, user.id, 'instagram');
        throw conflict('Your Instagram connection has ended. Connect it again.');
      }
    },
    'Instagram refused to read your account',
  );
  await recordOwnerRefresh(ctx, user.id, instagramAccount(profile, 'body'), INSTAGRAM_SOURCE);
}

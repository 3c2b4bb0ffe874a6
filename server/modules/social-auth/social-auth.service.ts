import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@shared/constants/roles';
import type { OAUTH_START_PROVIDERS } from '@shared/constants/social';
import {
  OAUTH_STATE_MINUTES,
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@shared/constants/social';
import type {
  GoogleLogin,
  OauthCallback,
  SocialAccounts,
  SocialProviders,
  SocialSession,
} from '@shared/schemas/social';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { conflict, fieldError, notConfigured, notFound } from '../../errors';
import {
  GOOGLE_SCOPES,
  GoogleAuthError,
  type GoogleClient,
  type GoogleIdentity,
  type GoogleTokens,
  type YouTubeChannel,
} from '../../integrations/google/client';
import { startSession } from '../auth/auth.service';
import { linkOwnedProfile } from '../influencer-accounts/influencer-accounts.service';
import { recordOwnedAccount, type OwnedAccount } from '../influencers/owner-verified.service';
import { createUser, findUser, findUserWithEmail } from '../users/users.service';
import { presentConnections } from './social-auth.presenter';
import {
  deleteConnection,
  findByProviderAccount,
  findUserConnection,
  findUserConnections,
  insertState,
  takeState,
  updateTokens,
  upsertConnection,
} from './social-auth.repository';

/** The unique index that keeps one Collabify account per provider account. */
const ONE_USER_PER_PROVIDER_ACCOUNT = 'social_accounts_provider_account_key';

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
/** 32 random bytes, base64url: a `state`, a PKCE code verifier (43 characters) or a nonce. */
const randomToken = () => randomBytes(32).toString('base64url');

/** Where each provider sends the browser back: the app's `/auth/callback/<provider>` page. */
export const callbackUrl = (ctx: AppContext, provider: SocialProvider) =>
  `${ctx.appUrl}/auth/callback/${provider}`;

/** Google, or 503 naming the provider when its keys are not set. */
function requireGoogle(ctx: AppContext, provider: SocialProvider): GoogleClient {
  if (!ctx.google) throw notConfigured(SOCIAL_PROVIDER_LABELS[provider]);
  return ctx.google;
}

/**
 * Which providers are on: Google's keys turn on Google and YouTube sign-in. Facebook, Instagram,
 * TikTok and Gmail are not built yet (issue 18 continues).
 */
export function getSocialProviders(ctx: AppContext): SocialProviders {
  const configured: Record<SocialProvider, boolean> = {
    google: ctx.google !== null,
    youtube: ctx.google !== null,
    gmail: false,
    facebook: false,
    instagram: false,
    tiktok: false,
  };
  return { providers: SOCIAL_PROVIDERS.map((id) => ({ id, configured: configured[id] })) };
}

/** The scopes each Google-backed provider asks for, and whether it needs a refresh token. */
const GOOGLE_FLOWS = {
  google: { scopes: GOOGLE_SCOPES.signIn, offline: false },
  youtube: { scopes: GOOGLE_SCOPES.youtube, offline: true },
} as const;

/**
 * Starts a sign-in (or, for Gmail, a connection of the signed-in account) at a provider: a
 * single-use `state` (stored as SHA-256, valid {@link OAUTH_STATE_MINUTES} minutes), a PKCE
 * verifier and a nonce (sealed), and the provider's consent page URL carrying them.
 * @throws 503 when the provider is not configured.
 */
export async function startAuthorization(
  ctx: AppContext,
  provider: (typeof OAUTH_START_PROVIDERS)[number],
  user: UserRow | null,
  redirect: string | undefined,
): Promise<{ url: string }> {
  const google = requireGoogle(ctx, provider);
  const state = randomToken();
  const codeVerifier = randomToken();
  const nonce = randomToken();
  await insertState(ctx.db, {
    stateHash: hashState(state),
    provider,
    userId: user?.id ?? null,
    codeVerifier: ctx.secretBox.seal(codeVerifier, `oauth:${provider}`),
    nonce,
    redirectPath: redirect ?? null,
    expiresAt: new Date(Date.now() + OAUTH_STATE_MINUTES * 60_000),
  });
  const flow = GOOGLE_FLOWS[provider];
  const url = await google.authorizationUrl({
    redirectUri: callbackUrl(ctx, provider),
    scopes: flow.scopes,
    state,
    codeVerifier,
    nonce,
    offline: flow.offline,
  });
  return { url };
}

/** A spent state's secrets. */
interface SpentState {
  codeVerifier: string;
  nonce: string;
  redirectPath: string | null;
  userId: string | null;
}

/**
 * Spends the `state` the provider sent back: it must be ours, for this provider, unused and
 * unexpired. @throws 400 naming `body.state`.
 */
async function spendState(
  ctx: AppContext,
  provider: SocialProvider,
  state: string,
): Promise<SpentState> {
  const row = await takeState(ctx.db, hashState(state));
  if (!row || row.provider !== provider || row.expiresAt.getTime() < Date.now()) {
    throw fieldError('body.state', 'This sign-in has expired or was already used. Start it again.');
  }
  return {
    codeVerifier: ctx.secretBox.open(row.codeVerifier, `oauth:${provider}`),
    nonce: row.nonce ?? '',
    redirectPath: row.redirectPath,
    userId: row.userId,
  };
}

/** Runs a call to Google, turning its refusal into a 400 naming `path`. */
async function googleCall<T>(path: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GoogleAuthError) {
      throw fieldError(path, `Google did not accept the sign-in: ${error.message}`);
    }
    throw error;
  }
}

/** Exchanges a callback's code for the identity and tokens, after spending its state. */
async function completeGoogle(ctx: AppContext, provider: SocialProvider, body: OauthCallback) {
  const google = requireGoogle(ctx, provider);
  const state = await spendState(ctx, provider, body.state);
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
function assertVerifiedEmail(identity: GoogleIdentity, path: string) {
  if (!identity.emailVerified || !identity.email) {
    throw fieldError(path, 'Your Google account’s email address is not verified.');
  }
}

/** The roles a new account gets: `role`, plus admin for ADMIN_EMAILS. */
const rolesFor = (ctx: AppContext, email: string, role: Role): Role[] =>
  ctx.adminEmails.includes(email) ? [role, 'admin'] : [role];

/** Seals a provider's tokens for storage, bound to the provider account. */
function sealedTokens(ctx: AppContext, context: string, tokens: GoogleTokens) {
  return {
    accessToken: ctx.secretBox.seal(tokens.accessToken, context),
    accessTokenExpiresAt: tokens.expiresAt,
    refreshToken: tokens.refreshToken ? ctx.secretBox.seal(tokens.refreshToken, context) : null,
    refreshTokenExpiresAt: null,
    scopes: tokens.scopes,
  };
}

/** Runs a sign-in's writes, turning a provider account taken by another user into 409. */
async function inTransaction<T>(ctx: AppContext, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, ONE_USER_PER_PROVIDER_ACCOUNT)) {
      throw conflict('This account is already connected to another Collabify account.');
    }
    throw error;
  }
}

/**
 * `POST /api/auth/google-login`: an advertiser signs in with Google, by the code flow (code and
 * state from `/auth/callback/google`) or a Sign in with Google ID token. The ID token is verified
 * against Google's JWKS (signature, issuer, audience, expiry) and its email must be verified. The
 * Google account's `sub` finds its Collabify account; else the verified email links an existing
 * account; else a new advertiser account is created.
 * @throws 400 naming `body.state`, `body.code` or `body.credential`; 503 without Google's keys.
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
  const { user, created } = await inTransaction(ctx, async (tx) => {
    const found = await accountFor(tx, 'google', identity.sub, identity.email);
    const user =
      found ??
      (await createUser(tx, {
        email: identity.email,
        name: identity.name ?? identity.email.split('@')[0]!,
        passwordHash: null,
        roles: rolesFor(ctx, identity.email, 'advertiser'),
        emailVerifiedAt: new Date(),
      }));
    await upsertConnection(tx, {
      userId: user.id,
      provider: 'google',
      providerAccountId: identity.sub,
      displayName: identity.email,
      scopes: [...GOOGLE_SCOPES.signIn],
      accessToken: null,
      accessTokenExpiresAt: null,
      refreshToken: null,
      refreshTokenExpiresAt: null,
    });
    return { user, created: !found };
  });
  return { ...(await startSession(ctx, user)), redirect: redirectPath, created };
}

/**
 * The Collabify account of a provider account: the one it is connected to, else the account
 * with its verified email; null when neither exists.
 */
async function accountFor(
  tx: DbOrTx,
  provider: SocialProvider,
  providerAccountId: string,
  verifiedEmail: string,
): Promise<UserRow | null> {
  const connection = await findByProviderAccount(tx, provider, providerAccountId);
  if (connection) return findUser(tx, connection.userId);
  return findUserWithEmail(tx, verifiedEmail);
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
 * their YouTube channel (`youtube.readonly`). The channel (`channels.list mine=true`) finds or
 * creates its profile by the channel id, whose numbers are refreshed from the owner's login and
 * marked verified by the creator; the influencer account is linked to it; the tokens are kept
 * sealed for later refreshes. An existing account with the Google account's verified email is
 * used when it is an influencer account.
 * @throws 400 naming `body.state` or `body.code`, or when the Google account has no channel;
 * 409 when the channel or its profile belongs to another account, or the email to a brand
 * account; 503 without Google's keys.
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
  const { user, created } = await inTransaction(ctx, async (tx) => {
    let user = await accountFor(tx, 'youtube', channel.id, identity.email);
    const created = !user;
    if (user && !user.roles.includes('influencer')) {
      throw conflict(
        'A brand account uses this email. Sign in to it with your password to work as a brand.',
      );
    }
    user ??= await createUser(tx, {
      email: identity.email,
      name: channel.title,
      passwordHash: null,
      roles: rolesFor(ctx, identity.email, 'influencer'),
      emailVerifiedAt: new Date(),
    });
    const profile = await recordOwnedAccount(tx, youtubeAccount(channel), YOUTUBE_SOURCE);
    await linkOwnedProfile(tx, user.id, profile.id);
    await upsertConnection(tx, {
      userId: user.id,
      provider: 'youtube',
      providerAccountId: channel.id,
      displayName: channel.handle ? `@${channel.handle}` : channel.title,
      ...sealedTokens(ctx, `youtube:${channel.id}`, tokens),
    });
    return { user, created };
  });
  return { ...(await startSession(ctx, user)), redirect: state.redirectPath, created };
}

/** Seconds before expiry at which a stored access token is refreshed instead of used. */
const REFRESH_MARGIN_SECONDS = 300;

/**
 * A usable access token of the user's connection to a Google-backed provider: the stored one,
 * or — within {@link REFRESH_MARGIN_SECONDS} of its expiry, or when `renew` says Google refused
 * it — a new one from the refresh token,
 * stored sealed (Google keeps the refresh token; one it rotates is stored too). A refresh Google
 * refuses (revoked, password changed) forgets the connection.
 * @throws 404 without the connection; 409 "connect again" when it cannot be refreshed.
 */
async function googleAccessToken(
  ctx: AppContext,
  user: UserRow,
  provider: 'youtube',
  opts: { renew?: boolean } = {},
): Promise<string> {
  const google = requireGoogle(ctx, provider);
  const connection = await findUserConnection(ctx.db, user.id, provider);
  if (!connection?.accessToken) throw notFound('connection');
  const context = `${provider}:${connection.providerAccountId}`;
  const expiresAt = connection.accessTokenExpiresAt?.getTime() ?? 0;
  if (!opts.renew && expiresAt - REFRESH_MARGIN_SECONDS * 1000 > Date.now()) {
    return ctx.secretBox.open(connection.accessToken, context);
  }
  const reconnect = () =>
    conflict(`Your ${SOCIAL_PROVIDER_LABELS[provider]} connection has ended. Connect it again.`);
  if (!connection.refreshToken) throw reconnect();
  let tokens: GoogleTokens;
  try {
    tokens = await google.refresh(ctx.secretBox.open(connection.refreshToken, context));
  } catch (error) {
    if (!(error instanceof GoogleAuthError)) throw error;
    await deleteConnection(ctx.db, user.id, provider);
    throw reconnect();
  }
  const sealed = sealedTokens(ctx, context, tokens);
  await updateTokens(ctx.db, connection.id, {
    accessToken: sealed.accessToken,
    accessTokenExpiresAt: sealed.accessTokenExpiresAt,
    refreshToken: sealed.refreshToken,
  });
  return tokens.accessToken;
}

/**
 * `POST /api/users/social-accounts/youtube/refresh`: reads the creator's channel again with the
 * stored token (refreshed when it is about to expire) and records the numbers as verified by the
 * creator now. @throws 404 without a YouTube connection; 409 when it must be connected again;
 * 400 when YouTube refuses.
 */
export async function refreshYouTubeNumbers(ctx: AppContext, user: UserRow): Promise<void> {
  const google = requireGoogle(ctx, 'youtube');
  const read = async (renew: boolean) =>
    google.myChannel(await googleAccessToken(ctx, user, 'youtube', { renew }));
  // A token Google ended early (401) is renewed once.
  const channel = await googleCall('body', () =>
    read(false).catch((error: unknown) => {
      if (error instanceof GoogleAuthError && error.status === 401) return read(true);
      throw error;
    }),
  );
  if (!channel) throw fieldError('body', 'This Google account no longer has a YouTube channel.');
  await ctx.db.transaction(async (tx) => {
    const profile = await recordOwnedAccount(tx, youtubeAccount(channel), YOUTUBE_SOURCE);
    await linkOwnedProfile(tx, user.id, profile.id);
  });
}

/** The signed-in user's connected social accounts. */
export async function getConnections(ctx: AppContext, user: UserRow): Promise<SocialAccounts> {
  return presentConnections(await findUserConnections(ctx.db, user.id));
}

/**
 * Disconnects a social account: its tokens are revoked at the provider (a token the provider
 * already forgot is fine) and forgotten here. A profile linked by it stays linked.
 * @throws 404 when the user has no such connection.
 */
export async function disconnect(
  ctx: AppContext,
  user: UserRow,
  provider: SocialProvider,
): Promise<void> {
  const removed = await deleteConnection(ctx.db, user.id, provider);
  if (!removed) throw notFound('connection');
  const sealed = removed.refreshToken ?? removed.accessToken;
  if (!sealed || !ctx.google) return;
  const token = ctx.secretBox.open(sealed, `${provider}:${removed.providerAccountId}`);
  try {
    await ctx.google.revoke(token);
  } catch (error) {
    if (!(error instanceof GoogleAuthError)) throw error;
  }
}

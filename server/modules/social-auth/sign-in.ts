import type { Role } from '@shared/constants/roles';
import type { SocialProvider } from '@shared/constants/social';
import type { SocialSession } from '@shared/schemas/social';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { conflict } from '../../errors';
import { startSession } from '../auth/auth.service';
import { linkOwnedProfile } from '../influencer-accounts/influencer-accounts.service';
import { recordOwnedAccount, type OwnedAccount } from '../influencers/owner-verified.service';
import { createUser, findUser, findUserWithEmail } from '../users/users.service';
import {
  findByProviderAccount,
  lockProviderAccount,
  upsertConnection,
} from './social-auth.repository';
import { type ProviderTokens, sealTokens } from './token-sealing';

/** The unique index that keeps one Collabify account per provider account. */
const ONE_USER_PER_PROVIDER_ACCOUNT = 'social_accounts_provider_account_key';

/** Runs a sign-in's writes, turning a provider account taken by another user into 409. */
export async function inTransaction<T>(
  ctx: AppContext,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
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
 * The Collabify account of a provider account: the one it is connected to, else the account
 * with its verified email, else — for a platform that shares none — the account this provider
 * account made ({@link noEmailAddress}), so signing in again after a disconnect or an ended
 * connection finds the same account; null when none.
 */
async function accountFor(
  tx: DbOrTx,
  provider: SocialProvider,
  providerAccountId: string,
  verifiedEmail: string | null,
): Promise<UserRow | null> {
  const connection = await findByProviderAccount(tx, provider, providerAccountId);
  if (connection) return findUser(tx, connection.userId);
  return findUserWithEmail(tx, verifiedEmail ?? noEmailAddress(provider, providerAccountId));
}

/** The roles a new account gets: `role`, plus admin for ADMIN_EMAILS. */
const rolesFor = (ctx: AppContext, email: string, role: Role): Role[] =>
  ctx.adminEmails.includes(email) ? [role, 'admin'] : [role];

/**
 * The address of a creator account made from a platform that shares no email (Instagram,
 * TikTok): under `.invalid` (RFC 2606), which no mail can reach, so nothing is ever sent to a
 * stranger, and unverified. The creator can set a real one on the profile.
 */
export const noEmailAddress = (provider: SocialProvider, providerAccountId: string) =>
  `${provider}-${providerAccountId}@creators.collabify.invalid`.toLowerCase();

/** Who signed in at a provider, and the connection to keep. */
export interface ProviderSignIn {
  provider: SocialProvider;
  /** The provider's stable id for the account (Google `sub`, channel id, IG user id, open_id). */
  providerAccountId: string;
  /** An email the provider verified, lower-case; null when it shared none. */
  verifiedEmail: string | null;
  /** The name a new account gets. */
  name: string;
  /** What the profile's connected accounts show (an email or a handle). */
  displayName: string;
  scopes: string[];
  /** Kept sealed for later reads and revocation; null when nothing is read later. */
  tokens: ProviderTokens | null;
  /** The app path to continue to (from the spent state). */
  redirectPath: string | null;
}

/** The connection row of a sign-in, tokens sealed. */
function connectionOf(ctx: AppContext, userId: string, input: ProviderSignIn) {
  const tokens = input.tokens
    ? sealTokens(ctx, input.provider, input.providerAccountId, input.tokens)
    : {
        accessToken: null,
        accessTokenExpiresAt: null,
        refreshToken: null,
        refreshTokenExpiresAt: null,
        scopes: input.scopes,
      };
  return {
    userId,
    provider: input.provider,
    providerAccountId: input.providerAccountId,
    displayName: input.displayName,
    ...tokens,
    scopes: input.scopes,
  };
}

/**
 * An advertiser signs in with a provider (Google, Facebook): the provider account finds its
 * Collabify account; else its verified email links an existing account; else a new advertiser
 * account is created (email verified by the provider). The connection is stored.
 * @throws 409 when the provider account is connected to another account.
 */
export async function signInAdvertiser(
  ctx: AppContext,
  input: ProviderSignIn & { verifiedEmail: string },
): Promise<SocialSession> {
  const { user, created } = await inTransaction(ctx, async (tx) => {
    await lockProviderAccount(tx, input.provider, input.providerAccountId);
    const found = await accountFor(
      tx,
      input.provider,
      input.providerAccountId,
      input.verifiedEmail,
    );
    const user =
      found ??
      (await createUser(tx, {
        email: input.verifiedEmail,
        name: input.name,
        passwordHash: null,
        roles: rolesFor(ctx, input.verifiedEmail, 'advertiser'),
        emailVerifiedAt: new Date(),
      }));
    await upsertConnection(tx, connectionOf(ctx, user.id, input));
    return { user, created: !found };
  });
  return { ...(await startSession(ctx, user)), redirect: input.redirectPath, created };
}

/**
 * A creator signs in with the platform they publish on (YouTube, Instagram, TikTok): the
 * platform account finds its Collabify account, else the verified email an influencer account,
 * else a new influencer account is created (with {@link noEmailAddress} when the platform shares
 * no email). The account's profile is found by the platform's own id (or created), refreshed with
 * the numbers the owner's login read and marked verified by the creator (`source` names the
 * sign-in in the metrics' provenance), and linked to the account; the connection is stored.
 * @throws 409 when the platform account or its profile belongs to another account, or the
 * verified email to a brand account.
 */
export async function signInInfluencer(
  ctx: AppContext,
  input: ProviderSignIn & { account: OwnedAccount; source: string },
): Promise<SocialSession> {
  const { user, created } = await inTransaction(ctx, async (tx) => {
    await lockProviderAccount(tx, input.provider, input.providerAccountId);
    let user = await accountFor(tx, input.provider, input.providerAccountId, input.verifiedEmail);
    const created = !user;
    if (user && !user.roles.includes('influencer')) {
      throw conflict(
        'A brand account uses this email. Sign in to it with your password to work as a brand.',
      );
    }
    const email = input.verifiedEmail ?? noEmailAddress(input.provider, input.providerAccountId);
    user ??= await createUser(tx, {
      email,
      name: input.name,
      passwordHash: null,
      roles: rolesFor(ctx, email, 'influencer'),
      emailVerifiedAt: input.verifiedEmail ? new Date() : null,
    });
    const profile = await recordOwnedAccount(tx, input.account, input.source);
    await linkOwnedProfile(tx, user.id, profile.id);
    await upsertConnection(tx, connectionOf(ctx, user.id, input));
    return { user, created };
  });
  return { ...(await startSession(ctx, user)), redirect: input.redirectPath, created };
}

/**
 * Records the numbers a creator's stored connection read again (a refresh): the profile is
 * refreshed and marked verified by the creator now, and stays linked to the account.
 */
export async function recordOwnerRefresh(
  ctx: AppContext,
  userId: string,
  account: OwnedAccount,
  source: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const profile = await recordOwnedAccount(tx, account, source);
    await linkOwnedProfile(tx, userId, profile.id);
  });
}

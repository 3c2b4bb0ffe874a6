import type {
  InfluencerData,
  LinkedInfluencerAccount,
  UpdateInfluencerAccount,
} from '@shared/schemas/influencer-accounts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { InfluencerAccountRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { findProfile, readProfile } from '../influencers/influencers.service';
import { findUser } from '../users/users.service';
import { asInfluencer, isInfluencer, linkableAccount } from './influencer-accounts.policy';
import { presentInfluencerData } from './influencer-accounts.presenter';
import {
  ensureInfluencerAccount,
  findAccountByInfluencer,
  findInfluencerAccount,
  findProfilesByEmail,
  linkUnlinkedAccountByEmail,
  setLinkedProfile,
  updateInfluencerAccount,
} from './influencer-accounts.repository';

/** The unique index that keeps one account per profile. */
const ONE_ACCOUNT_PER_PROFILE = 'influencer_accounts_influencer_key';

/** 409 for a profile that another account is linked to. */
const profileTaken = () =>
  conflict('This profile is linked to another account.', [
    { path: 'body.influencerId', message: 'This profile is linked to another account' },
  ]);

/**
 * Links the account by email when the rule allows it: the account is unlinked, no admin decided
 * its link, its email is verified, exactly one profile has that email as its public email
 * (ignoring case), and no other account is linked to that profile. A race lost to another account
 * leaves it unlinked. @returns the account as it is now.
 */
async function linkByEmail(
  db: DbOrTx,
  user: UserRow,
  account: InfluencerAccountRow,
): Promise<InfluencerAccountRow> {
  if (account.influencerId !== null || account.linkedBy === 'admin') return account;
  if (user.emailVerifiedAt === null) return account;
  const matches = await findProfilesByEmail(db, user.email, 2);
  const [match] = matches;
  if (matches.length !== 1 || !match || match.linkedUserId !== null) return account;
  try {
    const linked = await linkUnlinkedAccountByEmail(db, user.id, match.influencerId);
    return linked ?? (await findInfluencerAccount(db, user.id)) ?? account;
  } catch (error) {
    if (isUniqueViolation(error, ONE_ACCOUNT_PER_PROFILE)) return account;
    throw error;
  }
}

/**
 * The hook for new and returning influencer accounts (called by sign-up): creates the user's
 * influencer account and links it to the imported profile whose public email is the account's
 * verified email, when exactly one profile has it and no other account is linked to it
 * (`linked_by = 'email'`). Does nothing for users without the influencer role.
 */
export async function linkInfluencerAccountByEmail(ctx: AppContext, user: UserRow): Promise<void> {
  if (!isInfluencer(user)) return;
  await linkByEmail(ctx.db, user, await ensureInfluencerAccount(ctx.db, user.id));
}

/** The account with its linked profile (and snapshots) read now. */
async function dataOf(db: DbOrTx, account: InfluencerAccountRow): Promise<InfluencerData> {
  const profile = account.influencerId ? await readProfile(db, account.influencerId) : null;
  return presentInfluencerData(account, profile);
}

/**
 * The signed-in influencer's account and linked profile. Tries the email link again first, in
 * case the profile was imported after sign-up. @throws 403 for users without the influencer role.
 */
export async function getMyInfluencerData(ctx: AppContext, user: UserRow): Promise<InfluencerData> {
  asInfluencer(user);
  const account = await linkByEmail(ctx.db, user, await ensureInfluencerAccount(ctx.db, user.id));
  return dataOf(ctx.db, account);
}

/**
 * Changes the signed-in influencer's contact email, rates (cents; null clears a deliverable, the
 * ones not sent are kept) and currency. @throws 403 for users without the influencer role.
 */
export async function updateMyInfluencerAccount(
  ctx: AppContext,
  user: UserRow,
  body: UpdateInfluencerAccount,
): Promise<InfluencerData> {
  asInfluencer(user);
  return ctx.db.transaction(async (tx) => {
    await ensureInfluencerAccount(tx, user.id);
    return dataOf(tx, await updateInfluencerAccount(tx, user.id, body));
  });
}

/**
 * An admin links an influencer account to a profile (`linked_by = 'admin'`), replacing any earlier
 * link of that account. @throws 404 for an unknown user or profile; 400 naming `params.userId`
 * when the user is not an influencer; 409 naming `body.influencerId` when another account is
 * linked to the profile.
 */
export async function linkProfile(
  ctx: AppContext,
  userId: string,
  influencerId: string,
): Promise<LinkedInfluencerAccount> {
  try {
    return await ctx.db.transaction(async (tx) => {
      linkableAccount(await findUser(tx, userId));
      if (!(await findProfile(tx, influencerId))) throw notFound('influencer');
      const holder = await findAccountByInfluencer(tx, influencerId);
      if (holder && holder.userId !== userId) throw profileTaken();
      await ensureInfluencerAccount(tx, userId);
      const account = await setLinkedProfile(tx, userId, influencerId, 'admin');
      return { userId, ...(await dataOf(tx, account)) };
    });
  } catch (error) {
    // Another account took the profile between the check and the write.
    if (isUniqueViolation(error, ONE_ACCOUNT_PER_PROFILE)) throw profileTaken();
    throw error;
  }
}

/**
 * An admin unlinks an influencer account from its profile (idempotent). The decision stands: the
 * account is not linked by email again. @throws 404 for an unknown user; 400 naming
 * `params.userId` when the user is not an influencer.
 */
export async function unlinkProfile(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    linkableAccount(await findUser(tx, userId));
    await ensureInfluencerAccount(tx, userId);
    await setLinkedProfile(tx, userId, null, 'admin');
  });
}

/**
 * Links the user's influencer account to the profile the creator just proved is theirs by
 * signing in with the platform (`linked_by = 'social'`), replacing an earlier link. Call inside
 * the sign-in's transaction. @throws 409 when another account is linked to the profile.
 */
export async function linkOwnedProfile(
  tx: DbOrTx,
  userId: string,
  influencerId: string,
): Promise<void> {
  const holder = await findAccountByInfluencer(tx, influencerId);
  if (holder && holder.userId !== userId) {
    throw conflict('This creator profile is linked to another Collabify account.');
  }
  await ensureInfluencerAccount(tx, userId);
  await setLinkedProfile(tx, userId, influencerId, 'social');
}

// What other modules read of influencer accounts (collaborations, promotions).

/** The account linked to this profile, or null. */
export function findLinkedAccount(
  db: DbOrTx,
  influencerId: string,
): Promise<InfluencerAccountRow | null> {
  return findAccountByInfluencer(db, influencerId);
}

/** The profile the user's influencer account is linked to: its id, or null (no account, unlinked). */
export async function linkedProfileId(db: DbOrTx, userId: string): Promise<string | null> {
  return (await findInfluencerAccount(db, userId))?.influencerId ?? null;
}

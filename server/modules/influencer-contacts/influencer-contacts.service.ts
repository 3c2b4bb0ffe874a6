import type { ContactEmail, Suppression } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { assertCanSendOutreach } from '../email-senders/email-senders.policy';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { presentContactEmail, presentSuppression } from './influencer-contacts.presenter';
import {
  deleteContact,
  deleteSuppression,
  findContactEmail,
  findSuppressions,
  insertSuppression,
  isSuppressed,
  upsertContact,
} from './influencer-contacts.repository';

/** The address the user's outreach to a profile would use. @throws 404 for an unknown profile. */
export async function getContactEmail(
  ctx: AppContext,
  user: UserRow,
  influencerId: string,
): Promise<ContactEmail> {
  assertCanSendOutreach(user);
  const row = await findContactEmail(ctx.db, user.id, influencerId);
  if (!row) throw notFound('influencer');
  return presentContactEmail(row);
}

/**
 * Sets (or with null forgets) the user's own address for a profile; answers the address that
 * now applies. @throws 404 for an unknown profile.
 */
export async function setContactEmail(
  ctx: AppContext,
  user: UserRow,
  influencerId: string,
  email: string | null,
): Promise<ContactEmail> {
  assertCanSendOutreach(user);
  if (!(await findContactEmail(ctx.db, user.id, influencerId))) throw notFound('influencer');
  if (email) await upsertContact(ctx.db, user.id, influencerId, email);
  else await deleteContact(ctx.db, user.id, influencerId);
  return getContactEmail(ctx, user, influencerId);
}

/** The user's suppression list, alphabetical. */
export async function listSuppressions(
  ctx: AppContext,
  user: UserRow,
): Promise<{ query: Suppression[] }> {
  const rows = await findSuppressions(ctx.db, user.id);
  return { query: rows.map(presentSuppression) };
}

/** Adds an address by hand (`manual`); an address already listed keeps its reason. */
export async function addSuppression(
  ctx: AppContext,
  user: UserRow,
  email: string,
): Promise<Suppression> {
  return presentSuppression(await insertSuppression(ctx.db, user.id, email, 'manual'));
}

/**
 * Takes an address added by hand or bounced off the user's list. An address whose owner
 * unsubscribed stays: the sender may not opt them back in.
 * @throws 404 when it is not on the list, 409 when the person unsubscribed.
 */
export async function removeSuppression(
  ctx: AppContext,
  user: UserRow,
  email: string,
): Promise<void> {
  const outcome = await deleteSuppression(ctx.db, user.id, email);
  if (outcome === 'missing') throw notFound('suppressed address');
  if (outcome === 'unsubscribed') {
    throw conflict('This person unsubscribed; only they can opt in again.');
  }
}

// What the mail module uses to write to a profile, on the connection or transaction it gives.

/**
 * The address the user's outreach to the profile uses (the user's own contact, else the linked
 * account's, else the profile's public email), or null when none is known or the profile is absent.
 */
export async function knownContactEmail(
  db: DbOrTx,
  userId: string,
  influencerId: string,
): Promise<string | null> {
  return (await findContactEmail(db, userId, influencerId))?.email ?? null;
}

/** Remembers `email` (lower-case) as the user's address for the profile, replacing an earlier one. */
export function rememberContactEmail(
  db: DbOrTx,
  userId: string,
  influencerId: string,
  email: string,
): Promise<void> {
  return upsertContact(db, userId, influencerId, email);
}

/** Whether `email` (compared lower-case) is on the user's suppression list. */
export function isOnSuppressionList(db: DbOrTx, userId: string, email: string): Promise<boolean> {
  return isSuppressed(db, userId, email);
}

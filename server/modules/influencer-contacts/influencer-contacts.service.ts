import type { ContactEmail, Suppression } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { presentContactEmail, presentSuppression } from './influencer-contacts.presenter';
import {
  deleteContact,
  deleteSuppression,
  findContactEmail,
  findSuppressions,
  insertSuppression,
  upsertContact,
} from './influencer-contacts.repository';

/** The address the user's outreach to a profile would use. @throws 404 for an unknown profile. */
export async function getContactEmail(
  ctx: AppContext,
  user: UserRow,
  influencerId: string,
): Promise<ContactEmail> {
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

/** Takes an address off the user's list. @throws 404 when it is not on it. */
export async function removeSuppression(
  ctx: AppContext,
  user: UserRow,
  email: string,
): Promise<void> {
  if (!(await deleteSuppression(ctx.db, user.id, email))) throw notFound('suppressed address');
}

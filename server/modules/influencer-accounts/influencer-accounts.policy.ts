import type { UserRow } from '../../db/schema';
import { fieldError, forbidden, notFound } from '../../errors';
import { hasInfluencerRole } from '@shared/constants/roles';

/** Whether the user holds the influencer role. */
export const isInfluencer = (user: UserRow) => hasInfluencerRole(user.roles);

/**
 * The signed-in user, when they hold the influencer role: the influencer side (PRODUCT §11) is
 * theirs alone. @throws 403 for any other user.
 */
export function asInfluencer(user: UserRow): UserRow {
  if (!isInfluencer(user)) throw forbidden('This is for influencer accounts only.');
  return user;
}

/**
 * The account an admin links or unlinks, when it is an influencer account.
 * @throws 404 when there is no such user; 400 naming `params.userId` when it is not an influencer.
 */
export function linkableAccount(user: UserRow | null): UserRow {
  if (!user) throw notFound('user');
  if (!isInfluencer(user)) throw fieldError('params.userId', 'This user is not an influencer');
  return user;
}

import type { ChangePassword, Session } from '@shared/schemas/auth';
import type { UpdateUser } from '@shared/schemas/users';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../errors';
import { startSession } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findUserById, revokeSessions, updateUser } from './users.repository';

/** Any user by id, for the public profile. @throws 404 when absent. */
export async function getUser(ctx: AppContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user');
  return user;
}

/** Updates the user's own profile fields. */
export function updateProfile(ctx: AppContext, user: UserRow, patch: UpdateUser): Promise<UserRow> {
  return updateUser(ctx.db, user.id, patch);
}

/** Sets the user's public handle. @throws 409 naming `body.nickname` when another user has it. */
export async function setNickname(
  ctx: AppContext,
  user: UserRow,
  nickname: string,
): Promise<UserRow> {
  try {
    return await updateUser(ctx.db, user.id, { nickname });
  } catch (error) {
    if (isUniqueViolation(error, 'users_nickname_key')) {
      throw conflict('This nickname is taken.', [
        { path: 'body.nickname', message: 'This nickname is taken' },
      ]);
    }
    throw error;
  }
}

/**
 * Changes the password after checking the current one, revokes every other session and returns a
 * fresh one. @throws 400 naming `body.currentPassword` when it is wrong.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  input: ChangePassword,
): Promise<Session> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError('body.currentPassword', 'The current password is wrong');
  }
  const updated = await revokeSessions(ctx.db, user.id, await hashPassword(input.newPassword));
  return startSession(ctx, updated);
}

/** Revokes every session token of the user ("sign out everywhere"). */
export async function signOutEverywhere(ctx: AppContext, user: UserRow): Promise<void> {
  await revokeSessions(ctx.db, user.id);
}

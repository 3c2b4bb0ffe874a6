import type { Role } from '@shared/constants/roles';
import type { UpdateUser } from '@shared/schemas/users';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  revokeSessions,
  updateUser,
  type NewUser,
} from './users.repository';

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

// What other modules use of accounts (auth, the session check, collaborations, influencer
// accounts): on the connection or transaction they are given.

/** The user with this id, or null. */
export function findUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  return findUserById(db, id);
}

/** The user with this (lower-case) email, or null. */
export function findUserWithEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  return findUserByEmail(db, email);
}

/** Creates an account. @throws a unique violation (`users_email_key`) when the email is taken. */
export function createUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  return insertUser(db, values);
}

/** Gives the user `role` besides their roles. @returns the updated user. */
export function addRole(db: DbOrTx, user: UserRow, role: Role): Promise<UserRow> {
  return updateUser(db, user.id, { roles: [...user.roles, role] });
}

/**
 * Replaces the password hash (when given) and revokes every session token issued before (the
 * token version goes up). @returns the updated user.
 */
export function revokeUserSessions(
  db: DbOrTx,
  id: string,
  passwordHash?: string,
): Promise<UserRow> {
  return revokeSessions(db, id, passwordHash);
}

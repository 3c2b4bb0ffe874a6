import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** Fields set when an account is created. `email` must already be lower-case. */
export interface NewUser {
  email: string;
  name: string;
  /** Null for an account a provider created (Shopify app launch): a password reset sets one. */
  passwordHash: string | null;
  company?: string | null;
  roles: string[];
  emailVerifiedAt: Date | null;
}

/** Account fields that change through `updateUser`. */
export type UserPatch = Partial<
  Pick<UserRow, 'name' | 'nickname' | 'company' | 'website' | 'avatarUrl' | 'roles'>
>;

/** The user with this id, or null. */
export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  return firstRow(db.select().from(users).where(eq(users.id, id)).limit(1));
}

/** The user with this (lower-case) email, or null. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  return firstRow(db.select().from(users).where(eq(users.email, email)).limit(1));
}

/** Inserts a user. @throws a unique violation (`users_email_key`) when the email is taken. */
export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/**
 * Applies `patch` and returns the updated user.
 * @throws a unique violation (`users_nickname_key`) when the nickname is taken.
 */
export async function updateUser(db: DbOrTx, id: string, patch: UserPatch): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/**
 * Replaces the password hash (when given) and bumps the token version, which revokes every
 * session token issued before.
 */
export async function revokeSessions(
  db: DbOrTx,
  id: string,
  passwordHash?: string,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      ...(passwordHash !== undefined && { passwordHash }),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

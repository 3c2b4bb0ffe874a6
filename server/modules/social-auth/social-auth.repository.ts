import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  oauthStates,
  socialAccounts,
  type OauthStateRow,
  type SocialAccountRow,
} from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** Stores a pending authorization (and clears expired ones). */
export async function insertState(db: DbOrTx, state: OauthStateRow): Promise<void> {
  await db.insert(oauthStates).values(state);
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
}

/** Spends a state: deletes and returns it (so it works once), or null when unknown. */
export async function takeState(db: DbOrTx, stateHash: string): Promise<OauthStateRow | null> {
  return firstRow(db.delete(oauthStates).where(eq(oauthStates.stateHash, stateHash)).returning());
}

/** The connection of a provider account, or null. */
export async function findByProviderAccount(
  db: DbOrTx,
  provider: string,
  providerAccountId: string,
): Promise<SocialAccountRow | null> {
  return firstRow(
    db
      .select()
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.provider, provider),
          eq(socialAccounts.providerAccountId, providerAccountId),
        ),
      ),
  );
}

/** The user's connection to `provider`, or null. */
export async function findUserConnection(
  db: DbOrTx,
  userId: string,
  provider: string,
): Promise<SocialAccountRow | null> {
  return firstRow(
    db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider))),
  );
}

/** The columns a connection is written with (tokens already sealed). */
export type ConnectionWrite = Omit<SocialAccountRow, 'id' | 'connectedAt' | 'updatedAt'>;

/**
 * Stores the user's connection to a provider account, replacing their earlier one to that
 * provider. @throws a unique violation (`social_accounts_provider_account_key`) when the provider
 * account is connected to another user.
 */
export async function upsertConnection(db: DbOrTx, values: ConnectionWrite): Promise<void> {
  await db
    .insert(socialAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [socialAccounts.userId, socialAccounts.provider],
      set: { ...values, updatedAt: new Date() },
    });
}

/** The user's connections, oldest first. */
export function findUserConnections(db: DbOrTx, userId: string): Promise<SocialAccountRow[]> {
  return db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .orderBy(asc(socialAccounts.connectedAt), asc(socialAccounts.provider));
}

/** Forgets the user's connection to `provider`; returns it, or null when there was none. */
export async function deleteConnection(
  db: DbOrTx,
  userId: string,
  provider: string,
): Promise<SocialAccountRow | null> {
  return firstRow(
    db
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
      .returning(),
  );
}

/** Replaces a connection's sealed tokens after a refresh. */
export async function updateTokens(
  db: DbOrTx,
  id: string,
  tokens: Pick<
    SocialAccountRow,
    'accessToken' | 'accessTokenExpiresAt' | 'refreshToken' | 'refreshTokenExpiresAt'
  >,
): Promise<void> {
  await db
    .update(socialAccounts)
    .set({ ...tokens, updatedAt: new Date() })
    .where(eq(socialAccounts.id, id));
}

/**
 * Waits for, then holds until the transaction ends, the lock on renewing a connection's tokens
 * (a PostgreSQL transaction-scoped advisory lock on its id).
 */
export async function lockConnection(tx: DbOrTx, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`social:${id}`}, 0))`);
}

/** A connection by its id, or null. */
export async function findConnectionById(db: DbOrTx, id: string): Promise<SocialAccountRow | null> {
  return firstRow(db.select().from(socialAccounts).where(eq(socialAccounts.id, id)));
}

/** Forgets one connection (not a newer one of the same user and provider). */
export async function deleteConnectionById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(socialAccounts).where(eq(socialAccounts.id, id));
}

/**
 * Waits for, then holds until the transaction ends, the lock on signing in with one provider
 * account: two first sign-ins at once (a double click, two tabs) make one Collabify account, the
 * second finding what the first created.
 */
export async function lockProviderAccount(
  tx: DbOrTx,
  provider: string,
  providerAccountId: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`signin:${provider}:${providerAccountId}`}, 0))`,
  );
}

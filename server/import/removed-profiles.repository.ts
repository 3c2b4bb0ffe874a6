import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { removedProfiles } from '../db/schema';

/**
 * The accounts of one platform whose creators had their profile removed: their platform ids and
 * lower-case handles. Read once per import; every row whose id or handle is here is skipped.
 */
export interface RemovedAccounts {
  platformIds: Set<string>;
  handles: Set<string>;
}

/** The removed accounts of `platform` (one query; the list is small). */
export async function loadRemovedAccounts(db: DbOrTx, platform: string): Promise<RemovedAccounts> {
  const rows = await db
    .select({ platformId: removedProfiles.platformId, username: removedProfiles.username })
    .from(removedProfiles)
    .where(eq(removedProfiles.platform, platform));
  return {
    platformIds: new Set(rows.flatMap((r) => r.platformId ?? [])),
    handles: new Set(rows.map((r) => r.username.toLowerCase())),
  };
}

/** Whether the account with this platform id (when known) or handle was removed by its creator. */
export async function isRemovedAccount(
  db: DbOrTx,
  platform: string,
  account: { platformId: string | null; username: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: removedProfiles.id })
    .from(removedProfiles)
    .where(
      and(
        eq(removedProfiles.platform, platform),
        or(
          eq(sql`lower(${removedProfiles.username})`, account.username.toLowerCase()),
          account.platformId ? eq(removedProfiles.platformId, account.platformId) : undefined,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

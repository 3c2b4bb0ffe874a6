import type { Db } from '../db/client';
import { decideAccountType } from './account-type';
import { findProfilesWithoutAccountType, setAccountTypes } from './import.repository';

/**
 * Gives an account type to every profile without one (`account_type_source` null: profiles
 * stored before migration 0021, or written by a seed), by the platform-channel and text rules of
 * {@link decideAccountType} (sources' labels come with the re-import of the datasets whose
 * mappings label types). Run at every start: once all are typed it is one index probe.
 * @returns how many profiles were typed.
 */
export async function backfillAccountTypes(db: Db, batch = 1_000): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await findProfilesWithoutAccountType(db, batch);
    if (rows.length === 0) return total;
    await setAccountTypes(
      db,
      rows.map((r) => ({ id: r.id, ...decideAccountType(r, null) })),
    );
    total += rows.length;
  }
}

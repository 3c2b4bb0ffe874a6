import { influencers } from '@server/db/schema';
import type { Database } from '@server/db/client';
import { vacuumInfluencerTables } from '@server/import/import.repository';
import { SyntheticProfiles } from '@server/seed/synthetic-influencers';
import {
  countSyntheticProfiles,
  insertSyntheticProfiles,
} from '@server/seed/synthetic-influencers.repository';

/**
 * Fills the database with `profiles` seeded synthetic profiles (5,000 a statement, progress every
 * 100,000), replacing every profile, then VACUUM ANALYZE; a set of that size already present is
 * kept as it is. Prints the rows per second.
 */
export async function fillSynthetic(database: Database, profiles: number, seed: number) {
  const have = await countSyntheticProfiles(database.db);
  if (have === profiles)
    return console.log(`${have.toLocaleString()} synthetic profiles already present`);
  await database.db.delete(influencers);
  const generator = new SyntheticProfiles(seed);
  const started = performance.now();
  const batch = 5000;
  for (let from = 0; from < profiles; from += batch) {
    const rows = Array.from({ length: Math.min(batch, profiles - from) }, (_, k) =>
      generator.next(from + k),
    );
    await insertSyntheticProfiles(database.db, rows);
    if ((from / batch) % 20 === 0)
      process.stdout.write(`\r  generated ${(from + rows.length).toLocaleString()} profiles`);
    await new Promise((r) => setImmediate(r));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n  ${profiles.toLocaleString()} profiles in ${seconds.toFixed(1)} s (${Math.round(profiles / seconds).toLocaleString()} rows/s)`,
  );
  await vacuumInfluencerTables(database.db);
}

import { and, asc, between, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { influencerAccounts, influencerSnapshots, influencers } from '../db/schema';
import { firstRow } from '../db/first-row';

/**
 * A real imported profile for the demo influencer account: an Instagram creator with 50K–5M
 * followers and a known engagement rate, with the most snapshots (then with categories, then the
 * largest) that no account is linked to yet — deterministic for a dataset, and rich enough that
 * the demo dashboard shows metrics and growth.
 */
export async function findDemoProfile(db: Db): Promise<{ id: string; username: string } | null> {
  return firstRow(
    db
      .select({ id: influencers.id, username: influencers.username })
      .from(influencers)
      .leftJoin(influencerAccounts, eq(influencerAccounts.influencerId, influencers.id))
      .where(
        and(
          eq(influencers.platform, 'instagram'),
          isNotNull(influencers.engagementRate),
          between(influencers.followers, 50_000, 5_000_000),
          isNull(influencerAccounts.userId),
        ),
      )
      .orderBy(
        desc(
          sql`(select count(*) from ${influencerSnapshots} where ${influencerSnapshots.influencerId} = ${influencers.id})`,
        ),
        sql`cardinality(${influencers.categories}) = 0`,
        desc(influencers.followers),
        asc(influencers.id),
      )
      .limit(1),
  );
}

import { and, asc, between, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { influencerAccounts, influencers } from '../db/schema';

/**
 * A real imported profile for the demo influencer account: the largest Instagram fitness
 * creator with 50K–2M followers that no account is linked to yet (deterministic for a dataset).
 */
export async function findDemoProfile(db: Db): Promise<{ id: string; username: string } | null> {
  const [row] = await db
    .select({ id: influencers.id, username: influencers.username })
    .from(influencers)
    .leftJoin(influencerAccounts, eq(influencerAccounts.influencerId, influencers.id))
    .where(
      and(
        eq(influencers.platform, 'instagram'),
        sql`'fitness' = any(${influencers.categories})`,
        between(influencers.followers, 50_000, 2_000_000),
        isNull(influencerAccounts.userId),
      ),
    )
    .orderBy(desc(influencers.followers), asc(influencers.id))
    .limit(1);
  return row ?? null;
}

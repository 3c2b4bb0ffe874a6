import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { collaborationReviews, collaborations, influencers, users } from '../../db/schema';

/** Reviews in one direction matching `where`: the average (null when none), count and 20 newest. */
async function summarise(db: DbOrTx, where: SQL, by: SQL<string>) {
  const base = db
    .select({
      rating: collaborationReviews.rating,
      text: collaborationReviews.text,
      by,
      createdAt: collaborationReviews.createdAt,
    })
    .from(collaborationReviews)
    .innerJoin(collaborations, eq(collaborations.id, collaborationReviews.collaborationId))
    .innerJoin(users, eq(users.id, collaborations.advertiserId))
    .innerJoin(influencers, eq(influencers.id, collaborations.influencerId))
    .where(where);
  const [[totals], recent] = await Promise.all([
    db
      .select({
        average: sql<number | null>`avg(${collaborationReviews.rating})::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(collaborationReviews)
      .innerJoin(collaborations, eq(collaborations.id, collaborationReviews.collaborationId))
      .where(where),
    base.orderBy(desc(collaborationReviews.createdAt)).limit(20),
  ]);
  return { average: totals?.average ?? null, count: totals?.count ?? 0, recent };
}

/** Reviews advertisers left for the profile, signed with the brand (company, else name). */
export function influencerReviews(db: DbOrTx, influencerId: string) {
  return summarise(
    db,
    sql`${collaborations.influencerId} = ${influencerId} and ${collaborationReviews.direction} = 'for_influencer'`,
    sql<string>`coalesce(${users.company}, ${users.name})`,
  );
}

/** Reviews influencers left for the advertiser, signed with the profile's @handle. */
export function advertiserReviews(db: DbOrTx, userId: string) {
  return summarise(
    db,
    sql`${collaborations.advertiserId} = ${userId} and ${collaborationReviews.direction} = 'for_advertiser'`,
    sql<string>`'@' || ${influencers.username}`,
  );
}

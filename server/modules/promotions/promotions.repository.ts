import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { collaborations, promotions, users } from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** A published post to store (URL already checked against the profile's platform). */
export interface NewPromotion {
  influencerId: string;
  collaborationId: string | null;
  createdByUserId: string | null;
  platform: string;
  url: string;
  publishedOn: string;
  likes: number | null;
  comments: number | null;
  views: number | null;
}

/**
 * Stores posts, one row per profile and URL: a URL already stored for the profile gets the new
 * date, counts and collaboration. @returns the stored rows.
 */
export function upsertPromotions(db: DbOrTx, posts: NewPromotion[]) {
  return db
    .insert(promotions)
    .values(posts)
    .onConflictDoUpdate({
      target: [promotions.influencerId, promotions.url],
      set: {
        collaborationId: sql`coalesce(excluded.collaboration_id, ${promotions.collaborationId})`,
        publishedOn: sql`excluded.published_on`,
        likes: sql`excluded.likes`,
        comments: sql`excluded.comments`,
        views: sql`excluded.views`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: promotions.id });
}

function selectWithAdvertiser(db: DbOrTx, where: SQL) {
  return db
    .select({
      promotion: promotions,
      advertiser: { id: users.id, name: users.name, company: users.company },
    })
    .from(promotions)
    .leftJoin(collaborations, eq(collaborations.id, promotions.collaborationId))
    .leftJoin(users, eq(users.id, collaborations.advertiserId))
    .where(where)
    .orderBy(desc(promotions.publishedOn), desc(promotions.createdAt));
}

/** A stored promotion with the brand of its collaboration (null when none). */
export type PromotionWithAdvertiser = Awaited<ReturnType<typeof selectWithAdvertiser>>[number];

/** The profile's promotions, newest first (at most `limit`). */
export function findInfluencerPromotions(db: DbOrTx, influencerId: string, limit = 50) {
  return selectWithAdvertiser(db, eq(promotions.influencerId, influencerId)).limit(limit);
}

/** The promotions of one collaboration, newest first. */
export function findCollaborationPromotions(db: DbOrTx, collaborationId: string) {
  return selectWithAdvertiser(db, eq(promotions.collaborationId, collaborationId));
}

/** One promotion by id with its brand. */
export async function findPromotion(db: DbOrTx, id: string) {
  return firstRow(selectWithAdvertiser(db, eq(promotions.id, id)));
}

/** Of `urls`, those the profile already recorded for a collaboration other than `collaborationId`. */
export async function findUrlsOfOtherCollaborations(
  db: DbOrTx,
  influencerId: string,
  urls: string[],
  collaborationId: string | null,
): Promise<Set<string>> {
  const rows = await db
    .select({ url: promotions.url })
    .from(promotions)
    .where(
      and(
        eq(promotions.influencerId, influencerId),
        inArray(promotions.url, urls),
        isNotNull(promotions.collaborationId),
        collaborationId ? ne(promotions.collaborationId, collaborationId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.url));
}

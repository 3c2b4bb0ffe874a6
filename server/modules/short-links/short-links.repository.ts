import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { collaborations, shortLinkClicks, shortLinks, type ShortLinkRow } from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** Clicks of one UTC day, `day` as `YYYY-MM-DD`. */
export interface ClickDayRow {
  day: string;
  clicks: number;
}

/**
 * Inserts a short link unless its code is taken.
 * @returns the new row, or null when another link has `code` (the caller draws another).
 */
export async function insertShortLinkIfFree(
  db: DbOrTx,
  link: { code: string; url: string; ownerId: string; collaborationId?: string | null },
): Promise<ShortLinkRow | null> {
  return firstRow(
    db.insert(shortLinks).values(link).onConflictDoNothing({ target: shortLinks.code }).returning(),
  );
}

/** The short link with `code`, or null. */
export async function findByCode(db: DbOrTx, code: string): Promise<ShortLinkRow | null> {
  return firstRow(db.select().from(shortLinks).where(eq(shortLinks.code, code)));
}

/** The collaboration's tracking link (its newest short link), or null. */
export async function findCollaborationLink(
  db: DbOrTx,
  collaborationId: string,
): Promise<ShortLinkRow | null> {
  return firstRow(
    db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.collaborationId, collaborationId))
      .orderBy(desc(shortLinks.createdAt))
      .limit(1),
  );
}

/** Points the short link `id` at another target. */
export async function updateShortLinkUrl(db: DbOrTx, id: string, url: string): Promise<void> {
  await db.update(shortLinks).set({ url }).where(eq(shortLinks.id, id));
}

/** Adds one click to the link's row of today (UTC) in one atomic upsert. */
export async function addClick(db: DbOrTx, shortLinkId: string): Promise<void> {
  await db
    .insert(shortLinkClicks)
    .values({ shortLinkId, day: sql`(now() at time zone 'utc')::date`, clicks: 1 })
    .onConflictDoUpdate({
      target: [shortLinkClicks.shortLinkId, shortLinkClicks.day],
      set: { clicks: sql`${shortLinkClicks.clicks} + 1` },
    });
}

/** The link's clicks per day, oldest first (days without clicks have no row). */
export function findClickDays(db: DbOrTx, shortLinkId: string): Promise<ClickDayRow[]> {
  return db
    .select({ day: shortLinkClicks.day, clicks: shortLinkClicks.clicks })
    .from(shortLinkClicks)
    .where(eq(shortLinkClicks.shortLinkId, shortLinkId))
    .orderBy(asc(shortLinkClicks.day));
}

/** Join condition: the link's collaboration belongs to the campaign. */
const ofCampaign = (campaignId: string) =>
  and(eq(collaborations.id, shortLinks.collaborationId), eq(collaborations.campaignId, campaignId));

/** All clicks on the tracking links of the campaign's collaborations, per day, oldest first. */
export function findCampaignClickDays(db: DbOrTx, campaignId: string): Promise<ClickDayRow[]> {
  return db
    .select({
      day: shortLinkClicks.day,
      clicks: sql<number>`sum(${shortLinkClicks.clicks})::int`,
    })
    .from(shortLinkClicks)
    .innerJoin(shortLinks, eq(shortLinks.id, shortLinkClicks.shortLinkId))
    .innerJoin(collaborations, ofCampaign(campaignId))
    .groupBy(shortLinkClicks.day)
    .orderBy(asc(shortLinkClicks.day));
}

/** The total clicks on the link. */
export async function sumClicks(db: DbOrTx, shortLinkId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${shortLinkClicks.clicks}), 0)::int` })
    .from(shortLinkClicks)
    .where(eq(shortLinkClicks.shortLinkId, shortLinkId));
  return row?.total ?? 0;
}

/** Total clicks per collaboration of a campaign (collaborations without clicks are absent). */
export function findCampaignClicksByCollaboration(db: DbOrTx, campaignId: string) {
  return db
    .select({
      collaborationId: sql<string>`${shortLinks.collaborationId}`,
      clicks: sql<number>`sum(${shortLinkClicks.clicks})::int`,
    })
    .from(shortLinkClicks)
    .innerJoin(shortLinks, eq(shortLinks.id, shortLinkClicks.shortLinkId))
    .innerJoin(collaborations, ofCampaign(campaignId))
    .groupBy(shortLinks.collaborationId);
}

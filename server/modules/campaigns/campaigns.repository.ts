import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CampaignStatus } from '@shared/constants/campaigns';
import type { DbOrTx } from '../../db/client';
import {
  campaignInterests,
  campaignPicks,
  campaigns,
  influencerAccounts,
  users,
  type CampaignRow,
  type NewCampaignRow,
} from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** A campaign row with how many influencer accounts marked interest. */
export type CampaignWithInterest = CampaignRow & { interestedCount: number };

const interestedCount = sql<number>`(select count(*)::int from ${campaignInterests} where ${campaignInterests.campaignId} = ${campaigns.id})`;

/** The campaign with this id, whoever owns it, or null. */
export async function findCampaign(db: DbOrTx, id: string): Promise<CampaignWithInterest | null> {
  const [row] = await db
    .select({ campaign: campaigns, interestedCount })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row ? { ...row.campaign, interestedCount: row.interestedCount } : null;
}

/** The user's campaigns, newest first, optionally of one status. */
export async function findUserCampaigns(
  db: DbOrTx,
  userId: string,
  status?: CampaignStatus,
): Promise<CampaignWithInterest[]> {
  const rows = await db
    .select({ campaign: campaigns, interestedCount })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), status ? eq(campaigns.status, status) : undefined))
    .orderBy(desc(campaigns.createdAt), asc(campaigns.id));
  return rows.map((r) => ({ ...r.campaign, interestedCount: r.interestedCount }));
}

/** How many campaigns the user has in each status. */
export function countUserCampaigns(db: DbOrTx, userId: string) {
  return db
    .select({ status: campaigns.status, n: count() })
    .from(campaigns)
    .where(eq(campaigns.userId, userId))
    .groupBy(campaigns.status);
}

/** How many of the user's campaigns are active (the plan's active-campaign total). */
export async function countActiveCampaigns(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), eq(campaigns.status, 'active')));
  return row?.n ?? 0;
}

/** Inserts a draft campaign. */
export async function insertCampaign(db: DbOrTx, values: NewCampaignRow): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row!;
}

/** Updates a campaign's fields and bumps `updated_at`. */
export async function updateCampaign(
  db: DbOrTx,
  id: string,
  values: Partial<NewCampaignRow>,
): Promise<void> {
  await db
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(campaigns.id, id));
}

/**
 * Moves the status only if it is still `from` (a compare-and-set: of two concurrent moves, one
 * wins). @returns whether this call made the move.
 */
export async function moveCampaignStatus(
  db: DbOrTx,
  id: string,
  from: CampaignStatus,
  to: CampaignStatus,
): Promise<boolean> {
  const moved = await db
    .update(campaigns)
    .set({ status: to, statusChangedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, from)))
    .returning({ id: campaigns.id });
  return moved.length > 0;
}

/** Deletes a campaign (its interests and picks go with it). */
export async function deleteCampaign(db: DbOrTx, id: string): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

/** The advertiser behind campaigns: public fields only. */
export async function findAdvertiser(db: DbOrTx, userId: string) {
  return firstRow(
    db
      .select({ id: users.id, name: users.name, company: users.company, roles: users.roles })
      .from(users)
      .where(eq(users.id, userId)),
  );
}

/** Active campaigns (all, or one advertiser's), newest first, with their advertisers. */
export function findActiveCampaigns(db: DbOrTx, advertiserId?: string) {
  return db
    .select({
      campaign: campaigns,
      advertiser: { id: users.id, name: users.name, company: users.company },
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where(
      and(
        eq(campaigns.status, 'active'),
        advertiserId ? eq(campaigns.userId, advertiserId) : undefined,
      ),
    )
    .orderBy(desc(campaigns.statusChangedAt), asc(campaigns.id));
}

/** Of these campaigns, those the user marked interest in. */
export async function findInterestedCampaignIds(
  db: DbOrTx,
  userId: string,
  campaignIds: string[],
): Promise<Set<string>> {
  if (campaignIds.length === 0) return new Set();
  const rows = await db
    .select({ id: campaignInterests.campaignId })
    .from(campaignInterests)
    .where(
      and(eq(campaignInterests.userId, userId), inArray(campaignInterests.campaignId, campaignIds)),
    );
  return new Set(rows.map((r) => r.id));
}

/** Marks interest (idempotent: a second call keeps the first time); whether it is new. */
export async function addInterest(
  db: DbOrTx,
  campaignId: string,
  userId: string,
): Promise<boolean> {
  const added = await db
    .insert(campaignInterests)
    .values({ campaignId, userId })
    .onConflictDoNothing()
    .returning({ campaignId: campaignInterests.campaignId });
  return added.length > 0;
}

/** Removes interest (idempotent). */
export async function removeInterest(db: DbOrTx, campaignId: string, userId: string) {
  await db
    .delete(campaignInterests)
    .where(and(eq(campaignInterests.campaignId, campaignId), eq(campaignInterests.userId, userId)));
}

/** The accounts interested in a campaign, first first, with the profile each is linked to. */
export function findInterested(db: DbOrTx, campaignId: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      influencerId: influencerAccounts.influencerId,
      interestedAt: campaignInterests.createdAt,
    })
    .from(campaignInterests)
    .innerJoin(users, eq(users.id, campaignInterests.userId))
    .leftJoin(influencerAccounts, eq(influencerAccounts.userId, users.id))
    .where(eq(campaignInterests.campaignId, campaignId))
    .orderBy(asc(campaignInterests.createdAt), asc(users.id));
}

/** The stored picks of a campaign, best first. */
export function findCampaignPicks(db: DbOrTx, campaignId: string) {
  return db
    .select()
    .from(campaignPicks)
    .where(eq(campaignPicks.campaignId, campaignId))
    .orderBy(asc(campaignPicks.rank));
}

/** Replaces the stored picks of a campaign (call inside a transaction). */
export async function replaceCampaignPicks(
  db: DbOrTx,
  campaignId: string,
  picks: { influencerId: string; score: number; reasons: string[] }[],
): Promise<void> {
  await db.delete(campaignPicks).where(eq(campaignPicks.campaignId, campaignId));
  if (picks.length === 0) return;
  await db.insert(campaignPicks).values(picks.map((p, i) => ({ campaignId, rank: i + 1, ...p })));
}

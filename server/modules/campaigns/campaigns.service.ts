import {
  CAMPAIGN_PICKS,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
} from '@shared/constants/campaigns';
import type { Platform } from '@shared/constants/discovery';
import type {
  AdvertiserCampaigns,
  Campaign,
  CampaignDetail,
  CreateCampaign,
  OwnCampaigns,
  PublicCampaign,
  PublicCampaigns,
  UpdateCampaign,
} from '@shared/schemas/campaigns';
import type { CampaignProduct } from '@shared/schemas/shopify';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import {
  assertAllowanceLeft,
  assertWithinLimit,
  consumeAllowance,
} from '../billing/plan-limits.service';
import { presentCard } from '../influencers/influencers.presenter';
import { findCardsByIds } from '../influencers/influencers.read-model';
import { criteriaFromCampaign } from '../picks/criteria';
import { processImage } from '../../uploads/images';
import { newUploadKey } from '../../uploads/storage';
import { notify } from '../notifications/notifications.service';
import { rankInfluencers } from '../picks/picks.service';
import {
  assertAdvertiser,
  assertDeletable,
  assertEditable,
  assertInfluencer,
  assertTransition,
  ownCampaign,
} from './campaigns.policy';
import { presentCampaign, presentPublicCampaign } from './campaigns.presenter';
import {
  addInterest,
  countActiveCampaigns,
  countUserCampaigns,
  deleteCampaign as deleteCampaignRow,
  findActiveCampaigns,
  findAdvertiser,
  findCampaign,
  findCampaignPicks,
  findInterested,
  findInterestedCampaignIds,
  findUserCampaigns,
  insertCampaign,
  moveCampaignStatus,
  removeInterest,
  replaceCampaignPicks,
  updateCampaign as updateCampaignRow,
  type CampaignWithInterest,
} from './campaigns.repository';

/** The campaign with this id, whoever owns it, or null (for proposals made for a campaign). */
export function findCampaignById(db: DbOrTx, id: string): Promise<CampaignWithInterest | null> {
  return findCampaign(db, id);
}

/**
 * The user's own campaign (for the modules that report on it: sales, clicks).
 * @throws 404 when it is absent or another user's, answered exactly as a missing one.
 */
export async function ownedCampaign(ctx: AppContext, user: UserRow, id: string) {
  return ownCampaign(await findCampaign(ctx.db, id), user);
}

/** The user's campaigns, newest first (optionally one status), and how many are in each status. */
export async function getOwnCampaigns(
  ctx: AppContext,
  user: UserRow,
  status?: CampaignStatus,
): Promise<OwnCampaigns> {
  const [rows, counted] = await Promise.all([
    findUserCampaigns(ctx.db, user.id, status),
    countUserCampaigns(ctx.db, user.id),
  ]);
  const counts = Object.fromEntries(CAMPAIGN_STATUSES.map((s) => [s, 0])) as OwnCampaigns['counts'];
  for (const { status: s, n } of counted) counts[s as CampaignStatus] = n;
  return { query: rows.map(presentCampaign), counts };
}

/**
 * One of the user's campaigns with its interested influencers (and their profiles' cards when
 * linked) and its stored AI picks. @throws 404 for another user's campaign.
 */
export async function getCampaignDetail(
  ctx: AppContext,
  user: UserRow,
  id: string,
): Promise<CampaignDetail> {
  const campaign = await ownedCampaign(ctx, user, id);
  const [interested, picks] = await Promise.all([
    findInterested(ctx.db, id),
    findCampaignPicks(ctx.db, id),
  ]);
  const ids = [
    ...interested.flatMap((i) => (i.influencerId ? [i.influencerId] : [])),
    ...picks.map((p) => p.influencerId),
  ];
  const cards = new Map(
    (ids.length ? await findCardsByIds(ctx.db, ids) : []).map((c) => [
      c.id,
      presentCard(c, { hideEmail: false }),
    ]),
  );
  return {
    ...presentCampaign(campaign),
    interested: interested.map((i) => ({
      userId: i.userId,
      name: i.name,
      card: (i.influencerId && cards.get(i.influencerId)) || null,
      interestedAt: i.interestedAt.toISOString(),
    })),
    picks: picks.flatMap((p) => {
      const card = cards.get(p.influencerId);
      return card ? [{ card, score: p.score, reasons: p.reasons }] : [];
    }),
  };
}

/** Creates a draft campaign. @throws 403 for influencer-only accounts. */
export async function createCampaign(
  ctx: AppContext,
  user: UserRow,
  input: CreateCampaign,
  findProduct: CampaignProductLookup,
): Promise<Campaign> {
  assertAdvertiser(user);
  const product = await productFields(user, input, findProduct, null);
  const row = await insertCampaign(ctx.db, { ...input, ...product, userId: user.id });
  return presentCampaign({ ...row, interestedCount: 0 });
}

/**
 * Changes a campaign's fields; the merged budget and dates must stay in order.
 * @throws 404 for another user's campaign; 409 when completed or archived; 400 naming
 * `body.budgetMax` / `body.endsOn` when the merged values are out of order.
 */
export async function updateCampaign(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: UpdateCampaign,
  findProduct: CampaignProductLookup,
): Promise<Campaign> {
  const campaign = await ownedCampaign(ctx, user, id);
  assertEditable(campaign);
  const product = await productFields(user, input, findProduct, campaign.shopifyProductId);
  const merged = { ...campaign, ...input };
  if (merged.budgetMin !== null && merged.budgetMax !== null && merged.budgetMin > merged.budgetMax)
    throw conflictingField('body.budgetMax', 'The minimum budget is above the maximum');
  if (merged.startsOn && merged.endsOn && merged.startsOn > merged.endsOn)
    throw conflictingField('body.endsOn', 'The campaign ends before it starts');
  await updateCampaignRow(ctx.db, id, { ...input, ...product });
  return presentCampaign((await findCampaign(ctx.db, id))!);
}

/**
 * Looks up a product of the user's connected Shopify shop (provided by the Shopify module, which
 * app.ts passes in). @throws 400 naming `body.shopifyProductId` when the shop has no such product,
 * 409 without a connected shop, 503 when Shopify is not configured.
 */
export type CampaignProductLookup = (user: UserRow, productId: string) => Promise<CampaignProduct>;

/**
 * The product columns a change of `shopifyProductId` sets: the snapshot of the picked product and
 * its title as `product`; null clears the snapshot (the free-text product stays). Nothing when
 * the id is absent or unchanged.
 */
async function productFields(
  user: UserRow,
  input: { shopifyProductId?: string | null },
  findProduct: CampaignProductLookup,
  current: string | null,
) {
  const id = input.shopifyProductId;
  if (id === undefined || id === current) return {};
  if (id === null) return { shopifyProduct: null };
  const product = await findProduct(user, id);
  return { shopifyProduct: product, product: product.title };
}

const conflictingField = (path: string, message: string) =>
  badRequest(message, [{ path, message }]);

/**
 * Moves a campaign's status (draft → active ⇄ paused → completed, any → archived). Of two
 * concurrent moves from the same status, one wins and the other answers 409.
 * @throws 404 for another user's campaign; 409 naming the allowed moves; 402 when activating
 * would pass the plan's active-campaign limit.
 */
export async function moveStatus(
  ctx: AppContext,
  user: UserRow,
  id: string,
  to: CampaignStatus,
): Promise<Campaign> {
  const campaign = await ownedCampaign(ctx, user, id);
  const from = campaign.status as CampaignStatus;
  assertTransition(from, to);
  const moved = await ctx.db.transaction(async (tx) => {
    if (to === 'active') {
      await assertWithinLimit(tx, user, 'activeCampaigns', async () => ({
        used: await countActiveCampaigns(tx, user.id),
        requested: 1,
      }));
    }
    return moveCampaignStatus(tx, id, from, to);
  });
  if (!moved) {
    const now = (await findCampaign(ctx.db, id))?.status as CampaignStatus | undefined;
    if (!now) throw notFound('campaign');
    assertTransition(now, to);
    throw conflict('The campaign changed meanwhile. Reload it and try again.');
  }
  return presentCampaign((await findCampaign(ctx.db, id))!);
}

/** Deletes a draft or archived campaign. @throws 404 for another user's; 409 otherwise. */
export async function deleteCampaign(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  assertDeletable(await ownedCampaign(ctx, user, id));
  await deleteCampaignRow(ctx.db, id);
}

/**
 * Replaces a campaign's image with an uploaded one: checked from its bytes (JPEG, PNG or WebP),
 * re-encoded to WebP within 1600 px, stored, and the old image deleted. Access is checked before
 * the upload is read. @throws 404 for another user's campaign; 409 when completed or archived;
 * 400/413/415 for a missing, oversized or unsupported file (naming `body.image`).
 */
export async function replaceCampaignImage(
  ctx: AppContext,
  user: UserRow,
  id: string,
  readUpload: () => Promise<Buffer>,
): Promise<Campaign> {
  const campaign = await ownedCampaign(ctx, user, id);
  assertEditable(campaign);
  const image = await processImage(await readUpload());
  const key = newUploadKey('campaigns', 'webp');
  const imageUrl = await ctx.storage.put(key, image.data, image.contentType);
  try {
    await updateCampaignRow(ctx.db, id, { imageUrl });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  const oldKey = campaign.imageUrl ? ctx.storage.keyFromUrl(campaign.imageUrl) : null;
  if (oldKey) await ctx.storage.delete(oldKey);
  return presentCampaign((await findCampaign(ctx.db, id))!);
}

/** Public views of rows, with whether `viewer` (an influencer account, or nobody) is interested. */
async function presentPublic(
  db: DbOrTx,
  rows: Awaited<ReturnType<typeof findActiveCampaigns>>,
  viewer: UserRow | null,
): Promise<PublicCampaign[]> {
  const interested = viewer
    ? await findInterestedCampaignIds(
        db,
        viewer.id,
        rows.map((r) => r.campaign.id),
      )
    : new Set<string>();
  return rows.map((r) =>
    presentPublicCampaign(r.campaign, r.advertiser, interested.has(r.campaign.id)),
  );
}

/** The active campaigns, newest first (the influencers' marketplace). */
export async function getActiveCampaigns(
  ctx: AppContext,
  viewer: UserRow,
): Promise<PublicCampaigns> {
  return { query: await presentPublic(ctx.db, await findActiveCampaigns(ctx.db), viewer) };
}

/**
 * The active campaigns' public pages for the sitemap: id, advertiser id and when the campaign last
 * changed (UTC), newest first; read on the replica when there is one.
 */
export async function listActiveCampaignPages(
  ctx: AppContext,
): Promise<{ id: string; advertiserId: string; updatedAt: Date }[]> {
  const rows = await findActiveCampaigns(await ctx.reads.readDb(null));
  return rows.map(({ campaign }) => ({
    id: campaign.id,
    advertiserId: campaign.userId,
    updatedAt: campaign.updatedAt,
  }));
}

/**
 * An active campaign's public page, read on the replica unless the viewer has just written.
 * @throws 404 unless the campaign exists and is active.
 */
export async function getPublicCampaign(
  ctx: AppContext,
  id: string,
  viewer: UserRow | null,
): Promise<PublicCampaign> {
  return publicCampaignOn(await ctx.reads.readDb(viewer?.id ?? null), id, viewer);
}

/** An active campaign's public page as `db` holds it. @throws 404 unless it is active. */
async function publicCampaignOn(
  db: DbOrTx,
  id: string,
  viewer: UserRow | null,
): Promise<PublicCampaign> {
  const campaign = await findCampaign(db, id);
  if (!campaign || campaign.status !== 'active') throw notFound('campaign');
  const advertiser = await findAdvertiser(db, campaign.userId);
  const [view] = await presentPublic(
    db,
    [
      {
        campaign,
        advertiser: { id: advertiser!.id, name: advertiser!.name, company: advertiser!.company },
      },
    ],
    viewer,
  );
  return view!;
}

/**
 * An advertiser's public profile and active campaigns, read on the replica unless the viewer has
 * just written. @throws 404 for an unknown user.
 */
export async function getAdvertiserCampaigns(
  ctx: AppContext,
  userId: string,
  viewer: UserRow | null,
): Promise<AdvertiserCampaigns> {
  const db = await ctx.reads.readDb(viewer?.id ?? null);
  const advertiser = await findAdvertiser(db, userId);
  if (!advertiser) throw notFound('advertiser');
  return {
    advertiser: { id: advertiser.id, name: advertiser.name, company: advertiser.company },
    query: await presentPublic(db, await findActiveCampaigns(db, userId), viewer),
  };
}

/**
 * Marks or unmarks the influencer's interest in an active campaign (idempotent); a new interest
 * notifies the campaign's owner.
 * @throws 403 for non-influencer accounts; 404 unless the campaign exists and is active.
 */
export async function setInterest(
  ctx: AppContext,
  user: UserRow,
  id: string,
  interested: boolean,
): Promise<PublicCampaign> {
  assertInfluencer(user);
  const campaign = await findCampaign(ctx.db, id);
  if (!campaign || campaign.status !== 'active') throw notFound('campaign');
  if (interested)
    await ctx.db.transaction(async (tx) => {
      if (!(await addInterest(tx, id, user.id))) return;
      await notify(ctx, tx, {
        userId: campaign.userId,
        kind: 'campaign_interest',
        actorUserId: user.id,
        title: `${user.name} is interested in “${campaign.name}”`,
        link: `/campaign/${id}`,
        place: `campaign:${id}`,
      });
    });
  else await removeInterest(ctx.db, id, user.id);
  // On the primary: the page must show the interest just written.
  return publicCampaignOn(ctx.db, id, user);
}

/**
 * Ranks influencers for the campaign's brief, platforms, categories, countries and budget with
 * the ranking engine (influencers the user already contacted rank lower), stores the picks on
 * the campaign (replacing earlier ones) and returns them; one AI pick run of the plan.
 * @throws 404 for another user's campaign; 402 when the plan's AI picks this period are used up.
 */
export async function pickForCampaign(ctx: AppContext, user: UserRow, id: string) {
  const campaign = await ownedCampaign(ctx, user, id);
  await assertAllowanceLeft(ctx.db, user, 'aiPicksPerMonth', 1);
  const picks = await rankInfluencers(
    ctx,
    criteriaFromCampaign({ ...campaign, platforms: campaign.platforms as Platform[] }),
    CAMPAIGN_PICKS,
    user.id,
  );
  await ctx.db.transaction(async (tx) => {
    await consumeAllowance(tx, user, 'aiPicksPerMonth', 1);
    await replaceCampaignPicks(
      tx,
      id,
      picks.query.map((p) => ({ influencerId: p.card.id, score: p.score, reasons: p.reasons })),
    );
  });
  return picks;
}

/** How many of the user's campaigns are active (the plan's active-campaign total). */
export function countActiveOnPlan(db: DbOrTx, userId: string): Promise<number> {
  return countActiveCampaigns(db, userId);
}

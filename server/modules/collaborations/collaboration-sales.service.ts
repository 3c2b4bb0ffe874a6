import { DISCOUNT_CODE_STATUSES } from '@shared/constants/shopify';
import type { CampaignSales, Sales } from '@shared/schemas/shopify';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { ownedCampaign } from '../campaigns/campaigns.service';
import { findProfile } from '../influencers/influencers.service';
import {
  addSales,
  attachShopifyDiscountRow,
  findCampaignResultRows,
  findCampaignSalesRows,
  findIdByShopifyCode,
  findInfluencerDiscountCode,
  sumSalesByInfluencer,
} from './collaboration-sales.repository';
import { findCollaborationRow, insertEvent } from './collaborations.repository';
import { recordEvent } from './collaboration-notices';

/** What a Shopify code for a collaboration is built from. */
export interface DiscountTarget {
  id: string;
  /** The influencer's handle, for the suggested code and the discount's title. */
  username: string;
}

/**
 * The advertiser's collaboration a Shopify code may be created for: accepted or with content
 * submitted, and without a Shopify code yet.
 * @throws 404 when it is absent or not the user's (as advertiser); 409 in another status or when
 * it already has a Shopify code.
 */
export async function discountTarget(
  ctx: AppContext,
  user: UserRow,
  collaborationId: string,
): Promise<DiscountTarget> {
  const row = await findCollaborationRow(ctx.db, collaborationId);
  if (!row || row.advertiserId !== user.id) throw notFound('collaboration');
  if (!(DISCOUNT_CODE_STATUSES as readonly string[]).includes(row.status))
    throw conflict(
      `A discount code is created once the influencer accepted; this one is ${row.status}.`,
      [{ path: 'body.collaborationId', message: 'Only accepted collaborations get a code' }],
    );
  if (row.shopifyDiscountId)
    throw conflict(`This collaboration already has the discount code ${row.discountCode}.`, [
      { path: 'body.collaborationId', message: 'This collaboration already has a code' },
    ]);
  const profile = await findProfile(ctx.db, row.influencerId);
  return { id: row.id, username: profile?.username ?? 'creator' };
}

/**
 * Makes a code discount created in the advertiser's shop the collaboration's discount code, and
 * puts it on the timeline ("Discount code JANE15 created: 15% off").
 * @throws 409 when the collaboration got a Shopify code meanwhile, or another of the advertiser's
 * collaborations has this code.
 */
export async function attachShopifyDiscount(
  ctx: AppContext,
  user: UserRow,
  collaborationId: string,
  discount: { discountId: string; code: string; currencyCode: string; summary: string },
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await attachShopifyDiscountRow(tx, collaborationId, discount)))
        throw conflict('This collaboration already has a Shopify discount code.');
      await insertEvent(tx, {
        collaborationId,
        kind: 'discount_code_created',
        actor: 'advertiser',
        actorUserId: user.id,
        body: `Discount code ${discount.code} created: ${discount.summary}`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Another of your collaborations has this discount code.', [
        { path: 'body.code', message: 'Another collaboration has this code' },
      ]);
    throw error;
  }
}

/** The advertiser's collaboration whose Shopify code an order used (any case), or null. */
export function collaborationForCode(
  db: DbOrTx,
  advertiserId: string,
  code: string,
): Promise<string | null> {
  return findIdByShopifyCode(db, advertiserId, code);
}

/**
 * Records an order (or a change to one) on the collaboration: adds `orders` and the revenue
 * difference (decimal string in the collaboration's sales currency) and puts `message` on the
 * timeline as an `order` or `refund` event (an order notifies the advertiser). Runs in the
 * caller's transaction.
 */
export async function recordSale(
  db: DbOrTx,
  collaborationId: string,
  sale: { orders: number; revenue: string; kind: 'order' | 'refund'; message: string },
): Promise<void> {
  await addSales(db, collaborationId, { orders: sale.orders, revenue: sale.revenue });
  const row = await findCollaborationRow(db, collaborationId);
  if (!row) return;
  // An order notifies the advertiser. No job queue here: the notification sweep queues its email.
  await recordEvent(null, db, row, {
    collaborationId,
    kind: sale.kind,
    actor: 'advertiser',
    actorUserId: null,
    body: sale.message,
  });
}

/**
 * The discount code the advertiser gave an influencer profile, for `{{ discount_code }}`: their
 * Shopify code first, else the latest code in a collaboration's terms; null without one.
 */
export function influencerDiscountCode(
  db: DbOrTx,
  advertiserId: string,
  influencerId: string,
): Promise<string | null> {
  return findInfluencerDiscountCode(db, advertiserId, influencerId);
}

/** Sales of the user's Shopify codes per influencer profile (My Influencers), for `influencerIds`. */
export async function salesByInfluencer(
  db: DbOrTx,
  advertiserId: string,
  influencerIds: string[],
): Promise<Map<string, Sales>> {
  if (influencerIds.length === 0) return new Map();
  const rows = await sumSalesByInfluencer(db, advertiserId, influencerIds);
  return new Map(
    rows.map((r) => [
      r.influencerId,
      { orders: r.orders, revenue: r.revenue, currencyCode: r.currencyCode },
    ]),
  );
}

/**
 * A campaign's sales per influencer (collaborations with a Shopify code), most revenue first, and
 * their total. @throws 404 when the campaign is absent or not the user's.
 */
export async function campaignSales(
  ctx: AppContext,
  user: UserRow,
  campaignId: string,
): Promise<CampaignSales> {
  await ownedCampaign(ctx, user, campaignId);
  const rows = await findCampaignSalesRows(ctx.db, campaignId);
  const influencers = rows.map((r) => ({
    collaborationId: r.collaborationId,
    influencerId: r.influencerId,
    username: r.username,
    name: r.name,
    discountCode: r.discountCode,
    sales: { orders: r.orders, revenue: r.revenue, currencyCode: r.currencyCode },
  }));
  const first = rows[0];
  const total = first && {
    orders: first.totalOrders,
    revenue: first.totalRevenue,
    currencyCode: first.currencyCode,
  };
  return { total: total ?? null, influencers };
}

/** A campaign collaboration's terms and code sales, as campaign results read them. */
export interface CampaignResultRow {
  collaborationId: string;
  username: string;
  status: string;
  compensation: string;
  /** Fee in minor units of `currency`; null without one. */
  amount: number | null;
  currency: string;
  orders: number;
  /** Decimal string in `salesCurrency`. */
  revenue: string;
  salesCurrency: string | null;
}

/**
 * The campaign's collaborations past the proposal, with fee and sales, most revenue first.
 * @throws 404 when the campaign is absent or not the user's.
 */
export async function campaignResultRows(
  ctx: AppContext,
  user: UserRow,
  campaignId: string,
): Promise<CampaignResultRow[]> {
  await ownedCampaign(ctx, user, campaignId);
  return findCampaignResultRows(ctx.db, campaignId);
}

import { type SQL, and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { collaborations, influencers } from '../../db/schema';

/**
 * Stores the Shopify code discount created for a collaboration: its id, the code (now the
 * collaboration's discount code) and the shop's currency for its sales. Only while no Shopify
 * code is attached. @returns whether it did.
 */
export async function attachShopifyDiscountRow(
  db: DbOrTx,
  id: string,
  discount: { discountId: string; code: string; currencyCode: string },
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(collaborations)
    .set({
      shopifyDiscountId: discount.discountId,
      discountCode: discount.code,
      salesCurrency: discount.currencyCode,
      updatedAt: now,
    })
    .where(and(eq(collaborations.id, id), sql`${collaborations.shopifyDiscountId} is null`))
    .returning({ id: collaborations.id });
  return rows.length > 0;
}

/** The advertiser's collaboration whose Shopify code is `code` (any case), or null. */
export async function findIdByShopifyCode(
  db: DbOrTx,
  advertiserId: string,
  code: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(
      and(
        eq(collaborations.advertiserId, advertiserId),
        isNotNull(collaborations.shopifyDiscountId),
        sql`upper(${collaborations.discountCode}) = upper(${code})`,
      ),
    );
  return row?.id ?? null;
}

/** Adds `orders` and `revenue` (decimal string, may be negative) to a collaboration's sales. */
export async function addSales(
  db: DbOrTx,
  id: string,
  delta: { orders: number; revenue: string },
): Promise<void> {
  await db
    .update(collaborations)
    .set({
      salesOrders: sql`${collaborations.salesOrders} + ${delta.orders}`,
      salesRevenue: sql`${collaborations.salesRevenue} + ${delta.revenue}::numeric`,
    })
    .where(eq(collaborations.id, id));
}

/** Sums of the advertiser's Shopify-coded collaborations per influencer profile (among `influencerIds`). */
export function sumSalesByInfluencer(db: DbOrTx, advertiserId: string, influencerIds: string[]) {
  return db
    .select({
      influencerId: collaborations.influencerId,
      orders: sql<number>`sum(${collaborations.salesOrders})::int`,
      revenue: sql<string>`sum(${collaborations.salesRevenue})::numeric(16,2)::text`,
      currencyCode: sql<string>`min(${collaborations.salesCurrency})`,
    })
    .from(collaborations)
    .where(
      and(
        eq(collaborations.advertiserId, advertiserId),
        isNotNull(collaborations.shopifyDiscountId),
        inArray(collaborations.influencerId, influencerIds),
      ),
    )
    .groupBy(collaborations.influencerId);
}

/** A campaign's Shopify-coded collaborations with their influencer and the campaign's totals, most revenue first. */
export function findCampaignSalesRows(db: DbOrTx, campaignId: string) {
  return db
    .select({
      collaborationId: collaborations.id,
      influencerId: influencers.id,
      username: influencers.username,
      name: influencers.name,
      discountCode: collaborations.discountCode,
      orders: collaborations.salesOrders,
      revenue: collaborations.salesRevenue,
      currencyCode: sql<string>`${collaborations.salesCurrency}`,
      totalOrders: sql<number>`(sum(${collaborations.salesOrders}) over ())::int`,
      totalRevenue: sql<string>`(sum(${collaborations.salesRevenue}) over ())::text`,
    })
    .from(collaborations)
    .innerJoin(influencers, eq(influencers.id, collaborations.influencerId))
    .where(
      and(eq(collaborations.campaignId, campaignId), isNotNull(collaborations.shopifyDiscountId)),
    )
    .orderBy(desc(collaborations.salesRevenue), desc(collaborations.salesOrders));
}

/**
 * The discount code an advertiser gave an influencer profile, as a SQL expression (text or null):
 * of their collaborations with a code, the one created in Shopify first, then the latest changed.
 * `advertiserId` and `influencerId` are columns of the outer query or values.
 */
export const influencerDiscountCodeSql = (advertiserId: SQL, influencerId: SQL): SQL => sql`(
  select c.discount_code from ${collaborations} c
  where c.advertiser_id = ${advertiserId} and c.influencer_id = ${influencerId}
    and c.discount_code is not null
  order by (c.shopify_discount_id is not null) desc, c.updated_at desc
  limit 1)`;

/** The value of {@link influencerDiscountCodeSql} for one advertiser and profile. */
export async function findInfluencerDiscountCode(
  db: DbOrTx,
  advertiserId: string,
  influencerId: string,
): Promise<string | null> {
  const [row] = await rawRows<{ code: string | null }>(
    db,
    sql`select ${influencerDiscountCodeSql(sql`${advertiserId}::uuid`, sql`${influencerId}::uuid`)} as code`,
  );
  return row?.code ?? null;
}

/**
 * Every collaboration of a campaign that got past the proposal (accepted, content submitted,
 * completed, cancelled), with its influencer, fee (minor units of `currency`) and code sales,
 * most revenue first: what campaign results are computed from.
 */
export function findCampaignResultRows(db: DbOrTx, campaignId: string) {
  return db
    .select({
      collaborationId: collaborations.id,
      username: influencers.username,
      status: collaborations.status,
      compensation: collaborations.compensation,
      amount: collaborations.amount,
      currency: collaborations.currency,
      orders: collaborations.salesOrders,
      revenue: sql<string>`${collaborations.salesRevenue}::text`,
      salesCurrency: collaborations.salesCurrency,
    })
    .from(collaborations)
    .innerJoin(influencers, eq(influencers.id, collaborations.influencerId))
    .where(
      and(
        eq(collaborations.campaignId, campaignId),
        inArray(collaborations.status, ['accepted', 'content_submitted', 'completed', 'cancelled']),
      ),
    )
    .orderBy(desc(collaborations.salesRevenue), collaborations.createdAt);
}

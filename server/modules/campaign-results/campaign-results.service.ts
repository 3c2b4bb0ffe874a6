import type { CampaignResults, ResultDay } from '@shared/schemas/campaign-results';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { campaignResultRows } from '../collaborations/collaboration-sales.service';
import { giftValues } from '../gifts/gifts.service';
import { campaignClicksByCollaboration } from '../short-links/short-links.service';
import { attributedOrderDays } from '../shopify/shopify-sales.service';
import { type Buckets, add, fromCents, merge, present, toCents } from './results-math';

/**
 * A campaign's results (issue 35): for each collaboration past the proposal, what it cost (fee +
 * gift at retail value, the gift's known cost beside) and what it brought (orders and revenue of
 * its discount code, clicks on its tracking link); the totals per currency; and the days for
 * the chart. On every plan.
 * @throws 404 when the campaign is absent or not the user's.
 */
export async function campaignResults(
  ctx: AppContext,
  user: UserRow,
  campaignId: string,
): Promise<CampaignResults> {
  const rows = await campaignResultRows(ctx, user, campaignId);
  const ids = rows.map((r) => r.collaborationId);
  const [gifts, clicks, orderDays] = await Promise.all([
    giftValues(ctx.db, ids),
    campaignClicksByCollaboration(ctx, user, campaignId),
    attributedOrderDays(ctx.db, ids),
  ]);
  const giftOf = new Map(gifts.map((g) => [g.collaborationId, g]));
  const totals: Buckets = new Map();
  const collaborations = rows.map((row) => {
    const buckets: Buckets = new Map();
    // Only a fixed fee is money paid: a commission's amount is a rate and a gift's is its value.
    const fee =
      row.compensation === 'fixed_fee' && row.amount !== null && row.amount > 0 ? row.amount : null;
    if (fee !== null) add(buckets, row.currency, { fees: fee });
    const gift = giftOf.get(row.collaborationId);
    if (gift)
      add(buckets, gift.currencyCode, {
        gifts: toCents(gift.retailValue),
        giftsCost: gift.cost === null ? null : toCents(gift.cost),
      });
    if (row.salesCurrency)
      add(buckets, row.salesCurrency, { orders: row.orders, revenue: toCents(row.revenue) });
    merge(totals, buckets);
    return {
      collaborationId: row.collaborationId,
      username: row.username,
      status: row.status,
      fee: fee === null ? null : { amount: fromCents(fee), currencyCode: row.currency },
      gift: gift
        ? {
            retailValue: { amount: gift.retailValue, currencyCode: gift.currencyCode },
            cost:
              gift.cost === null ? null : { amount: gift.cost, currencyCode: gift.currencyCode },
          }
        : null,
      clicks: clicks.byCollaboration.get(row.collaborationId) ?? 0,
      results: present(buckets),
    };
  });
  const days = new Map<string, ResultDay>();
  const dayOf = (day: string) => {
    const found = days.get(day) ?? { day, clicks: 0, revenue: {}, orders: 0 };
    days.set(day, found);
    return found;
  };
  for (const d of clicks.days) dayOf(d.day).clicks += d.clicks;
  for (const d of orderDays) {
    const day = dayOf(d.day);
    day.orders += d.orders;
    day.revenue[d.currencyCode] = fromCents(
      toCents(day.revenue[d.currencyCode] ?? '0') + toCents(d.revenue),
    );
  }
  return {
    totals: present(totals),
    clicks: collaborations.reduce((sum, c) => sum + c.clicks, 0),
    collaborations,
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
  };
}

import { z } from 'zod';
import { moneySchema } from './shopify';

/**
 * What one currency's money did: spend (fees + gifts at retail value), the gifts' known cost to
 * the brand, revenue from the codes' orders, and the ratios — return on spend (revenue ÷ spend)
 * and cost per order (spend ÷ orders) — null when there is nothing to divide by. Amounts are
 * decimal strings; different currencies are never added together.
 */
export const currencyResultSchema = z.object({
  currencyCode: z.string(),
  fees: z.string(),
  gifts: z.string(),
  giftsCost: z.string().nullable(),
  spend: z.string(),
  orders: z.number().int(),
  revenue: z.string(),
  roas: z.number().nullable(),
  costPerOrder: z.string().nullable(),
});

/** One collaboration's cost and return. `results` has one entry per currency it touches. */
export const collaborationResultSchema = z.object({
  collaborationId: z.uuid(),
  username: z.string(),
  status: z.string(),
  fee: moneySchema.nullable(),
  gift: z.object({ retailValue: moneySchema, cost: moneySchema.nullable() }).nullable(),
  clicks: z.number().int(),
  results: z.array(currencyResultSchema),
});

/** One UTC day of the chart: orders and revenue per currency, and clicks. */
export const resultDaySchema = z.object({
  day: z.iso.date(),
  clicks: z.number().int(),
  revenue: z.record(z.string(), z.string()),
  orders: z.number().int(),
});

/**
 * `GET /api/campaign/{id}/results`: per collaboration (past the proposal) and in total per
 * currency, with clicks and a day-by-day series for the chart.
 */
export const campaignResultsSchema = z.object({
  totals: z.array(currencyResultSchema),
  clicks: z.number().int(),
  collaborations: z.array(collaborationResultSchema),
  days: z.array(resultDaySchema),
});

export type CurrencyResult = z.infer<typeof currencyResultSchema>;
export type CollaborationResult = z.infer<typeof collaborationResultSchema>;
export type ResultDay = z.infer<typeof resultDaySchema>;
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

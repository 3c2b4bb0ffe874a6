import { z } from 'zod';

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/**
 * What attribution reads of an order webhook (`orders/create`, `orders/paid`, `orders/updated`:
 * the REST `Order` resource; research/integrations.md §1.5). Revenue is the order's current
 * total in the shop's currency — `current_total_price_set.shop_money` (after edits and refunds),
 * else `current_total_price`, else `total_price` — rounded to cents.
 */
export const orderPayloadSchema = z
  .object({
    id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
    name: z.string().max(100),
    created_at: z.coerce.date(),
    updated_at: z.coerce.date(),
    currency: z.string().length(3),
    total_price: decimal,
    current_total_price: decimal.optional(),
    current_total_price_set: z
      .object({ shop_money: z.object({ amount: decimal, currency_code: z.string().length(3) }) })
      .optional(),
    discount_codes: z.array(z.object({ code: z.string().min(1).max(255) })).default([]),
  })
  .transform((order) => {
    const shopMoney = order.current_total_price_set?.shop_money;
    const amount = shopMoney?.amount ?? order.current_total_price ?? order.total_price;
    return {
      ...order,
      revenue: Number(amount).toFixed(2),
      currencyCode: shopMoney?.currency_code ?? order.currency,
    };
  });

/** An order webhook as attribution uses it. */
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

import { addDays, addMonths, addWeeks } from 'date-fns';
import type Stripe from 'stripe';

/**
 * The prices the fake sells and their products, as Stripe's Price, Product and (legacy) Plan
 * objects. Prices are configured up front (`startFakeStripe({ prices })`); the API reads them.
 */

/** A recurring interval. */
export type Interval = 'day' | 'week' | 'month' | 'year';

/** A price to sell, given to `startFakeStripe`. */
export interface FakePrice {
  /** `price_…`. */
  id: string;
  /** Amount in the currency's minor unit (4900 = $49.00). */
  unitAmount: number;
  /** The product's name ("Starter"), shown on Checkout, the portal and invoices. */
  productName: string;
  /** ISO currency, lower case (default "usd"). */
  currency?: string;
  /** Billing interval (default "month"); null for a one-time price. */
  interval?: Interval | null;
  /** Intervals per period (default 1). */
  intervalCount?: number;
  /** `prod_…` (default `prod_local_{name}`); prices may share a product. */
  productId?: string;
  lookupKey?: string;
}

/** Starter $49 and Pro $149 a month, in USD. */
export const DEFAULT_PRICES: readonly FakePrice[] = [
  { id: 'price_local_starter', unitAmount: 4900, productName: 'Starter' },
  { id: 'price_local_pro', unitAmount: 14900, productName: 'Pro' },
];

/**
 * Stripe sends decimals as strings ("4900"); the SDK's types name them `Decimal` because it turns
 * them into objects when it parses an answer. The fake holds the wire form.
 */
export function wireDecimal(value: number | string): Stripe.Price['unit_amount_decimal'] {
  return String(value) as unknown as Stripe.Price['unit_amount_decimal'];
}

/** `date` moved by `count` intervals (months by calendar, as date-fns `addMonths` clamps days). */
export function addInterval(date: Date, interval: Interval, count: number): Date {
  switch (interval) {
    case 'day':
      return addDays(date, count);
    case 'week':
      return addWeeks(date, count);
    case 'month':
      return addMonths(date, count);
    case 'year':
      return addMonths(date, 12 * count);
  }
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'product'
  );
}

/** The prices and products, by id. */
export class Catalog {
  readonly prices = new Map<string, Stripe.Price>();
  readonly products = new Map<string, Stripe.Product>();

  constructor(prices: readonly FakePrice[], createdSeconds: number) {
    for (const input of prices) {
      if (!/^price_\w+$/.test(input.id)) throw new Error(`Not a price id: ${input.id}`);
      if (this.prices.has(input.id)) throw new Error(`Price ${input.id} is listed twice`);
      if (!Number.isSafeInteger(input.unitAmount) || input.unitAmount < 0) {
        throw new Error(`Price ${input.id}: unitAmount must be a whole number of minor units`);
      }
      const productId = input.productId ?? `prod_local_${slug(input.productName)}`;
      if (!this.products.has(productId)) {
        this.products.set(productId, {
          id: productId,
          object: 'product',
          active: true,
          created: createdSeconds,
          default_price: input.id,
          description: null,
          images: [],
          livemode: false,
          marketing_features: [],
          metadata: {},
          name: input.productName,
          package_dimensions: null,
          shippable: null,
          statement_descriptor: null,
          tax_code: null,
          tax_details: null,
          type: 'service',
          unit_label: null,
          updated: createdSeconds,
          url: null,
        });
      }
      const interval = input.interval === undefined ? 'month' : input.interval;
      this.prices.set(input.id, {
        id: input.id,
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created: createdSeconds,
        currency: input.currency ?? 'usd',
        custom_unit_amount: null,
        livemode: false,
        lookup_key: input.lookupKey ?? null,
        metadata: {},
        nickname: null,
        product: productId,
        recurring: interval
          ? {
              interval,
              interval_count: input.intervalCount ?? 1,
              meter: null,
              trial_period_days: null,
              usage_type: 'licensed',
            }
          : null,
        tax_behavior: 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: interval ? 'recurring' : 'one_time',
        unit_amount: input.unitAmount,
        unit_amount_decimal: wireDecimal(input.unitAmount),
      });
    }
  }

  /** A copy of the price, or undefined. */
  price(id: string): Stripe.Price | undefined {
    const price = this.prices.get(id);
    return price ? structuredClone(price) : undefined;
  }

  /** The product's name for a price ("Starter"). */
  productName(price: Stripe.Price): string {
    return this.products.get(String(price.product))?.name ?? String(price.product);
  }

  /** The legacy Plan object Stripe still puts on subscription items (same id as the price). */
  plan(price: Stripe.Price): Stripe.Plan {
    return {
      id: price.id,
      object: 'plan',
      active: price.active,
      amount: price.unit_amount,
      amount_decimal: price.unit_amount_decimal,
      billing_scheme: price.billing_scheme,
      created: price.created,
      currency: price.currency,
      interval: price.recurring?.interval ?? 'month',
      interval_count: price.recurring?.interval_count ?? 1,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: price.nickname,
      product: price.product,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: 'licensed',
    };
  }
}

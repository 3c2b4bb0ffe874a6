import { z } from 'zod';
import {
  SHOPIFY_DISCOUNT_STATUSES,
  SHOPIFY_DISCOUNT_VALUE_TYPES,
  SHOPIFY_PRODUCT_STATUSES,
  SHOPIFY_SHOP_DOMAIN_PATTERN,
} from '../constants/shopify';
import { sessionSchema } from './auth';

/** A shop's permanent domain, e.g. `acme.myshopify.com`; surrounding spaces and case are forgiven. */
export const shopDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(255)
  .regex(
    SHOPIFY_SHOP_DOMAIN_PATTERN,
    'Use the shop’s myshopify.com domain, e.g. "acme.myshopify.com"',
  );

/** Query of `GET /api/users/connect-shopify`. */
export const connectShopifyQuerySchema = z.strictObject({ shop: shopDomainSchema });

/** `GET /api/users/connect-shopify`: where to send the browser to approve the install (Shopify's authorize page). */
export const shopifyAuthorizeUrlSchema = z.object({ url: z.url() });

/**
 * A query Shopify signed (install callback, app launch): `shop`, `timestamp` (Unix seconds) and
 * `hmac` (hex HMAC-SHA256 over every other parameter), plus whatever else Shopify sends (`code`,
 * `state`, `host`, `locale`…). The HMAC is checked over the raw query string, all parameters
 * included, so unknown ones are kept.
 */
export const shopifySignedQuerySchema = z.looseObject({
  shop: z.string().max(255),
  hmac: z.string().max(128),
  timestamp: z.string().max(20),
});

/** The shop connected to the signed-in advertiser's account. Times ISO 8601 UTC. */
export const shopifyConnectionSchema = z.object({
  shop: z.string(),
  name: z.string(),
  /** ISO 4217 currency of the shop; order revenue is in it. */
  currencyCode: z.string(),
  /** The access scopes Shopify granted. */
  scopes: z.array(z.string()),
  connectedAt: z.iso.datetime(),
});

/**
 * `GET /api/users/shopify`: whether the server has Shopify credentials (`configured`) and the
 * account's connected shop, if any.
 */
export const shopifyStatusSchema = z.object({
  configured: z.boolean(),
  connection: shopifyConnectionSchema.nullable(),
});

/**
 * `POST /api/users/connect-shopify/callback`: the connected shop, and a session when the install
 * began from the Shopify admin (app launch) rather than from a signed-in profile page.
 */
export const shopifyCallbackResultSchema = z.object({
  connection: shopifyConnectionSchema,
  session: sessionSchema.nullable(),
});

/**
 * `GET /api/auth/shopify-login`: a launch from the Shopify admin either signs the shop's account
 * in, or (shop not installed yet) answers the authorize URL to install through.
 */
export const shopifyLaunchResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), session: sessionSchema }),
  z.object({ kind: z.literal('install'), url: z.url() }),
]);

/**
 * `GET /api/auth/shopify-login-setting` (no token): whether Shopify sign-in is offered, with the
 * scopes an install asks for and the pinned Admin API version.
 */
export const shopifyLoginSettingSchema = z.object({
  enabled: z.boolean(),
  scopes: z.array(z.string()),
  apiVersion: z.string().nullable(),
});

/** A money amount as Shopify gives it: a decimal string in `currencyCode` (ISO 4217). */
export const moneySchema = z.object({ amount: z.string(), currencyCode: z.string() });

/** One of the shop's products (Admin GraphQL `Product`), for campaigns and gifting. */
export const shopifyProductSchema = z.object({
  /** Shopify's global id, `gid://shopify/Product/<n>`. */
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  status: z.enum(SHOPIFY_PRODUCT_STATUSES),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  /** Lowest and highest variant price. */
  priceMin: moneySchema,
  priceMax: moneySchema,
  /** The product's page on the online store; null when not published there. */
  url: z.string().nullable(),
});

/** A page of results from Shopify: pass `endCursor` as `after` for the next one. */
const pageInfoSchema = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });

/** Query of `GET /api/shopify-product/self`: a cursor from the last page, an optional title search. */
export const shopifyProductsQuerySchema = z.strictObject({
  after: z.string().trim().min(1).max(500).optional(),
  search: z.string().trim().min(1).max(100).optional(),
});

/** `GET /api/shopify-product/self`: up to 50 products per page, by title. */
export const shopifyProductsSchema = z.object({
  products: z.array(shopifyProductSchema),
  pageInfo: pageInfoSchema,
});

/** Query of `GET /api/users/shopify/get-all-price-rules`. */
export const shopifyDiscountsQuerySchema = z.strictObject({
  after: z.string().trim().min(1).max(500).optional(),
});

/**
 * One of the shop's code discounts (Admin GraphQL `DiscountCodeNode`; Shopify's successor of the
 * REST price rule). `percentage` is in percent (15 = 15 %), `amount` a decimal string in the shop's
 * currency; `valueType` is null for discount kinds other than a basic amount off (free shipping,
 * buy X get Y, app discounts). `collaborationId` is set when Collabify created it for one.
 */
export const shopifyDiscountSchema = z.object({
  id: z.string(),
  title: z.string(),
  code: z.string().nullable(),
  status: z.enum(SHOPIFY_DISCOUNT_STATUSES),
  valueType: z.enum(SHOPIFY_DISCOUNT_VALUE_TYPES).nullable(),
  percentage: z.number().nullable(),
  amount: moneySchema.nullable(),
  usageLimit: z.number().int().nullable(),
  /** How many orders used it (Shopify counts this asynchronously). */
  usageCount: z.number().int(),
  appliesOncePerCustomer: z.boolean(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  collaborationId: z.uuid().nullable(),
});

/** `GET /api/users/shopify/get-all-price-rules`: the shop's code discounts, newest first, 50 per page. */
export const shopifyDiscountsSchema = z.object({
  discounts: z.array(shopifyDiscountSchema),
  pageInfo: pageInfoSchema,
});

/** A discount code as Shopify accepts it: 1–255 characters, no spaces; kept upper case here. */
export const discountCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(3, 'Use at least 3 characters')
  .max(64)
  .regex(/^[A-Z0-9_-]+$/, 'Use letters, digits, "-" and "_"');

/**
 * Body of `POST /api/shopify-discount`: a unique code for one of the advertiser's accepted
 * collaborations. `value` is a percentage (1–100) or a fixed amount in the shop's currency
 * (decimal, up to 2 places); `code` defaults to the influencer's handle and the value
 * (e.g. `JANE15`); `startsAt` defaults to now; dates are ISO 8601 (UTC when no offset).
 */
export const createShopifyDiscountSchema = z
  .strictObject({
    collaborationId: z.uuid(),
    code: discountCodeSchema.optional(),
    valueType: z.enum(SHOPIFY_DISCOUNT_VALUE_TYPES),
    value: z.number().positive('Use a value above 0').max(1_000_000),
    /** Total uses across all customers; null for unlimited. */
    usageLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    appliesOncePerCustomer: z.boolean().default(false),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.valueType === 'percentage' && body.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
    if (body.valueType === 'fixed_amount' && Math.round(body.value * 100) !== body.value * 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Use at most 2 decimal places' });
    if (body.endsAt && body.startsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End after the start' });
  });

/** `POST /api/shopify-discount`: the code discount created in the shop, now the collaboration's code. */
export const createdShopifyDiscountSchema = shopifyDiscountSchema;

/**
 * Sales a collaboration's discount code brought (PRODUCT §7): orders that used it and their
 * revenue (current total after refunds, decimal string) in the shop's currency.
 */
export const salesSchema = z.object({
  orders: z.number().int(),
  revenue: z.string(),
  currencyCode: z.string(),
});

/** A campaign's sales per influencer, most revenue first (PRODUCT §7: totals per influencer). */
export const campaignSalesSchema = z.object({
  total: salesSchema.nullable(),
  influencers: z.array(
    z.object({
      collaborationId: z.uuid(),
      influencerId: z.uuid(),
      username: z.string(),
      name: z.string().nullable(),
      discountCode: z.string().nullable(),
      sales: salesSchema,
    }),
  ),
});

/** A campaign's Shopify product, as picked from the shop (a snapshot taken when picked). */
export const campaignProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  imageUrl: z.string().nullable(),
  priceMin: moneySchema,
  priceMax: moneySchema,
  url: z.string().nullable(),
});

export type ShopifyConnection = z.infer<typeof shopifyConnectionSchema>;
export type ShopifyStatus = z.infer<typeof shopifyStatusSchema>;
export type ShopifyCallbackResult = z.infer<typeof shopifyCallbackResultSchema>;
export type ShopifyLaunchResult = z.infer<typeof shopifyLaunchResultSchema>;
export type ShopifyLoginSetting = z.infer<typeof shopifyLoginSettingSchema>;
export type Money = z.infer<typeof moneySchema>;
export type ShopifyProduct = z.infer<typeof shopifyProductSchema>;
export type ShopifyProducts = z.infer<typeof shopifyProductsSchema>;
export type ShopifyProductsQuery = z.infer<typeof shopifyProductsQuerySchema>;
export type ShopifyDiscount = z.infer<typeof shopifyDiscountSchema>;
export type ShopifyDiscounts = z.infer<typeof shopifyDiscountsSchema>;
export type CreateShopifyDiscount = z.infer<typeof createShopifyDiscountSchema>;
export type Sales = z.infer<typeof salesSchema>;
export type CampaignSales = z.infer<typeof campaignSalesSchema>;
export type CampaignProduct = z.infer<typeof campaignProductSchema>;

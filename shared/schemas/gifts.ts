import { z } from 'zod';
import { moneySchema } from './shopify';

/** Statuses of a collaboration's gift (see server/db/schema/gifts.ts). */
export const GIFT_STATUSES = [
  'chosen',
  'ordering',
  'ordered',
  'shipped',
  'delivered',
  'cancelled',
] as const;

/** Most lines in one gift, and most units of one line. */
export const GIFT_MAX_ITEMS = 10;
export const GIFT_MAX_QUANTITY = 10;

/** Days the shipping address is kept after delivery. */
export const GIFT_ADDRESS_RETENTION_DAYS = 30;

/** One variant of the shop that can be gifted: price and stock as Shopify reports them now. */
export const giftVariantSchema = z.object({
  /** `gid://shopify/ProductVariant/<n>`. */
  id: z.string(),
  title: z.string(),
  price: moneySchema,
  /** Units in stock; null when Shopify does not track it. */
  inventoryQuantity: z.number().int().nullable(),
  /** False when out of stock: such a variant cannot be picked. */
  available: z.boolean(),
});

/** A product with its variants, for the gift picker. */
export const giftProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  variants: z.array(giftVariantSchema),
});

/** `GET /api/shopify-product/self/variants`: products of the connected shop with variants. */
export const giftProductsSchema = z.object({
  products: z.array(giftProductSchema),
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
});

/** Body of `PUT /api/collaboration/{id}/gift`: the variants and quantities to gift. */
export const chooseGiftSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        variantId: z
          .string()
          .regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, 'Not a Shopify variant id'),
        quantity: z.number().int().min(1).max(GIFT_MAX_QUANTITY),
      }),
    )
    .min(1, 'Pick at least one product')
    .max(GIFT_MAX_ITEMS),
  /** Order the gift as soon as the creator accepted and gave an address. */
  sendOnAccept: z.boolean().default(false),
});

const line = (max: number) => z.string().trim().min(1, 'Required').max(max);
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * The creator's shipping address (`PUT /api/collaboration/{id}/gift/address`). `country` is ISO
 * 3166-1 alpha-2; region and postal code are required or not, and checked, per country by the
 * server (Google's address data), which answers 400 naming the field.
 */
export const giftAddressSchema = z.strictObject({
  name: line(100),
  line1: line(200),
  line2: optionalLine(200),
  city: line(100),
  region: optionalLine(100),
  postalCode: optionalLine(20),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use the two-letter country code'),
  phone: optionalLine(30),
});

/** The address as answered (the same fields, normalised; absent ones null). */
export const giftAddressViewSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
});

/** One gifted line. Prices are decimal strings in the gift's currency. */
export const giftItemSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  productTitle: z.string(),
  variantTitle: z.string().nullable(),
  quantity: z.number().int(),
  price: z.string(),
  imageUrl: z.string().nullable(),
});

/**
 * `GET /api/collaboration/{id}/gift` (the two parties only): the gift, its order and parcel.
 * `address` is shown to the two parties while kept; `addressEraseAfter` is when it will be erased
 * (30 days after delivery), `addressErased` whether it was. `cost` (brand only, else null) is
 * what the units cost the brand where Shopify knows it.
 */
export const giftSchema = z.object({
  status: z.enum(GIFT_STATUSES),
  items: z.array(giftItemSchema),
  retailValue: moneySchema,
  cost: moneySchema.nullable(),
  sendOnAccept: z.boolean(),
  order: z.object({ name: z.string(), orderedAt: z.iso.datetime() }).nullable(),
  tracking: z
    .object({
      carrier: z.string().nullable(),
      number: z.string().nullable(),
      url: z.string().nullable(),
      shippedAt: z.iso.datetime(),
    })
    .nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  address: giftAddressViewSchema.nullable(),
  addressEraseAfter: z.iso.datetime().nullable(),
  addressErased: z.boolean(),
  /** What the viewer may do now. */
  can: z.object({
    choose: z.boolean(),
    enterAddress: z.boolean(),
    send: z.boolean(),
    cancel: z.boolean(),
  }),
});

/** Wrapper: the collaboration's gift, or null when none was chosen. */
export const collaborationGiftSchema = z.object({ gift: giftSchema.nullable() });

export type GiftVariant = z.infer<typeof giftVariantSchema>;
export type GiftProduct = z.infer<typeof giftProductSchema>;
export type GiftProducts = z.infer<typeof giftProductsSchema>;
export type ChooseGift = z.infer<typeof chooseGiftSchema>;
export type GiftAddress = z.infer<typeof giftAddressSchema>;
export type GiftItem = z.infer<typeof giftItemSchema>;
export type Gift = z.infer<typeof giftSchema>;
export type CollaborationGift = z.infer<typeof collaborationGiftSchema>;

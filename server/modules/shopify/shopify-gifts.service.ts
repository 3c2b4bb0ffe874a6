import type { GiftAddress, GiftProducts } from '@shared/schemas/gifts';
import type { ShopifyProductsQuery } from '@shared/schemas/shopify';
import type { AppContext } from '../../context';
import type { GiftItemColumn } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { type ShopifyClient, ShopifyRequestError } from '../../integrations/shopify/client';
import { withShop } from './shopify-access';
import {
  DRAFT_ORDER_COMPLETE_MUTATION,
  DRAFT_ORDER_CREATE_MUTATION,
  DRAFT_ORDER_DELETE_MUTATION,
  DRAFT_ORDER_QUERY,
  type DraftOrderNode,
  type DraftPayload,
  GIFT_PRODUCTS_QUERY,
  GIFT_VARIANT_QUERY,
  type GiftProductsData,
  type GiftVariantData,
  type GiftVariantNode,
  ORDER_CANCEL_MUTATION,
} from './shopify-gift.queries';
import type { UserErrorNode } from './shopify.queries';

/**
 * Gifting through the brand's Shopify shop (issue 35): the picker's products and variants, the
 * priced lines of a gift, the order (a draft order at 100 % off, completed) and its cancellation.
 * Shopify's refusals become problems in words: 409 `shopify-refused` (stock, a completed or
 * cancelled order …) and 409 `shopify-scope-missing` for a connection made before gifting.
 */

/** The tag every gift order carries in the shop. */
export const GIFT_ORDER_TAG = 'collabify-gift';
/** The note attribute (custom attribute) naming the collaboration. */
export const GIFT_NOTE_ATTRIBUTE = 'collabify_collaboration_id';

/** 409: Shopify refused, with its words. */
export const shopifyRefused = (what: string, messages: string[]) =>
  new AppError(
    409,
    'shopify-refused',
    'Shopify refused',
    `Shopify refused ${what}: ${messages.join('; ') || 'no reason given'}.`,
  );

/** Access Shopify denied (a connection made before gifting lacks its scopes). */
function scopeProblem(error: unknown): unknown {
  if (error instanceof ShopifyRequestError && /access denied/i.test(error.message))
    return new AppError(
      409,
      'shopify-scope-missing',
      'Your shop does not allow gift orders yet',
      'Your Shopify connection was made before gifting: connect the shop again on your profile to allow Collabify to create and follow gift orders.',
    );
  return error;
}

/** Runs a gift operation on the user's shop, turning a denied scope into its problem. */
function withGiftShop<T>(
  ctx: AppContext,
  userId: string,
  call: (shopify: ShopifyClient, shop: string, token: string, currencyCode: string) => Promise<T>,
): Promise<T> {
  return withShop(ctx, userId, async (shopify, row, token) => {
    try {
      return await call(shopify, row.shop, token, row.currencyCode);
    } catch (error) {
      throw scopeProblem(error);
    }
  });
}

const available = (v: GiftVariantNode) => v.inventoryQuantity === null || v.inventoryQuantity > 0;

/** Products of the user's shop for the gift picker: variants with price, stock and availability. */
export function listGiftProducts(
  ctx: AppContext,
  userId: string,
  query: ShopifyProductsQuery,
): Promise<GiftProducts> {
  return withGiftShop(ctx, userId, async (shopify, shop, token) => {
    const search = query.search?.replace(/["\\*:()]/g, ' ').trim();
    const data = await shopify.graphql<GiftProductsData>(shop, token, GIFT_PRODUCTS_QUERY, {
      first: 10,
      after: query.after ?? null,
      query: search ? `status:active title:*${search}*` : 'status:active',
    });
    const currencyCode = data.shop.currencyCode;
    return {
      products: data.products.nodes.map((p) => ({
        id: p.id,
        title: p.title,
        imageUrl: p.featuredImage?.url ?? null,
        variants: p.variants.nodes.map((v) => ({
          id: v.id,
          title: v.title,
          price: { amount: v.price, currencyCode },
          inventoryQuantity: v.inventoryQuantity,
          available: available(v),
        })),
      })),
      pageInfo: data.products.pageInfo,
    };
  });
}

/** A gift line priced by the shop now (the shape the gift row stores). */
export type PricedGiftLine = GiftItemColumn;

/**
 * Prices the chosen variants from the user's shop.
 * @throws 400 naming `<field>.<i>.variantId` (`field` is where the request holds the lines,
 * `body.items` by default) for a variant the shop does not have, that is not on sale (product not
 * active) or out of stock (or with fewer units than asked); 409 no shop or scope; 503/502/429.
 */
export function priceGiftLines(
  ctx: AppContext,
  userId: string,
  items: readonly { variantId: string; quantity: number }[],
  field = 'body.items',
): Promise<{ shop: string; currencyCode: string; lines: PricedGiftLine[] }> {
  return withGiftShop(ctx, userId, async (shopify, shop, token, shopCurrency) => {
    const lines: PricedGiftLine[] = [];
    let currencyCode = shopCurrency;
    for (const [i, item] of items.entries()) {
      const data = await shopify.graphql<GiftVariantData>(shop, token, GIFT_VARIANT_QUERY, {
        id: item.variantId,
      });
      currencyCode = data.shop.currencyCode;
      const variant = data.productVariant;
      const path = `${field}.${i}.variantId`;
      if (!variant || variant.product.status !== 'ACTIVE')
        throw fieldError(path, 'Your shop has no such product on sale');
      if (!available(variant)) throw fieldError(path, `${variant.product.title} is out of stock`);
      if (variant.inventoryQuantity !== null && variant.inventoryQuantity < item.quantity)
        throw fieldError(path, `Only ${variant.inventoryQuantity} in stock`);
      lines.push({
        productId: variant.product.id,
        variantId: variant.id,
        productTitle: variant.product.title,
        variantTitle: variant.title === 'Default Title' ? null : variant.title,
        quantity: item.quantity,
        price: variant.price,
        unitCost: variant.inventoryItem?.unitCost?.amount ?? null,
        imageUrl: variant.product.featuredImage?.url ?? null,
      });
    }
    return { shop, currencyCode, lines };
  });
}

/** What {@link placeGiftOrder} needs. */
export interface GiftOrderRequest {
  collaborationId: string;
  /** The draft an earlier try created (its completion is retried, never a second draft). */
  draftOrderId: string | null;
  lines: readonly { variantId: string; quantity: number }[];
  address: GiftAddress;
  /** Persists a new draft's id before it is completed, so a retry finds it. */
  rememberDraft: (draftOrderId: string) => Promise<void>;
}

const messagesOf = (errors: readonly UserErrorNode[]) => errors.map((e) => e.message);

/** The `MailingAddressInput` of the creator's address (name split at the last space). */
function mailingAddress(address: GiftAddress) {
  const cut = address.name.lastIndexOf(' ');
  return {
    firstName: cut > 0 ? address.name.slice(0, cut) : null,
    lastName: cut > 0 ? address.name.slice(cut + 1) : address.name,
    address1: address.line1,
    address2: address.line2 ?? null,
    city: address.city,
    provinceCode: address.region ?? null,
    zip: address.postalCode ?? null,
    countryCode: address.country,
    phone: address.phone ?? null,
  };
}

/**
 * Orders the gift in the user's shop, idempotently: a draft order (100 % off, tagged
 * `collabify-gift`, the collaboration id as a note attribute, shipping to the creator), then
 * completed. A draft from an earlier try is completed instead of making another; a draft already
 * completed answers its order. When Shopify refuses completion (no stock) the draft is deleted
 * and the problem thrown, so nothing is left half-written.
 * @returns the order's GID and name ("#1042") and the draft's id.
 * @throws 409 `shopify-refused` / `shopify-scope-missing`; 409 no shop; 503/502/429.
 */
export function placeGiftOrder(
  ctx: AppContext,
  userId: string,
  request: GiftOrderRequest,
): Promise<{ orderId: string; orderName: string; draftOrderId: string }> {
  return withGiftShop(ctx, userId, async (shopify, shop, token) => {
    const gql = <T>(query: string, variables: Record<string, unknown>) =>
      shopify.graphql<T>(shop, token, query, variables);
    let draft: DraftOrderNode | null = null;
    if (request.draftOrderId) {
      const found = await gql<{ draftOrder: DraftOrderNode | null }>(DRAFT_ORDER_QUERY, {
        id: request.draftOrderId,
      });
      draft = found.draftOrder;
    }
    if (!draft) {
      const created = await gql<{ draftOrderCreate: DraftPayload }>(DRAFT_ORDER_CREATE_MUTATION, {
        input: {
          lineItems: request.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
          appliedDiscount: {
            value: 100,
            valueType: 'PERCENTAGE',
            title: 'Collabify gift',
            description: 'Gifted to a creator',
          },
          shippingAddress: mailingAddress(request.address),
          tags: [GIFT_ORDER_TAG],
          customAttributes: [{ key: GIFT_NOTE_ATTRIBUTE, value: request.collaborationId }],
          note: `Gift for Collabify collaboration ${request.collaborationId}`,
        },
      });
      draft = created.draftOrderCreate.draftOrder;
      if (!draft)
        throw shopifyRefused('the gift order', messagesOf(created.draftOrderCreate.userErrors));
      await request.rememberDraft(draft.id);
    }
    if (!draft.order) {
      const completed = await gql<{ draftOrderComplete: DraftPayload }>(
        DRAFT_ORDER_COMPLETE_MUTATION,
        { id: draft.id },
      );
      const { draftOrder, userErrors } = completed.draftOrderComplete;
      if (!draftOrder?.order) {
        await gql(DRAFT_ORDER_DELETE_MUTATION, { input: { id: draft.id } });
        throw shopifyRefused('the gift order', messagesOf(userErrors));
      }
      draft = draftOrder;
    }
    return { orderId: draft.order!.id, orderName: draft.order!.name, draftOrderId: draft.id };
  });
}

/**
 * Cancels the gift's order in the user's shop (restocked, no refund: it was free).
 * @throws 409 `shopify-refused` when Shopify refuses (shipped meanwhile, cancelled already);
 * 409 `shopify-scope-missing`; 409 no shop; 503/502/429.
 */
export function cancelGiftOrder(ctx: AppContext, userId: string, orderId: string): Promise<void> {
  return withGiftShop(ctx, userId, async (shopify, shop, token) => {
    const data = await shopify.graphql<{
      orderCancel: { orderCancelUserErrors: UserErrorNode[] };
    }>(shop, token, ORDER_CANCEL_MUTATION, { orderId });
    const errors = data.orderCancel.orderCancelUserErrors;
    if (errors.length > 0) throw shopifyRefused('to cancel the order', messagesOf(errors));
  });
}

import type {
  CampaignProduct,
  ShopifyConnection,
  ShopifyDiscount,
  ShopifyProduct,
} from '@shared/schemas/shopify';
import type { ShopifyShopRow } from '../../db/schema';
import type { DiscountNode, ProductNode } from './shopify.queries';

/**
 * The marker a discount's title carries when Collabify created it for a collaboration, e.g.
 * "Collabify: @jane (collaboration 5b0c…)" — how a code is recognised as a collaboration's, also
 * after a retry whose first attempt reached Shopify.
 */
export const collaborationTitle = (username: string, collaborationId: string) =>
  `Collabify: @${username} (collaboration ${collaborationId})`;

const COLLABORATION_IN_TITLE = /\(collaboration ([0-9a-f-]{36})\)$/;

/** The connection as its account sees it. */
export function presentConnection(row: ShopifyShopRow): ShopifyConnection {
  return {
    shop: row.shop,
    name: row.name,
    currencyCode: row.currencyCode,
    scopes: row.scopes,
    connectedAt: row.connectedAt.toISOString(),
  };
}

/** A product, field by field. */
export function presentProduct(node: ProductNode): ShopifyProduct {
  return {
    id: node.id,
    title: node.title,
    handle: node.handle,
    status: node.status,
    imageUrl: node.featuredImage?.url ?? null,
    imageAlt: node.featuredImage?.altText ?? null,
    priceMin: node.priceRangeV2.minVariantPrice,
    priceMax: node.priceRangeV2.maxVariantPrice,
    url: node.onlineStoreUrl,
  };
}

/** The snapshot of a product a campaign keeps. */
export function campaignProductOf(node: ProductNode): CampaignProduct {
  const { id, title, handle, imageUrl, priceMin, priceMax, url } = presentProduct(node);
  return { id, title, handle, imageUrl, priceMin, priceMax, url };
}

/** A code discount; percentages in percent (Shopify gives a 0–1 fraction), rounded to 0.01. */
export function presentDiscount(node: DiscountNode): ShopifyDiscount {
  const d = node.codeDiscount;
  const value = d.customerGets?.value;
  const percentage =
    value && 'percentage' in value ? Math.round(value.percentage * 10_000) / 100 : null;
  const amount = value && 'amount' in value ? value.amount : null;
  const title = d.title ?? d.__typename;
  return {
    id: node.id,
    title,
    code: d.codes?.nodes[0]?.code ?? null,
    status: d.status ?? 'ACTIVE',
    valueType: percentage !== null ? 'percentage' : amount ? 'fixed_amount' : null,
    percentage,
    amount,
    usageLimit: d.usageLimit ?? null,
    usageCount: d.asyncUsageCount ?? 0,
    appliesOncePerCustomer: d.appliesOncePerCustomer ?? false,
    startsAt: d.startsAt ?? new Date(0).toISOString(),
    endsAt: d.endsAt ?? null,
    collaborationId: COLLABORATION_IN_TITLE.exec(title)?.[1] ?? null,
  };
}

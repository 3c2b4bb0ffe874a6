import type {
  CampaignProduct,
  CampaignSales,
  ShopifyConnection,
  ShopifyDiscount,
  ShopifyProduct,
  ShopifyStatus,
} from '@shared/schemas/shopify';

/** The status call every brand page with Shopify parts makes. */
export const SHOPIFY_STATUS_URL = '/api/users/shopify';

/** A connected shop as `GET /api/users/shopify` answers it; override any field. */
export function makeConnection(overrides: Partial<ShopifyConnection> = {}): ShopifyConnection {
  return {
    shop: 'glow-labs.myshopify.com',
    name: 'Glow Labs',
    currencyCode: 'USD',
    scopes: ['read_products', 'read_discounts', 'write_discounts', 'read_orders'],
    connectedAt: '2026-05-02T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * The Shopify status: configured and connected by default; `connection: null` for configured but
 * not connected, `configured: false` for a server without Shopify (then never connected).
 */
export function shopifyStatus(
  overrides: { configured?: boolean; connection?: ShopifyConnection | null } = {},
): ShopifyStatus {
  const configured = overrides.configured ?? true;
  return {
    configured,
    connection: configured
      ? overrides.connection === undefined
        ? makeConnection()
        : overrides.connection
      : null,
  };
}

let productCount = 0;

/** One of the shop's products; each call gets a new id unless given. */
export function makeProduct(overrides: Partial<ShopifyProduct> = {}): ShopifyProduct {
  productCount += 1;
  return {
    id: `gid://shopify/Product/${1000 + productCount}`,
    title: `Product ${productCount}`,
    handle: `product-${productCount}`,
    status: 'ACTIVE',
    imageUrl: null,
    imageAlt: null,
    priceMin: { amount: '19.0', currencyCode: 'USD' },
    priceMax: { amount: '29.0', currencyCode: 'USD' },
    url: null,
    ...overrides,
  };
}

/** A campaign's product snapshot; override any field. */
export function makeCampaignProduct(overrides: Partial<CampaignProduct> = {}): CampaignProduct {
  return {
    id: 'gid://shopify/Product/900',
    title: 'Glow serum 30 ml',
    handle: 'glow-serum',
    imageUrl: null,
    priceMin: { amount: '34.0', currencyCode: 'USD' },
    priceMax: { amount: '34.0', currencyCode: 'USD' },
    url: 'https://glow-labs.myshopify.com/products/glow-serum',
    ...overrides,
  };
}

/** One of the shop's code discounts; override any field. */
export function makeDiscount(overrides: Partial<ShopifyDiscount> = {}): ShopifyDiscount {
  return {
    id: 'gid://shopify/DiscountCodeNode/1',
    title: 'GLOWJANE15',
    code: 'GLOWJANE15',
    status: 'ACTIVE',
    valueType: 'percentage',
    percentage: 15,
    amount: null,
    usageLimit: 100,
    usageCount: 3,
    appliesOncePerCustomer: false,
    startsAt: '2026-06-01T10:00:00Z',
    endsAt: null,
    collaborationId: null,
    ...overrides,
  };
}

/** A campaign's sales with two influencers. */
export function makeCampaignSales(overrides: Partial<CampaignSales> = {}): CampaignSales {
  return {
    total: { orders: 5, revenue: '412.5', currencyCode: 'USD' },
    influencers: [
      {
        collaborationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        influencerId: '0b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c',
        username: 'glow.jane',
        name: 'Jane Glow',
        discountCode: 'GLOWJANE15',
        sales: { orders: 4, revenue: '362.5', currencyCode: 'USD' },
      },
      {
        collaborationId: '8c9e6679-7425-40de-944b-e07fc1f90ae7',
        influencerId: '1b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c',
        username: 'sam.runs',
        name: null,
        discountCode: 'SAMRUNS10',
        sales: { orders: 1, revenue: '50', currencyCode: 'USD' },
      },
    ],
    ...overrides,
  };
}

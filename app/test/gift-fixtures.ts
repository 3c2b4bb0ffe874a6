import type { GiftProducts } from '@shared/schemas/gifts';

/**
 * The gift picker's products (`GET /api/shopify-product/self/variants`): a tee in S (4 in stock)
 * and M (out of stock), in USD.
 */
export const GIFT_PRODUCTS: GiftProducts = {
  products: [
    {
      id: 'gid://shopify/Product/1',
      title: 'Organic Tee',
      imageUrl: null,
      variants: [
        {
          id: 'gid://shopify/ProductVariant/11',
          title: 'S',
          price: { amount: '29.00', currencyCode: 'USD' },
          inventoryQuantity: 4,
          available: true,
        },
        {
          id: 'gid://shopify/ProductVariant/12',
          title: 'M',
          price: { amount: '29.00', currencyCode: 'USD' },
          inventoryQuantity: 0,
          available: false,
        },
      ],
    },
  ],
  pageInfo: { hasNextPage: false, endCursor: null },
};

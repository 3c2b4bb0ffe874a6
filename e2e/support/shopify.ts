/**
 * The local Shopify the e2e suite starts beside the app (playwright.config.ts): the app's
 * credentials, the demo shop it serves (providers/shopify/demo-shop.ts) and where.
 */
export const E2E_SHOPIFY = {
  apiKey: 'e2e-shopify-key',
  apiSecret: 'e2e-shopify-secret',
  shop: 'collabify-demo.myshopify.com',
  /** The second demo shop, connected by the gifting spec (a shop connects to one account). */
  giftShop: 'collabify-gifts.myshopify.com',
  port: Number(process.env.E2E_SHOPIFY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 10),
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
};

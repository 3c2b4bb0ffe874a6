import Stripe from 'stripe';

/**
 * The local Stripe the e2e suite starts beside the app (playwright.config.ts): the keys the app
 * and the local Stripe share, the prices it sells (providers/stripe/catalog.ts)
 * and where it listens.
 */
export const E2E_STRIPE = {
  secretKey: 'sk_test_e2e',
  webhookSecret: 'whsec_e2e',
  prices: { starter: 'price_local_starter', pro: 'price_local_pro' },
  port: Number(process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 20),
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
};

/**
 * Disables or enables the local Stripe's webhook endpoint through Stripe's API
 * (`POST /v1/webhook_endpoints/{id}` `disabled`): while disabled the app gets no webhook at all.
 */
export async function setStripeWebhooks(enabled: boolean): Promise<void> {
  const stripe = new Stripe(E2E_STRIPE.secretKey, {
    host: '127.0.0.1',
    port: E2E_STRIPE.port,
    protocol: 'http',
  });
  for (const endpoint of (await stripe.webhookEndpoints.list()).data) {
    await stripe.webhookEndpoints.update(endpoint.id, { disabled: !enabled });
  }
}

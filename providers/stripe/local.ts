import { type LocalProvider, appUrl, portSetting, setting } from '../kit/cli';
import { DEFAULT_PRICES, DEFAULT_RETRY_DELAYS_MS, startFakeStripe } from './server';

/**
 * The local Stripe as `npm run stripe:local` and `npm run providers:local` start it: on
 * STRIPE_FAKE_PORT (default 4020) for the key STRIPE_SECRET_KEY (default "sk_test_local"),
 * signing webhooks with STRIPE_WEBHOOK_SECRET (default "whsec_local") and delivering them to
 * APP_URL (the app's base URL, default http://localhost:3000) + `/api/webhooks/stripe`, retrying
 * a failed delivery, selling Starter ($49/month) and Pro ($149/month); each request and delivery
 * attempt logged.
 * @throws the listening error (EADDRINUSE …) or {@link portSetting}'s for a bad port.
 */
export async function startLocalStripe(): Promise<LocalProvider> {
  const port = portSetting('STRIPE_FAKE_PORT', 4020);
  const secretKey = setting('STRIPE_SECRET_KEY', 'sk_test_local');
  const webhookSecret = setting('STRIPE_WEBHOOK_SECRET', 'whsec_local');
  const webhookUrl = appUrl('/api/webhooks/stripe');

  const fake = await startFakeStripe({ secretKey, webhookSecret, webhookUrl, port, log: true });
  const [starter, pro] = DEFAULT_PRICES;
  const retries = DEFAULT_RETRY_DELAYS_MS.map((ms) => `${ms / 1000} s`).join(', ');

  return {
    name: 'Stripe',
    portSetting: 'STRIPE_FAKE_PORT',
    origin: fake.origin,
    callsTheApp: true,
    summary: `
  Dashboard:  ${fake.origin}/   (renew, fail a payment, cancel; events, deliveries, Resend)
  Webhooks:   POST ${webhookUrl}   (APP_URL + /api/webhooks/stripe)
              a failed delivery is retried after ${retries}
  Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined
`,
    settings: [
      ['STRIPE_SECRET_KEY', secretKey],
      ['STRIPE_WEBHOOK_SECRET', webhookSecret],
      ['STRIPE_PRICE_STARTER', starter!.id],
      ['STRIPE_PRICE_PRO', pro!.id],
      ['STRIPE_TEST_SERVER_URL', fake.origin],
    ],
    close: () => fake.close(),
  };
}

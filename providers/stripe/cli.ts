import { appUrl, portSetting, serve, setting } from '../kit/cli';
import { DEFAULT_PRICES, startFakeStripe } from './server';

/**
 * `npm run stripe:local` (or `npx tsx providers/stripe/cli.ts`): starts the local
 * Stripe on STRIPE_FAKE_PORT (default 4020) for the key STRIPE_SECRET_KEY (default
 * "sk_test_local"), signing webhooks with STRIPE_WEBHOOK_SECRET (default "whsec_local") and
 * delivering them to APP_URL (the app's base URL, default http://localhost:3000) +
 * `/api/webhooks/stripe`, selling Starter ($49/month) and Pro ($149/month). Prints what to set in
 * the app's environment. Stops on Ctrl-C / SIGTERM.
 */

const port = portSetting('STRIPE_FAKE_PORT', 4020);
const secretKey = setting('STRIPE_SECRET_KEY', 'sk_test_local');
const webhookSecret = setting('STRIPE_WEBHOOK_SECRET', 'whsec_local');
const webhookUrl = appUrl('/api/webhooks/stripe');

const fake = await startFakeStripe({ secretKey, webhookSecret, webhookUrl, port, log: true });
const [starter, pro] = DEFAULT_PRICES;

serve(
  fake,
  `
Stripe fake listening on ${fake.origin}

  Dashboard:  ${fake.origin}/   (renew, fail a payment, cancel; events and deliveries)
  Webhooks:   POST ${webhookUrl}
  Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined

Set in the app's environment:

  STRIPE_SECRET_KEY=${secretKey}
  STRIPE_WEBHOOK_SECRET=${webhookSecret}
  STRIPE_PRICE_STARTER=${starter!.id}
  STRIPE_PRICE_PRO=${pro!.id}
  STRIPE_TEST_SERVER_URL=${fake.origin}   # test/demo only: the SDK talks to this server
`,
);

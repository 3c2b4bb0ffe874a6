import { appUrl, portSetting, serve, setting } from '../kit/cli';
import { DEMO_SHOP } from './demo-shop';
import { startFakeShopify } from './server';

/**
 * `npm run shopify:local` (or `npx tsx providers/shopify/cli.ts`): starts the fake
 * on SHOPIFY_FAKE_PORT (default 4010) for the app credentials SHOPIFY_API_KEY / SHOPIFY_API_SECRET
 * (defaults "local-shopify-key" / "local-shopify-secret"), with APP_URL (the app's base URL, as the
 * app reads it; default http://localhost:3000) + `/shopify/launch` as the App URL the admin's
 * "Open Collabify" launches, and one demo shop,
 * then prints what to set in the app's environment. Stops on Ctrl-C / SIGTERM.
 */

const port = portSetting('SHOPIFY_FAKE_PORT', 4010);
const apiKey = setting('SHOPIFY_API_KEY', 'local-shopify-key');
const apiSecret = setting('SHOPIFY_API_SECRET', 'local-shopify-secret');
const launchUrl = appUrl('/shopify/launch');

const fake = await startFakeShopify({ apiKey, apiSecret, port, appUrl: launchUrl, log: true });
fake.addShop(DEMO_SHOP);

serve(
  fake,
  `
Shopify fake listening on ${fake.origin}

  Shop admin:   ${fake.origin}/${DEMO_SHOP.domain}
  Storefront:   ${fake.origin}/${DEMO_SHOP.domain}/checkout
  Discounts:    WELCOME10 (10% off, active), SPRING5 (expired)

Set in the app's environment:

  SHOPIFY_API_KEY=${apiKey}
  SHOPIFY_API_SECRET=${apiSecret}
  SHOPIFY_TEST_SERVER_URL=${fake.origin}   # test/demo only: https://{shop}/… goes to ${fake.origin}/{shop}/…

Install from the shop admin ("Install Collabify" opens ${launchUrl}?shop=…&hmac=…),
or start the app's install for shop ${DEMO_SHOP.domain}.
`,
);

import { type LocalProvider, appUrl, portSetting, setting } from '../kit/cli';
import { DEMO_SHOP, GIFT_DEMO_SHOP } from './demo-shop';
import { startFakeShopify } from './server';

/**
 * The local Shopify as `npm run shopify:local` and `npm run providers:local` start it: on
 * SHOPIFY_FAKE_PORT (default 4010) for the app credentials SHOPIFY_API_KEY / SHOPIFY_API_SECRET
 * (defaults "local-shopify-key" / "local-shopify-secret"), with APP_URL (the app's base URL, as
 * the app reads it; default http://localhost:3000) + `/shopify/launch` as the App URL the admin's
 * "Install Collabify" / "Open Collabify" opens, two demo shops (the second for gifting), and each request and webhook
 * delivery logged.
 * @throws the listening error (EADDRINUSE …) or {@link portSetting}'s for a bad port.
 */
export async function startLocalShopify(): Promise<LocalProvider> {
  const port = portSetting('SHOPIFY_FAKE_PORT', 4010);
  const apiKey = setting('SHOPIFY_API_KEY', 'local-shopify-key');
  const apiSecret = setting('SHOPIFY_API_SECRET', 'local-shopify-secret');
  const launchUrl = appUrl('/shopify/launch');

  const fake = await startFakeShopify({ apiKey, apiSecret, port, appUrl: launchUrl, log: true });
  fake.addShop(DEMO_SHOP);
  fake.addShop(GIFT_DEMO_SHOP);

  return {
    name: 'Shopify',
    portSetting: 'SHOPIFY_FAKE_PORT',
    origin: fake.origin,
    callsTheApp: true,
    summary: `
  Shop admin:   ${fake.origin}/${DEMO_SHOP.domain}
  Storefront:   ${fake.origin}/${DEMO_SHOP.domain}/checkout
  Discounts:    WELCOME10 (10% off, active), SPRING5 (expired)
  Gift shop:    ${fake.origin}/${GIFT_DEMO_SHOP.domain} (gifting: mark gift orders shipped/delivered there)
  Install:      "Install Collabify" in the shop admin opens ${launchUrl}?shop=…&hmac=…
                (APP_URL + /shopify/launch), or connect ${DEMO_SHOP.domain} from the app
`,
    settings: [
      ['SHOPIFY_API_KEY', apiKey],
      ['SHOPIFY_API_SECRET', apiSecret],
      ['SHOPIFY_TEST_SERVER_URL', fake.origin],
    ],
    close: () => fake.close(),
  };
}

import { serve, startupText } from '../kit/cli';
import { startLocalShopify } from './local';

/**
 * `npm run shopify:local` (or `npx tsx providers/shopify/cli.ts`): starts the local Shopify
 * ({@link startLocalShopify}: SHOPIFY_FAKE_PORT, SHOPIFY_API_KEY, SHOPIFY_API_SECRET, APP_URL),
 * then prints the command that starts the app on it. Stops on Ctrl-C / SIGTERM.
 */
const shopify = await startLocalShopify();
serve(shopify, startupText(shopify, 'npm run shopify:local'));

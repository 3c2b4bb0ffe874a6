import { serve } from '../kit/cli';
import { startLocalProviders } from './start';

/**
 * `npm run providers:local` (or `npx tsx providers/all/cli.ts`): starts the local Shopify,
 * Stripe, Google, Meta and TikTok in this one process, on their port variables
 * (SHOPIFY_FAKE_PORT 4010, STRIPE_FAKE_PORT 4020, GOOGLE_FAKE_PORT 4030, META_FAKE_PORT 4040,
 * TIKTOK_FAKE_PORT 4050; 0 picks a free port), for the app at APP_URL (default
 * http://localhost:3000, announced loudly when assumed), then prints the `npm start` command that
 * points the app at all of them. Stops all five on Ctrl-C / SIGTERM. Exits 1 naming each
 * provider that could not start (a port in use, a bad port variable).
 */
try {
  const local = await startLocalProviders();
  serve(local, local.text);
} catch (error) {
  const reasons = error instanceof AggregateError ? error.errors : [error];
  console.error(`${error instanceof Error ? error.message : String(error)}:`);
  for (const reason of reasons)
    console.error(`  - ${reason instanceof Error ? reason.message : String(reason)}`);
  console.error(
    'A port in use: stop what holds it, or choose another with SHOPIFY_FAKE_PORT, STRIPE_FAKE_PORT,\n' +
      'GOOGLE_FAKE_PORT, META_FAKE_PORT or TIKTOK_FAKE_PORT (0 picks a free port).',
  );
  process.exit(1);
}

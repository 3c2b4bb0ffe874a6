import { serve, startupText } from '../kit/cli';
import { startLocalStripe } from './local';

/**
 * `npm run stripe:local` (or `npx tsx providers/stripe/cli.ts`): starts the local Stripe
 * ({@link startLocalStripe}: STRIPE_FAKE_PORT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, APP_URL),
 * then prints the command that starts the app on it. Stops on Ctrl-C / SIGTERM.
 */
const stripe = await startLocalStripe();
serve(stripe, startupText(stripe, 'npm run stripe:local'));

import {
  type LocalProvider,
  appAddressSettings,
  assumedAppUrlWarning,
  providerSummary,
  startCommand,
} from '../kit/cli';
import { startLocalGoogle } from '../google/local';
import { startLocalMeta } from '../meta/local';
import { startLocalShopify } from '../shopify/local';
import { startLocalStripe } from '../stripe/local';
import { startLocalTikTok } from '../tiktok/local';

/**
 * The five local providers in one process (`npm run providers:local`): each started by its
 * vendor's `local.ts` from the same variables as `npm run <vendor>:local`, and one command that
 * starts the app on all of them.
 */

/** The five local providers, running. */
export interface LocalProviders {
  readonly providers: readonly LocalProvider[];
  /** Every provider's summary, the `npm start` command with APP_URL and every setting, the APP_URL warning. */
  readonly text: string;
  /** Stops them all. */
  close(): Promise<void>;
}

/**
 * Starts Shopify, Stripe, Google, Meta and TikTok side by side.
 * @throws {AggregateError} with each provider's start-up error (EADDRINUSE, a bad port variable)
 * after closing the ones that started.
 */
export async function startLocalProviders(): Promise<LocalProviders> {
  const results = await Promise.allSettled([
    startLocalShopify(),
    startLocalStripe(),
    startLocalGoogle(),
    startLocalMeta(),
    startLocalTikTok(),
  ]);
  const providers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const close = async () => void (await Promise.all(providers.map((p) => p.close())));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  if (failures.length > 0) {
    await close();
    throw new AggregateError(failures, 'Some local providers could not start');
  }
  const settings = [...appAddressSettings(), ...providers.flatMap((p) => p.settings)];
  return {
    providers,
    close,
    text: `${providers.map(providerSummary).join('')}
Start Collabify on all five with (the *_TEST_SERVER_URL settings are for tests and demos only):

${startCommand(settings)}
${assumedAppUrlWarning('npm run providers:local')}`,
  };
}

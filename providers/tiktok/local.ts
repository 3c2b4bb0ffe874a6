import { type LocalProvider, portSetting, setting } from '../kit/cli';
import { DEMO_CREATOR, DEMO_SMALL_CREATOR } from './demo-accounts';
import { startFakeTikTok } from './server';

/**
 * The local TikTok as `npm run tiktok:local` and `npm run providers:local` start it: on
 * TIKTOK_FAKE_PORT (default 4050) for the app TIKTOK_CLIENT_KEY / TIKTOK_CLIENT_SECRET (defaults
 * "local-tiktok-key" / "local-tiktok-secret"), with the demo accounts. Any http(s) redirect URI is
 * accepted.
 * @throws the listening error (EADDRINUSE …) or {@link portSetting}'s for a bad port.
 */
export async function startLocalTikTok(): Promise<LocalProvider> {
  const port = portSetting('TIKTOK_FAKE_PORT', 4050);
  const clientKey = setting('TIKTOK_CLIENT_KEY', 'local-tiktok-key');
  const clientSecret = setting('TIKTOK_CLIENT_SECRET', 'local-tiktok-secret');

  const fake = await startFakeTikTok({ clientKey, clientSecret, port, log: true });
  for (const user of [DEMO_CREATOR, DEMO_SMALL_CREATOR]) fake.addUser(user);

  return {
    name: 'TikTok',
    portSetting: 'TIKTOK_FAKE_PORT',
    origin: fake.origin,
    callsTheApp: false,
    summary: `
  Accounts:  ${fake.origin}/
  Creators:  @${DEMO_CREATOR.username} (${DEMO_CREATOR.displayName}, from the bundled datasets),
             @${DEMO_SMALL_CREATOR.username} (${DEMO_SMALL_CREATOR.displayName})
`,
    settings: [
      ['TIKTOK_CLIENT_KEY', clientKey],
      ['TIKTOK_CLIENT_SECRET', clientSecret],
      ['TIKTOK_TEST_SERVER_URL', fake.origin],
    ],
    close: () => fake.close(),
  };
}

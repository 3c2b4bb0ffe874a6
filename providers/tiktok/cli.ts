import { portSetting, serve, setting } from '../kit/cli';
import { DEMO_CREATOR, DEMO_SMALL_CREATOR } from './demo-accounts';
import { startFakeTikTok } from './server';

/**
 * `npm run tiktok:local` (or `npx tsx providers/tiktok/cli.ts`): starts the local
 * TikTok on TIKTOK_FAKE_PORT (default 4050) for the app TIKTOK_CLIENT_KEY / TIKTOK_CLIENT_SECRET
 * (defaults "local-tiktok-key" / "local-tiktok-secret"), with the demo accounts, then prints
 * what to set in the app's environment. Any http(s) redirect URI is accepted. Stops on Ctrl-C /
 * SIGTERM.
 */

const port = portSetting('TIKTOK_FAKE_PORT', 4050);
const clientKey = setting('TIKTOK_CLIENT_KEY', 'local-tiktok-key');
const clientSecret = setting('TIKTOK_CLIENT_SECRET', 'local-tiktok-secret');

const fake = await startFakeTikTok({ clientKey, clientSecret, port, log: true });
for (const user of [DEMO_CREATOR, DEMO_SMALL_CREATOR]) fake.addUser(user);

serve(
  fake,
  `
TikTok fake listening on ${fake.origin}

  Accounts:  ${fake.origin}/
  Creators:  @${DEMO_CREATOR.username} (${DEMO_CREATOR.displayName}, from the bundled datasets),
             @${DEMO_SMALL_CREATOR.username} (${DEMO_SMALL_CREATOR.displayName})

Set in the app's environment:

  TIKTOK_CLIENT_KEY=${clientKey}
  TIKTOK_CLIENT_SECRET=${clientSecret}
  TIKTOK_TEST_SERVER_URL=${fake.origin}   # test/demo only: https://{host}/… goes to ${fake.origin}/{host}/…
`,
);

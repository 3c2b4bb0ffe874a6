import { serve, startupText } from '../kit/cli';
import { startLocalTikTok } from './local';

/**
 * `npm run tiktok:local` (or `npx tsx providers/tiktok/cli.ts`): starts the local TikTok
 * ({@link startLocalTikTok}: TIKTOK_FAKE_PORT, TIKTOK_CLIENT_KEY, TIKTOK_CLIENT_SECRET), then
 * prints the command that starts the app on it. Stops on Ctrl-C / SIGTERM.
 */
const tiktok = await startLocalTikTok();
serve(tiktok, startupText(tiktok, 'npm run tiktok:local'));

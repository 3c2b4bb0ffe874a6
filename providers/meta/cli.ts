import { serve, startupText } from '../kit/cli';
import { startLocalMeta } from './local';

/**
 * `npm run meta:local` (or `npx tsx providers/meta/cli.ts`): starts the local Meta
 * ({@link startLocalMeta}: META_FAKE_PORT, FACEBOOK_APP_ID / _SECRET, INSTAGRAM_APP_ID / _SECRET,
 * INSTAGRAM_DISCOVERY_TOKEN, INSTAGRAM_DISCOVERY_ACCOUNT_ID), then prints the command that starts
 * the app on it. Stops on Ctrl-C / SIGTERM.
 */
const meta = await startLocalMeta();
serve(meta, startupText(meta, 'npm run meta:local'));

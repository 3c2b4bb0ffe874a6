import { serve, startupText } from '../kit/cli';
import { startLocalGoogle } from './local';

/**
 * `npm run google:local` (or `npx tsx providers/google/cli.ts`): starts the local Google
 * ({@link startLocalGoogle}: GOOGLE_FAKE_PORT, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET,
 * GOOGLE_REDIRECT_URIS, YOUTUBE_API_KEY), then prints the command that starts the app on it.
 * Stops on Ctrl-C / SIGTERM.
 */
const google = await startLocalGoogle();
serve(google, startupText(google, 'npm run google:local'));

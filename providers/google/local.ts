import { type LocalProvider, portSetting, setting } from '../kit/cli';
import { DEMO_BRAND, DEMO_CREATOR, DEMO_PUBLIC_CHANNELS } from './demo-accounts';
import { startFakeGoogle } from './server';

/**
 * The local Google as `npm run google:local` and `npm run providers:local` start it: on
 * GOOGLE_FAKE_PORT (default 4030) for the OAuth client GOOGLE_CLIENT_ID (default
 * "local-google-client.apps.googleusercontent.com") / GOOGLE_CLIENT_SECRET (default
 * "local-google-secret"), accepting any http(s) redirect URI unless GOOGLE_REDIRECT_URIS
 * (comma-separated) registers some, with the two demo accounts and the public demo channels,
 * reading public YouTube data with the API key YOUTUBE_API_KEY (default "local-youtube-key").
 * @throws the listening error (EADDRINUSE …) or {@link portSetting}'s for a bad port.
 */
export async function startLocalGoogle(): Promise<LocalProvider> {
  const port = portSetting('GOOGLE_FAKE_PORT', 4030);
  const clientId = setting('GOOGLE_CLIENT_ID', 'local-google-client.apps.googleusercontent.com');
  const clientSecret = setting('GOOGLE_CLIENT_SECRET', 'local-google-secret');
  const apiKey = setting('YOUTUBE_API_KEY', 'local-youtube-key');
  const redirectUris = process.env.GOOGLE_REDIRECT_URIS?.split(',')
    .map((uri) => uri.trim())
    .filter((uri) => uri.length > 0);

  const google = await startFakeGoogle({
    clientId,
    clientSecret,
    port,
    apiKey,
    log: true,
    ...(redirectUris?.length ? { redirectUris } : {}),
  });
  const brand = google.addAccount(DEMO_BRAND);
  const creator = google.addAccount(DEMO_CREATOR);
  const channels = DEMO_PUBLIC_CHANNELS.map((channel) => google.addChannel(channel));

  return {
    name: 'Google',
    portSetting: 'GOOGLE_FAKE_PORT',
    origin: google.origin,
    callsTheApp: false,
    summary: `
  Home:       ${google.origin}/   (accounts, public channels, mail sent through Gmail)
  Discovery:  ${google.issuer}/.well-known/openid-configuration
  Accounts:   ${brand.name} <${brand.email}> (advertiser)
              ${creator.name} <${creator.email}> (creator: YouTube ${creator.channel!.title}, ${creator.channel!.handle}, ${creator.channel!.id})
  Channels:   ${channels.map((c) => `${c.title}, ${c.handle}, ${c.id}`).join('\n              ')}
              (public: no sign-in, read with the API key)
`,
    settings: [
      ['GOOGLE_CLIENT_ID', clientId],
      ['GOOGLE_CLIENT_SECRET', clientSecret],
      ['YOUTUBE_API_KEY', apiKey],
      ['GOOGLE_TEST_SERVER_URL', google.origin],
    ],
    close: () => google.close(),
  };
}

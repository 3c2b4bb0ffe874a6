import { type LocalProvider, portSetting, setting } from '../kit/cli';
import { addDemoAccounts } from './demo';
import { DEMO_CREATOR, DEMO_FACEBOOK_USERS } from './demo-accounts';
import { startFakeMeta } from './server';

/**
 * The local Meta as `npm run meta:local` and `npm run providers:local` start it: on
 * META_FAKE_PORT (default 4040) for the Facebook app FACEBOOK_APP_ID / FACEBOOK_APP_SECRET
 * (defaults "local-facebook-app" / "local-facebook-secret") and the Instagram app
 * INSTAGRAM_APP_ID / INSTAGRAM_APP_SECRET ("local-instagram-app" / "local-instagram-secret"),
 * with the demo accounts and Collabify's business discovery access (a 60-day token,
 * INSTAGRAM_DISCOVERY_TOKEN, default "local-instagram-discovery-token", for the account
 * INSTAGRAM_DISCOVERY_ACCOUNT_ID, default 17841400000000001). Any http(s) redirect URI is accepted.
 * @throws the listening error (EADDRINUSE …) or {@link portSetting}'s for a bad port.
 */
export async function startLocalMeta(): Promise<LocalProvider> {
  const port = portSetting('META_FAKE_PORT', 4040);
  const facebook = {
    appId: setting('FACEBOOK_APP_ID', 'local-facebook-app'),
    appSecret: setting('FACEBOOK_APP_SECRET', 'local-facebook-secret'),
  };
  const instagram = {
    appId: setting('INSTAGRAM_APP_ID', 'local-instagram-app'),
    appSecret: setting('INSTAGRAM_APP_SECRET', 'local-instagram-secret'),
  };

  const fake = await startFakeMeta({ facebook, instagram, port, log: true });
  const discovery = addDemoAccounts(fake, {
    accessToken: setting('INSTAGRAM_DISCOVERY_TOKEN', 'local-instagram-discovery-token'),
    igUserId: setting('INSTAGRAM_DISCOVERY_ACCOUNT_ID', '17841400000000001'),
  });

  return {
    name: 'Meta',
    portSetting: 'META_FAKE_PORT',
    origin: fake.origin,
    callsTheApp: false,
    summary: `
  Accounts:   ${fake.origin}/
  Facebook:   ${DEMO_FACEBOOK_USERS.map((u) => `${u.name} (${u.email ?? 'no email'})`).join(', ')}
  Instagram:  @${DEMO_CREATOR.username}, @codecrookshanks, @software_journey1 (creators, from the
              bundled dataset), @northbound.apparel (business), @rebecca_codes (personal, from
              the dataset) and @jamie.personal (personal): neither logs in nor is discoverable
  Discovery:  business discovery reads every business or creator account above through
              Collabify's own @collabify (id ${discovery.igUserId})
`,
    settings: [
      ['FACEBOOK_APP_ID', facebook.appId],
      ['FACEBOOK_APP_SECRET', facebook.appSecret],
      ['INSTAGRAM_APP_ID', instagram.appId],
      ['INSTAGRAM_APP_SECRET', instagram.appSecret],
      ['INSTAGRAM_DISCOVERY_TOKEN', discovery.accessToken],
      ['INSTAGRAM_DISCOVERY_ACCOUNT_ID', discovery.igUserId],
      ['META_TEST_SERVER_URL', fake.origin],
    ],
    close: () => fake.close(),
  };
}

import { portSetting, serve, setting } from '../kit/cli';
import { addDemoAccounts } from './demo';
import { DEMO_CREATOR, DEMO_FACEBOOK_USERS } from './demo-accounts';
import { startFakeMeta } from './server';

/**
 * `npm run meta:local` (or `npx tsx providers/meta/cli.ts`): starts the local
 * Meta on META_FAKE_PORT (default 4040) for the Facebook app FACEBOOK_APP_ID /
 * FACEBOOK_APP_SECRET (defaults "local-facebook-app" / "local-facebook-secret") and the
 * Instagram app INSTAGRAM_APP_ID / INSTAGRAM_APP_SECRET ("local-instagram-app" /
 * "local-instagram-secret"), with the demo accounts and Collabify's business discovery access
 * (a 60-day token, INSTAGRAM_DISCOVERY_TOKEN, default "local-instagram-discovery-token", for the
 * account INSTAGRAM_DISCOVERY_ACCOUNT_ID, default 17841400000000001), then prints what to set in
 * the app's environment. Any http(s) redirect URI
 * is accepted. Stops on Ctrl-C / SIGTERM.
 */

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

serve(
  fake,
  `
Meta fake listening on ${fake.origin}

  Accounts:   ${fake.origin}/
  Facebook:   ${DEMO_FACEBOOK_USERS.map((u) => `${u.name} (${u.email ?? 'no email'})`).join(', ')}
  Instagram:  @${DEMO_CREATOR.username}, @codecrookshanks, @software_journey1 (creators, from the
              bundled dataset), @northbound.apparel (business), @rebecca_codes (personal, from
              the dataset) and @jamie.personal (personal): neither logs in nor is discoverable
  Discovery:  business discovery reads every business or creator account above through
              Collabify's own @collabify (id ${discovery.igUserId})

Set in the app's environment:

  FACEBOOK_APP_ID=${facebook.appId}
  FACEBOOK_APP_SECRET=${facebook.appSecret}
  INSTAGRAM_APP_ID=${instagram.appId}
  INSTAGRAM_APP_SECRET=${instagram.appSecret}
  INSTAGRAM_DISCOVERY_TOKEN=${discovery.accessToken}
  INSTAGRAM_DISCOVERY_ACCOUNT_ID=${discovery.igUserId}
  META_TEST_SERVER_URL=${fake.origin}   # test/demo only: https://{host}/… goes to ${fake.origin}/{host}/…
`,
);

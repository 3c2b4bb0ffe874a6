import {
  DEMO_CREATOR,
  DEMO_DATASET_ACCOUNTS,
  DEMO_FACEBOOK_USERS,
  DEMO_OTHER_INSTAGRAM_ACCOUNTS,
} from './demo-accounts';
import { DEFAULT_DISCOVERY_ACCOUNT } from './discovery-access';
import type { FakeBusinessDiscoveryAccess, FakeMeta } from './server';

/**
 * Fills a fake with the demo accounts (demo-accounts.ts) and sets up Collabify's business
 * discovery access: the invented business account @collabify on a Page managed by the invented
 * person "Collabify Social" — with the token and account id given in `fixed` (the app's settings,
 * so a restarted fake keeps working with a running app). Every business or creator account is then
 * discoverable.
 */
export function addDemoAccounts(
  fake: FakeMeta,
  fixed: { accessToken?: string; igUserId?: string } = {},
): FakeBusinessDiscoveryAccess {
  for (const user of DEMO_FACEBOOK_USERS) fake.addFacebookUser(user);
  for (const account of [DEMO_CREATOR, ...DEMO_DATASET_ACCOUNTS, ...DEMO_OTHER_INSTAGRAM_ACCOUNTS])
    fake.addInstagramAccount(account);
  return fake.addBusinessDiscoveryAccess({
    account: { ...DEFAULT_DISCOVERY_ACCOUNT, ...(fixed.igUserId && { userId: fixed.igUserId }) },
    ...(fixed.accessToken && { accessToken: fixed.accessToken }),
  });
}

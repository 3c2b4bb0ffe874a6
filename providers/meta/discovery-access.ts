import {
  type FakeFacebookUserInput,
  type FakeInstagramAccountInput,
  addFacebookPage,
  addFacebookUser,
  addInstagramAccount,
} from './accounts';
import { FakeMetaError } from './errors';
import { BUSINESS_DISCOVERY_SCOPES } from './scopes';
import type { MetaStore } from './store';
import type { MetaTokens } from './tokens';

/**
 * What Collabify needs for business discovery (integrations.md §4.3): a Facebook person with a
 * role on a Page linked to Collabify's own Instagram business account, and a long-lived user
 * token of the Facebook app for that person with {@link BUSINESS_DISCOVERY_SCOPES}.
 */

/** Options of {@link addBusinessDiscoveryAccess}. */
export interface FakeBusinessDiscoveryAccessInput {
  /**
   * Collabify's own Instagram account: an existing business or creator account (username or
   * professional id) or a new one; default a new business account @collabify.
   */
  account?: string | FakeInstagramAccountInput;
  /** Who manages the Page: an existing person (app-scoped id) or a new one; default "Collabify Social". */
  person?: string | FakeFacebookUserInput;
  /** The Page's name; default the Instagram account's name. */
  pageName?: string;
  /** The token's permissions; default {@link BUSINESS_DISCOVERY_SCOPES}. */
  scopes?: readonly string[];
  /** The token's value (a configured app's fixed setting); default a new random token. */
  accessToken?: string;
}

/** What the app is configured with, and the ids behind it. */
export interface FakeBusinessDiscoveryAccess {
  /** The Facebook user token (60 days). */
  accessToken: string;
  /** Collabify's Instagram professional account id, the node business discovery is read on. */
  igUserId: string;
  facebookUserId: string;
  pageId: string;
}

/** Collabify's own business account when none is given. */
export const DEFAULT_DISCOVERY_ACCOUNT: FakeInstagramAccountInput = {
  username: 'collabify',
  name: 'Collabify',
  accountType: 'BUSINESS',
  followers: 1280,
  follows: 96,
  mediaCount: 0,
  biography: 'Influencer marketing for brands and Shopify merchants.',
};

/** Sets up discovery access; answers the token and ids. */
export function addBusinessDiscoveryAccess(
  store: MetaStore,
  tokens: MetaTokens,
  input: FakeBusinessDiscoveryAccessInput = {},
): FakeBusinessDiscoveryAccess {
  const accountInput = input.account ?? DEFAULT_DISCOVERY_ACCOUNT;
  const account =
    typeof accountInput === 'string'
      ? (store.instagramAccounts.get(accountInput) ??
        store.findInstagramAccount({ username: accountInput }))
      : addInstagramAccount(store, accountInput);
  if (!account) throw new FakeMetaError(`No Instagram account ${String(accountInput)}`);
  const personInput = input.person ?? { name: 'Collabify Social', email: null };
  const person =
    typeof personInput === 'string'
      ? store.facebookUsers.get(personInput)
      : addFacebookUser(store, personInput);
  if (!person) throw new FakeMetaError(`No Facebook user with id ${String(personInput)}`);
  const page = addFacebookPage(store, {
    name: input.pageName ?? account.name,
    instagramUserId: account.userId,
    managers: [person.id],
  });
  const token = tokens.issueFacebookToken({
    appId: store.facebook.appId,
    userId: person.id,
    scopes: [...(input.scopes ?? BUSINESS_DISCOVERY_SCOPES)],
    declined: [],
    ...(input.accessToken && { token: input.accessToken }),
  });
  return {
    accessToken: token.token,
    igUserId: account.userId,
    facebookUserId: person.id,
    pageId: page.id,
  };
}

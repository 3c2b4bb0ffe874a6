import { FakeMetaError } from './errors';
import {
  facebookUserId,
  numericId,
  instagramAppScopedId,
  instagramMediaId,
  instagramUserId,
  randomBase62,
} from './ids';
import type {
  FacebookPage,
  FacebookUser,
  InstagramAccount,
  InstagramMediaType,
  MetaStore,
} from './store';

/**
 * Adding people and accounts to the fake, checked the way Instagram and Facebook constrain them:
 * usernames of at most 30 letters, digits, periods and underscores, unique; counts are
 * non-negative integers.
 */

/** A person who can log in with Facebook. */
export interface FakeFacebookUserInput {
  name: string;
  /** Omitted or null: the account has no e-mail address (`/me` then never has `email`). */
  email?: string | null;
  /** The app-scoped id (default: a new 16-digit id). */
  id?: string;
}

/** One post of an Instagram account. */
export interface FakeInstagramMediaInput {
  likeCount: number;
  commentsCount: number;
  timestamp: Date | string;
  /** Default IMAGE. */
  mediaType?: InstagramMediaType;
  /** Default a new `https://www.instagram.com/p/{shortcode}/`. */
  permalink?: string;
  caption?: string;
  /** The owner hid the like count: business discovery leaves `like_count` out (default false). */
  likeCountHidden?: boolean;
  /** Default a new 17-digit id. */
  id?: string;
}

/** An Instagram account to add: its names, type and counts, and optionally the rest. */
export interface FakeInstagramAccountInput extends Pick<
  InstagramAccount,
  'username' | 'name' | 'accountType' | 'followers' | 'follows' | 'mediaCount'
> {
  /** The profile's bio (`biography`); default none. */
  biography?: string;
  /** The profile's website (`website`); default none. */
  website?: string;
  /** Absolute URL of the picture; default a picture the fake draws. */
  pictureUrl?: string;
  media?: readonly FakeInstagramMediaInput[];
  /** The professional account id (default a new `17841…` id). */
  userId?: string;
  /** The app-scoped id (default a new one). */
  appScopedId?: string;
}

const USERNAME = /^[A-Za-z0-9._]{1,30}$/;

function count(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new FakeMetaError(`${what} must be a non-negative integer, got ${value}`);
  return value;
}

/** Adds a Facebook user; answers it. */
export function addFacebookUser(store: MetaStore, input: FakeFacebookUserInput): FacebookUser {
  if (!input.name.trim()) throw new FakeMetaError('A Facebook user needs a name');
  const id = input.id ?? facebookUserId();
  if (store.facebookUsers.has(id)) throw new FakeMetaError(`Facebook user ${id} exists already`);
  const user: FacebookUser = { id, name: input.name, email: input.email ?? null };
  store.facebookUsers.set(id, user);
  return user;
}

/** Adds an Instagram account with its media (newest first); answers it. */
export function addInstagramAccount(
  store: MetaStore,
  input: FakeInstagramAccountInput,
): InstagramAccount {
  if (!USERNAME.test(input.username))
    throw new FakeMetaError(`Not an Instagram username: "${input.username}"`);
  if (store.findInstagramAccount({ username: input.username }))
    throw new FakeMetaError(`Instagram account @${input.username} exists already`);
  const userId = input.userId ?? instagramUserId();
  if (store.instagramAccounts.has(userId))
    throw new FakeMetaError(`Instagram account ${userId} exists already`);
  const media = (input.media ?? []).map((m) => {
    const timestampMs = new Date(m.timestamp).getTime();
    if (Number.isNaN(timestampMs))
      throw new FakeMetaError(`Not a media timestamp: ${String(m.timestamp)}`);
    return {
      id: m.id ?? instagramMediaId(),
      timestampMs,
      likeCount: count(m.likeCount, 'likeCount'),
      commentsCount: count(m.commentsCount, 'commentsCount'),
      mediaType: m.mediaType ?? 'IMAGE',
      permalink: m.permalink ?? `https://www.instagram.com/p/${randomBase62(11)}/`,
      caption: m.caption ?? null,
      likeCountHidden: m.likeCountHidden ?? false,
    };
  });
  media.sort((a, b) => b.timestampMs - a.timestampMs);
  const account: InstagramAccount = {
    userId,
    appScopedId: input.appScopedId ?? instagramAppScopedId(),
    username: input.username,
    name: input.name,
    accountType: input.accountType,
    followers: count(input.followers, 'followers'),
    follows: count(input.follows, 'follows'),
    mediaCount: count(input.mediaCount, 'mediaCount'),
    biography: input.biography ?? null,
    website: input.website ?? null,
    pictureUrl: input.pictureUrl ?? null,
    media,
  };
  store.instagramAccounts.set(userId, account);
  return account;
}

/** A Facebook Page linked to a professional Instagram account. */
export interface FakeFacebookPageInput {
  name: string;
  /** The linked account's professional id; it must be a business or creator account. */
  instagramUserId: string;
  /** App-scoped ids of the people with a role on the Page. */
  managers: readonly string[];
  /** Default a new 15-digit id. */
  id?: string;
}

/**
 * Adds a Page linking a business or creator account to the people who manage it (Meta links
 * only professional accounts to Pages); answers it.
 */
export function addFacebookPage(store: MetaStore, input: FakeFacebookPageInput): FacebookPage {
  const account = store.instagramAccounts.get(input.instagramUserId);
  if (!account) throw new FakeMetaError(`No Instagram account ${input.instagramUserId}`);
  if (account.accountType === 'PERSONAL')
    throw new FakeMetaError(`@${account.username} is a personal account: no Page can link it`);
  for (const manager of input.managers) {
    if (!store.facebookUsers.has(manager))
      throw new FakeMetaError(`No Facebook user with id ${manager}`);
  }
  const id = input.id ?? numericId(15, '1');
  if (store.pages.has(id)) throw new FakeMetaError(`Facebook Page ${id} exists already`);
  const page: FacebookPage = {
    id,
    name: input.name,
    instagramUserId: account.userId,
    managers: [...input.managers],
  };
  store.pages.set(id, page);
  return page;
}

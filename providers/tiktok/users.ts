import { FakeTikTokError } from './errors';
import { openId, unionId } from './ids';
import type { TikTokStore, TikTokUser } from './store';

/**
 * Adding users to the fake, checked as TikTok constrains them: usernames of 2 to 24 letters,
 * digits, underscores and periods, unique; counts are non-negative integers.
 */

/** A TikTok user to add: its name and counts, and optionally the rest. */
export interface FakeTikTokUserInput extends Pick<
  TikTokUser,
  'username' | 'displayName' | 'followers' | 'following' | 'likes' | 'videos'
> {
  /** Absolute URL of the avatar; default a picture the fake draws. */
  avatarUrl?: string;
  bio?: string;
  verified?: boolean;
  /** Default a new UUID. */
  openId?: string;
  /** Default a new UUID. */
  unionId?: string;
}

const USERNAME = /^[A-Za-z0-9_.]{2,24}$/;

function count(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new FakeTikTokError(`${what} must be a non-negative integer, got ${value}`);
  return value;
}

/** Adds a user; answers it. */
export function addUser(store: TikTokStore, input: FakeTikTokUserInput): TikTokUser {
  if (!USERNAME.test(input.username))
    throw new FakeTikTokError(`Not a TikTok username: "${input.username}"`);
  if (store.findUser(input.username))
    throw new FakeTikTokError(`TikTok user @${input.username} exists already`);
  const user: TikTokUser = {
    openId: input.openId ?? openId(),
    unionId: input.unionId ?? unionId(),
    username: input.username,
    displayName: input.displayName,
    followers: count(input.followers, 'followers'),
    following: count(input.following, 'following'),
    likes: count(input.likes, 'likes'),
    videos: count(input.videos, 'videos'),
    avatarUrl: input.avatarUrl ?? null,
    bio: input.bio ?? '',
    verified: input.verified ?? false,
  };
  if (store.users.has(user.openId))
    throw new FakeTikTokError(`TikTok user ${user.openId} exists already`);
  store.users.set(user.openId, user);
  return user;
}

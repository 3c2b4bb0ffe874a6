/**
 * Login Kit scopes the fake grants and the user-info fields each one opens
 * (https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info,
 * https://developers.tiktok.com/bulletin/user-info-scope-migration): `user.info.basic` → open_id,
 * union_id, avatar_url, avatar_url_100, avatar_large_url, display_name; `user.info.profile` →
 * bio_description, profile_deep_link, is_verified, username; `user.info.stats` →
 * follower_count, following_count, likes_count, video_count. Scopes are comma-separated.
 */

/** Scopes the fake knows. */
export const SCOPES = ['user.info.basic', 'user.info.profile', 'user.info.stats'] as const;

/** A scope the fake knows. */
export type Scope = (typeof SCOPES)[number];

/** The scope each user-info field needs. */
export const FIELD_SCOPES: Record<string, Scope> = {
  open_id: 'user.info.basic',
  union_id: 'user.info.basic',
  avatar_url: 'user.info.basic',
  avatar_url_100: 'user.info.basic',
  avatar_large_url: 'user.info.basic',
  display_name: 'user.info.basic',
  bio_description: 'user.info.profile',
  profile_deep_link: 'user.info.profile',
  is_verified: 'user.info.profile',
  username: 'user.info.profile',
  follower_count: 'user.info.stats',
  following_count: 'user.info.stats',
  likes_count: 'user.info.stats',
  video_count: 'user.info.stats',
};

/** Whether `scope` is one the fake knows. */
export function isScope(scope: string): scope is Scope {
  return (SCOPES as readonly string[]).includes(scope);
}

/** Human wording of a scope on the consent page. */
export function describeScope(scope: Scope): string {
  return {
    'user.info.basic': 'Read your profile info (avatar, display name)',
    'user.info.profile': 'Read your profile details (username, bio, verified badge, profile link)',
    'user.info.stats': 'Read your statistics (followers, following, likes, videos)',
  }[scope];
}

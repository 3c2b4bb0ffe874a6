import { ApiError } from './errors';
import { commaList } from '../kit/consent';
import { FIELD_SCOPES } from './scopes';
import type { TikTokStore, TikTokUser } from './store';
import type { TikTokTokens } from './tokens';

/**
 * `GET https://open.tiktokapis.com/v2/user/info/?fields=…` with `Authorization: Bearer act.…`
 * (https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info): `{"data": {"user": {…}},
 * "error": {"code": "ok", "message": "", "log_id"}}` with exactly the fields asked for. A field
 * whose scope the user did not grant is refused as a whole (401 `scope_not_authorized`); a
 * missing, unknown, expired or revoked token is 401 `access_token_invalid`; a missing or unknown
 * field 400 `invalid_params`.
 */

/** What the endpoint reads. */
export interface UserInfoContext {
  store: TikTokStore;
  tokens: TikTokTokens;
}

/** A picture URL: the user's, or one the fake draws at this size. */
function avatar(store: TikTokStore, user: TikTokUser, size: number): string {
  return (
    user.avatarUrl ??
    `${store.origin}/p16-sign-va.tiktokcdn.com/tos-maliva-avt/${user.openId}~c5_${size}x${size}.svg`
  );
}

function value(store: TikTokStore, user: TikTokUser, field: string): unknown {
  switch (field) {
    case 'open_id':
      return user.openId;
    case 'union_id':
      return user.unionId;
    case 'avatar_url':
      return avatar(store, user, 168);
    case 'avatar_url_100':
      return avatar(store, user, 100);
    case 'avatar_large_url':
      return avatar(store, user, 720);
    case 'display_name':
      return user.displayName;
    case 'bio_description':
      return user.bio;
    case 'profile_deep_link':
      return `https://www.tiktok.com/@${user.username}`;
    case 'is_verified':
      return user.verified;
    case 'username':
      return user.username;
    case 'follower_count':
      return user.followers;
    case 'following_count':
      return user.following;
    case 'likes_count':
      return user.likes;
    case 'video_count':
      return user.videos;
    default:
      return undefined;
  }
}

/** The `data.user` object for a request, or the {@link ApiError} refusing it. */
export function userInfo(
  context: UserInfoContext,
  authorization: string | undefined,
  fieldsParam: string | null,
): Record<string, unknown> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const record = token ? context.tokens.liveAccessToken(token) : undefined;
  const user = record && context.store.users.get(record.openId);
  if (!record || !user) {
    throw new ApiError(
      'access_token_invalid',
      'The access token is invalid or not found in the request.',
    );
  }
  const fields = commaList(fieldsParam ?? '');
  if (fields.length === 0) throw new ApiError('invalid_params', 'fields is required.');
  const unknown = fields.filter((f) => !(f in FIELD_SCOPES));
  if (unknown.length > 0)
    throw new ApiError('invalid_params', `Invalid fields: ${unknown.join(',')}.`);
  if (fields.some((f) => !record.scopes.includes(FIELD_SCOPES[f]!))) {
    throw new ApiError(
      'scope_not_authorized',
      'The user did not authorize the scope required for completing this request.',
    );
  }
  return Object.fromEntries(fields.map((f) => [f, value(context.store, user, f)]));
}

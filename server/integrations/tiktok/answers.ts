/**
 * What TikTok's Login Kit token endpoint and the Display API's user info answer, and how
 * TikTokClient reads them (integrations.md §5). TikTok has no official Node SDK.
 */

/**
 * Thrown when TikTok refuses: `message` is TikTok's description, `status` the HTTP status (502
 * when a JSON answer misses what TikTok documents; out of reach and non-JSON answers are the
 * 503 / 502 provider problems of errors.ts instead), `code`
 * TikTok's error: an OAuth `error` (`invalid_grant`, `invalid_client`, `invalid_request` …) or a
 * Display API `error.code` (`access_token_invalid`, `scope_not_authorized`, `invalid_params`,
 * `rate_limit_exceeded`, `internal_error`) — integrations.md §5 "OAuth errors", "API errors".
 */
export class TikTokAuthError extends Error {
  override readonly name = 'TikTokAuthError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Tokens of a code exchange or a refresh. Times UTC; TikTok rotates the refresh token. */
export interface TikTokTokens {
  /** The person's id for this app (`open_id`). */
  openId: string;
  accessToken: string;
  /** From `expires_in` (currently 2 h). */
  expiresAt: Date;
  refreshToken: string;
  /** From `refresh_expires_in` (currently 180 days). */
  refreshTokenExpiresAt: Date;
  /** What the person granted (the answer's comma-separated `scope`), not what was asked. */
  scopes: string[];
}

/** The person as `/v2/user/info/` answers, each field null when its scope was not granted. */
export interface TikTokUser {
  openId: string;
  unionId: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  /** The handle without `@` (`user.info.profile`). */
  username: string | null;
  /** `follower_count` (`user.info.stats`). */
  followers: number | null;
  /** `video_count` (`user.info.stats`). */
  videos: number | null;
}

/**
 * The user-info fields Collabify reads, by the scope that opens each (integrations.md §5,
 * "Scope→field map"). Asking for a field of a scope not granted fails the whole request.
 */
export const USER_INFO_FIELDS = {
  'user.info.basic': ['open_id', 'union_id', 'avatar_url', 'display_name'],
  'user.info.profile': ['username'],
  'user.info.stats': ['follower_count', 'video_count'],
} as const satisfies Record<string, readonly string[]>;

/** The {@link USER_INFO_FIELDS} that `scopes` (granted) open, for `userInfo`. */
export function userInfoFields(scopes: readonly string[]): string[] {
  return Object.entries(USER_INFO_FIELDS).flatMap(([scope, fields]) =>
    scopes.includes(scope) ? [...fields] : [],
  );
}

/** The token endpoint's answer: tokens, or an OAuth error. */
interface TokenAnswer {
  access_token?: string;
  expires_in?: number;
  open_id?: string;
  refresh_expires_in?: number;
  refresh_token?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

/** Reads a token answer. @throws TikTokAuthError for an OAuth error or an unreadable answer. */
export function tokensOf(status: number, body: unknown): TikTokTokens {
  const answer = (body ?? {}) as TokenAnswer;
  if (answer.error || status >= 400) {
    throw new TikTokAuthError(
      answer.error_description || answer.error || `TikTok answered ${status}`,
      status >= 400 ? status : 400,
      answer.error ?? 'unknown',
    );
  }
  const { access_token, expires_in, open_id, refresh_token, refresh_expires_in } = answer;
  if (!access_token || !open_id || !refresh_token || !expires_in || !refresh_expires_in) {
    throw new TikTokAuthError('TikTok answered an incomplete token', 502, 'invalid_answer');
  }
  const now = Date.now();
  return {
    openId: open_id,
    accessToken: access_token,
    expiresAt: new Date(now + expires_in * 1000),
    refreshToken: refresh_token,
    refreshTokenExpiresAt: new Date(now + refresh_expires_in * 1000),
    scopes: (answer.scope ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** The user-info answer: `{data: {user}, error: {code, message, log_id}}`. */
interface UserInfoAnswer {
  data?: { user?: Record<string, unknown> };
  error?: { code?: string; message?: string };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** Reads a user-info answer. @throws TikTokAuthError unless `error.code` is `ok`. */
export function userOf(status: number, body: unknown): TikTokUser {
  const answer = (body ?? {}) as UserInfoAnswer;
  const code = answer.error?.code;
  if (status >= 400 || code !== 'ok') {
    throw new TikTokAuthError(
      answer.error?.message || `TikTok answered ${status}`,
      status >= 400 ? status : 502,
      code ?? 'unknown',
    );
  }
  const user = answer.data?.user ?? {};
  const openId = text(user.open_id);
  if (!openId) throw new TikTokAuthError('TikTok answered no open_id', 502, 'invalid_answer');
  return {
    openId,
    unionId: text(user.union_id),
    displayName: text(user.display_name),
    avatarUrl: text(user.avatar_url),
    username: text(user.username),
    followers: count(user.follower_count),
    videos: count(user.video_count),
  };
}

import { ProviderError, type RecentPublications } from '../provider-profile';

/**
 * The YouTube Data API v3 answers `YouTubeDataClient` reads, and what they mean
 * (integrations.md §3.4; developers.google.com/youtube/v3/docs/channels, …/playlistItems,
 * …/videos, …/core_errors). Only the fields used are typed; every count is a string, and a
 * count the owner hides is absent.
 */

/** `snippet.thumbnails`: `default`, `medium`, `high` (and `standard`, `maxres` for videos). */
export type Thumbnails = Record<string, { url?: string; width?: number } | undefined>;

/** `channels.list` with part=snippet,statistics[,contentDetails] (refresh, and the creator's own channel at sign-in). */
export interface ChannelList {
  /** Absent when nothing matches. */
  items?: {
    id: string;
    snippet?: {
      title?: string;
      description?: string;
      /** `@handle` (lower case). */
      customUrl?: string;
      country?: string;
      thumbnails?: Thumbnails;
    };
    contentDetails?: { relatedPlaylists?: { uploads?: string } };
    statistics?: {
      subscriberCount?: string;
      hiddenSubscriberCount?: boolean;
      videoCount?: string;
      viewCount?: string;
    };
  }[];
}

/** One channel of a {@link ChannelList}. */
export type ChannelItem = NonNullable<ChannelList['items']>[number];

/** `playlistItems.list` with part=contentDetails. */
export interface PlaylistItemList {
  items?: { contentDetails?: { videoId?: string } }[];
}

/** `videos.list` with part=snippet,statistics. */
export interface VideoList {
  items?: {
    id: string;
    snippet?: { publishedAt?: string; liveBroadcastContent?: string };
    statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
  }[];
}

/** Google's error envelope. */
export interface ApiErrorBody {
  error?: {
    code?: number;
    message?: string;
    errors?: { reason?: string; domain?: string; message?: string }[];
    details?: { reason?: string }[];
  };
}

/** A count YouTube sent as a string; null when absent or not a whole number. */
export function count(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** The largest thumbnail's URL (by width, else maxres › standard › high › medium › default). */
export function bestThumbnail(thumbnails: Thumbnails | undefined): string | null {
  const order = ['maxres', 'standard', 'high', 'medium', 'default'];
  const candidates = Object.entries(thumbnails ?? {})
    .filter(([, t]) => typeof t?.url === 'string' && t.url !== '')
    .map(([name, t]) => ({ url: t!.url!, width: t!.width ?? 0, rank: order.indexOf(name) }))
    .sort((a, b) => b.width - a.width || rankOf(a.rank) - rankOf(b.rank));
  return candidates[0]?.url ?? null;
}

const rankOf = (rank: number) => (rank === -1 ? Number.MAX_SAFE_INTEGER : rank);

/**
 * Averages over the uploads read, newest first: live and upcoming broadcasts are left out; a
 * video without `likeCount` / `commentCount` (hidden or turned off) is left out of that average
 * only. Averages are rounded to integers, null when no video gives the number.
 */
export function recentPublications(videos: NonNullable<VideoList['items']>): RecentPublications {
  const posted = videos
    .filter((v) => !['live', 'upcoming'].includes(v.snippet?.liveBroadcastContent ?? 'none'))
    .sort((a, b) => time(b.snippet?.publishedAt) - time(a.snippet?.publishedAt));
  const average = (pick: (v: (typeof posted)[number]) => string | undefined) => {
    const values = posted.map((v) => count(pick(v))).filter((n): n is number => n !== null);
    return values.length ? Math.round(values.reduce((sum, n) => sum + n, 0) / values.length) : null;
  };
  const newest = posted[0]?.snippet?.publishedAt;
  return {
    count: posted.length,
    avgViews: average((v) => v.statistics?.viewCount),
    avgLikes: average((v) => v.statistics?.likeCount),
    avgComments: average((v) => v.statistics?.commentCount),
    lastPostedAt:
      newest && !Number.isNaN(Date.parse(newest)) ? new Date(newest).toISOString() : null,
  };
}

const time = (iso: string | undefined) => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** YouTube's reasons for a spent daily quota (`youtube.quota` / `usageLimits`). */
const QUOTA = ['quotaExceeded', 'dailyLimitExceeded', 'dailyLimitExceededUnreg'];
/** …for calls too fast (per-minute / per-user limits). */
const RATE = ['rateLimitExceeded', 'userRateLimitExceeded'];
/** …for the API key itself (`keyInvalid` was the reason before Google's 2020 envelope). */
const KEY = ['keyInvalid', 'keyExpired', 'API_KEY_INVALID', 'API_KEY_EXPIRED'];

/**
 * The {@link ProviderError} for an HTTP error answer of the API: 403 quota reasons → `quota`,
 * rate reasons or 429 → `rate-limited` (Retry-After when sent), 5xx → `unavailable`, any other
 * 4xx → `refused` (an invalid or restricted key, the API not enabled, a request YouTube does
 * not take: configuration problems a retry does not fix).
 */
export function errorOf(
  status: number,
  body: ApiErrorBody | null,
  retryAfter: string | null,
): ProviderError {
  const error = body?.error;
  const reasons = [
    ...(error?.errors ?? []).map((e) => e.reason),
    ...(error?.details ?? []).map((d) => d.reason),
  ].filter((r): r is string => typeof r === 'string');
  const said = `${status}${reasons.length ? ` ${reasons.join(', ')}` : ''}${error?.message ? `: ${error.message}` : ''}`;
  if (status >= 500) {
    return new ProviderError('youtube', 'unavailable', `YouTube is unavailable (${said}).`);
  }
  if (reasons.some((r) => QUOTA.includes(r))) {
    return new ProviderError(
      'youtube',
      'quota',
      'The YouTube API quota for today is spent; it resets at midnight Pacific Time.',
    );
  }
  if (status === 429 || reasons.some((r) => RATE.includes(r))) {
    const seconds = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
    return new ProviderError(
      'youtube',
      'rate-limited',
      `YouTube asks to slow down (${said}).`,
      seconds === null ? undefined : seconds * 1000,
    );
  }
  const what = reasons.some((r) => KEY.includes(r)) ? 'the API key' : 'the request';
  return new ProviderError('youtube', 'refused', `YouTube refused ${what} (${said}).`);
}

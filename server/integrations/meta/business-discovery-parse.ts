import type { ProviderProfile, RecentPublications } from '../provider-profile';
import { count, text } from './graph-errors';

/**
 * Reading business discovery's answers (integrations.md §4.3,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/business_discovery)
 * and Meta's usage headers (https://developers.facebook.com/docs/graph-api/overview/rate-limiting):
 * `X-App-Usage: {"call_count", "total_cputime", "total_time"}` (percent of the app's hourly
 * allowance) and `X-Business-Use-Case-Usage: {"<id>": [{"type", "call_count", "total_cputime",
 * "total_time", "estimated_time_to_regain_access"}]}` (minutes).
 */

/** What a response's usage headers say. */
export interface MetaUsage {
  /** The highest usage percent reported, or null when the response reported none. */
  percent: number | null;
  /** The longest `estimated_time_to_regain_access` reported, in minutes (0: not throttled). */
  regainMinutes: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const USAGE_KEYS = ['call_count', 'total_cputime', 'total_time'] as const;

function parseJson(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

const finite = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** The usage `headers` report; unreadable headers count as not reported. */
export function usageOf(headers: Headers): MetaUsage {
  const percents: number[] = [];
  let regainMinutes = 0;
  const read = (entry: unknown) => {
    if (!isRecord(entry)) return;
    for (const key of USAGE_KEYS) {
      const value = finite(entry[key]);
      if (value !== null) percents.push(value);
    }
    regainMinutes = Math.max(regainMinutes, finite(entry.estimated_time_to_regain_access) ?? 0);
  };
  read(parseJson(headers.get('x-app-usage')));
  const business = parseJson(headers.get('x-business-use-case-usage'));
  if (isRecord(business)) {
    for (const entries of Object.values(business)) {
      if (Array.isArray(entries)) entries.forEach(read);
    }
  }
  return { percent: percents.length ? Math.max(...percents) : null, regainMinutes };
}

/** Meta's `2022-02-23T13:02:38+0000` as ISO 8601 UTC, or null when unreadable. */
export function isoTimestamp(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

/**
 * Averages over the media read: likes over the media that show a like count (an owner may hide
 * it: `like_count` is then absent), comments likewise; the newest timestamp.
 */
export function recentOf(media: unknown): RecentPublications {
  const items = isRecord(media) && Array.isArray(media.data) ? media.data.filter(isRecord) : [];
  const likes = items.map((m) => count(m.like_count)).filter((n): n is number => n !== null);
  const comments = items.map((m) => count(m.comments_count)).filter((n): n is number => n !== null);
  const times = items.map((m) => isoTimestamp(m.timestamp)).filter((t): t is string => !!t);
  return {
    count: items.length,
    avgViews: null,
    avgLikes: mean(likes),
    avgComments: mean(comments),
    lastPostedAt: times.length ? times.reduce((a, b) => (a > b ? a : b)) : null,
  };
}

/**
 * The profile in an answer `{"business_discovery": {…, "id"}, "id"}`, or null when the answer
 * has no `business_discovery` with an id. `username` is the name asked for, used when the
 * answer omits it.
 */
export function profileOf(body: Record<string, unknown>, username: string): ProviderProfile | null {
  const account = body.business_discovery;
  if (!isRecord(account)) return null;
  const platformId = text(account.id);
  if (!platformId) return null;
  const handle = text(account.username) ?? username;
  return {
    platform: 'instagram',
    platformId,
    username: handle,
    name: text(account.name),
    avatarUrl: text(account.profile_picture_url),
    bio: text(account.biography),
    country: null,
    profileUrl: `https://www.instagram.com/${handle}`,
    followers: count(account.followers_count),
    posts: count(account.media_count),
    recent: recentOf(account.media),
  };
}

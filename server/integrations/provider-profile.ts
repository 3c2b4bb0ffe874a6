/**
 * What a provider's official API says about a public account now (issue 19): the YouTube Data
 * API v3 with an API key, Instagram business discovery with Collabify's business token. Counts
 * are integers as the provider gave them; averages are over the recent publications read.
 */
export interface ProviderProfile {
  platform: 'youtube' | 'instagram';
  /** YouTube channel id (`UC…`) or Instagram professional account id. */
  platformId: string;
  /** The handle, without `@` (YouTube's `customUrl`, Instagram's username). */
  username: string;
  name: string | null;
  avatarUrl: string | null;
  bio: string | null;
  /** ISO 3166-1 alpha-2 as the provider gave it (YouTube's channel country), else null. */
  country: string | null;
  /** The public profile address (https://www.youtube.com/@handle, https://www.instagram.com/name). */
  profileUrl: string;
  /** Subscribers / followers; null when the channel hides its subscriber count. */
  followers: number | null;
  /** Publications: uploads (videoCount) / media count. */
  posts: number | null;
  /** The recent publications the averages are over (count) and their averages, null when unknown. */
  recent: RecentPublications;
}

/** Averages over the most recent publications (non-live uploads / media), newest first. */
export interface RecentPublications {
  /** How many publications were read (0 when the account has none). */
  count: number;
  /** Mean views (YouTube only; null on Instagram or when none). */
  avgViews: number | null;
  /** Mean likes over the publications that show likes; null when none does. */
  avgLikes: number | null;
  /** Mean comments over the publications that show comments; null when none does. */
  avgComments: number | null;
  /** When the newest publication was posted (ISO 8601 UTC), null when none. */
  lastPostedAt: string | null;
}

/**
 * Why a provider call did not give a profile:
 * - `not-found`: no such account (YouTube channel unknown for the handle or id);
 * - `not-eligible`: the account exists or may exist but the API cannot read it (Instagram: not a
 *   business or creator account, or age-gated);
 * - `quota`: the daily quota is spent (YouTube 403 `quotaExceeded`) — wait for the next day;
 * - `rate-limited`: the provider asks to slow down (Meta codes 4, 17, 32, 613, 80002) — wait
 *   `retryAfterMs`;
 * - `refused`: our credentials are refused (invalid API key, expired or revoked token, missing
 *   permission) — a configuration problem, not retried;
 * - `unavailable`: the provider failed or could not be reached (5xx, network, Meta transient
 *   errors) — retried with backoff.
 */
export type ProviderErrorKind =
  'not-found' | 'not-eligible' | 'quota' | 'rate-limited' | 'refused' | 'unavailable';

/** A provider call that did not give a profile; `message` is shown to the person who asked. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: 'youtube' | 'instagram',
    readonly kind: ProviderErrorKind,
    message: string,
    /** For `rate-limited` (and `quota` when known): how long to wait, in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

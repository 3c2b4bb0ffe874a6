import { YOUTUBE_CHANNEL_ID } from '@shared/constants/account-names';
import { ProviderError, type ProviderProfile, type RecentPublications } from '../provider-profile';
import {
  type ApiErrorBody,
  type ChannelItem,
  type ChannelList,
  type PlaylistItemList,
  type VideoList,
  bestThumbnail,
  count,
  errorOf,
  recentPublications,
} from './youtube-data-responses';

/** Options of {@link YouTubeDataClient}. */
export interface YouTubeDataOptions {
  /** A Google Cloud API key with the YouTube Data API v3 enabled (reads public data only). */
  apiKey: string;
  /** Default `https://www.googleapis.com/youtube/v3`; tests and the demo point it at the fake. */
  baseUrl?: string;
  /** Uploads the averages are over, 1–50 (one `playlistItems.list` page); default 30. */
  recentUploads?: number;
  /** Default the global fetch. */
  fetch?: typeof fetch;
}

const DEFAULT_BASE_URL = 'https://www.googleapis.com/youtube/v3';
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Fresh numbers for a public YouTube channel from the YouTube Data API v3 with an API key
 * (integrations.md §3.4; developers.google.com/youtube/v3/docs): `channels.list`, then the
 * uploads playlist's newest items (`playlistItems.list`) and their statistics (`videos.list`),
 * 1 quota unit each from the project's 10,000 a day. Never `search.list` (its own bucket of 100
 * calls a day).
 */
export class YouTubeDataClient {
  /** Quota units one `channel` lookup spends at most (channels.list 1 + playlistItems.list 1 + videos.list 1). */
  static readonly LOOKUP_UNITS = 3;

  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly recentUploads: number;
  private readonly fetch: typeof fetch;

  constructor(options: YouTubeDataOptions) {
    const recentUploads = options.recentUploads ?? 30;
    if (!Number.isInteger(recentUploads) || recentUploads < 1 || recentUploads > 50)
      throw new RangeError(`recentUploads is 1–50 (one page of uploads), not ${recentUploads}`);
    this.apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.recentUploads = recentUploads;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /**
   * The channel by handle (`@x` or `x`) or channel id (`UC` + 22 characters):
   * `channels.list` part=snippet,statistics,contentDetails (forHandle= or id=) → its uploads
   * playlist → `playlistItems.list` part=contentDetails maxResults=recentUploads → `videos.list`
   * part=snippet,statistics → averages over those uploads that are not live or upcoming
   * broadcasts (`snippet.liveBroadcastContent`), `lastPostedAt` from the newest of them. A
   * channel without uploads (YouTube answers 404 playlistNotFound for its uploads playlist) has
   * `recent.count` 0 and null averages.
   *
   * `spend(units)` is awaited before each API call with that call's cost (1): the caller meters
   * the daily quota and may throw to stop; its error propagates unchanged.
   *
   * @throws ProviderError (provider `youtube`): `not-found` (no channel for the handle or id),
   *   `quota` (403 quotaExceeded / dailyLimitExceeded), `rate-limited` (rateLimitExceeded /
   *   userRateLimitExceeded, 429), `refused` (400 API key not valid — keyInvalid — and other
   *   4xx: forbidden, accessNotConfigured, a restricted key), `unavailable` (5xx, network error,
   *   timeout, an unreadable answer).
   */
  async channel(query: string, spend: (units: number) => Promise<void>): Promise<ProviderProfile> {
    const filter = filterOf(query);
    if (!filter) throw notFound(query);
    const channels = await this.get<ChannelList>(
      'channels',
      { part: 'snippet,statistics,contentDetails', ...filter },
      spend,
    );
    const item = channels?.items?.[0];
    if (!item) throw notFound(query);
    if (typeof item.id !== 'string') throw unreadable('channels');

    const uploads = item.contentDetails?.relatedPlaylists?.uploads;
    const playlist = uploads
      ? await this.get<PlaylistItemList>(
          'playlistItems',
          { part: 'contentDetails', playlistId: uploads, maxResults: String(this.recentUploads) },
          spend,
          { missingIsEmpty: true },
        )
      : null;
    const ids = (playlist?.items ?? []).flatMap((i) => i.contentDetails?.videoId ?? []);
    const videos = ids.length
      ? await this.get<VideoList>(
          'videos',
          { part: 'snippet,statistics', id: ids.join(',') },
          spend,
        )
      : null;
    return profileOf(item, recentPublications(videos?.items ?? []));
  }

  /**
   * One API call after `spend(1)`: the JSON body, or null for a 404 when `missingIsEmpty`.
   * @throws ProviderError for an error answer, a network failure or an unreadable body.
   */
  private async get<T extends { items?: unknown }>(
    resource: string,
    params: Record<string, string>,
    spend: (units: number) => Promise<void>,
    { missingIsEmpty = false } = {},
  ): Promise<T | null> {
    const url = new URL(`${this.baseUrl}/${resource}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', this.apiKey);
    await spend(1);
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProviderError(
        'youtube',
        'unavailable',
        `YouTube could not be reached (${reason}).`,
      );
    }
    const body = parseJson(text);
    if (!response.ok) {
      if (response.status === 404 && missingIsEmpty) return null;
      throw errorOf(
        response.status,
        body as ApiErrorBody | null,
        response.headers.get('retry-after'),
      );
    }
    const items = (body as { items?: unknown } | null)?.items;
    const isObject = (value: unknown) => typeof value === 'object' && value !== null;
    if (
      !isObject(body) ||
      (items !== undefined && !(Array.isArray(items) && items.every(isObject)))
    )
      throw unreadable(resource);
    return body as T;
  }
}

/** `{ id }` for a channel id, `{ forHandle: '@x' }` for a handle, null for neither. */
function filterOf(query: string): { id: string } | { forHandle: string } | null {
  const trimmed = query.trim();
  if (YOUTUBE_CHANNEL_ID.test(trimmed)) return { id: trimmed };
  const handle = trimmed.replace(/^@/, '');
  return /^[^\s@/?#&,]+$/u.test(handle) ? { forHandle: `@${handle}` } : null;
}

function profileOf(item: ChannelItem, recent: RecentPublications): ProviderProfile {
  const snippet = item.snippet ?? {};
  const statistics = item.statistics ?? {};
  const handle = snippet.customUrl?.replace(/^@/, '') || null;
  return {
    platform: 'youtube',
    platformId: item.id,
    username: handle ?? item.id,
    name: snippet.title || null,
    avatarUrl: bestThumbnail(snippet.thumbnails),
    bio: snippet.description || null,
    country: snippet.country || null,
    profileUrl: handle
      ? `https://www.youtube.com/@${handle}`
      : `https://www.youtube.com/channel/${item.id}`,
    followers: statistics.hiddenSubscriberCount ? null : count(statistics.subscriberCount),
    posts: count(statistics.videoCount),
    recent,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function notFound(query: string): ProviderError {
  const shown = query.trim();
  return new ProviderError(
    'youtube',
    'not-found',
    shown ? `YouTube has no channel ${shown}.` : 'No YouTube handle or channel id was given.',
  );
}

function unreadable(resource: string): ProviderError {
  return new ProviderError(
    'youtube',
    'unavailable',
    `YouTube's ${resource} answer could not be read.`,
  );
}

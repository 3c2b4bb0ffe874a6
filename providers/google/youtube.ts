import type { AccountStore, FakeAccount, FakeChannelInput } from './accounts';
import { type ApiCredentials, authorizeApiCall } from './api-auth';
import { GoogleApiError, backendError, badRequest, loginRequired, notFound } from './api-error';
import { FakeGoogleError } from './errors';
import { YOUTUBE_READ_SCOPES } from './scopes';
import type { TokenStore } from './tokens';
import type { YouTubeQuota } from './youtube-quota';
import {
  CHANNEL_PARTS,
  CHANNEL_PARTS_NOT_MODELLED,
  PLAYLIST_ITEM_PARTS,
  VIDEO_PARTS,
  VIDEO_PARTS_NOT_MODELLED,
  channelResource,
  listResponse,
  playlistItemResource,
  uploadsOf,
  uploadsPlaylistId,
  videoResource,
} from './youtube-resources';

/**
 * The three YouTube Data API v3 reads the app makes, under `/www.googleapis.com/youtube/v3`:
 *
 * - `GET /channels?part=…&{mine=true | id=UC…[,…] | forHandle=@…}` — exactly one filter
 *   (none → 400 missingRequiredParameter, two → 400 incompatibleParameters); `mine=true` needs a
 *   user's token; `items` is absent when nothing matches (an account without a channel).
 * - `GET /videos?part=…&id=v1,v2,…` — unknown ids are left out.
 * - `GET /playlistItems?part=…&playlistId=UU…&maxResults=0–50&pageToken=…` — a channel's uploads,
 *   newest first; an unknown playlist → 404 playlistNotFound, and so is the uploads playlist of a
 *   channel without uploads (what YouTube answers for empty channels, e.g.
 *   github.com/Elijas/auto-youtube-subscription-playlist-2/issues/86).
 *
 * `part` is required and checked against YouTube's part names (400 unknownPart). A Bearer token
 * needs one of youtube.readonly, youtube, youtube.force-ssl, youtubepartner; a configured API
 * key reads public data. Each call costs one quota unit. While an outage is set
 * ({@link YouTubeOutage}) calls answer a backend error first, before credentials or quota.
 */

/** What the handlers need from the fake. */
export interface YouTubeContext {
  accounts: AccountStore;
  tokens: TokenStore;
  quota: YouTubeQuota;
  outage: YouTubeOutage;
  origin: string;
  apiKey?: string;
}

/** An answer: status and JSON body. */
export interface YouTubeAnswer {
  status: number;
  body: unknown;
}

const SERVICE = 'youtube.googleapis.com';

/** Backend failures to come (`failYouTube`): the next `count` calls answer `status`. */
export class YouTubeOutage {
  private remaining = 0;
  private status: 500 | 503 = 503;

  /** The next `count` calls fail with `status` (500 or 503); 0 ends the outage. */
  fail(count: number, status: 500 | 503): void {
    if (!Number.isSafeInteger(count) || count < 0)
      throw new FakeGoogleError(`A failure count is a whole number ≥ 0: ${count}`);
    if (status !== 500 && status !== 503)
      throw new FakeGoogleError(`YouTube backend errors are 500 or 503, not ${String(status)}`);
    this.remaining = count;
    this.status = status;
  }

  /** Throws the backend error when a failure is due, counting it. */
  check(): void {
    if (this.remaining === 0) return;
    this.remaining -= 1;
    throw backendError(this.status);
  }
}

function notModelled(what: string): GoogleApiError {
  const message = `The local Google does not model ${what}.`;
  return new GoogleApiError(501, message, 'UNIMPLEMENTED', [
    { message, domain: 'global', reason: 'notImplemented' },
  ]);
}

/** The asked parts; throws for a missing `part` or a name YouTube does not have. */
function readParts(
  query: URLSearchParams,
  modelled: readonly string[],
  notModelledParts: readonly string[],
): Set<string> {
  const part = query.get('part');
  if (part === null || part.trim() === '') {
    throw badRequest('Required parameter: part', {
      reason: 'required',
      location: 'part',
      locationType: 'parameter',
    });
  }
  const names = part.split(',').map((p) => p.trim());
  for (const name of names) {
    if (!modelled.includes(name) && !notModelledParts.includes(name)) {
      throw badRequest(`'${name}'`, {
        domain: 'youtube.part',
        reason: 'unknownPart',
        location: 'part',
        locationType: 'parameter',
      });
    }
  }
  return new Set(names);
}

/** The one filter present among `filters`; throws for none or several. */
function readFilter(query: URLSearchParams, filters: readonly string[]): string {
  const present = filters.filter((f) => query.has(f));
  if (present.length === 0) {
    throw badRequest(`No filter selected. Expected one of: ${filters.join(', ')}`, {
      domain: 'youtube.parameter',
      reason: 'missingRequiredParameter',
      location: 'parameters.',
      locationType: 'other',
    });
  }
  if (present.length > 1) {
    throw badRequest(`Incompatible parameters specified in the request: ${present.join(', ')}`, {
      domain: 'youtube.parameter',
      reason: 'incompatibleParameters',
      location: 'parameters.',
      locationType: 'other',
    });
  }
  return present[0]!;
}

/** `maxResults` within [0, 50], default 5. */
function readMaxResults(query: URLSearchParams): number {
  const raw = query.get('maxResults');
  if (raw === null) return 5;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 50) {
    throw badRequest(`Invalid value '${raw}'. Values must be within the range: [0, 50]`, {
      reason: 'invalidParameter',
      location: 'maxResults',
      locationType: 'parameter',
    });
  }
  return value;
}

const PAGE_TOKEN_PREFIX = 'EAAaB';

function pageToken(offset: number): string {
  return `${PAGE_TOKEN_PREFIX}${Buffer.from(`PT:${offset}`).toString('base64url')}`;
}

function readPageToken(query: URLSearchParams): number {
  const token = query.get('pageToken');
  if (token === null || token === '') return 0;
  const decoded = token.startsWith(PAGE_TOKEN_PREFIX)
    ? Buffer.from(token.slice(PAGE_TOKEN_PREFIX.length), 'base64url').toString('utf8')
    : '';
  const match = /^PT:(\d+)$/.exec(decoded);
  if (!match) {
    throw badRequest('The request specifies an invalid page token.', {
      domain: 'youtube.parameter',
      reason: 'invalidPageToken',
      location: 'pageToken',
      locationType: 'parameter',
    });
  }
  return Number(match[1]);
}

function splitIds(value: string): string[] {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
}

function channels(ctx: YouTubeContext, query: URLSearchParams, caller: FakeAccount | null) {
  const parts = readParts(query, CHANNEL_PARTS, CHANNEL_PARTS_NOT_MODELLED);
  const filter = readFilter(query, [
    'categoryId',
    'forHandle',
    'forUsername',
    'id',
    'managedByMe',
    'mine',
    'mySubscribers',
  ]);
  const maxResults = readMaxResults(query);
  let found: FakeChannelInput[];
  if (filter === 'mine') {
    if (!caller) throw loginRequired();
    found = query.get('mine') === 'true' && caller.channel ? [caller.channel] : [];
  } else if (filter === 'id') {
    found = splitIds(query.get('id')!).flatMap((id) => ctx.accounts.channelById(id) ?? []);
  } else if (filter === 'forHandle') {
    const channel = ctx.accounts.channelByHandle(query.get('forHandle')!.trim());
    found = channel ? [channel] : [];
  } else if (filter === 'forUsername') {
    found = []; // legacy usernames: the fake's channels have none
  } else {
    throw notModelled(`the channels.list filter ${filter}`);
  }
  const items = found.map((channel) => channelResource(ctx.origin, channel, parts));
  return listResponse(
    'youtube#channelListResponse',
    items,
    { totalResults: items.length, resultsPerPage: maxResults },
    true,
  );
}

function videos(ctx: YouTubeContext, query: URLSearchParams) {
  const parts = readParts(query, VIDEO_PARTS, VIDEO_PARTS_NOT_MODELLED);
  const filter = readFilter(query, ['chart', 'id', 'myRating']);
  if (filter !== 'id') throw notModelled(`the videos.list filter ${filter}`);
  const uploads = ctx.accounts
    .channels()
    .flatMap((channel) => uploadsOf(channel).map((video) => ({ channel, video })));
  const items = splitIds(query.get('id')!).flatMap((id) => {
    const found = uploads.find((u) => u.video.id === id);
    return found ? [videoResource(ctx.origin, found.channel, found.video, parts)] : [];
  });
  return listResponse('youtube#videoListResponse', items, {
    totalResults: items.length,
    resultsPerPage: items.length,
  });
}

function playlistItems(ctx: YouTubeContext, query: URLSearchParams) {
  const parts = readParts(query, PLAYLIST_ITEM_PARTS, []);
  const filter = readFilter(query, ['id', 'playlistId']);
  if (filter !== 'playlistId') throw notModelled('the playlistItems.list filter id');
  const maxResults = readMaxResults(query);
  const offset = readPageToken(query);
  const playlistId = query.get('playlistId')!.trim();
  const channel = ctx.accounts.channels().find((c) => uploadsPlaylistId(c.id) === playlistId);
  const uploads = channel ? uploadsOf(channel) : [];
  if (!channel || uploads.length === 0) {
    const message =
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.";
    throw new GoogleApiError(404, message, 'NOT_FOUND', [
      {
        message,
        domain: 'youtube.playlistItem',
        reason: 'playlistNotFound',
        location: 'playlistId',
        locationType: 'parameter',
      },
    ]);
  }
  const page = uploads.slice(offset, offset + maxResults);
  const items = page.map((video, i) =>
    playlistItemResource(ctx.origin, channel, video, offset + i, parts),
  );
  const hasNext = maxResults > 0 && offset + maxResults < uploads.length;
  return listResponse('youtube#playlistItemListResponse', items, {
    totalResults: uploads.length,
    resultsPerPage: maxResults,
    ...(hasNext ? { nextPageToken: pageToken(offset + maxResults) } : {}),
    ...(offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - maxResults)) } : {}),
  });
}

const METHODS: Record<string, string> = {
  channels: 'youtube.api.v3.V3DataChannelService.List',
  videos: 'youtube.api.v3.V3DataVideoService.List',
  playlistItems: 'youtube.api.v3.V3DataPlaylistItemService.List',
};

/** Answers `GET /youtube/v3/{resource}`; refusals come back as their error answer. */
export function handleYouTube(
  ctx: YouTubeContext,
  resource: string,
  query: URLSearchParams,
  credentials: ApiCredentials,
): YouTubeAnswer {
  const method = METHODS[resource];
  if (!method) throw notFound();
  ctx.outage.check();
  const record = authorizeApiCall(ctx.tokens, ctx.apiKey, credentials, {
    service: SERVICE,
    method,
    scopes: YOUTUBE_READ_SCOPES,
    allowsApiKey: true,
  });
  ctx.quota.charge(1);
  const caller = record ? (ctx.accounts.bySubject(record.sub) ?? null) : null;
  if (resource === 'channels') return { status: 200, body: channels(ctx, query, caller) };
  if (resource === 'videos') return { status: 200, body: videos(ctx, query) };
  return { status: 200, body: playlistItems(ctx, query) };
}

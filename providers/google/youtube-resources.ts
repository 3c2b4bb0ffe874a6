import type { FakeChannelInput, FakeVideoInput } from './accounts';
import { etagOf } from './ids';

/**
 * YouTube Data API v3 resources as the API answers them
 * (https://developers.google.com/youtube/v3/docs/channels, …/videos, …/playlistItems): every
 * count is a string, `statistics.subscriberCount` is rounded down to three significant figures
 * above 1,000 (YouTube's public-count policy since 2019) and left out when the channel hides it
 * (`hiddenSubscriberCount: true`), properties of parts not asked for are absent. Image URLs point into the fake under the same host-prefix convention
 * (`{origin}/yt3.ggpht.com/…`, `{origin}/i.ytimg.com/…`), so pages load nothing from outside.
 */

/** Parts of a channel resource the fake fills. */
export const CHANNEL_PARTS = [
  'id',
  'snippet',
  'contentDetails',
  'statistics',
  'brandingSettings',
  'status',
] as const;
/** Channel parts YouTube has that the fake leaves out of the resource (accepted, not filled). */
export const CHANNEL_PARTS_NOT_MODELLED = [
  'auditDetails',
  'contentOwnerDetails',
  'localizations',
  'topicDetails',
] as const;
/** Parts of a video resource the fake fills. */
export const VIDEO_PARTS = ['id', 'snippet', 'contentDetails', 'statistics', 'status'] as const;
/** Video parts YouTube has that the fake leaves out. */
export const VIDEO_PARTS_NOT_MODELLED = [
  'fileDetails',
  'liveStreamingDetails',
  'localizations',
  'paidProductPlacementDetails',
  'player',
  'processingDetails',
  'recordingDetails',
  'suggestions',
  'topicDetails',
] as const;
/** Parts of a playlistItem resource. */
export const PLAYLIST_ITEM_PARTS = ['id', 'snippet', 'contentDetails', 'status'] as const;

const DEFAULT_CHANNEL_PUBLISHED_AT = '2015-06-01T12:00:00Z';

/** The count YouTube shows: exact below 1,000, else rounded down to 3 significant figures. */
export function roundSubscriberCount(count: number): number {
  if (count < 1000) return count;
  const factor = 10 ** (Math.floor(Math.log10(count)) + 1 - 3);
  return Math.floor(count / factor) * factor;
}

/** The uploads playlist id of a channel: `UC…` → `UU…`. */
export function uploadsPlaylistId(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

/** ISO 8601 duration (`PT1H2M3S`) of a length in seconds. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  if (seconds <= 0) return 'P0D';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

function withEtag<T extends object>(kind: string, body: T): { kind: string; etag: string } & T {
  return { kind, etag: etagOf(body), ...body };
}

/**
 * The parts asked for, each built by its builder, in the builders' order; a part not asked for is
 * absent (not null), as YouTube answers.
 */
function askedParts<T extends Record<string, () => object>>(
  parts: ReadonlySet<string>,
  builders: T,
): { [K in keyof T]?: ReturnType<T[K]> } {
  return Object.fromEntries(
    Object.entries(builders)
      .filter(([part]) => parts.has(part))
      .map(([part, build]) => [part, build()]),
  ) as { [K in keyof T]?: ReturnType<T[K]> };
}

function channelThumbnails(origin: string, channel: FakeChannelInput) {
  const base = channel.thumbnailUrl ?? `${origin}/yt3.ggpht.com/${channel.id}`;
  const sized = (size: number) =>
    channel.thumbnailUrl ? base : `${base}=s${size}-c-k-c0x00ffffff-no-rj`;
  return {
    default: { url: sized(88), width: 88, height: 88 },
    medium: { url: sized(240), width: 240, height: 240 },
    high: { url: sized(800), width: 800, height: 800 },
  };
}

function videoThumbnails(origin: string, videoId: string) {
  const url = (name: string) => `${origin}/i.ytimg.com/vi/${videoId}/${name}.jpg`;
  return {
    default: { url: url('default'), width: 120, height: 90 },
    medium: { url: url('mqdefault'), width: 320, height: 180 },
    high: { url: url('hqdefault'), width: 480, height: 360 },
  };
}

/** A `youtube#channel` with the asked parts. */
export function channelResource(
  origin: string,
  channel: FakeChannelInput,
  parts: ReadonlySet<string>,
) {
  const description = channel.description ?? '';
  return withEtag('youtube#channel', {
    id: channel.id,
    ...askedParts(parts, {
      snippet: () => ({
        title: channel.title,
        description,
        customUrl: channel.handle.toLowerCase(),
        publishedAt: channel.publishedAt ?? DEFAULT_CHANNEL_PUBLISHED_AT,
        thumbnails: channelThumbnails(origin, channel),
        localized: { title: channel.title, description },
        ...(channel.country ? { country: channel.country } : {}),
      }),
      contentDetails: () => ({
        relatedPlaylists: { likes: '', uploads: uploadsPlaylistId(channel.id) },
      }),
      statistics: () => ({
        viewCount: String(channel.viewCount),
        ...(channel.hiddenSubscriberCount
          ? {}
          : { subscriberCount: String(roundSubscriberCount(channel.subscriberCount)) }),
        hiddenSubscriberCount: channel.hiddenSubscriberCount === true,
        videoCount: String(channel.videoCount),
      }),
      brandingSettings: () => ({
        channel: {
          title: channel.title,
          description,
          ...(channel.keywords ? { keywords: channel.keywords } : {}),
          ...(channel.country ? { country: channel.country } : {}),
        },
        ...(channel.bannerUrl ? { image: { bannerExternalUrl: channel.bannerUrl } } : {}),
      }),
      status: () => ({
        privacyStatus: 'public',
        isLinked: true,
        longUploadsStatus: 'longUploadsUnspecified',
        madeForKids: false,
      }),
    }),
  });
}

/** An upload with its publication time. */
export type Upload = FakeVideoInput & { publishedAt: string };

/** A channel's uploads, newest first; a missing `publishedAt` is a day apart from the channel's. */
export function uploadsOf(channel: FakeChannelInput): Upload[] {
  const videos = channel.videos ?? [];
  const fallback = Date.parse(channel.publishedAt ?? '2026-01-01T12:00:00Z');
  return videos
    .map((video, i) => ({
      ...video,
      publishedAt:
        video.publishedAt ?? new Date(fallback + (videos.length - i) * 86_400_000).toISOString(),
    }))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
}

/** A `youtube#video` with the asked parts. */
export function videoResource(
  origin: string,
  channel: FakeChannelInput,
  video: Upload,
  parts: ReadonlySet<string>,
) {
  const description = video.description ?? '';
  return withEtag('youtube#video', {
    id: video.id,
    ...askedParts(parts, {
      snippet: () => ({
        publishedAt: video.publishedAt,
        channelId: channel.id,
        title: video.title,
        description,
        thumbnails: videoThumbnails(origin, video.id),
        channelTitle: channel.title,
        categoryId: '22',
        liveBroadcastContent: video.liveBroadcastContent ?? 'none',
        localized: { title: video.title, description },
      }),
      contentDetails: () => ({
        duration: isoDuration(video.durationSeconds ?? 600),
        dimension: '2d',
        definition: 'hd',
        caption: 'false',
        licensedContent: false,
        contentRating: {},
        projection: 'rectangular',
      }),
      statistics: () => ({
        viewCount: String(video.viewCount),
        ...(video.likeCount != null ? { likeCount: String(video.likeCount) } : {}),
        favoriteCount: '0',
        ...(video.commentCount != null ? { commentCount: String(video.commentCount) } : {}),
      }),
      status: () => ({
        uploadStatus: 'processed',
        privacyStatus: 'public',
        license: 'youtube',
        embeddable: true,
        publicStatsViewable: true,
        madeForKids: false,
      }),
    }),
  });
}

/** A `youtube#playlistItem` of an uploads playlist, with the asked parts. */
export function playlistItemResource(
  origin: string,
  channel: FakeChannelInput,
  video: Upload,
  position: number,
  parts: ReadonlySet<string>,
) {
  const playlistId = uploadsPlaylistId(channel.id);
  return withEtag('youtube#playlistItem', {
    id: Buffer.from(`${playlistId}.${video.id}`).toString('base64url'),
    ...askedParts(parts, {
      snippet: () => ({
        publishedAt: video.publishedAt,
        channelId: channel.id,
        title: video.title,
        description: video.description ?? '',
        thumbnails: videoThumbnails(origin, video.id),
        channelTitle: channel.title,
        playlistId,
        position,
        resourceId: { kind: 'youtube#video', videoId: video.id },
        videoOwnerChannelTitle: channel.title,
        videoOwnerChannelId: channel.id,
      }),
      contentDetails: () => ({ videoId: video.id, videoPublishedAt: video.publishedAt }),
      status: () => ({ privacyStatus: 'public' }),
    }),
  });
}

/** A list response: `kind`, `etag`, page tokens, `pageInfo`, and `items` unless `omitEmptyItems` and none. */
export function listResponse(
  kind: string,
  items: object[],
  page: {
    totalResults: number;
    resultsPerPage: number;
    nextPageToken?: string;
    prevPageToken?: string;
  },
  omitEmptyItems = false,
) {
  return withEtag(kind, {
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    ...(page.prevPageToken ? { prevPageToken: page.prevPageToken } : {}),
    pageInfo: { totalResults: page.totalResults, resultsPerPage: page.resultsPerPage },
    ...(items.length || !omitEmptyItems ? { items } : {}),
  });
}

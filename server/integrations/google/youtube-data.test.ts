import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTHING_RECENT, providerErrorOf } from '../../test/provider-profile';
import {
  type FakeChannelInput,
  type FakeGoogle,
  type FakeVideoInput,
  roundSubscriberCount,
  startFakeGoogle,
} from '@providers/google/server';
import { YouTubeDataClient } from './youtube-data';
import { errorOf } from './youtube-data-responses';

/**
 * The adapter against the local Google over real HTTP: channels, uploads and their statistics
 * are the fake's, answered as YouTube answers them; expectations are computed here from the
 * fixture's inputs.
 */

const API_KEY = 'AIzaTestKey';

const video = (
  n: number,
  day: number,
  counts: Partial<FakeVideoInput> & { viewCount: number },
): FakeVideoInput => ({
  id: `video${String(n).padStart(6, '0')}`,
  title: `Video ${n}`,
  publishedAt: new Date(Date.UTC(2026, 9, day, 12)).toISOString(),
  ...counts,
});

/** Uploads in no particular order: a live and an upcoming broadcast, hidden likes, comments off. */
const MAIN_VIDEOS: FakeVideoInput[] = [
  video(1, 1, { viewCount: 1000, likeCount: 100, commentCount: 10 }),
  video(2, 3, { viewCount: 2500, likeCount: null, commentCount: 7 }),
  video(3, 5, { viewCount: 4100, likeCount: 333, commentCount: null }),
  video(4, 7, { viewCount: 50, likeCount: 5, commentCount: 1, liveBroadcastContent: 'live' }),
  video(5, 9, { viewCount: 0, likeCount: 0, commentCount: 0, liveBroadcastContent: 'upcoming' }),
  video(6, 6, { viewCount: 7777, likeCount: 512, commentCount: 19 }),
  video(7, 2, { viewCount: 1234, commentCount: 3 }),
];

const MAIN: FakeChannelInput = {
  id: 'UCmainMainMainMainMain01',
  title: 'Main Channel',
  handle: '@MainChannel',
  subscriberCount: 2_345_678,
  videoCount: MAIN_VIDEOS.length,
  viewCount: 98_765_432,
  country: 'GB',
  description: 'Weekly things.',
  videos: MAIN_VIDEOS,
};
const HIDDEN: FakeChannelInput = {
  id: 'UChiddenHiddenHidden0001',
  title: 'Hidden Count',
  handle: '@hiddencount',
  subscriberCount: 5_000,
  hiddenSubscriberCount: true,
  videoCount: 2,
  viewCount: 4_000,
  videos: [
    video(10, 4, { viewCount: 300 }),
    video(11, 8, { viewCount: 701, likeCount: null, commentCount: null }),
  ],
};
const EMPTY: FakeChannelInput = {
  id: 'UCemptyEmptyEmptyEmpty01',
  title: 'Nothing Yet',
  handle: '@nothingyet',
  subscriberCount: 12,
  videoCount: 0,
  viewCount: 0,
};

/** What the test expects over `videos` (the fixture's inputs), newest `n` uploads first. */
function expectedRecent(videos: FakeVideoInput[], n = 30) {
  const newest = [...videos]
    .sort((a, b) => Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!))
    .slice(0, n)
    .filter((v) => (v.liveBroadcastContent ?? 'none') === 'none');
  const mean = (values: (number | null | undefined)[]) => {
    const shown = values.filter((v): v is number => v != null);
    return shown.length ? Math.round(shown.reduce((a, b) => a + b, 0) / shown.length) : null;
  };
  return {
    count: newest.length,
    avgViews: mean(newest.map((v) => v.viewCount)),
    avgLikes: mean(newest.map((v) => v.likeCount)),
    avgComments: mean(newest.map((v) => v.commentCount)),
    lastPostedAt: newest[0]?.publishedAt ?? null,
  };
}

let google: FakeGoogle;
let client: YouTubeDataClient;
let spent: number[];
const spend = async (units: number) => {
  spent.push(units);
};

beforeEach(async () => {
  const clock = new Date('2026-11-02T10:00:00Z');
  google = await startFakeGoogle({
    clientId: 'test.apps.googleusercontent.com',
    clientSecret: 'secret',
    apiKey: API_KEY,
    now: () => clock,
  });
  for (const channel of [MAIN, HIDDEN, EMPTY]) google.addChannel(channel);
  client = new YouTubeDataClient({ apiKey: API_KEY, baseUrl: youtubeBase() });
  spent = [];
});

afterEach(async () => {
  // Never search.list (its own bucket of 100 calls a day): only the three list methods.
  expect(google.youtubeCalls.map((c) => c.resource)).not.toContain('search');
  await google.close();
});

const youtubeBase = () => `${google.origin}/www.googleapis.com/youtube/v3`;

describe('YouTubeDataClient.channel', () => {
  it('reads a channel by handle with averages over its non-live uploads, in three calls of one unit', async () => {
    const profile = await client.channel('@MainChannel', spend);
    expect(profile).toEqual({
      platform: 'youtube',
      platformId: MAIN.id,
      username: 'mainchannel', // YouTube's customUrl is the handle in lower case
      name: 'Main Channel',
      avatarUrl: `${google.origin}/yt3.ggpht.com/${MAIN.id}=s800-c-k-c0x00ffffff-no-rj`,
      bio: 'Weekly things.',
      country: 'GB',
      profileUrl: 'https://www.youtube.com/@mainchannel',
      followers: roundSubscriberCount(MAIN.subscriberCount),
      posts: MAIN.videoCount,
      recent: expectedRecent(MAIN_VIDEOS),
    });
    // Hidden likes and disabled comments leave that video out of that average only.
    expect(profile.recent.count).toBe(5);

    expect(spent).toEqual([1, 1, 1]);
    expect(google.youtubeQuotaUsed).toBe(YouTubeDataClient.LOOKUP_UNITS);
    expect(google.youtubeCalls).toEqual([
      {
        resource: 'channels',
        params: {
          part: 'snippet,statistics,contentDetails',
          forHandle: '@MainChannel',
          key: API_KEY,
        },
      },
      {
        resource: 'playlistItems',
        params: {
          part: 'contentDetails',
          playlistId: 'UUmainMainMainMainMain01',
          maxResults: '30',
          key: API_KEY,
        },
      },
      {
        resource: 'videos',
        params: {
          part: 'snippet,statistics',
          id: expect.stringMatching(/^video\d{6}(,video\d{6}){6}$/),
          key: API_KEY,
        },
      },
    ]);
  });

  it('finds the same channel by handle without @, in any case, and by channel id', async () => {
    const byHandle = await client.channel('@MainChannel', spend);
    expect(await client.channel('mainchannel', spend)).toEqual(byHandle);
    expect(await client.channel(' MAINCHANNEL ', spend)).toEqual(byHandle);
    expect(await client.channel(MAIN.id, spend)).toEqual(byHandle);
    expect(google.youtubeCalls.at(-3)!.params).toMatchObject({ id: MAIN.id });
  });

  it('averages over the newest recentUploads only', async () => {
    const recent3 = new YouTubeDataClient({
      apiKey: API_KEY,
      baseUrl: youtubeBase(),
      recentUploads: 3,
    });
    const profile = await recent3.channel('@MainChannel', spend);
    expect(profile.recent).toEqual(expectedRecent(MAIN_VIDEOS, 3));
    expect(google.youtubeCalls[1]!.params.maxResults).toBe('3');
    expect(() => new YouTubeDataClient({ apiKey: API_KEY, recentUploads: 51 })).toThrow(RangeError);
  });

  it('gives null followers for a hidden subscriber count, and null averages no video shows', async () => {
    const profile = await client.channel('@HiddenCount', spend);
    expect(profile.followers).toBeNull();
    expect(profile.posts).toBe(HIDDEN.videoCount);
    expect(profile.country).toBeNull();
    expect(profile.recent).toEqual(expectedRecent(HIDDEN.videos!));
    expect(profile.recent).toMatchObject({ count: 2, avgLikes: null, avgComments: null });
  });

  it('reads a channel without uploads (YouTube: 404 for its uploads playlist) with no averages', async () => {
    const profile = await client.channel('@nothingyet', spend);
    expect(profile.followers).toBe(12);
    expect(profile.recent).toEqual(NOTHING_RECENT);
    expect(spent).toEqual([1, 1]); // no videos.list without ids
  });

  it('answers not-found for an unknown handle or id, and for a query that is neither', async () => {
    for (const query of ['@nobodyhere', 'UCnobodyNobodyNobody0001']) {
      const error = await providerErrorOf(client.channel(query, spend));
      expect([error.provider, error.kind]).toEqual(['youtube', 'not-found']);
      expect(error.message).toContain(query);
    }
    expect(spent).toEqual([1, 1]);
    expect((await providerErrorOf(client.channel('  ', spend))).kind).toBe('not-found');
    expect((await providerErrorOf(client.channel('two words', spend))).kind).toBe('not-found');
    expect(spent).toEqual([1, 1]); // nothing asked for those
  });

  it('answers refused for an invalid API key (400 keyInvalid)', async () => {
    const wrongKey = new YouTubeDataClient({ apiKey: 'AIzaWrong', baseUrl: youtubeBase() });
    const error = await providerErrorOf(wrongKey.channel('@MainChannel', spend));
    expect(error.kind).toBe('refused');
    expect(error.message).toContain('API key not valid');
  });

  it('answers quota once the day’s quota is spent (403 quotaExceeded)', async () => {
    google.exhaustYouTubeQuota();
    const error = await providerErrorOf(client.channel('@MainChannel', spend));
    expect(error.kind).toBe('quota');
  });

  it('answers unavailable for a 5xx at any step, an unreachable host and an unreadable answer', async () => {
    google.failYouTube(1);
    expect((await providerErrorOf(client.channel('@MainChannel', spend))).kind).toBe('unavailable');
    expect(spent).toEqual([1]);

    // The outage starts after the channel was read: the uploads call fails with a 500.
    let calls = 0;
    const failSecond = async () => {
      if (++calls === 2) google.failYouTube(1, 500);
    };
    const midway = await providerErrorOf(client.channel('@MainChannel', failSecond));
    expect([midway.kind, midway.message]).toEqual(['unavailable', expect.stringContaining('500')]);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new YouTubeDataClient({
      apiKey: API_KEY,
      baseUrl: `http://127.0.0.1:${port}`,
    });
    expect((await providerErrorOf(unreachable.channel('@MainChannel', spend))).kind).toBe(
      'unavailable',
    );

    const garbage: Server = createServer((_req, res) => res.end('<html>not JSON</html>'));
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    try {
      const address = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`;
      const unreadable = new YouTubeDataClient({ apiKey: API_KEY, baseUrl: address });
      expect((await providerErrorOf(unreadable.channel('@MainChannel', spend))).kind).toBe(
        'unavailable',
      );
    } finally {
      await new Promise<void>((resolve) => garbage.close(() => resolve()));
    }
  });

  it('awaits spend(1) before each call and lets its error stop the lookup unchanged', async () => {
    const stop = new Error('daily budget spent');
    let calls = 0;
    const meter = async (units: number) => {
      expect(units).toBe(1);
      expect(google.youtubeCalls).toHaveLength(calls); // before the call, not after
      if (++calls === 2) throw stop;
    };
    await expect(client.channel('@MainChannel', meter)).rejects.toBe(stop);
    expect(google.youtubeCalls.map((c) => c.resource)).toEqual(['channels']);
    expect(google.youtubeQuotaUsed).toBe(1);
  });
});

describe('errorOf (YouTube error answers the fake does not make)', () => {
  const body = (code: number, reason: string, domain = 'youtube.quota') => ({
    error: { code, message: 'm', errors: [{ reason, domain, message: 'm' }] },
  });

  it('maps quota, rate, key and project refusals to their kinds', () => {
    expect(errorOf(403, body(403, 'dailyLimitExceeded', 'usageLimits'), null).kind).toBe('quota');
    const slow = errorOf(403, body(403, 'rateLimitExceeded', 'usageLimits'), '30');
    expect([slow.kind, slow.retryAfterMs]).toEqual(['rate-limited', 30_000]);
    expect(errorOf(429, null, null).kind).toBe('rate-limited');
    // The envelope before 2020: domain usageLimits, reason keyInvalid.
    const legacy = errorOf(400, body(400, 'keyInvalid', 'usageLimits'), null);
    expect([legacy.kind, legacy.message]).toEqual(['refused', expect.stringContaining('API key')]);
    expect(errorOf(403, body(403, 'accessNotConfigured', 'usageLimits'), null).kind).toBe(
      'refused',
    );
    expect(errorOf(403, body(403, 'forbidden', 'global'), null).kind).toBe('refused');
    expect(errorOf(502, null, null).kind).toBe('unavailable');
  });
});

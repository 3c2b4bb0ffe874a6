import { createHash } from 'node:crypto';
import type { FakeAccountInput, FakeChannelInput, FakeVideoInput } from './accounts';

/**
 * The demo's two Google accounts: an advertiser who signs in with Google and sends outreach
 * through Gmail, and a creator who connects a YouTube channel. The channel is a real one present
 * in the imported datasets (data/datasets/youtube-influencers-tides-2554.csv line 648 and
 * youtube-top-1000-youtubers-avg-engagement.csv line 419: Good Mythical Morning,
 * UC4PooiX37Pld1T8J5SYT-SQ, @GoodMythicalMorning), so connecting it links the creator to the
 * profile the import made. Channel totals come from TIDES; the uploads are made-up demo videos
 * whose views, likes and comments scatter around the top-1000 file's averages per video
 * (447,300 / 20,200 / 532). {@link DEMO_PUBLIC_CHANNELS} are four more real channels without an
 * account, for refreshing imported profiles with the API key.
 */

/** The advertiser: Google sign-in and Gmail sending. */
export const DEMO_BRAND: FakeAccountInput = {
  email: 'brand.google@collabify.test',
  name: 'Demo Google Brand',
};

const CHANNEL_ID = 'UC4PooiX37Pld1T8J5SYT-SQ';

/** How to make up a demo channel's recent uploads. */
interface DemoUploadsPlan {
  count: number;
  /** The newest upload's time; the others go back `everyDays` apart. */
  newest: Date;
  everyDays: number;
  /** Per-video averages the made-up numbers scatter around (±40 %). */
  views: number;
  likes: number;
  /** null: comments are turned off on every upload (the API leaves commentCount out). */
  comments: number | null;
  /** Uploads (0 = newest) with comments turned off. */
  commentsOffAt?: number[];
  /** Length range in seconds. */
  lengthSeconds: [number, number];
}

/** A number in [0, 1) fixed by `seed`. */
function unit(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

/** Made-up uploads, newest first, the same in every run (seeded by the channel id). */
function demoUploads(channelId: string, plan: DemoUploadsPlan): FakeVideoInput[] {
  const [shortest, longest] = plan.lengthSeconds;
  return Array.from({ length: plan.count }, (_, i) => {
    const seed = `${channelId}:${i}`;
    const spread = (average: number, key: string) =>
      Math.round(average * (0.6 + 0.8 * unit(`${seed}:${key}`)));
    const commentsOff = plan.comments === null || (plan.commentsOffAt ?? []).includes(i);
    return {
      id: createHash('sha256').update(seed).digest('base64url').slice(0, 11),
      title: `Demo upload ${plan.count - i}`,
      publishedAt: new Date(plan.newest.getTime() - i * plan.everyDays * DAY_MS).toISOString(),
      viewCount: spread(plan.views, 'views'),
      likeCount: spread(plan.likes, 'likes'),
      commentCount: commentsOff ? null : spread(plan.comments ?? 0, 'comments'),
      durationSeconds: shortest + Math.round((longest - shortest) * unit(`${seed}:length`)),
    };
  });
}

const DAY_MS = 86_400_000;
const DEMO_DESCRIPTION =
  'Local demo copy of a public channel: totals from the imported datasets, uploads made up.';

/** The creator: owns the YouTube channel. */
export const DEMO_CREATOR: FakeAccountInput = {
  email: 'creator.google@collabify.test',
  name: 'Demo YouTube Creator',
  channel: {
    id: CHANNEL_ID,
    title: 'Good Mythical Morning',
    handle: '@GoodMythicalMorning',
    subscriberCount: 18_500_000,
    videoCount: 3509,
    viewCount: 9_137_892_646,
    country: 'US',
    description: DEMO_DESCRIPTION,
    keywords: 'food comedy',
    // Twelve uploads, one a day back from 30 October 2026, around the top-1000 averages; one
    // has comments turned off.
    videos: demoUploads(CHANNEL_ID, {
      count: 12,
      newest: new Date(Date.UTC(2026, 9, 30, 10)),
      everyDays: 1,
      views: 447_300,
      likes: 20_200,
      comments: 532,
      commentsOffAt: [4],
      lengthSeconds: [900, 1800],
    }),
  },
};

/**
 * Public channels for the provider-refresh demo (read with the API key, nobody signs in as them):
 * real channels of the imported datasets, so refreshing the imported profile finds them by
 * handle or channel id. Handle, channel id, subscribers, videos and views come from TIDES
 * (data/datasets/youtube-influencers-tides-2554.csv), the title, country and creation date from
 * youtube-global-statistics-2023.csv, and the made-up recent uploads scatter around the per-video
 * averages of youtube-top-1000-youtubers-avg-engagement.csv (line numbers below, header = 1).
 */
export const DEMO_PUBLIC_CHANNELS: FakeChannelInput[] = [
  // TIDES 619, global statistics 867, top-1000 764 (114,800 views / 5,700 likes / 44 comments).
  {
    id: 'UCRXiA3h1no_PFkb1JCP0yMA',
    title: 'Vogue',
    handle: '@Vogue',
    subscriberCount: 13_900_000,
    videoCount: 3347,
    viewCount: 4_479_181_089,
    country: 'US',
    publishedAt: '2008-06-29T12:00:00Z',
    description: DEMO_DESCRIPTION,
    videos: demoUploads('UCRXiA3h1no_PFkb1JCP0yMA', {
      count: 12,
      newest: new Date(Date.UTC(2026, 10, 20, 15)),
      everyDays: 2,
      views: 114_800,
      likes: 5_700,
      comments: 44,
      lengthSeconds: [240, 1500],
    }),
  },
  // TIDES 682, global statistics 328, top-1000 299 (42,200 / 871 / 38). The newest is a
  // scheduled premiere (liveBroadcastContent "upcoming", no views yet), which averages skip.
  {
    id: 'UCpVm7bg6pXKo1Pr6k5kxG9A',
    title: 'National Geographic',
    handle: '@NatGeo',
    subscriberCount: 22_300_000,
    videoCount: 10_290,
    viewCount: 5_812_266_376,
    country: 'US',
    publishedAt: '2006-05-07T12:00:00Z',
    description: DEMO_DESCRIPTION,
    videos: [
      {
        id: createHash('sha256')
          .update('UCpVm7bg6pXKo1Pr6k5kxG9A:premiere')
          .digest('base64url')
          .slice(0, 11),
        title: 'Demo premiere (scheduled)',
        publishedAt: '2026-11-25T17:00:00.000Z',
        viewCount: 0,
        likeCount: 0,
        commentCount: 0,
        durationSeconds: 0,
        liveBroadcastContent: 'upcoming',
      },
      ...demoUploads('UCpVm7bg6pXKo1Pr6k5kxG9A', {
        count: 12,
        newest: new Date(Date.UTC(2026, 10, 24, 17)),
        everyDays: 1,
        views: 42_200,
        likes: 871,
        comments: 38,
        lengthSeconds: [120, 2700],
      }),
    ],
  },
  // TIDES 703, global statistics 305, top-1000 264 (325,000 / 599 / 0: a children's channel,
  // comments turned off on every upload, so commentCount is absent and the average unknown).
  {
    id: 'UCLbyJSPEe2lx3jY-G0CFR3g',
    title: 'Vania Mania Kids',
    handle: '@VaniaManiaKids',
    subscriberCount: 24_600_000,
    videoCount: 1114,
    viewCount: 11_588_293_383,
    country: 'US',
    publishedAt: '2015-09-09T12:00:00Z',
    description: DEMO_DESCRIPTION,
    videos: demoUploads('UCLbyJSPEe2lx3jY-G0CFR3g', {
      count: 10,
      newest: new Date(Date.UTC(2026, 10, 22, 9)),
      everyDays: 3,
      views: 325_000,
      likes: 599,
      comments: null,
      lengthSeconds: [300, 900],
    }),
  },
  // TIDES 629, global statistics 268, top-1000 245 (964,500 / 62,300 / 1,100).
  {
    id: 'UCucot-Zp428OwkyRm2I7v2Q',
    title: 'James Charles',
    handle: '@JamesCharles',
    subscriberCount: 23_900_000,
    videoCount: 549,
    viewCount: 4_255_426_670,
    country: 'US',
    publishedAt: '2015-12-01T12:00:00Z',
    description: DEMO_DESCRIPTION,
    videos: demoUploads('UCucot-Zp428OwkyRm2I7v2Q', {
      count: 8,
      newest: new Date(Date.UTC(2026, 10, 21, 18)),
      everyDays: 7,
      views: 964_500,
      likes: 62_300,
      comments: 1100,
      lengthSeconds: [600, 1800],
    }),
  },
];

import { createHash } from 'node:crypto';
import type { FakeAccountInput, FakeVideoInput } from './accounts';

/**
 * The demo's two Google accounts: an advertiser who signs in with Google and sends outreach
 * through Gmail, and a creator who connects a YouTube channel. The channel is a real one present
 * in the imported datasets (data/datasets/youtube-influencers-tides-2554.csv line 648 and
 * youtube-top-1000-youtubers-avg-engagement.csv line 419: Good Mythical Morning,
 * UC4PooiX37Pld1T8J5SYT-SQ, @GoodMythicalMorning), so connecting it links the creator to the
 * profile the import made. Channel totals come from TIDES; the uploads are made-up demo videos
 * whose views, likes and comments scatter around the top-1000 file's averages per video
 * (447,300 / 20,200 / 532).
 */

/** The advertiser: Google sign-in and Gmail sending. */
export const DEMO_BRAND: FakeAccountInput = {
  email: 'brand.google@collabify.test',
  name: 'Demo Google Brand',
};

const CHANNEL_ID = 'UC4PooiX37Pld1T8J5SYT-SQ';

/** A number in [0, 1) fixed by `seed`. */
function unit(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

/** Twelve demo uploads, one a day back from 30 October 2026, around the dataset's averages. */
function demoUploads(): FakeVideoInput[] {
  return Array.from({ length: 12 }, (_, i) => {
    const seed = `${CHANNEL_ID}:${i}`;
    const spread = (average: number, key: string) =>
      Math.round(average * (0.6 + 0.8 * unit(`${seed}:${key}`)));
    return {
      id: createHash('sha256').update(seed).digest('base64url').slice(0, 11),
      title: `Demo upload ${12 - i}`,
      publishedAt: new Date(Date.UTC(2026, 9, 30 - i, 10)).toISOString(),
      viewCount: spread(447_300, 'views'),
      likeCount: spread(20_200, 'likes'),
      // One upload has comments turned off: the API then leaves commentCount out.
      commentCount: i === 4 ? null : spread(532, 'comments'),
      durationSeconds: 900 + Math.round(900 * unit(`${seed}:length`)),
    };
  });
}

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
    description:
      'Local demo copy of a public channel: totals from the imported datasets, uploads made up.',
    keywords: 'food comedy',
    videos: demoUploads(),
  },
};

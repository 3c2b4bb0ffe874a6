import type { FakeTikTokUserInput } from './users';

/**
 * The accounts `npm run tiktok:local` starts with. The creator is real: @nicolebloomgarden, in
 * both bundled TikTok datasets (data/datasets/tiktok-influencers-tides-5000.csv, and as "Nicole
 * Bloomgarden" in social-media-influencers-2022/tiktok-2022-12.csv), with the TIDES counts
 * (2024), so connecting it in the demo links to the imported profile. Her bio is the dataset's
 * first line (the rest holds a contact address, left out). The second account is invented.
 */
export const DEMO_CREATOR: FakeTikTokUserInput = {
  username: 'nicolebloomgarden',
  displayName: 'Nicole Bloomgarden',
  followers: 852600,
  following: 315,
  likes: 32900000,
  videos: 1000,
  bio: 'ur fav | nyc',
  verified: true,
};

/** An invented small creator. */
export const DEMO_SMALL_CREATOR: FakeTikTokUserInput = {
  username: 'jamie.makes',
  displayName: 'Jamie Rivera',
  followers: 1240,
  following: 310,
  likes: 18400,
  videos: 57,
  bio: 'Ceramics and slow mornings',
};

import type { FakeFacebookUserInput, FakeInstagramAccountInput } from './accounts';

/**
 * The accounts `npm run meta:local` starts with. The creator is real: @code.aryan, an Instagram
 * creator account in the bundled Bright Data sample
 * (data/datasets/instagram-coding-influencers-brightdata-sample.csv, collected 2022-02-23), with
 * its professional account id (`fbid`), counts and its 12 latest posts (likes, comments, time,
 * permalink) as the dataset has them, so connecting it in the demo links to the imported
 * profile. The brand, the personal account and the Facebook people are invented.
 */

/** People who can log in with Facebook: one with an e-mail address, one without. */
export const DEMO_FACEBOOK_USERS: readonly FakeFacebookUserInput[] = [
  { name: 'Jamie Rivera', email: 'jamie.rivera@example.com' },
  { name: 'Sam Okafor', email: null },
];

/** @code.aryan as the dataset records him (creator account, India, 26,656 followers). */
export const DEMO_CREATOR: FakeInstagramAccountInput = {
  username: 'code.aryan',
  name: 'Aryan | HTML • CSS',
  accountType: 'MEDIA_CREATOR',
  userId: '17841441178132235',
  followers: 26656,
  follows: 449,
  mediaCount: 306,
  media: [
    {
      likeCount: 96,
      commentsCount: 6,
      timestamp: '2022-02-23T13:02:38Z',
      permalink: 'https://www.instagram.com/p/CaUh4zUg_kP/',
    },
    {
      likeCount: 1509,
      commentsCount: 68,
      timestamp: '2022-02-21T04:30:28Z',
      permalink: 'https://www.instagram.com/p/CaOdrxLL27Y/',
    },
    {
      likeCount: 719,
      commentsCount: 42,
      timestamp: '2022-02-18T12:30:35Z',
      permalink: 'https://www.instagram.com/p/CaHmPn0qYWG/',
    },
    {
      likeCount: 1661,
      commentsCount: 25,
      timestamp: '2022-02-17T04:01:03Z',
      permalink: 'https://www.instagram.com/p/CaEHI1XvFl5/',
    },
    {
      likeCount: 1099,
      commentsCount: 28,
      timestamp: '2022-02-14T04:30:38Z',
      permalink: 'https://www.instagram.com/p/CZ8cI0_L1oi/',
    },
    {
      likeCount: 637,
      commentsCount: 38,
      timestamp: '2022-02-10T12:30:49Z',
      permalink: 'https://www.instagram.com/p/CZy_6YTKsRp/',
    },
    {
      likeCount: 1734,
      commentsCount: 52,
      timestamp: '2022-02-09T12:30:16Z',
      permalink: 'https://www.instagram.com/p/CZwbDZZKyxB/',
    },
    {
      likeCount: 1431,
      commentsCount: 58,
      timestamp: '2022-02-06T15:00:47Z',
      permalink: 'https://www.instagram.com/p/CZo95R7KpNQ/',
    },
    {
      likeCount: 583,
      commentsCount: 62,
      timestamp: '2022-02-02T12:30:21Z',
      permalink: 'https://www.instagram.com/p/CZeZf8roGj4/',
    },
    {
      likeCount: 423,
      commentsCount: 37,
      timestamp: '2022-01-31T12:01:04Z',
      permalink: 'https://www.instagram.com/p/CZZMjuvIVxR/',
    },
    {
      likeCount: 814,
      commentsCount: 27,
      timestamp: '2022-01-29T12:00:31Z',
      permalink: 'https://www.instagram.com/p/CZUC58CIwmo/',
    },
    {
      likeCount: 415,
      commentsCount: 26,
      timestamp: '2022-01-28T04:00:20Z',
      permalink: 'https://www.instagram.com/p/CZQnKA3IX60/',
    },
  ],
};

/** An invented business account and an invented personal one (which cannot log in). */
export const DEMO_OTHER_INSTAGRAM_ACCOUNTS: readonly FakeInstagramAccountInput[] = [
  {
    username: 'northbound.apparel',
    name: 'Northbound Apparel',
    accountType: 'BUSINESS',
    followers: 4210,
    follows: 180,
    mediaCount: 3,
    media: [
      { likeCount: 212, commentsCount: 14, timestamp: '2026-10-02T16:00:00Z' },
      { likeCount: 187, commentsCount: 9, timestamp: '2026-09-18T16:00:00Z', mediaType: 'VIDEO' },
      { likeCount: 143, commentsCount: 4, timestamp: '2026-09-01T16:00:00Z' },
    ],
  },
  {
    username: 'jamie.personal',
    name: 'Jamie Rivera',
    accountType: 'PERSONAL',
    followers: 312,
    follows: 298,
    mediaCount: 41,
  },
];

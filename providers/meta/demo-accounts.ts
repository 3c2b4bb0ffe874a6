import type { FakeFacebookUserInput, FakeInstagramAccountInput } from './accounts';

/**
 * The accounts `npm run meta:local` starts with. The creators are real, from the bundled Bright
 * Data sample (data/datasets/instagram-coding-influencers-brightdata-sample.csv): @code.aryan
 * (collected 2022-02-23), @codecrookshanks (2021-09-11) and @software_journey1 (2021-11-01),
 * with their professional account ids (`fbid`), counts (`followers`, `following`,
 * `posts_count`), bios (`biography`), websites (`external_url`) and 12 latest posts (likes,
 * comments, time, permalink; VIDEO where the post has a video) as the dataset has them, so
 * connecting @code.aryan links to the imported profile and business discovery refreshes any of
 * the three imported profiles. @rebecca_codes is a real account of the same file that is not a
 * professional one (`is_professional_account` empty): discovery refuses it. The brand, the
 * personal account @jamie.personal, Collabify's own business account and the Facebook people
 * are invented.
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
  biography:
    "📚 Helping Dev's. Level up their skills\n💻 All about Coding & Web-Dev\n❤️ Follow for More\n📩 DM for [Promo, Collab, Query]",
  website: 'https://rzp.io/l/megaworkshopreact',
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

/**
 * An invented business account (it hid the like count of its reel: business discovery leaves
 * it out) and an invented personal one (which cannot log in).
 */
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
      {
        likeCount: 187,
        commentsCount: 9,
        timestamp: '2026-09-18T16:00:00Z',
        mediaType: 'VIDEO',
        likeCountHidden: true,
      },
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

/**
 * More real accounts of the Bright Data sample: two creators business discovery can read, and
 * @rebecca_codes, not a professional account, which it refuses.
 */
export const DEMO_DATASET_ACCOUNTS: readonly FakeInstagramAccountInput[] = [
  {
    username: 'codecrookshanks',
    name: 'Coding tips + Hacks',
    accountType: 'MEDIA_CREATOR',
    userId: '17841409440881983',
    followers: 32170,
    follows: 80,
    mediaCount: 273,
    biography:
      'Hi! I’m Vanshika ✨\nYou can join me for some new tips, tricks & hacks😍\nDM for paid promotions ✨\n👇Join my discord channel 🎉',
    website: 'https://linktr.ee/codecrookshanks',
    media: [
      {
        likeCount: 723,
        commentsCount: 20,
        timestamp: '2021-09-10T11:51:12Z',
        permalink: 'https://www.instagram.com/p/CTo9wRnA9tC/',
      },
      {
        likeCount: 1293,
        commentsCount: 34,
        timestamp: '2021-09-08T11:34:44Z',
        permalink: 'https://www.instagram.com/p/CTjyR6ajwGk/',
      },
      {
        likeCount: 2038,
        commentsCount: 30,
        timestamp: '2021-09-08T05:46:02Z',
        mediaType: 'VIDEO',
        permalink: 'https://www.instagram.com/p/CTjKNyDBtY6/',
      },
      {
        likeCount: 3630,
        commentsCount: 120,
        timestamp: '2021-09-07T13:08:16Z',
        permalink: 'https://www.instagram.com/p/CThYMKOCFGu/',
      },
      {
        likeCount: 1347,
        commentsCount: 40,
        timestamp: '2021-09-07T10:03:48Z',
        permalink: 'https://www.instagram.com/p/CThDFBrD73o/',
      },
      {
        likeCount: 953,
        commentsCount: 25,
        timestamp: '2021-09-06T12:04:52Z',
        permalink: 'https://www.instagram.com/p/CTesI8hjDr_/',
      },
      {
        likeCount: 2311,
        commentsCount: 176,
        timestamp: '2021-09-05T14:23:59Z',
        mediaType: 'VIDEO',
        permalink: 'https://www.instagram.com/p/CTcXJGaj9dW/',
      },
      {
        likeCount: 1102,
        commentsCount: 32,
        timestamp: '2021-09-04T12:35:53Z',
        permalink: 'https://www.instagram.com/p/CTZmGWTDsc6/',
      },
      {
        likeCount: 1005,
        commentsCount: 20,
        timestamp: '2021-09-03T11:59:09Z',
        permalink: 'https://www.instagram.com/p/CTW9GZpjOig/',
      },
      {
        likeCount: 1212,
        commentsCount: 24,
        timestamp: '2021-09-02T12:23:04Z',
        permalink: 'https://www.instagram.com/p/CTUbCsFDCym/',
      },
      {
        likeCount: 1190,
        commentsCount: 20,
        timestamp: '2021-09-01T11:58:00Z',
        permalink: 'https://www.instagram.com/p/CTRzYRwDb6s/',
      },
      {
        likeCount: 1169,
        commentsCount: 31,
        timestamp: '2021-08-31T12:26:31Z',
        permalink: 'https://www.instagram.com/p/CTPR2RojThc/',
      },
    ],
  },
  {
    username: 'software_journey1',
    name: 'Khaled • Software engineering',
    accountType: 'MEDIA_CREATOR',
    userId: '17841446687875745',
    followers: 24185,
    follows: 356,
    mediaCount: 224,
    biography:
      '- Techie 💻\n- Software engineering student 👨🏻\u200d💻\n- @altinbasuni 🏫\n- 🇸🇾📍🇹🇷\n- I speak 3 languages 🗣\n- Arabic, Turkish and English',
    website: 'https://bit.ly/3v4cGdi',
    media: [
      {
        likeCount: 331,
        commentsCount: 2,
        timestamp: '2021-11-01T16:11:35Z',
        permalink: 'https://www.instagram.com/p/CVvU43DA9xv/',
      },
      {
        likeCount: 984,
        commentsCount: 14,
        timestamp: '2021-10-31T17:07:29Z',
        permalink: 'https://www.instagram.com/p/CVs2faXgeKy/',
      },
      {
        likeCount: 1590,
        commentsCount: 24,
        timestamp: '2021-10-30T16:21:18Z',
        mediaType: 'VIDEO',
        permalink: 'https://www.instagram.com/p/CVqL2P3gYC4/',
      },
      {
        likeCount: 761,
        commentsCount: 15,
        timestamp: '2021-10-29T15:31:22Z',
        permalink: 'https://www.instagram.com/p/CVnh5rNjNh3/',
      },
      {
        likeCount: 1317,
        commentsCount: 17,
        timestamp: '2021-10-28T15:33:27Z',
        permalink: 'https://www.instagram.com/p/CVk9WJUDWGS/',
      },
      {
        likeCount: 647,
        commentsCount: 6,
        timestamp: '2021-10-27T16:26:23Z',
        permalink: 'https://www.instagram.com/p/CViem8AAUou/',
      },
      {
        likeCount: 912,
        commentsCount: 16,
        timestamp: '2021-10-26T15:58:32Z',
        permalink: 'https://www.instagram.com/p/CVf2oDWAbQU/',
      },
      {
        likeCount: 874,
        commentsCount: 16,
        timestamp: '2021-10-25T16:40:33Z',
        permalink: 'https://www.instagram.com/p/CVdWo6fgtdY/',
      },
      {
        likeCount: 983,
        commentsCount: 31,
        timestamp: '2021-10-24T15:13:15Z',
        permalink: 'https://www.instagram.com/p/CVan2npjPij/',
      },
      {
        likeCount: 1373,
        commentsCount: 46,
        timestamp: '2021-10-23T15:14:02Z',
        permalink: 'https://www.instagram.com/p/CVYDJd-jFjE/',
      },
      {
        likeCount: 638,
        commentsCount: 12,
        timestamp: '2021-10-22T15:24:05Z',
        permalink: 'https://www.instagram.com/p/CVVfgTLDucQ/',
      },
      {
        likeCount: 709,
        commentsCount: 24,
        timestamp: '2021-10-21T15:41:06Z',
        permalink: 'https://www.instagram.com/p/CVS8qCVj7eU/',
      },
    ],
  },
  {
    username: 'rebecca_codes',
    name: 'Rebecca',
    accountType: 'PERSONAL',
    userId: '17841432546498762',
    followers: 1929,
    follows: 380,
    mediaCount: 36,
    biography: 'Software Developer 👩🏼\u200d💻\n🌱Bootcamp grad \n📍London',
    website: 'https://linktr.ee/rebecca_codes',
  },
];

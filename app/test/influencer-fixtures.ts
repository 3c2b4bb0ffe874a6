import type {
  InfluencerCard,
  InfluencerFacets,
  InfluencerList,
  InfluencerProfile,
} from '@shared/schemas/influencers';

/** A discovery card as the API answers it; override any field. */
export function makeCard(overrides: Partial<InfluencerCard> = {}): InfluencerCard {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    platform: 'instagram',
    username: 'jane.cooks',
    name: 'Jane Cooks',
    avatarUrl: null,
    country: 'US',
    audienceCountry: null,
    language: 'en',
    categories: ['food'],
    followers: 12_345,
    engagementRate: 3.456,
    engagementRateBasis: 'followers',
    avgViews: null,
    avgLikes: 420,
    posts: 937,
    verified: false,
    verifiedByCreatorAt: null,
    hasEmail: true,
    email: null,
    usernameKind: 'handle',
    languageInferred: false,
    accountType: 'creator',
    asOf: { followers: '2022-12-01', engagementRate: '2022-12-01', avgLikes: '2022-12-01' },
    source: 'HypeAuditor',
    unverified: [],
    ...overrides,
  };
}

/** `count` cards with distinct ids and handles (`creator1`, `creator2`…). */
export function makeCards(
  count: number,
  overrides: Partial<InfluencerCard> = {},
): InfluencerCard[] {
  return Array.from({ length: count }, (_, i) =>
    makeCard({
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      username: `creator${i + 1}`,
      name: `Creator ${i + 1}`,
      ...overrides,
    }),
  );
}

/** A discovery answer. */
export function makeList(
  cards: InfluencerCard[],
  count = cards.length,
  countCapped = false,
): InfluencerList {
  return { count, countCapped, query: cards };
}

/** A full profile with snapshots; override any field. */
export function makeProfile(overrides: Partial<InfluencerProfile> = {}): InfluencerProfile {
  return {
    ...makeCard(),
    platformId: '1234',
    bio: 'Home cooking, every day.',
    website: 'janecooks.example',
    profileUrl: 'https://instagram.com/jane.cooks',
    officialCategories: ['Food & Drink'],
    categoryEvidence: [
      { slug: 'food', source: 'label', label: 'Food & Drink', confidence: 1, words: [] },
    ],
    avgComments: 12,
    metrics: {
      followers: {
        value: 12_345,
        on: '2022-12-01',
        source: 'hypeauditor',
        sourceName: 'HypeAuditor',
      },
    },
    sources: ['instagram-top-1000-hypeauditor-global'],
    refreshedAt: '2024-03-12T10:00:00.000Z',
    lastPostedAt: null,
    updateCount: 0,
    similarCount: 0,
    snapshots: [],
    ...overrides,
  };
}

/** An answer of `GET /api/influencer/facets`; override any part. */
export function makeFacets(overrides: Partial<InfluencerFacets> = {}): InfluencerFacets {
  return {
    countries: [
      { value: 'US', count: 120 },
      { value: 'BR', count: 45 },
    ],
    languages: [
      { value: 'en', count: 150 },
      { value: 'pt', count: 12 },
    ],
    categories: [
      { value: 'food', count: 80 },
      { value: 'fitness', count: 30 },
    ],
    unknown: { countries: 312, languages: 40, categories: 7 },
    ...overrides,
  };
}

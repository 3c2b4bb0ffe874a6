import { influencerSnapshots, influencers, type NewInfluencerRow } from '../db/schema';
import type { Db } from '../db/client';

const COUNTRIES = ['US', 'GB', 'BR', 'IN', 'DE', null] as const;
const LANGUAGES = ['en', 'pt', 'hi', 'de', null] as const;
const CATEGORY_SETS = [
  ['fitness'],
  ['beauty', 'fashion'],
  ['gaming'],
  ['food', 'travel'],
  [],
] as const;

/**
 * A deterministic profile number `i` with varied metrics and some nulls, so filter tests see every
 * case: followers spread over 1K–50M, engagement 0–25 %, some profiles without country, language,
 * views or engagement.
 */
export function makeInfluencer(
  i: number,
  overrides: Partial<NewInfluencerRow> = {},
): NewInfluencerRow {
  const platform = i % 3 === 0 ? 'youtube' : 'instagram';
  return {
    platform,
    username: `creator_${i}`,
    name: `Creator ${i}`,
    bio: i % 7 === 0 ? `Fitness coach and runner #${i}` : `Stories from day ${i}`,
    email: i % 4 === 0 ? `creator${i}@example.com` : null,
    country: COUNTRIES[i % COUNTRIES.length] ?? null,
    audienceCountry: i % 11 === 0 ? 'FR' : null,
    language: LANGUAGES[i % LANGUAGES.length] ?? null,
    categories: [...(CATEGORY_SETS[i % CATEGORY_SETS.length] ?? [])],
    followers: Math.round(1000 * 1.07 ** (i % 160)),
    posts: (i * 37) % 6000,
    avgLikes: i % 9 === 0 ? null : (i * 131) % 90_000,
    avgViews: i % 5 === 0 ? null : (i * 977) % 2_000_000,
    engagementRate: i % 8 === 0 ? null : ((i * 13) % 250) / 10,
    verified: i % 10 === 0,
    sources: ['test'],
    ...overrides,
  };
}

/** Inserts `count` generated profiles (numbers `from`…) and returns their rows. */
export async function insertInfluencers(
  db: Db,
  count: number,
  from = 0,
  overrides: Partial<NewInfluencerRow> = {},
) {
  const rows = Array.from({ length: count }, (_, k) => makeInfluencer(from + k, overrides));
  const inserted = [];
  for (let k = 0; k < rows.length; k += 500) {
    inserted.push(
      ...(await db
        .insert(influencers)
        .values(rows.slice(k, k + 500))
        .returning()),
    );
  }
  return inserted;
}

/** Adds a dated snapshot for a profile. */
export async function insertSnapshot(
  db: Db,
  influencerId: string,
  takenOn: string,
  followers: number,
) {
  await db.insert(influencerSnapshots).values({ influencerId, takenOn, followers, source: 'test' });
}

import { and, arrayOverlaps, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { collaborations, influencerAccounts, influencers, messages } from '../../db/schema';
import { cardColumns } from '../influencers/influencers.repository';
import type { Candidate, PickCriteria } from './ranking';

/**
 * Profiles worth ranking for the criteria, at most `limit`: on the wanted platforms, sharing a
 * category or a term (full-text, any word, as a prefix) or — with neither asked for — in a wanted
 * country or language. Profiles in a wanted country come first; then, with a follower band,
 * those closest to its middle (log scale), leaving out profiles more than ten times outside it;
 * without a band, the largest.
 */
export async function findCandidates(
  db: DbOrTx,
  criteria: PickCriteria,
  limit: number,
): Promise<Candidate[]> {
  const matches: SQL[] = [];
  if (criteria.categories.length)
    matches.push(arrayOverlaps(influencers.categories, criteria.categories));
  if (criteria.terms.length) {
    const query = criteria.terms.map((t) => `${t}:*`).join(' | ');
    matches.push(sql`${influencers.search} @@ to_tsquery('simple', ${query}::text)`);
  }
  if (matches.length === 0) {
    if (criteria.countries.length)
      matches.push(inArray(influencers.searchCountry, criteria.countries));
    if (criteria.languages.length) matches.push(inArray(influencers.language, criteria.languages));
  }
  if (matches.length === 0) return [];
  const band = criteria.followers;
  const conditions = [
    criteria.platforms.length ? inArray(influencers.platform, criteria.platforms) : undefined,
    or(...matches),
    band
      ? sql`${influencers.followers} between ${band.min / 10}::float8 and ${band.max * 10}::float8`
      : undefined,
  ];
  // Profiles in a wanted country come first, so a big category pool cannot crowd them out.
  const inCountry = criteria.countries.length
    ? [sql`(${inArray(influencers.searchCountry, criteria.countries)}) is true desc`]
    : [];
  const order = band
    ? sql`abs(ln(greatest(${influencers.followers}, 1)) - ${Math.log(Math.sqrt(band.min * band.max))}::float8)`
    : sql`${influencers.followers} desc nulls last`;
  return db
    .select({ ...cardColumns, bio: influencers.bio })
    .from(influencers)
    .where(and(...conditions))
    .orderBy(...inCountry, order, asc(influencers.id))
    .limit(limit) as Promise<Candidate[]>;
}

/** Counts one more find-similar run on the profile (`similar_count`). */
export async function countSimilarRun(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(influencers)
    .set({ similarCount: sql`${influencers.similarCount} + 1` })
    .where(eq(influencers.id, id));
}

/**
 * Profiles the user already contacted: those they have a collaboration with (any status) and
 * those whose linked account they sent an in-app message.
 */
export async function findContactedInfluencerIds(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: collaborations.influencerId })
    .from(collaborations)
    .where(eq(collaborations.advertiserId, userId))
    .union(
      db
        .selectDistinct({ id: sql<string>`${influencerAccounts.influencerId}` })
        .from(messages)
        .innerJoin(influencerAccounts, eq(influencerAccounts.userId, messages.recipientId))
        .where(and(eq(messages.senderId, userId), isNotNull(influencerAccounts.influencerId))),
    );
  return new Set(rows.map((r) => r.id));
}

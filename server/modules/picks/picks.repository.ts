import {
  and,
  arrayOverlaps,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { type AccountType, DEFAULT_ACCOUNT_TYPES } from '@shared/constants/discovery';
import { CATEGORY_LEXICON } from '@shared/constants/category-lexicon';
import type { CategorySlug } from '@shared/constants/taxonomy';
import type { DbOrTx } from '../../db/client';
import { collaborations, influencerAccounts, influencers, messages } from '../../db/schema';
import { cardColumns } from '../influencers/influencers.read-model';
import { likelyLanguage } from './places';
import type { Candidate, PickCriteria } from './ranking';

/**
 * The full-text query for the terms: any of them, a term of four letters or more also as a prefix
 * ("glow" finds "glowrecipe"), a shorter one as a whole word (as the ranking matches them), and
 * any of `lexiconWords` as a whole word.
 */
function termsQuery(terms: string[], lexiconWords: string[]): SQL {
  const query = [
    ...terms.map((t) => (t.length >= 4 ? `${t}:*` : t)),
    ...lexiconWords.filter((w) => /^[\p{L}\p{N}]+$/u.test(w)),
  ].join(' | ');
  return sql`${influencers.search} @@ to_tsquery('simple', ${query}::text)`;
}

/**
 * The lexicon's words for the categories a brief named in its own words (`said`): a bio saying
 * "comedian" fits a brief asking for comedy (the ranking counts it at a share of the brief's word).
 */
function lexiconWordsOf(criteria: PickCriteria): string[] {
  const slugs = Object.keys(criteria.said ?? {})
    .filter((k) => k.startsWith('category:'))
    .map((k) => k.slice('category:'.length) as CategorySlug);
  return [...new Set(slugs.flatMap((slug) => CATEGORY_LEXICON[slug] ?? []))];
}

/**
 * Profiles worth ranking for the criteria, at most `limit`, on the wanted platforms: those sharing
 * a category or a term (full text, see {@link termsQuery}), profiles in a wanted country (the
 * creator's or the audience's, or none known and the language likely there) or language first,
 * then those whose name, handle or bio has a term. Profiles matching only the country or language
 * are read only when no category or term is asked for: a brief's topic must fit first.
 * Within each, with a follower band, those closest to its middle (log scale), leaving out
 * profiles more than ten times outside it; without a band, the largest. Only accounts of
 * `accountTypes` (default creators: no brand, news outlet, club or platform channel).
 */
export async function findCandidates(
  db: DbOrTx,
  criteria: PickCriteria,
  limit: number,
  accountTypes: readonly AccountType[] = DEFAULT_ACCOUNT_TYPES,
): Promise<Candidate[]> {
  const topic: SQL[] = [];
  if (criteria.categories.length)
    topic.push(arrayOverlaps(influencers.categories, criteria.categories));
  const mentions = criteria.terms.length
    ? termsQuery(criteria.terms, lexiconWordsOf(criteria))
    : undefined;
  if (mentions) topic.push(mentions);
  const inCountry = criteria.countries.length
    ? or(
        inArray(influencers.searchCountry, criteria.countries),
        inArray(influencers.audienceCountry, criteria.countries),
      )
    : undefined;
  const inLanguage = criteria.languages.length
    ? inArray(influencers.language, criteria.languages)
    : undefined;
  // No known country, but the likely language of a wanted one (see the ranking's likely place).
  const likely = [...new Set(criteria.countries.map(likelyLanguage))].filter((l) => l !== null);
  const likelyPlace = likely.length
    ? and(isNull(influencers.searchCountry), inArray(influencers.language, likely))
    : undefined;
  const place = [inCountry, likelyPlace, inLanguage].filter((c): c is SQL => c !== undefined);
  if (topic.length === 0 && place.length === 0) return [];
  const band = criteria.followers;
  const common = [
    // A profile its creator had removed is never picked.
    isNull(influencers.removedAt),
    inArray(influencers.accountType, [...accountTypes]),
    criteria.platforms.length ? inArray(influencers.platform, criteria.platforms) : undefined,
    band
      ? sql`${influencers.followers} between ${band.min / 10}::float8 and ${band.max * 10}::float8`
      : undefined,
  ];
  const size = band
    ? sql`abs(ln(greatest(${influencers.followers}, 1)) - ${Math.log(Math.sqrt(band.min * band.max))}::float8)`
    : sql`${influencers.followers} desc nulls last`;
  const select = (where: SQL | undefined, first: SQL[], n: number) =>
    db
      .select({
        ...cardColumns,
        bio: influencers.bio,
        categoryEvidence: influencers.categoryEvidence,
      })
      .from(influencers)
      .where(and(...common, where))
      .orderBy(...first, size, asc(influencers.id))
      .limit(n) as Promise<Candidate[]>;
  if (topic.length === 0) return select(or(...place), [], limit);
  // Profiles in a wanted place come first, then those whose own words say the topic, so a big
  // category of large accounts cannot crowd them out.
  return select(
    or(...topic),
    [...place, ...(mentions ? [mentions] : [])].map((p) => sql`(${p}) is true desc`),
    limit,
  );
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

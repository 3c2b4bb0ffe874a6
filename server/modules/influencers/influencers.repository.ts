import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_TYPES,
  type AccountType,
  type Platform,
  type Sort,
} from '@shared/constants/discovery';
import type { NumericRange } from '@shared/discovery/ranges';
import type { FacetKey } from '@shared/schemas/influencers';
import type { DbOrTx } from '../../db/client';
import { influencerSnapshots, influencers, type InfluencerRow } from '../../db/schema';
import type { KeywordSearch, KeywordWord } from './keywords';

/** Search filters in real units (engagement rate in percent). Absent means no filter. */
export interface SearchFilters {
  platform?: Platform;
  keywords?: KeywordSearch;
  categories?: string[];
  languages?: string[];
  countries?: string[];
  followers?: NumericRange;
  averageViews?: NumericRange;
  engagements?: NumericRange;
  publications?: NumericRange;
  /** Facet filters that also match profiles whose value is unknown (see {@link UNKNOWN_VALUE}). */
  includeUnknown?: FacetKey[];
  /** Only profiles verified by their creator (`owner_verified_at` set). */
  verifiedByCreator?: boolean;
  /** Only these kinds of account (absent: all; searches pass creators by default). */
  accountTypes?: readonly AccountType[];
}

/**
 * A profile's value of each facet is unknown when it has no country (creator's, else audience's:
 * `search_country`), no language, or no category. `includeUnknown` adds these to a filter, and
 * the facets count them.
 */
export const UNKNOWN_VALUE: Record<FacetKey, () => SQL> = {
  countries: () => sql`${influencers.searchCountry} is null`,
  languages: () => sql`${influencers.language} is null`,
  categories: () => sql`${influencers.categories} = '{}'::text[]`,
};

/** A facet filter's condition, widened to unknown values when the search includes them. */
function facetFilter(f: SearchFilters, key: FacetKey, values?: string[]): SQL | undefined {
  if (!values?.length) return undefined;
  const matches = {
    countries: () => inArray(influencers.searchCountry, values),
    languages: () => inArray(influencers.language, values),
    categories: () => arrayOverlaps(influencers.categories, values),
  }[key]();
  return f.includeUnknown?.includes(key) ? sql`(${matches} or ${UNKNOWN_VALUE[key]()})` : matches;
}

/** The columns a card needs (also what other modules select to present cards). */
export const cardColumns = {
  id: influencers.id,
  platform: influencers.platform,
  username: influencers.username,
  name: influencers.name,
  avatarUrl: influencers.avatarUrl,
  country: influencers.country,
  audienceCountry: influencers.audienceCountry,
  language: influencers.language,
  categories: influencers.categories,
  followers: influencers.followers,
  engagementRate: influencers.engagementRate,
  avgViews: influencers.avgViews,
  avgLikes: influencers.avgLikes,
  posts: influencers.posts,
  verified: influencers.verified,
  ownerVerifiedAt: influencers.ownerVerifiedAt,
  email: influencers.email,
  usernameKind: influencers.usernameKind,
  languageInferred: influencers.languageInferred,
  metrics: influencers.metrics,
  accountType: influencers.accountType,
};

/** A row with the card columns. */
export type CardRow = Pick<InfluencerRow, keyof typeof cardColumns>;

function inRange(column: AnyPgColumn, range?: NumericRange): SQL[] {
  if (!range) return [];
  const conditions: SQL[] = [];
  if (range.min !== undefined) conditions.push(gte(column, range.min));
  if (range.max !== undefined) conditions.push(lte(column, range.max));
  return conditions;
}

/** A LIKE pattern matching text that contains `text` (its `%`, `_` and backslash taken literally). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The handle as matched: lower-cased (the trigram index is on `lower(username)`). */
const lowerHandle = sql`lower(${influencers.username})`;

/**
 * A handle matching the handle candidate: containing it (`contains`, exact and cheap) or similar
 * to it (`similar`: pg_trgm `%` under the transaction's `pg_trgm.similarity_threshold`, see
 * {@link withSimilarityThreshold}).
 */
function handleCondition(handle: string, how: 'contains' | 'similar'): SQL {
  return how === 'similar'
    ? sql`${lowerHandle} % ${handle}::text`
    : sql`${lowerHandle} like ${containing(handle)}::text`;
}

/**
 * The word as a tsquery over the `search` document: as written or by its English stem (Snowball:
 * "recipes" finds "recipe"); the last word also as a prefix while it may still be typed, unless
 * `whole`. Words hold only letters and digits (keywords.ts), so they cannot inject tsquery syntax.
 */
function wordTsQuery(w: KeywordWord, whole = false): SQL {
  const written = whole ? w.text : w.tsQuery;
  return sql`(to_tsquery('simple', ${written}::text) || to_tsquery('english', ${w.text}::text))`;
}

/** The words' tsqueries joined: all of them (`&&`) or any (`||`). */
function joinedTsQuery(words: KeywordWord[], op: 'and' | 'or'): SQL {
  return sql`(${sql.join(
    words.map((w) => wordTsQuery(w)),
    op === 'and' ? sql` && ` : sql` || `,
  )})`;
}

/**
 * The word written in the profile: in its full text (name, handle, bio; as written or by its
 * stem) or inside its handle. `whole`: not as a prefix only (see {@link wordTsQuery}).
 */
function wordLiteral(w: KeywordWord, whole = false): SQL {
  const inText = sql`${influencers.search} @@ ${wordTsQuery(w, whole)}`;
  return w.inHandle ? sql`(${inText} or ${lowerHandle} like ${containing(w.text)}::text)` : inText;
}

/**
 * The word matched: written in the profile, or naming one of its categories (GIN on `categories`).
 * `whole`: not as a prefix only.
 */
function wordMatch(w: KeywordWord, whole = false): SQL {
  return w.categories.length
    ? sql`(${wordLiteral(w, whole)} or ${arrayOverlaps(influencers.categories, w.categories)})`
    : wordLiteral(w, whole);
}

/**
 * The word in what the creator says they do: a whole word of the bio (weight A of `search`).
 * Categories are left to `direct`: a source's category can be wrong for a profile (whole media
 * accounts filed under "Photography"), and counting it here ranked them above creators whose
 * handle names the topic (bench/relevance: "photography" P@5 0.8 → 0).
 */
function wordDescribed(w: KeywordWord): SQL {
  return sql`ts_filter(${influencers.search}, '{a}') @@ ${wordTsQuery(w, true)}`;
}

/** The words next to each other, in the order typed, as written or by their stems. */
function phraseMatch(words: KeywordWord[]): SQL {
  const phrase = words.map((w) => w.text).join(' ');
  return sql`${influencers.search} @@ (phraseto_tsquery('simple', ${phrase}::text) || phraseto_tsquery('english', ${phrase}::text))`;
}

/** The word matched directly: written in the profile, or naming one of its categories by its label. */
function wordDirect(w: KeywordWord): SQL {
  return w.labelCategories.length
    ? sql`(${wordLiteral(w)} or ${arrayOverlaps(influencers.categories, w.labelCategories)})`
    : wordLiteral(w);
}

/** How many of the conditions hold (an integer expression). */
function countTrue(conditions: SQL[]): SQL {
  return sql`(${sql.join(
    conditions.map((c) => sql`(${c})::int`),
    sql` + `,
  )})`;
}

/**
 * The words' conditions joined by `op`, the words matched by full text alone in one tsquery: one
 * GIN scan evaluates them together, where a condition per word made a bitmap per word (`@handle`
 * p50 doubled on 1M profiles).
 */
function wordsCondition(words: KeywordWord[], op: 'and' | 'or'): SQL | undefined {
  const textOnly = words.filter((w) => !w.inHandle && w.categories.length === 0);
  const rest = words.filter((w) => !textOnly.includes(w));
  const parts = [
    textOnly.length ? sql`${influencers.search} @@ ${joinedTsQuery(textOnly, op)}` : undefined,
    ...rest.map((w) => wordMatch(w)),
  ];
  return op === 'and' ? and(...parts) : or(...parts);
}

/** The exact pass: every word, or a handle containing the handle candidate. */
function exactCondition(k: KeywordSearch): SQL | undefined {
  return or(
    wordsCondition(k.words, 'and'),
    k.handle ? handleCondition(k.handle, 'contains') : undefined,
  );
}

/** The keyword condition of the search's pass (`KeywordSearch.match`, see keywords.ts). */
function keywordCondition(k: KeywordSearch): SQL | undefined {
  const exact = exactCondition(k);
  if (k.match === 'exact') return exact;
  const notExact = exact ? sql`not (${exact})` : undefined;
  if (k.match === 'typo') {
    return k.handle ? and(handleCondition(k.handle, 'similar'), notExact) : sql`false`;
  }
  if (k.words.length === 0) return sql`false`;
  return and(
    wordsCondition(k.words, 'or'),
    k.minWords > 1
      ? sql`${countTrue(k.words.map((w) => wordMatch(w)))} >= ${k.minWords}::int`
      : undefined,
    notExact,
    k.handle && k.typoThreshold !== null
      ? sql`similarity(${lowerHandle}, ${k.handle}::text) < ${k.typoThreshold}::real`
      : undefined,
  );
}

/**
 * Listed profiles only: a profile its creator had removed (`removed_at`, see profile-requests.ts)
 * is in no search, facet, lookup, statistic or trending list.
 */
export const listed = () => isNull(influencers.removedAt);

/**
 * The account-type filter: none when every type is asked for. Creators only (the default) is a
 * cheap per-row check on rows the other conditions already read from the heap (`removed_at`);
 * other types use the partial index `influencers_account_type_idx` (few rows).
 */
function accountTypeCondition(types: readonly AccountType[] | undefined): SQL | undefined {
  if (!types || types.length === 0 || ACCOUNT_TYPES.every((t) => types.includes(t)))
    return undefined;
  if (types.length === 1) return eq(influencers.accountType, types[0] as AccountType);
  return inArray(influencers.accountType, [...types]);
}

/**
 * The WHERE of a search (also of each facet, called without that facet's own filter); always
 * {@link listed}.
 */
export function whereClause(f: SearchFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    listed(),
    f.platform ? eq(influencers.platform, f.platform) : undefined,
    f.keywords ? keywordCondition(f.keywords) : undefined,
    facetFilter(f, 'categories', f.categories),
    facetFilter(f, 'languages', f.languages),
    facetFilter(f, 'countries', f.countries),
    ...inRange(influencers.followers, f.followers),
    ...inRange(influencers.avgViews, f.averageViews),
    ...inRange(influencers.engagementRate, f.engagements),
    ...inRange(influencers.posts, f.publications),
    f.verifiedByCreator ? isNotNull(influencers.ownerVerifiedAt) : undefined,
    accountTypeCondition(f.accountTypes),
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

const SORT_COLUMNS = {
  followers: influencers.followers,
  engagementRate: influencers.engagementRate,
  avgViews: influencers.avgViews,
  avgLikes: influencers.avgLikes,
} as const;

/** Up to this many matches, a page sorted by engagement, views or likes filters first (see {@link orderBy}). */
export const FILTER_FIRST_MAX = 60_000;

/** The range filter on each sort column: a range on the sort column itself is served by walking its index. */
const SORT_RANGE = {
  followers: 'followers',
  engagementRate: 'engagements',
  avgViews: 'averageViews',
  avgLikes: undefined,
} as const satisfies Record<keyof typeof SORT_COLUMNS, keyof SearchFilters | undefined>;

/**
 * How to order a page past the count cap (see {@link countAndRank} for the pages under it).
 * With few matches the page sorts the matches themselves: the sort column is wrapped (`+ 0`) so
 * the planner filters through the most selective index (index-only on the covering followers
 * index) and top-N sorts, instead of walking the sort index and discarding non-matches — a LIMIT
 * plan trap measured at 520 ms on 1M profiles (a followers range sorted by engagement; the two are
 * anti-correlated). With many matches the sort index is walked: matches are dense, so a page is
 * found at once (bench: 381k matches, 0.8 ms walking vs 167 ms sorting; crossing over between
 * 95k (47 vs 175 ms) and 135k (60 vs 87 ms) on an idle machine). "Few" is at most
 * {@link FILTER_FIRST_MAX} for engagement/views/likes, and the count cap for followers or when the
 * sort column carries the range filter itself (its index serves both). Relevance ranks only up
 * to the count cap; past it, it orders by followers (ranking 100k+ full-text matches costs
 * hundreds of ms).
 */
function orderBy(f: SearchFilters, sort: Sort, matches: number, cap: number): SQL[] {
  const key = sort === 'relevance' ? 'followers' : sort;
  const column = SORT_COLUMNS[key];
  const sortColumnFiltered = SORT_RANGE[key] !== undefined && f[SORT_RANGE[key]] !== undefined;
  const fewMatches =
    matches <=
    (sort === 'followers' || sort === 'relevance' || sortColumnFiltered ? cap : FILTER_FIRST_MAX);
  const metric = fewMatches ? sql`(${column} + 0)` : sql`${column}`;
  return [sql`${metric} desc nulls last`, asc(influencers.id)];
}

/**
 * The cards of one page of matches past the count cap, in the chosen order, in one statement.
 * `matches` is the planner's estimate of the matches: it picks the plan (see {@link orderBy}).
 * The page's ids come from a subquery that, without keywords, the partial covering indexes
 * (migration 0025) answer index-only, so a deep page skips thousands of index entries instead of
 * thousands of table rows; only the page's cards are then read from the table, by id.
 */
export async function searchCardsPastCap(
  db: DbOrTx,
  f: SearchFilters,
  sort: Sort,
  page: { skip: number; limit: number; matches: number; cap: number },
): Promise<CardRow[]> {
  const order = orderBy(f, sort, page.matches, page.cap);
  const ids = db
    .select({ id: influencers.id })
    .from(influencers)
    .where(whereClause(f))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.skip);
  return db
    .select(cardColumns)
    .from(influencers)
    .where(inArray(influencers.id, ids))
    .orderBy(...order) as Promise<CardRow[]>;
}

/**
 * Weight of popularity in the relevance score: `POPULARITY_WEIGHT × log10(1 + followers)`, so a
 * tenfold audience adds 0.1 (1K followers 0.3, 1M 0.6, 100M 0.8). Enough to order handles that
 * are about as similar to a typo by size ("mrbeats": MrBeast 0.45 + 0.81 above Mr Bean 0.50 +
 * 0.75), too little to lift a profile over one that matches more of the words.
 */
export const POPULARITY_WEIGHT = 0.1;

/** The sort keys of a match under the count cap, in order (see {@link rankKeys}). */
interface RankKeys {
  exact: SQL;
  whole: SQL;
  matched: SQL;
  phrase: SQL;
  described: SQL;
  direct: SQL;
  score: SQL;
  metric: SQL;
}

/**
 * The sort keys of a match under the count cap. With `sort=relevance` and keywords (README,
 * Discovery), in this order:
 * 1. `exact`: the handle equals the handle candidate (`@mrbeast`, `mr beast`; not a `#tag`);
 * 2. `whole`: how many words the profile matches as whole words (or by their stems): the last
 *    word matched only as the beginning of a longer word ("cars" in "Carson") counts in
 *    `matched` but not here, so a profile about cars ranks above a name that starts with it;
 *    a handle matching the candidate of several words (`mr beast` → mrbeast…) matches them all;
 * 3. `matched`: how many words the profile matches (in its text, inside its handle, or through a
 *    category); a handle matching the candidate (containing it, or similar to it in the typo
 *    pass) matches them all;
 * 4. `phrase`: the words stand together, in the order typed ("budget travel" above a bio with
 *    "budget" and "travel" apart);
 * 5. `described`: how many words are in what the creator says they do — whole words of the bio
 *    — above a display name that happens to contain them (see {@link wordDescribed});
 * 6. `direct`: how many of them it matches directly — written in it, or naming one of its
 *    categories by the label — not only as a synonym of a category ("vegan food": a food profile
 *    with "vegan" in its handle above the larger food accounts "vegan" only stands for);
 * 7. `score` = `ts_rank(search, any word)` (≤ ~0.1, the bio weighted above the name; not in the
 *    typo pass, which ranks handles) + `similarity(lower(handle), candidate)` (0–1) +
 *    {@link POPULARITY_WEIGHT} × log10(1 + followers): the text rank, with popularity as the
 *    tie-breaker among near-equal matches;
 * 8. `metric`: followers, then the id.
 * Other sorts keep only the sort column (then the id).
 */
function rankKeys(f: SearchFilters, sort: Sort): RankKeys {
  const metric = sql`${SORT_COLUMNS[sort === 'relevance' ? 'followers' : sort]}`;
  const k = f.keywords;
  if (sort !== 'relevance' || !k) {
    const none = sql`0`;
    return {
      exact: sql`false`,
      whole: none,
      matched: none,
      phrase: sql`false`,
      described: none,
      direct: none,
      score: none,
      metric,
    };
  }
  const n = k.words.length;
  const handleMatched =
    !k.handle || k.match === 'most'
      ? undefined
      : k.match === 'typo'
        ? sql`true`
        : handleCondition(k.handle, 'contains');
  const wordCount = (conditions: SQL[], handle = handleMatched) =>
    n === 0
      ? sql`0`
      : handle
        ? sql`greatest(${countTrue(conditions)}, case when ${handle} then ${n}::int else 0 end)`
        : countTrue(conditions);
  const scores: SQL[] = [
    sql`${POPULARITY_WEIGHT}::float8 * log((1 + coalesce(${influencers.followers}, 0))::float8)`,
  ];
  if (n > 0 && k.match !== 'typo')
    scores.push(sql`ts_rank(${influencers.search}, ${joinedTsQuery(k.words, 'or')})`);
  if (k.handle) scores.push(sql`similarity(${lowerHandle}, ${k.handle}::text)`);
  return {
    exact: k.exactHandle ? sql`${lowerHandle} = ${k.exactHandle}::text` : sql`false`,
    whole: wordCount(
      k.words.map((w) => wordMatch(w, true)),
      k.severalWords ? handleMatched : undefined,
    ),
    matched: wordCount(k.words.map((w) => wordMatch(w))),
    phrase: n > 1 ? phraseMatch(k.words) : sql`false`,
    described: n > 0 ? countTrue(k.words.map(wordDescribed)) : sql`0`,
    direct: wordCount(k.words.map(wordDirect)),
    score: sql.join(scores, sql` + `),
    metric,
  };
}

/**
 * The number of matches, counting at most `cap + 1` rows, and — when they fit under the cap — the
 * ids of one page in the chosen order, in one pass: the matches are materialised once with their
 * sort keys, counted, and the page sorted from them. A count and then a page query would find the
 * matches twice, which on 1M profiles is the whole cost of a selective search (bench: up to 17k
 * heap blocks per pass for a common keyword). Past the cap `ids` is null: page with
 * {@link searchCardsPastCap}.
 */
export async function countAndRank(
  db: DbOrTx,
  f: SearchFilters,
  sort: Sort,
  page: { skip: number; limit: number; cap: number },
): Promise<{ count: number; ids: string[] | null }> {
  const { exact, whole, matched, phrase, described, direct, score, metric } = rankKeys(f, sort);
  const result = (await db.execute(sql`
    with matches as materialized (
      select ${influencers.id} as id, ${exact} as exact, ${whole} as whole,
        ${matched} as matched, ${phrase} as phrase, ${described} as described,
        ${direct} as direct, ${score} as score, ${metric} as metric
      from ${influencers} where ${whereClause(f) ?? sql`true`} limit ${page.cap + 1}
    ), counted as (select count(*)::int as total from matches)
    select total, case when total <= ${page.cap} then array(
      select id::text from matches
      order by exact desc, whole desc, matched desc, phrase desc, described desc, direct desc,
        score desc, metric desc nulls last, id
      limit ${page.limit} offset ${page.skip}
    ) end as ids from counted`)) as unknown as { rows: { total: number; ids: string[] | null }[] };
  const row = result.rows[0];
  return { count: row?.total ?? 0, ids: row?.ids ?? null };
}

/** The number of matches, counting at most `cap + 1` rows (a capped count stays cheap on huge results). */
export async function countInfluencers(db: DbOrTx, f: SearchFilters, cap: number): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(influencers)
    .where(whereClause(f))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return row?.n ?? 0;
}

/**
 * Runs `work` in a transaction whose pg_trgm `%` operator needs a similarity of at least
 * `threshold` (0–1; `set_config(…, true)` lasts until the transaction ends, so pooled connections
 * keep the default). The GIN trigram index applies the threshold itself, so a higher one means
 * fewer lossy candidates to recheck.
 */
export function withSimilarityThreshold<T>(
  db: DbOrTx,
  threshold: number,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`,
    );
    return work(tx);
  });
}

/**
 * The planner's estimate of the matches (EXPLAIN, well under a millisecond): only a hint for
 * choosing the page plan past the count cap, never shown to anyone.
 */
export async function estimateInfluencers(db: DbOrTx, f: SearchFilters): Promise<number> {
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${influencers} where ${whereClause(f) ?? sql`true`}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return parsed[0]?.Plan?.['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/**
 * The version of the profiles: a number that grows with every statement writing the columns a
 * search reads (the statement trigger of migration 0025; not the refresh or find-similar
 * counters). Equal versions mean no such write happened in between. On a streaming replica the
 * sequence moves only every 32 values (PostgreSQL logs a sequence ahead), so there the version is
 * the WAL position replayed: any replicated write moves it, which can only drop a kept entry early.
 */
export async function influencersVersion(db: DbOrTx): Promise<string> {
  const result = (await db.execute(
    sql`select case when pg_is_in_recovery() then 'lsn:' || pg_last_wal_replay_lsn()::text
        else last_value::text end as version from influencers_change_seq`,
  )) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? '0';
}

/** Those of `ids` that are influencer profiles (removed ones too). */
export async function findExistingIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: influencers.id })
    .from(influencers)
    .where(inArray(influencers.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Cards for these ids (any order; the caller orders them); with `listedOnly`, none of a removed
 * profile (lists and campaigns keep showing the profiles they hold).
 */
export function findCardsByIds(db: DbOrTx, ids: string[], listedOnly = false): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(influencers)
    .where(and(inArray(influencers.id, ids), listedOnly ? listed() : undefined)) as Promise<
    CardRow[]
  >;
}

/** Listed cards for these handles on one platform, matched case-insensitively. */
export function findCardsByHandles(
  db: DbOrTx,
  platform: Platform,
  handles: string[],
): Promise<CardRow[]> {
  const lowered = handles.map((h) => h.toLowerCase());
  return db
    .select(cardColumns)
    .from(influencers)
    .where(
      and(
        eq(influencers.platform, platform),
        inArray(sql`lower(${influencers.username})`, lowered),
        listed(),
      ),
    ) as Promise<CardRow[]>;
}

/** The full profile row, or null. */
export async function findInfluencer(db: DbOrTx, id: string) {
  const [row] = await db.select().from(influencers).where(eq(influencers.id, id)).limit(1);
  return row ?? null;
}

/** Profile fields set by hand (an admin's curation, a creator's correction); null clears one. */
export type CuratedValues = Partial<
  Pick<
    InfluencerRow,
    'name' | 'bio' | 'email' | 'country' | 'language' | 'categories' | 'officialCategories'
  >
>;

/**
 * Sets fields by hand and marks them curated (named in `curated_fields`), so imports keep them;
 * a stated language is no longer an inferred one. @returns whether the profile exists.
 */
export async function curateInfluencer(
  db: DbOrTx,
  id: string,
  values: CuratedValues,
): Promise<boolean> {
  const fields = Object.keys(values).filter((k) => values[k as keyof typeof values] !== undefined);
  const updated = await db
    .update(influencers)
    .set({
      ...values,
      ...(values.language !== undefined && { languageInferred: false }),
      curatedFields: sql`array(select distinct f from unnest(${influencers.curatedFields} || array[${sql.join(
        fields.map((f) => sql`${f}::text`),
        sql`, `,
      )}]::text[]) f order by f)`,
      updatedAt: new Date(),
    })
    .where(eq(influencers.id, id))
    .returning({ id: influencers.id });
  return updated.length > 0;
}

/**
 * Hides a profile its creator had removed (`removed_at` now) and clears its personal data (public
 * email, website, bio, avatar), kept cleared as curated fields. @returns whether it exists.
 */
export async function markInfluencerRemoved(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const cleared = ['avatarUrl', 'bio', 'email', 'website'];
  const updated = await db
    .update(influencers)
    .set({
      removedAt: at,
      email: null,
      website: null,
      bio: null,
      avatarUrl: null,
      curatedFields: sql`array(select distinct f from unnest(${influencers.curatedFields} || array[${sql.join(
        cleared.map((f) => sql`${f}::text`),
        sql`, `,
      )}]::text[]) f order by f)`,
      updatedAt: at,
    })
    .where(eq(influencers.id, id))
    .returning({ id: influencers.id });
  return updated.length > 0;
}

/** Sets the chosen counters back to zero. @returns whether the profile exists. */
export async function resetInfluencerCounts(
  db: DbOrTx,
  id: string,
  counters: { updateCount: boolean; similarCount: boolean },
): Promise<boolean> {
  const updated = await db
    .update(influencers)
    .set({
      ...(counters.updateCount && { updateCount: 0 }),
      ...(counters.similarCount && { similarCount: 0 }),
      updatedAt: new Date(),
    })
    .where(eq(influencers.id, id))
    .returning({ id: influencers.id });
  return updated.length > 0;
}

/** Adds `requests` to the profile's refresh-request counter (`update_count`). */
export async function addUpdateRequests(db: DbOrTx, id: string, requests: number): Promise<void> {
  await db
    .update(influencers)
    .set({ updateCount: sql`${influencers.updateCount} + ${requests}` })
    .where(eq(influencers.id, id));
}

/** Records when the profile's newest publication was posted (a provider refresh read it). */
export async function setLastPostedAt(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(influencers).set({ lastPostedAt: at }).where(eq(influencers.id, id));
}

/** The profile's snapshots, oldest first. */
export function findSnapshots(db: DbOrTx, influencerId: string) {
  return db
    .select()
    .from(influencerSnapshots)
    .where(eq(influencerSnapshots.influencerId, influencerId))
    .orderBy(asc(influencerSnapshots.takenOn));
}

/** Profiles per platform, per country (top `top`), per category, and the number of countries. */
export async function influencerStatistics(db: DbOrTx, top: number) {
  const [platforms, countries, categories, [distinct]] = await Promise.all([
    db
      .select({ platform: influencers.platform, profiles: sql<number>`count(*)::int` })
      .from(influencers)
      .where(listed())
      .groupBy(influencers.platform)
      .orderBy(desc(sql`count(*)`)),
    db
      .select({
        country: sql<string>`${influencers.searchCountry}`,
        profiles: sql<number>`count(*)::int`,
      })
      .from(influencers)
      .where(and(isNotNull(influencers.searchCountry), listed()))
      .groupBy(influencers.searchCountry)
      .orderBy(desc(sql`count(*)`))
      .limit(top),
    db
      .select({ category: sql<string>`c.category`, profiles: sql<number>`count(*)::int` })
      .from(sql`${influencers}, unnest(${influencers.categories}) as c(category)`)
      .where(listed())
      .groupBy(sql`c.category`)
      .orderBy(desc(sql`count(*)`)),
    db
      .select({ countryCount: sql<number>`count(distinct ${influencers.searchCountry})::int` })
      .from(influencers)
      .where(listed()),
  ]);
  return { platforms, countries, categories, countryCount: distinct?.countryCount ?? 0 };
}

/**
 * Profiles with the fastest follower growth, in followers per 30 days, measured for each profile
 * between its newest snapshot and its oldest one within the year before (at least 28 days apart).
 * The datasets are dated (2022–2024), so "the last 30 days" is each profile's own latest month of
 * history, not the calendar's, and a monthly series reads as a growth rate.
 * @returns card rows with `growth` (followers per 30 days) and `base` (followers at the start).
 */
export async function trendingInfluencers(
  db: DbOrTx,
  platform: Platform | undefined,
  limit: number,
) {
  const s = influencerSnapshots;
  const windowed = db.$with('windowed').as(
    db
      .select({
        influencerId: s.influencerId,
        takenOn: s.takenOn,
        followers: s.followers,
        newest: sql<string>`max(${s.takenOn}) over (partition by ${s.influencerId})`.as('newest'),
      })
      .from(s)
      .where(isNotNull(s.followers)),
  );
  const growth = db.$with('growth').as(
    db
      .with(windowed)
      .select({
        influencerId: windowed.influencerId,
        base: sql<number>`(array_agg(${windowed.followers} order by ${windowed.takenOn}))[1]`.as(
          'base',
        ),
        growth: sql<number>`((array_agg(${windowed.followers} order by ${windowed.takenOn} desc))[1]
          - (array_agg(${windowed.followers} order by ${windowed.takenOn}))[1])::float8 * 30
          / (max(${windowed.takenOn}) - min(${windowed.takenOn}))`.as('growth'),
      })
      .from(windowed)
      .where(sql`${windowed.takenOn} >= ${windowed.newest}::date - 365`)
      .groupBy(windowed.influencerId)
      .having(sql`max(${windowed.takenOn}) - min(${windowed.takenOn}) >= 28`),
  );
  return db
    .with(growth)
    .select({ ...cardColumns, base: growth.base, growth: growth.growth })
    .from(growth)
    .innerJoin(influencers, eq(influencers.id, growth.influencerId))
    .where(and(platform ? eq(influencers.platform, platform) : undefined, listed()))
    .orderBy(desc(growth.growth), asc(influencers.id))
    .limit(limit);
}

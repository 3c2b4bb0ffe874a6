import { CATEGORIES } from '@shared/constants/taxonomy';
import type { Platform } from '@shared/constants/discovery';
import type { CategoryEvidence } from '@shared/schemas/influencers';
import { median } from '@shared/math/median';
import type { CardRow } from '../influencers/influencers.read-model';
import { categoriesForWord } from '@shared/constants/category-lexicon';
import { baseForm, handleWords, wordsOf } from './intent';
import { likelyLanguage } from './places';

/**
 * What picks are ranked against (PRODUCT §6 "AI picks"), from a profile (find similar), from a
 * campaign or from keywords. Empty parts score nothing and are left out of the reasons.
 */
export interface PickCriteria {
  /** Platforms to pick from; empty means any. */
  platforms: Platform[];
  /**
   * Words to look for in the name, handle and bio: lower-case base forms (see `baseForm`), never
   * words that carry no intent. A term of four letters or more also matches words it begins
   * ("glow" in "glowrecipe"), a shorter one only whole words.
   */
  terms: string[];
  /**
   * Words of what the brand sells (see `readBrief`), matched like `terms` at
   * {@link PRODUCT_TERM_SHARE} of a term's worth: they favour a creator who fits the topic, and
   * alone never make anyone fit. Absent for a profile's lookalikes.
   */
  productTerms?: string[];
  /**
   * The brief's own words behind its categories, countries and languages (`category:<slug>`,
   * `country:<code>`, `language:<code>`), named in the reasons where they differ from the label.
   */
  said?: Record<string, string[]>;
  /** Taxonomy slugs. */
  categories: string[];
  /**
   * How much each of `categories` counts (default 1 each): a brief naming beauty in four words
   * and health in one wants beauty more.
   */
  categoryWeights?: Record<string, number>;
  /** ISO 3166-1 alpha-2 codes, matched against the creator's country and the audience's. */
  countries: string[];
  /** ISO 639-1 codes. */
  languages: string[];
  /** The follower band that fits (count, inclusive), or null for any size. */
  followers: { min: number; max: number } | null;
  /** Profiles never picked (the source profile of find-similar). */
  excludeIds: string[];
}

/**
 * A profile that may be picked: its card, its bio and why it has its categories (null: imported
 * before that was recorded, each category then counting fully).
 */
export type Candidate = CardRow & {
  bio: string | null;
  categoryEvidence?: CategoryEvidence[] | null;
};

/** How sure the profile's category is (0–1): its evidence's confidence, 1 when unrecorded. */
function categoryConfidence(c: Candidate, slug: string): number {
  return c.categoryEvidence?.find((e) => e.slug === slug)?.confidence ?? 1;
}

/**
 * A ranked pick: `score` 0–100 (one decimal), `reasons` readable phrases, strongest first;
 * whether it has `evidence` at all (the topic when one is asked, else a country or language of
 * the criteria); and what the criteria ask that it lacks (`unmet`, readable: "in Germany or
 * Austria", "speaks German"), empty when it fits everything.
 */
export interface RankedPick {
  candidate: Candidate;
  score: number;
  reasons: string[];
  evidence: boolean;
  unmet: string[];
}

/**
 * The most each part adds to the score (sum 100): text relevance of the terms, category overlap,
 * country, language, size band fit, engagement quality.
 */
export const PICK_WEIGHTS = {
  text: 30,
  categories: 25,
  country: 12,
  language: 8,
  size: 15,
  engagement: 10,
} as const;

/**
 * Points taken off a profile the advertiser already contacted (a collaboration in any state, or
 * an in-app message), so picks favour new people without hiding known ones (PRODUCT §6).
 */
export const CONTACTED_PENALTY = 20;

/**
 * The highest engagement rate (percent) taken as a measurement: more interactions per post than
 * followers is a data error (the import quarantines such values as NULL; this guards rows
 * imported before that), so a higher rate scores like an unknown one: nothing.
 */
export const MAX_PLAUSIBLE_ENGAGEMENT = 100;

/**
 * Share of the language weight for a language inferred from the profile's country (CLDR's likely
 * language, `Intl.Locale#maximize`: Mexico → Spanish) when the profile states none.
 */
const INFERRED_LANGUAGE_SHARE = 0.5;

/**
 * Share of the country weight for a profile of no known country (its own or its audience's)
 * whose language is the likely language of a wanted country (German-speaking, no country: likely
 * in Germany or Austria). It fits the brief, below the profiles known to be there.
 */
const INFERRED_PLACE_SHARE = 0.5;

const LABELS = new Map<string, string>(CATEGORIES.map((c) => [c.slug, c.label]));

/**
 * An engagement rate (percent) fit for scoring, or null when absent, not finite, negative or
 * above {@link MAX_PLAUSIBLE_ENGAGEMENT}.
 */
export function plausibleEngagement(rate: number | null | undefined): number | null {
  return typeof rate === 'number' &&
    Number.isFinite(rate) &&
    rate >= 0 &&
    rate <= MAX_PLAUSIBLE_ENGAGEMENT
    ? rate
    : null;
}

function textOf(c: Candidate): string[] {
  const text = `${c.name ?? ''} ${c.username} ${handleWords(c.username)} ${c.bio ?? ''}`;
  return [...new Set(wordsOf(text))];
}

/** A profile whose text has this many of the wanted terms matches the text fully. */
const FULL_TEXT_MATCH = 3;

/** What a product word found in a profile's text counts, as a share of a topic term. */
const PRODUCT_TERM_SHARE = 0.5;

/** Whether a profile's word is the term: the same base form, or begins with a term of 4+ letters. */
function wordMatches(term: string, word: string): boolean {
  return word === term || baseForm(word) === term || (term.length >= 4 && word.startsWith(term));
}

/**
 * How well the candidate's name, handle and bio match the terms (0–1): the concepts found (terms
 * matched by {@link wordMatches}, those naming one category counting once, see
 * {@link conceptsOf}; a concept found only through another lexicon word of its category counts
 * {@link LEXICON_WORD_SHARE}) out of all the concepts or {@link FULL_TEXT_MATCH}, whichever is fewer (a
 * long brief does not ask a bio to repeat every word of it); when the brief names a product, a
 * mention of it is worth {@link PRODUCT_TERM_SHARE} of a term more on both sides, so of two
 * creators on topic the one who also mentions the product ranks first.
 */
function textMatch(
  criteria: PickCriteria,
  c: Candidate,
): { share: number; matched: string[]; product: string[] } {
  const { terms } = criteria;
  if (terms.length === 0) return { share: 0, matched: [], product: [] };
  const words = textOf(c);
  const found = (t: string) => words.some((w) => wordMatches(t, w));
  const matched = terms.filter(found);
  const sold = (criteria.productTerms ?? []).filter((t) => !terms.includes(t));
  const product = sold.filter(found);
  const concept = conceptsOf(criteria);
  const asked = new Set(terms.map(concept));
  const met = new Set(matched.map(concept));
  // A word of the lexicon naming an asked category ("comedian" for a brief's "comedy") is the
  // concept in other words: it counts, at a share, where the brief's own words are absent.
  const named = new Map<string, string>();
  for (const w of words)
    for (const slug of new Set([...categoriesForWord(w), ...categoriesForWord(baseForm(w))])) {
      const key = `category:${slug}`;
      if (asked.has(key) && !met.has(key) && !named.has(key)) named.set(key, w);
    }
  const points =
    met.size + LEXICON_WORD_SHARE * named.size + PRODUCT_TERM_SHARE * Math.min(1, product.length);
  const full = Math.min(asked.size, FULL_TEXT_MATCH) + (sold.length ? PRODUCT_TERM_SHARE : 0);
  return { share: Math.min(1, points / full), matched: [...matched, ...named.values()], product };
}

/** What a lexicon word naming an asked category counts, as a share of the brief's own term. */
const LEXICON_WORD_SHARE = 0.5;

/**
 * The concept each term stands for: the category the brief named with it ("photographers",
 * "filmmakers" and "photography" are one ask, photography), else the term itself. Terms of one
 * concept are alternatives, so a bio needs one of them, not all, to match the concept fully.
 */
function conceptsOf(criteria: PickCriteria): (term: string) => string {
  const known = conceptCache.get(criteria);
  if (known) return known;
  const byTerm = new Map<string, string>();
  for (const [key, words] of Object.entries(criteria.said ?? {})) {
    if (!key.startsWith('category:')) continue;
    for (const w of words) {
      const term = baseForm(w.toLowerCase());
      if (!byTerm.has(term)) byTerm.set(term, key);
    }
  }
  const concept = (term: string) => byTerm.get(term) ?? term;
  conceptCache.set(criteria, concept);
  return concept;
}

/** {@link conceptsOf} once per criteria, not once per each of the ~1,500 candidates scored. */
const conceptCache = new WeakMap<PickCriteria, (term: string) => string>();

const quoted = (words: string[]) => words.map((w) => `“${w}”`).join(', ');

/** A label with the brief's words behind it when they say something else ("Food (“recipes”)"). */
function withWords(label: string, words: string[] | undefined): string {
  const other = (words ?? []).filter((w) => w.toLowerCase() !== label.toLowerCase());
  return other.length ? `${label} (${quoted(other)})` : label;
}

/** Places named one by one in a reason; more are counted. */
const MAX_NAMED = 5;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const regionName = (code: string) => regionNames.of(code) ?? code;

/**
 * Countries as a reason says them: "in Germany or Austria", the brief's own words where it named
 * them together ("in DACH", "in LatAm"), "in one of 12 countries" past {@link MAX_NAMED}.
 */
function placesNamed(codes: string[], said: Record<string, string[]>): string {
  const named = [...new Set(codes.map((k) => said[`country:${k}`]?.[0]))];
  const words = named.every(Boolean) ? (named as string[]) : codes.map(regionName);
  return words.length > MAX_NAMED ? `in one of ${words.length} countries` : `in ${either(words)}`;
}

/** "A", "A or B", "A, B or C". */
function either(names: string[]): string {
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
    : (names[0] ?? '');
}

/** 1 inside the band, falling linearly to 0 one order of magnitude (×10) outside it. */
function sizeFit(band: { min: number; max: number }, followers: number | null): number {
  if (followers === null || followers <= 0) return 0;
  const distance =
    followers < band.min
      ? Math.log10(band.min / followers)
      : followers > band.max
        ? Math.log10(followers / band.max)
        : 0;
  return Math.max(0, 1 - distance);
}

/**
 * A profile's peer group for engagement: its platform (TikTok's rate is by views, the others' by
 * followers, ENGAGEMENT_RATE_BASIS) and the order of magnitude of its follower count.
 */
const sizeTier = (c: Pick<Candidate, 'platform' | 'followers'>) =>
  `${c.platform}:${c.followers && c.followers > 0 ? Math.floor(Math.log10(c.followers)) : -1}`;

/**
 * Median plausible engagement rate (percent) per platform and size tier among the candidates.
 * Engagement falls as audiences grow, and rates of different platforms are not of one basis, so
 * a profile's engagement is judged against profiles of its own platform and size.
 */
function tierMedians(candidates: Candidate[]): Map<string, number> {
  const byTier = new Map<string, number[]>();
  for (const c of candidates) {
    const rate = plausibleEngagement(c.engagementRate);
    if (rate === null) continue;
    const tier = sizeTier(c);
    byTier.set(tier, [...(byTier.get(tier) ?? []), rate]);
  }
  return new Map([...byTier].map(([tier, rates]) => [tier, median(rates)]));
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const percent = (rate: number) => rate.toFixed(rate < 1 ? 2 : 1);

/**
 * Scores one candidate (0–100) with its reasons. Parts, each times its {@link PICK_WEIGHTS}:
 * text = {@link textMatch}; categories = the weighted share of the wanted categories the profile
 * has (`categoryWeights`), each times how sure its category is ({@link categoryConfidence}: a
 * "Howto & Style" channel's beauty counts a third); country = 1 when the creator's or the audience's country is wanted,
 * {@link INFERRED_PLACE_SHARE} when neither is known and its language is a wanted country's;
 * language = 1 when the profile's language is wanted, {@link INFERRED_LANGUAGE_SHARE} when only
 * its country's likely language is; size = {@link sizeFit}; engagement = the profile's plausible
 * rate ({@link plausibleEngagement}) over its size tier's median, halved and capped at 1 (twice
 * the median or more scores full marks; a missing or implausible rate scores 0). `tierMedian` is
 * that median (percent), undefined when unknown.
 *
 * Each thing the criteria name is a requirement: the topic (categories or terms), the countries,
 * the languages (but a creator in a wanted country meets a language asked beside it). The sum is multiplied by the share of those the profile meets, so a beauty
 * creator in the UK outranks a more engaging beauty creator elsewhere for a UK brief. `evidence`
 * needs the topic when one is asked (country, language, size and engagement lift only a profile
 * that fits the topic), else a country or language met; `unmet` names the requirements missed.
 * Reasons name the brief's words behind a category, country or language (`said`). A `contacted`
 * profile then loses {@link CONTACTED_PENALTY} points (not below 0) and says so.
 */
export function scoreCandidate(
  criteria: PickCriteria,
  c: Candidate,
  tierMedian: number | undefined,
  contacted = false,
): RankedPick {
  const parts: { points: number; reason: string | null }[] = [];
  const said = criteria.said ?? {};
  const topicAsked = criteria.terms.length > 0 || criteria.categories.length > 0;
  let topicMet = false;
  const unmet: string[] = [];
  const text = textMatch(criteria, c);
  if (text.matched.length) topicMet = true;
  parts.push({
    points: PICK_WEIGHTS.text * text.share,
    reason:
      [
        text.matched.length ? `mentions ${quoted(text.matched)}` : '',
        text.product.length ? `fits the product: ${quoted(text.product)}` : '',
      ]
        .filter(Boolean)
        .join('; ') || null,
  });
  if (criteria.categories.length) {
    const weight = (slug: string) => criteria.categoryWeights?.[slug] ?? 1;
    const total = criteria.categories.reduce((sum, slug) => sum + weight(slug), 0);
    const shared = criteria.categories.filter((slug) => c.categories.includes(slug));
    if (shared.length) topicMet = true;
    parts.push({
      points: total
        ? (PICK_WEIGHTS.categories *
            shared.reduce((s, g) => s + weight(g) * categoryConfidence(c, g), 0)) /
          total
        : 0,
      reason: shared.length
        ? shared
            .map((slug) => withWords(LABELS.get(slug) ?? slug, said[`category:${slug}`]))
            .join(', ')
        : null,
    });
  }
  if (topicAsked && !topicMet) unmet.push('the topic');
  const country = [c.country, c.audienceCountry].find((k) => k && criteria.countries.includes(k));
  const unplaced = !c.country && !c.audienceCountry && c.language;
  const likely = unplaced ? criteria.countries.filter((k) => likelyLanguage(k) === c.language) : [];
  if (country) {
    const where = withWords(regionName(country), said[`country:${country}`]);
    parts.push({
      points: PICK_WEIGHTS.country,
      reason: `${country === c.country ? 'in' : 'audience in'} ${where}`,
    });
  } else if (likely.length) {
    parts.push({
      points: PICK_WEIGHTS.country * INFERRED_PLACE_SHARE,
      reason: `likely ${placesNamed(likely, said)} (speaks ${languageNames.of(c.language!) ?? c.language})`,
    });
  } else if (criteria.countries.length) unmet.push(placesNamed(criteria.countries, said));
  if (criteria.languages.length) {
    const home = c.country ?? c.audienceCountry;
    const inferred = !c.language && home ? likelyLanguage(home) : null;
    const language = c.language ?? inferred;
    if (language && criteria.languages.includes(language)) {
      const name = withWords(languageNames.of(language) ?? language, said[`language:${language}`]);
      parts.push({
        points: PICK_WEIGHTS.language * (c.language ? 1 : INFERRED_LANGUAGE_SHARE),
        reason: c.language ? `speaks ${name}` : `likely speaks ${name}`,
      });
    } else if (!country)
      // A brief naming a market and a language means the market: a creator there who posts in
      // another language still fits, only without the language's points.
      unmet.push(`speaks ${either(criteria.languages.map((l) => languageNames.of(l) ?? l))}`);
  }
  if (criteria.followers) {
    const fit = sizeFit(criteria.followers, c.followers);
    parts.push({
      points: PICK_WEIGHTS.size * fit,
      reason: fit === 1 ? `${compact.format(c.followers ?? 0)} followers fits the size` : null,
    });
  }
  const rate = plausibleEngagement(c.engagementRate);
  if (rate !== null && tierMedian) {
    const quality = Math.min(1, rate / tierMedian / 2);
    parts.push({
      points: PICK_WEIGHTS.engagement * quality,
      reason: rate >= tierMedian ? `${percent(rate)}% engagement, above its size's median` : null,
    });
  }
  const asked =
    Number(topicAsked) +
    Number(criteria.countries.length > 0) +
    Number(criteria.languages.length > 0);
  const met = asked - unmet.length;
  const evidence = topicAsked ? topicMet : met > 0;
  const total = parts.reduce((sum, p) => sum + p.points, 0) * (asked ? met / asked : 1);
  const score = Math.round(Math.max(0, total - (contacted ? CONTACTED_PENALTY : 0)) * 10) / 10;
  const reasons = [...parts]
    .sort((a, b) => b.points - a.points)
    .flatMap((p) => (p.reason ? [p.reason] : []));
  return {
    candidate: c,
    score,
    reasons: contacted ? [...reasons, 'already contacted'] : reasons,
    evidence,
    unmet,
  };
}

/**
 * Ranks candidates against the criteria: the best `limit`, by score, then followers, then id, so
 * the same data always gives the same picks. Excluded ids, other platforms and profiles without
 * evidence (see {@link scoreCandidate}) are left out; `contacted` profile ids are ranked lower.
 */
export function rankCandidates(
  criteria: PickCriteria,
  candidates: Candidate[],
  limit: number,
  contacted: ReadonlySet<string> = new Set(),
): RankedPick[] {
  const eligible = candidates.filter(
    (c) =>
      !criteria.excludeIds.includes(c.id) &&
      (criteria.platforms.length === 0 || criteria.platforms.includes(c.platform as Platform)),
  );
  const medians = tierMedians(eligible);
  return eligible
    .map((c) => scoreCandidate(criteria, c, medians.get(sizeTier(c)), contacted.has(c.id)))
    .filter((pick) => pick.evidence)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.candidate.followers ?? -1) - (a.candidate.followers ?? -1) ||
        (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
    )
    .slice(0, limit);
}

/**
 * Ranked picks parted for a brief: `fits`, the best `limit` that meet everything asked (topic,
 * countries, languages); and when fewer than `limit` fit, `near`, the best of the rest (they fit
 * the topic but miss a place or a language) to fill the difference, shown apart and labelled,
 * never mixed into the fits.
 */
export function partFits(ranked: RankedPick[], limit: number) {
  const fits = ranked.filter((p) => p.unmet.length === 0).slice(0, limit);
  const near = ranked.filter((p) => p.unmet.length > 0).slice(0, limit - fits.length);
  return { fits, near };
}

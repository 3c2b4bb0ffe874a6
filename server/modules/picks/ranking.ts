import { CATEGORIES } from '@shared/constants/taxonomy';
import type { Platform } from '@shared/constants/discovery';
import type { CardRow } from '../influencers/influencers.repository';

/**
 * What picks are ranked against (PRODUCT §6 "AI picks"), from a profile (find similar) or from
 * keywords. Empty parts score nothing and are left out of the reasons.
 */
export interface PickCriteria {
  /** Platforms to pick from; empty means any. */
  platforms: Platform[];
  /** Lower-cased words to look for in the name, handle, bio and category labels. */
  terms: string[];
  /** Taxonomy slugs. */
  categories: string[];
  /** ISO 3166-1 alpha-2 codes, matched against the creator's country, else the audience's. */
  countries: string[];
  /** ISO 639-1 codes. */
  languages: string[];
  /** The follower band that fits (count, inclusive), or null for any size. */
  followers: { min: number; max: number } | null;
  /** Profiles never picked (the source profile of find-similar). */
  excludeIds: string[];
}

/** A profile that may be picked: its card and its bio. */
export type Candidate = CardRow & { bio: string | null };

/** A ranked pick: `score` 0–100 (one decimal), `reasons` readable phrases, strongest first. */
export interface RankedPick {
  candidate: Candidate;
  score: number;
  reasons: string[];
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

const LABELS = new Map<string, string>(CATEGORIES.map((c) => [c.slug, c.label]));

/** Lower-cased letter/digit words of a text. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function textOf(c: Candidate): Set<string> {
  return new Set(wordsOf(`${c.name ?? ''} ${c.username} ${c.bio ?? ''}`));
}

/** A profile whose text has this many of the wanted terms matches the text fully. */
const FULL_TEXT_MATCH = 3;

/**
 * How well the candidate's name, handle and bio match the terms (0–1): the terms found as word
 * prefixes, out of all the terms or {@link FULL_TEXT_MATCH}, whichever is fewer (a long brief
 * does not ask a bio to repeat every word of it).
 */
function textMatch(terms: string[], c: Candidate): { share: number; matched: string[] } {
  if (terms.length === 0) return { share: 0, matched: [] };
  const words = [...textOf(c)];
  const matched = terms.filter((t) => words.some((w) => w.startsWith(t)));
  return { share: Math.min(1, matched.length / Math.min(terms.length, FULL_TEXT_MATCH)), matched };
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

/** The order of magnitude of a follower count: engagement is compared within it. */
const sizeTier = (followers: number | null) =>
  followers && followers > 0 ? Math.floor(Math.log10(followers)) : -1;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Median engagement rate (percent) per size tier among the candidates. Engagement falls as
 * audiences grow, so a profile's engagement is judged against profiles of its own size.
 */
function tierMedians(candidates: Candidate[]): Map<number, number> {
  const byTier = new Map<number, number[]>();
  for (const c of candidates) {
    if (c.engagementRate === null) continue;
    const tier = sizeTier(c.followers);
    byTier.set(tier, [...(byTier.get(tier) ?? []), c.engagementRate]);
  }
  return new Map([...byTier].map(([tier, rates]) => [tier, median(rates)]));
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * Scores one candidate (0–100) with its reasons. Parts, each times its {@link PICK_WEIGHTS}:
 * text = {@link textMatch}; categories = share of the wanted categories
 * the profile has; country and language = 1 on a match; size = {@link sizeFit}; engagement =
 * the profile's rate over its size tier's median, halved and capped at 1 (twice the median or
 * more scores full marks). `tierMedian` is that median (percent), undefined when unknown. A
 * `contacted` profile loses {@link CONTACTED_PENALTY} points (not below 0) and says so.
 */
export function scoreCandidate(
  criteria: PickCriteria,
  c: Candidate,
  tierMedian: number | undefined,
  contacted = false,
): RankedPick {
  const parts: { points: number; reason: string | null }[] = [];
  const text = textMatch(criteria.terms, c);
  parts.push({
    points: PICK_WEIGHTS.text * text.share,
    reason: text.matched.length ? `mentions ${text.matched.map((t) => `“${t}”`).join(', ')}` : null,
  });
  if (criteria.categories.length) {
    const shared = criteria.categories.filter((slug) => c.categories.includes(slug));
    parts.push({
      points: (PICK_WEIGHTS.categories * shared.length) / criteria.categories.length,
      reason: shared.length ? shared.map((slug) => LABELS.get(slug) ?? slug).join(', ') : null,
    });
  }
  const country = c.country ?? c.audienceCountry;
  if (country && criteria.countries.includes(country))
    parts.push({
      points: PICK_WEIGHTS.country,
      reason: `in ${regionNames.of(country) ?? country}`,
    });
  if (c.language && criteria.languages.includes(c.language))
    parts.push({
      points: PICK_WEIGHTS.language,
      reason: `speaks ${languageNames.of(c.language) ?? c.language}`,
    });
  if (criteria.followers) {
    const fit = sizeFit(criteria.followers, c.followers);
    parts.push({
      points: PICK_WEIGHTS.size * fit,
      reason: fit === 1 ? `${compact.format(c.followers ?? 0)} followers fits the size` : null,
    });
  }
  if (c.engagementRate !== null && tierMedian) {
    const quality = Math.min(1, c.engagementRate / tierMedian / 2);
    parts.push({
      points: PICK_WEIGHTS.engagement * quality,
      reason:
        c.engagementRate >= tierMedian
          ? `${c.engagementRate.toFixed(1)}% engagement, above its size's median`
          : null,
    });
  }
  const total = parts.reduce((sum, p) => sum + p.points, 0);
  const score = Math.round(Math.max(0, total - (contacted ? CONTACTED_PENALTY : 0)) * 10) / 10;
  const reasons = [...parts]
    .sort((a, b) => b.points - a.points)
    .flatMap((p) => (p.reason ? [p.reason] : []));
  return { candidate: c, score, reasons: contacted ? [...reasons, 'already contacted'] : reasons };
}

/**
 * Ranks candidates against the criteria: the best `limit`, by score, then followers, then id, so
 * the same data always gives the same picks. Excluded ids and other platforms are left out;
 * `contacted` profile ids are ranked lower (see {@link scoreCandidate}).
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
    .map((c) =>
      scoreCandidate(criteria, c, medians.get(sizeTier(c.followers)), contacted.has(c.id)),
    )
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.candidate.followers ?? -1) - (a.candidate.followers ?? -1) ||
        (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
    )
    .slice(0, limit);
}

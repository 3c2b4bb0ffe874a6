/**
 * Graded-relevance metrics of the relevance bench (`npm run bench:relevance`, issue 31). A ranking
 * is the list of profile keys (`platform:username`) the API returned, best first; grades come from
 * the case's judgements. A result with no judgement counts as grade 0.
 */
import type { Grade, Judgement } from './judgments';

/** Grade of each judged profile of one case, by profile key. */
export type Grades = ReadonlyMap<string, Grade>;

/** The judgements of one case as a lookup by profile key. */
export function gradesOf(judged: readonly Judgement[]): Grades {
  return new Map(judged.map((j) => [j.profile, j.grade]));
}

/**
 * Precision at k: share of the first k positions holding a result graded at least `minGrade`
 * (2 = strict, 1 = lenient). Always divided by k, so a ranking shorter than k loses the missing
 * positions. Range 0..1.
 */
export function precisionAt(
  k: number,
  ranking: readonly string[],
  grades: Grades,
  minGrade: Grade = 2,
): number {
  const hits = ranking.slice(0, k).filter((key) => (grades.get(key) ?? 0) >= minGrade).length;
  return hits / k;
}

/**
 * The best precision at k any ranking could reach with this case's judgements: min(k, profiles
 * graded 2) / k. A lower bound of the true ceiling (a profile nobody judged may also fit), it says
 * how much of a gap is the ranking's and how much is the data's. Range 0..1.
 */
export function ceilingAt(k: number, grades: Grades): number {
  const relevant = [...grades.values()].filter((g) => g === 2).length;
  return Math.min(k, relevant) / k;
}

/** Gain of a grade: 2^grade − 1 (0, 1, 3), the exponential gain of Järvelin & Kekäläinen's nDCG. */
export function gain(grade: Grade): number {
  return 2 ** grade - 1;
}

/** Discounted cumulative gain of grades in rank order: Σ gain(gᵢ) / log₂(i + 2), i from 0. */
export function dcg(grades: readonly Grade[]): number {
  return grades.reduce<number>((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
}

/**
 * Normalised DCG at k (Järvelin & Kekäläinen 2002): DCG of the ranking's first k results over the
 * DCG of the ideal ranking, the case's judgements sorted by grade, also cut at k. Range 0..1;
 * 0 when the case has no result graded above 0.
 */
export function ndcgAt(k: number, ranking: readonly string[], grades: Grades): number {
  const ideal = dcg([...grades.values()].sort((a, b) => b - a).slice(0, k));
  if (ideal === 0) return 0;
  return dcg(ranking.slice(0, k).map((key) => grades.get(key) ?? 0)) / ideal;
}

/** How many of the first k results have no judgement in the case. */
export function unjudgedAt(k: number, ranking: readonly string[], grades: Grades): number {
  return ranking.slice(0, k).filter((key) => !grades.has(key)).length;
}

/** Arithmetic mean; NaN for no values. */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((s, v) => s + v, 0) / values.length;
}

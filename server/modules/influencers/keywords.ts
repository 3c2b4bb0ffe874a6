/** A parsed keyword search. */
export interface KeywordSearch {
  /** A `to_tsquery('simple', …)` expression: words ANDed, the last one as a prefix; null when no words. */
  tsQuery: string | null;
  /** Lower-cased text for the handle match (≥ 3 characters), or null. */
  handle: string | null;
  /**
   * How the handle matches: `substring` (the handle contains the text; exact, cheap) or
   * `similarity` (pg_trgm similarity ≥ {@link similarityThreshold}: typo-tolerant). Parsing
   * always gives `substring`; a search that finds nothing retries with `similarity`.
   */
  handleMatch: 'substring' | 'similarity';
  /** Set when the input was `@handle`: that exact account is ranked first. */
  exactHandle: string | null;
}

/** Handle characters on Instagram, YouTube and TikTok: letters, digits, `_`, `.` and `-`. */
const HANDLE = /^[\p{L}\p{N}_.-]+$/u;

/**
 * Parses the keyword box (PRODUCT §3): full-text words over name, handle and bio with a prefix
 * match on the last word; `#tag` searches the word; `@handle` also finds that exact account first;
 * inputs of 3+ characters that look like a handle are matched typo-tolerantly (pg_trgm).
 * Only letters and digits reach the tsquery, so user input cannot inject tsquery syntax.
 */
export function parseKeywords(input: string): KeywordSearch {
  const text = input.trim().toLowerCase();
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const tsQuery =
    words.length === 0
      ? null
      : words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
  const bare = text.replace(/^[@#]/, '');
  const looksLikeHandle = !/\s/.test(bare) && HANDLE.test(bare) && bare.length >= 3;
  return {
    tsQuery,
    handle: looksLikeHandle ? bare : null,
    handleMatch: 'substring',
    exactHandle: text.startsWith('@') && looksLikeHandle ? bare : null,
  };
}

/**
 * The pg_trgm similarity a handle must reach to match `text` typo-tolerantly, by the length of
 * `text`. One missing letter keeps a handle's similarity at about 0.38 (5 characters), 0.44 (6),
 * 0.50–0.56 (7), 0.58 (9), ≥ 0.64 (11+, 5th percentile of 3,000 real-shaped handles); each
 * threshold sits below those so one typo still matches (from 5 characters; a 4-letter word with a
 * typo shares too few trigrams for any useful threshold), and as high as that allows because a
 * low threshold is what makes the trigram index slow: at pg_trgm's default 0.3 a 19-character
 * handle gave 2,118 lossy candidates (196 ms on 1M profiles), at 0.5 35 (14 ms).
 */
export function similarityThreshold(text: string): number {
  if (text.length >= 11) return 0.55;
  if (text.length >= 7) return 0.45;
  return 0.3;
}

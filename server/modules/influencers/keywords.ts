/** A parsed keyword search. */
export interface KeywordSearch {
  /** A `to_tsquery('simple', …)` expression: words ANDed, the last one as a prefix; null when no words. */
  tsQuery: string | null;
  /** Lower-cased text for the trigram handle match (≥ 3 characters), or null. */
  handle: string | null;
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
    exactHandle: text.startsWith('@') && looksLikeHandle ? bare : null,
  };
}

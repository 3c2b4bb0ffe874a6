import { categoriesForWord } from '@shared/constants/category-lexicon';
import { CATEGORIES, type CategorySlug } from '@shared/constants/taxonomy';
import { isContentFormWord } from '@shared/constants/content-form-words';

/** One word of the keyword box. */
export interface KeywordWord {
  /** The word, lower-cased: letters and digits only. */
  text: string;
  /**
   * A `to_tsquery('simple', …)` expression for the word as written; the last word is also a prefix
   * (`word:*`) while it may still be typed. The repository adds the word's English stem.
   */
  tsQuery: string;
  /**
   * Whether a handle containing the word counts as the word written in the profile (words of
   * {@link MIN_HANDLE_WORD}+ characters of a multi-word search; a one-word search matches handles
   * through {@link KeywordSearch.handle}).
   */
  inHandle: boolean;
  /** The taxonomy categories the word names: a profile with one of them matches the word. */
  categories: CategorySlug[];
  /**
   * Those of {@link categories} the word names by their own label ("food" → Food & Drink, "tech"
   * → Technology) rather than as a synonym ("vegan" → Food & Drink): a profile in one of them
   * has the word as directly as one with it in its text.
   */
  labelCategories: CategorySlug[];
}

/**
 * Which profiles a keyword search matches (the passes of `searchPage`):
 * - `exact`: every word (in the text, in the handle, or naming one of the profile's categories),
 *   or a handle containing {@link KeywordSearch.handle};
 * - `typo`: a handle similar to {@link KeywordSearch.handle} (pg_trgm `%`), not matched exactly;
 * - `most`: at least {@link KeywordSearch.minWords} words, neither matched exactly nor by the
 *   typo pass.
 */
export type KeywordMatch = 'exact' | 'typo' | 'most';

/** A parsed keyword search. */
export interface KeywordSearch {
  /** The words (at most {@link MAX_WORDS}), in the order typed. */
  words: KeywordWord[];
  /**
   * Lower-cased handle candidate (≥ 3 characters), or null: the input itself when it is one
   * handle-like token (`mr.beast_6000`, `@cristiano`, `#github`), else the words joined
   * (`mr beast` → `mrbeast`), so a handle typed with spaces still finds the account.
   */
  handle: string | null;
  /** A handle equal to this ranks first (the handle candidate, except for a `#tag`). */
  exactHandle: string | null;
  /**
   * Whether several words were typed apart (`mr beast`, not `mr.beast_6000`): only then do words
   * match inside handles, and the typo pass run when the exact pass found less than a page, and the
   * most-words pass follow.
   */
  severalWords: boolean;
  /** Which profiles match (see {@link KeywordMatch}); parsing always gives `exact`. */
  match: KeywordMatch;
  /** For `most`: the fewest words a profile must match — half of them, rounded up. */
  minWords: number;
  /**
   * For `most` after a typo pass: the similarity that pass used, so the handles it already
   * found are left out. Null when no typo pass ran.
   */
  typoThreshold: number | null;
}

/** Words past this many are ignored (each word adds three index conditions to the query). */
export const MAX_WORDS = 8;

/**
 * Shortest word of a multi-word search that also matches inside handles (`vegan` in
 * `veganpumpkins`): a 3-letter substring is a single trigram, which the trigram index cannot
 * narrow down.
 */
export const MIN_HANDLE_WORD = 4;

/**
 * Shortest word that names a category by beginning a word of its label (`tech` → Technology,
 * `photog` → Photography). Only the last word, which may still be being typed, matches by such a
 * prefix alone; an earlier one must be in the lexicon, and the prefix then says it names the
 * category by its label.
 */
const MIN_LABEL_PREFIX = 4;

/** Handle characters on Instagram, YouTube and TikTok: letters, digits, `_`, `.` and `-`. */
const HANDLE = /^[\p{L}\p{M}\p{N}_.-]+$/u;

/** Each word of each taxonomy label ("Food & Drink" → food, drink) with its category. */
const LABEL_WORDS: readonly (readonly [string, CategorySlug])[] = CATEGORIES.flatMap(
  ({ slug, label }) =>
    (label.toLowerCase().match(/\p{L}+/gu) ?? []).map((word) => [word, slug] as const),
);

/** Whether `word` is a word of a category label, or begins one (from {@link MIN_LABEL_PREFIX} characters). */
function namesLabel(word: string, labelWord: string): boolean {
  return labelWord === word || (word.length >= MIN_LABEL_PREFIX && labelWord.startsWith(word));
}

/**
 * The taxonomy categories a word names: its synonyms in the category lexicon (`tech` →
 * technology, `vegan` → food) and the labels it is a word of (`food` → Food & Drink) or, for the
 * last word, which may still be being typed, begins (`photog` → Photography, from 4 characters);
 * `byLabel` are those it names by their label (see {@link KeywordWord.labelCategories}).
 */
export function categoriesOfWord(
  word: string,
  last: boolean,
): { categories: CategorySlug[]; byLabel: CategorySlug[] } {
  const categories = new Set<CategorySlug>(categoriesForWord(word));
  const byLabel = new Set<CategorySlug>();
  for (const [labelWord, slug] of LABEL_WORDS) {
    if (!namesLabel(word, labelWord)) continue;
    if (labelWord === word || last) categories.add(slug);
    if (categories.has(slug)) byLabel.add(slug);
  }
  return { categories: [...categories], byLabel: [...byLabel] };
}

/**
 * Parses the keyword box (PRODUCT §3). Each word matches a profile that has it in its name,
 * handle or bio (full text; the last word as a prefix), that has it inside its handle (words of 4+
 * characters in a multi-word search), or whose categories it names (synonyms from the category
 * lexicon and the taxonomy labels: "tech" finds Technology profiles). The input also gives a
 * handle candidate ({@link KeywordSearch.handle}) matched by substring, then typo-tolerantly;
 * `#tag` searches the word; `@handle` and words that join into a handle find that exact account
 * first. Words naming the kind of content ("videos", "creators": `isContentFormWord`) are read
 * past when other words remain. Only letters and digits reach the tsquery, so user input cannot inject tsquery syntax.
 */
export function parseKeywords(input: string): KeywordSearch {
  const text = input.trim().toLowerCase();
  // Letters with their combining marks: Devanagari, Thai or Arabic vowel signs are marks (\p{M}),
  // and splitting at them cut "खाना" into "ख" and "न" where PostgreSQL keeps the word whole.
  const typed = (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  // "cat videos" asks for cat content: words naming the kind of content go when others remain.
  const topical = typed.filter((word) => !isContentFormWord(word));
  const found = topical.length > 0 ? topical : typed;
  const bare = text.replace(/^[@#]/, '');
  const oneToken = !/\s/.test(bare) && HANDLE.test(bare);
  const severalWords = typed.length > 1 && !oneToken;
  // The last word may still be being typed, unless it was one read past.
  const stillTyped = found.at(-1) === typed.at(-1);
  const words = found.map((word, i): KeywordWord => {
    const last = stillTyped && i === found.length - 1;
    const { categories, byLabel } = categoriesOfWord(word, last);
    return {
      text: word,
      tsQuery: last ? `${word}:*` : word,
      inHandle: severalWords && word.length >= MIN_HANDLE_WORD,
      categories,
      labelCategories: byLabel,
    };
  });
  const candidate = oneToken ? bare : severalWords ? typed.join('') : null;
  const handle = candidate && candidate.length >= 3 ? candidate : null;
  return {
    words,
    handle,
    exactHandle: text.startsWith('#') ? null : handle,
    severalWords,
    match: 'exact',
    minWords: Math.ceil(words.length / 2),
    typoThreshold: null,
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

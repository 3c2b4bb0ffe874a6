import { categoriesForWord } from '@shared/constants/category-lexicon';
import type { CategorySlug } from '@shared/constants/taxonomy';
import type { CategoryEvidence } from '@shared/schemas/influencers';

/** One dataset label and the categories its mapping reads it as (label null: the whole dataset's). */
export interface LabelCategories {
  label: string | null;
  slugs: CategorySlug[];
}

/** Distinct words of a profile's text that name a category, by category (the category lexicon). */
function wordsByCategory(text: string): Map<CategorySlug, string[]> {
  const found = new Map<CategorySlug, string[]>();
  const words = new Set(text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
  for (const word of words) {
    const slugs = categoriesForWord(word);
    const named = slugs.length
      ? slugs
      : word.endsWith('s')
        ? categoriesForWord(word.slice(0, -1))
        : [];
    for (const slug of named) found.set(slug, [...(found.get(slug) ?? []), word]);
  }
  return found;
}

/** Distinct words of the text a category needs before it is inferred from the text alone. */
const MIN_BIO_WORDS = 2;

/** Confidence of a category inferred from {@link MIN_BIO_WORDS} words; one more word makes it 0.75. */
const BIO_CONFIDENCE = 0.5;

/**
 * The categories of one source row with why it has each (issue 31, item 4):
 * - a label its mapping reads as one category: `label`, confidence 1;
 * - a label read as several ("Howto & Style" → DIY, beauty, fashion) holds only where the name and
 *   bio confirm it: each category they name is kept (`mapping`, confidence 1); when they name
 *   none of these but another category in {@link MIN_BIO_WORDS}+ words, the label's categories
 *   are dropped (a cooking channel filed under "Howto & Style" is not fashion); otherwise (no
 *   bio, or a stray word such as "therapy" in "Unbox Therapy") all are kept at 1/n each;
 * - a category of the whole dataset (`always`): `mapping`, confidence 1;
 * - a category {@link MIN_BIO_WORDS}+ distinct words of the name and bio name (category lexicon)
 *   and no label gave: `bio`, confidence {@link BIO_CONFIDENCE} (0.75 from three words).
 * Returns the evidence in the order found, one entry per category.
 */
export function categoryEvidence(labels: LabelCategories[], text: string): CategoryEvidence[] {
  const named = wordsByCategory(text);
  // The text says what the profile is about when it names a category in enough words to infer it.
  const saysOtherwise = [...named.values()].some((words) => words.length >= MIN_BIO_WORDS);
  const evidence = new Map<CategorySlug, CategoryEvidence>();
  const add = (e: CategoryEvidence) => {
    const had = evidence.get(e.slug);
    if (!had || had.confidence < e.confidence) evidence.set(e.slug, e);
  };
  for (const { label, slugs } of labels) {
    if (label === null || slugs.length === 1) {
      for (const slug of slugs)
        add({
          slug,
          source: label === null ? 'mapping' : 'label',
          label,
          confidence: 1,
          words: [],
        });
      continue;
    }
    const confirmed = slugs.filter((slug) => named.has(slug));
    if (confirmed.length > 0)
      for (const slug of confirmed)
        add({ slug, source: 'mapping', label, confidence: 1, words: named.get(slug)! });
    else if (!saysOtherwise)
      for (const slug of slugs)
        add({ slug, source: 'mapping', label, confidence: 1 / slugs.length, words: [] });
  }
  for (const [slug, words] of named) {
    if (evidence.has(slug) || words.length < MIN_BIO_WORDS) continue;
    const confidence = words.length > MIN_BIO_WORDS ? 0.75 : BIO_CONFIDENCE;
    add({ slug, source: 'bio', label: null, confidence, words });
  }
  return [...evidence.values()];
}

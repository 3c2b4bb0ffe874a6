/**
 * Where a brief names what the brand sells rather than the creators it wants. Briefs say "<the
 * creators wanted> for <the product>" ("Budget travel creators for a hostel booking app"), "…
 * to review our new serum", or introduce the advertiser first ("Pet food brand looking for dog
 * creators", "Halal food brand: cooking creators …"). Only grammar words mark these parts, so a
 * brief about any topic is read the same way.
 */

/** The speaker's possessives: "our new running shoe" is the product. */
const POSSESSIVES = new Set(['our', 'my']);

/** After "for", a determiner starts the product: "for a vegan protein bar launch". */
const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'their', 'its', 'our', 'my']);

/** Words that end a product phrase: what follows is about the creators again. */
const PHRASE_ENDS = new Set(['to', 'in', 'who', 'that', 'which', 'across', 'among', 'on', 'from']);

/** Nouns for the advertiser itself: "Premium pet food brand looking for …". */
const ADVERTISERS = new Set(['brand', 'company', 'startup', 'business', 'label', 'shop', 'store']);

/** Words after which the advertiser's description ends and the creators wanted begin. */
const ASKING = new Set(['looking', 'seeking', 'seeks', 'wants', 'needs', 'searching', 'wanted']);

/**
 * Whether tokens[j] ends a product phrase: clause punctuation, a {@link PHRASE_ENDS} word, or
 * "for" naming people rather than a thing ("our kit for kids": the kids are the audience).
 */
function endsPhrase(tokens: readonly BriefToken[], j: number): boolean {
  const { word, boundary } = tokens[j]!;
  return (
    boundary ||
    PHRASE_ENDS.has(word) ||
    (word === 'for' && !DETERMINERS.has(tokens[j + 1]?.word ?? ''))
  );
}

/** A token as the brief reader has it: lower-case word, or clause punctuation. */
interface BriefToken {
  word: string;
  boundary: boolean;
}

/**
 * The indexes of the tokens that describe the product or the advertiser:
 * - from "our"/"my", or from "for" followed by a determiner, to the end of the phrase
 *   ({@link endsPhrase});
 * - a clause that names the advertiser ({@link ADVERTISERS}) before {@link ASKING} or a colon,
 *   up to that word.
 */
export function productSpans(tokens: readonly BriefToken[]): Set<number> {
  const product = new Set<number>();
  let clauseStart = 0;
  for (let i = 0; i < tokens.length; i++) {
    const { word, boundary } = tokens[i]!;
    const endsAdvertiser = ASKING.has(word) || word === ':';
    if (endsAdvertiser && tokens.slice(clauseStart, i).some((t) => ADVERTISERS.has(t.word)))
      for (let k = clauseStart; k < i; k++) product.add(k);
    if (boundary) clauseStart = i + 1;
    const starts =
      POSSESSIVES.has(word) || (word === 'for' && DETERMINERS.has(tokens[i + 1]?.word ?? ''));
    if (!starts) continue;
    let j = i;
    while (j < tokens.length && (j === i || !endsPhrase(tokens, j))) product.add(j++);
  }
  return product;
}

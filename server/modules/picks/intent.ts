import { eng, fra, deu, ita, por, spa } from 'stopword';
import { categoriesForWord } from '@shared/constants/category-lexicon';
import { CONTENT_FORM_WORDS } from '@shared/constants/content-form-words';
import { toCountryCode } from '../../import/countries';
import { toLanguageCode } from '../../import/languages';
import { productSpans } from './brief-parts';
import { demonymCountries, regionCountries } from './places';

/**
 * Words that carry no intent in a brief or in AI-pick keywords: marketing boilerplate ("promote
 * our new product to fans"), words for the people and the content asked for ("creators",
 * "videos"), for reach and money ("awareness", "budget"), and generic praise. They never become
 * categories or terms, so no profile is picked because its name says "new" or "brand". Checked
 * with {@link baseForm} too, so plurals need not be listed. Stop words of the datasets' languages
 * (the stopword package) are dropped as well.
 */
// prettier-ignore
export const INTENT_FREE_WORDS: ReadonlySet<string> = new Set([
  // who is speaking, and the launch itself
  'we', 'us', 'our', 'ours', 'new', 'newest', 'latest', 'upcoming', 'next', 'now', 'soon',
  'today', 'promote', 'promoting', 'promotion', 'promotional', 'launch', 'launching', 'launched',
  'relaunch', 'introduce', 'introducing', 'announce', 'announcing', 'release', 'releasing',
  'drop', 'unveil', 'showcase', 'showcasing', 'show', 'feature', 'featuring', 'highlight',
  'spotlight', 'opening',
  // what is sold
  'product', 'item', 'range', 'line', 'edition', 'version', 'model', 'brand', 'branded',
  'company', 'store', 'shop', 'offer', 'deal', 'discount', 'code', 'sale', 'sell', 'selling',
  'buy', 'buying', 'order', 'free', 'gift', 'gifting', 'giveaway', 'sample', 'program',
  'programme', 'plan', 'subscription', 'service', 'app', 'kit', 'box', 'bundle',
  // the campaign and its goals
  'campaign', 'brief', 'collab', 'collaboration', 'collaborate', 'partner', 'partnership',
  'sponsor', 'sponsored', 'sponsorship', 'ambassador', 'ambassadorship', 'awareness', 'reach',
  'grow', 'growth', 'drive', 'boost', 'increase', 'engagement', 'conversion', 'conversions',
  'traffic', 'signups', 'downloads', 'installs', 'budget', 'cost', 'price', 'pricing', 'paid',
  'pay', 'fee', 'rate', 'cheap', 'affordable', 'roi', 'kpi', 'goal', 'target', 'targeting',
  // the people and the content asked for
  'fans', 'fan', 'follower', 'audience', 'community', 'customer', 'consumer', 'buyer', 'shopper',
  'user', 'people', 'everyone', 'lover', 'enthusiast', 'platform', 'social', 'media', 'online',
  'instagram', 'youtube', 'tiktok', ...CONTENT_FORM_WORDS,
  // asking and wanting
  'looking', 'look', 'seeking', 'seek', 'searching', 'want', 'wanted', 'need', 'needed', 'find',
  'help', 'get', 'make', 'making', 'use', 'using', 'try', 'trying', 'love', 'loving', 'like',
  'work', 'working', 'join', 'invite', 'hire', 'hiring', 'recruit', 'please', 'ideally',
  // places and languages in general (the named ones are read separately)
  'based', 'local', 'locally', 'global', 'globally', 'worldwide', 'international', 'national',
  'country', 'countries', 'market', 'region', 'regional', 'area', 'city', 'speaking', 'speak',
  'speaker', 'language', 'native', 'across',
  // praise and filler
  'best', 'top', 'great', 'amazing', 'awesome', 'perfect', 'premium', 'quality', 'exclusive',
  'official', 'limited', 'unique', 'innovative', 'exciting', 'excited', 'good', 'nice', 'cool',
  'fun', 'big', 'small', 'first', 'ever', 'way', 'thing', 'tips', 'ideas', 'idea', 'inspiration',
  'advice', 'current', 'also', 'well', 'really', 'lot', 'lots',
]);

/** Stop words of the datasets' main languages (the stopword package's lists). */
const STOP_WORDS: ReadonlySet<string> = new Set([...eng, ...spa, ...por, ...fra, ...deu, ...ita]);

/**
 * Names of places the ISO lists (i18n-iso-countries, CLDR) lack but briefs use: Great Britain
 * without "Great", and the United Kingdom's constituent countries. Maps to ISO 3166-1 alpha-2
 * codes; every other country name comes from the packages through `toCountryCode`.
 */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  holland: 'NL',
};

/**
 * The words of a handle, as the search document reads them (`handleWords` in
 * server/db/schema/influencers.ts): dots and underscores as spaces, a space before a capital that
 * follows a lower-case letter or digit ("ChefVegan" → "Chef Vegan").
 */
export function handleWords(handle: string): string {
  return handle.replace(/[._]/g, ' ').replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2');
}

/** Lower-cased letter/digit words of a text. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * The base form of an English word for lexicon and text matching: a regular plural made singular
 * ("recipes" → "recipe", "babies" → "baby", "boxes" → "box"); other words unchanged.
 */
export function baseForm(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word))
    return word.slice(0, -1);
  return word;
}

/**
 * Whether a lower-case word carries no intent: a stop word, an {@link INTENT_FREE_WORDS} word, or
 * the plural of one that names no category itself ("brands" yes, "news" no).
 */
export function isIntentFree(word: string): boolean {
  if (STOP_WORDS.has(word) || INTENT_FREE_WORDS.has(word)) return true;
  return INTENT_FREE_WORDS.has(baseForm(word)) && categoriesForWord(word).length === 0;
}

/** The taxonomy categories a word names through the lexicon, trying its base form and plural. */
function categoriesOf(word: string): string[] {
  for (const form of [word, baseForm(word), `${word}s`]) {
    const slugs = categoriesForWord(form);
    if (slugs.length) return slugs;
  }
  return [];
}

/** What a brief asks for, as read by {@link readBrief}. */
export interface BriefIntent {
  /**
   * Taxonomy slug → weight: the brief words naming it (a word naming k categories adds 1/k to
   * each), strongest first.
   */
  categories: Record<string, number>;
  /** ISO 3166-1 alpha-2 codes of the countries named, by name, nationality or region. */
  countries: string[];
  /** ISO 639-1 codes of the languages named. */
  languages: string[];
  /**
   * Content words (base forms, at most {@link MAX_TERMS}) saying what the creators should be
   * about, to look for in a profile's text.
   */
  terms: string[];
  /**
   * Content words of what the brand sells ("vegan protein bar" in "… for a vegan protein bar
   * launch"), kept apart from the topic (see `productSpans`): they may favour a creator but never
   * make one fit. Empty when the brief names no other topic (then they are the terms).
   */
  productTerms: string[];
  /**
   * The brief's words behind each category, country and language read from it, for the reasons
   * of a pick: keys `category:<slug>`, `country:<ISO alpha-2>`, `language:<ISO 639-1>`.
   */
  said: Record<string, string[]>;
  /** The brief's words left out as carrying no intent (for explanations and tests). */
  ignored: string[];
}

/** At most this many terms: the words that carry the meaning of a bio or a brief. */
export const MAX_TERMS = 12;

/** Clause punctuation: a place name, a product phrase or an advertiser never runs across it. */
const BOUNDARY = /^[,;:.!?()\u2014\u2013\u2026]$/u;

interface Token {
  /** As written (case kept). */
  raw: string;
  /** Lower case. */
  word: string;
  /** Clause punctuation rather than a word. */
  boundary: boolean;
}

function tokensOf(text: string): Token[] {
  // "U.S." and "U.K." are written as one word.
  const joined = text.replace(/\b(\p{Lu})\.(\p{Lu})\.(?:(\p{Lu})\.)?/gu, '$1$2$3');
  return (joined.match(/[\p{L}\p{M}\p{N}]+|[,;:.!?()\u2014\u2013\u2026]/gu) ?? []).map((raw) => ({
    raw,
    word: raw.toLowerCase(),
    boundary: BOUNDARY.test(raw),
  }));
}

const isCapitalised = (raw: string) => /^\p{Lu}/u.test(raw);
const isUpperCase = (raw: string) => raw === raw.toUpperCase() && /\p{Lu}/u.test(raw);

/**
 * The countries a run of tokens names, or null: the aliases above, then i18n-iso-countries'
 * English and Spanish names and CLDR's (`toCountryCode`), then nationalities and world regions
 * (`demonymCountries`, `regionCountries`). A name that is also an ordinary word ("us") counts only
 * in capitals ("US"); a name of three letters or fewer needs capitals unless it is no ordinary
 * word ("uk", "usa"). In a text that uses capitals, a longer name must be capitalised ("Turkey",
 * not "turkey recipes"; "Indian", not "indian").
 */
function countriesOf(run: Token[], mixedCase: boolean): string[] | null {
  const phrase = run.map((t) => t.word).join(' ');
  if (run.length === 1) {
    const [t] = run as [Token];
    if (isIntentFree(t.word) && !isUpperCase(t.raw)) return null;
    if (t.word.length <= 3 && mixedCase && !isUpperCase(t.raw)) return null;
  }
  if (phrase.length > 3 && mixedCase && !isCapitalised(run[0]!.raw)) return null;
  const code =
    COUNTRY_ALIASES[phrase] ??
    toCountryCode(phrase, 'english-name') ??
    toCountryCode(phrase, 'spanish-name');
  if (code) return [code];
  return regionCountries(run.map((t) => t.raw).join(' ')) ?? demonymCountries(phrase);
}

/**
 * The language a run of tokens names, or null: English names and native names of ISO 639-1
 * (`toLanguageCode`: "Spanish", "español"), at least four letters so "Ido" or "Ewe" are words.
 */
function languageOf(run: Token[]): string | null {
  const phrase = run.map((t) => t.word).join(' ');
  if (phrase.length < 4 || (run.length === 1 && isIntentFree(phrase))) return null;
  return toLanguageCode(phrase, 'english-name');
}

/** Words that say a language name next to them means the language ("in", "speaks", "-speaking"). */
const LANGUAGE_CUES = new Set([
  'in',
  'speak',
  'speaks',
  'speaking',
  'speaker',
  'speakers',
  'language',
]);

/**
 * Whether a language name at tokens[i..j) means the language rather than the nationality it is
 * also ("German" in "German-speaking", "speak Spanish", "in French"; not in "Spanish creators").
 */
function meansLanguage(tokens: Token[], i: number, j: number): boolean {
  return LANGUAGE_CUES.has(tokens[i - 1]?.word ?? '') || LANGUAGE_CUES.has(tokens[j]?.word ?? '');
}

/** The places a text names: token indexes used, and each place with the words that named it. */
function readPlaces(tokens: Token[]) {
  const text = tokens.map((t) => t.raw).join(' ');
  const mixedCase = /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
  const used = new Set<number>();
  const said = new Map<string, string[]>();
  const add = (key: string, words: string) => said.set(key, [...(said.get(key) ?? []), words]);
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const span = Array.from({ length: n }, (_, k) => i + k);
      if (span.some((k) => used.has(k) || tokens[k]!.boundary)) continue;
      const run = tokens.slice(i, i + n);
      const language = languageOf(run);
      const countries =
        language && meansLanguage(tokens, i, i + n) ? null : countriesOf(run, mixedCase);
      const words = run.map((t) => t.raw).join(' ');
      if (countries) for (const code of countries) add(`country:${code}`, words);
      else if (language) add(`language:${language}`, words);
      if (countries || language) span.forEach((k) => used.add(k));
    }
  }
  return { used, said };
}

/** The content words of some tokens: no place, no boundary, no number, nothing without intent. */
function contentWords(tokens: Token[], skip: (i: number) => boolean, ignored: Set<string>) {
  const words: string[] = [];
  tokens.forEach(({ word, boundary }, i) => {
    if (boundary || skip(i) || word.length < 3 || /^\d+$/.test(word)) return;
    if (isIntentFree(word)) ignored.add(word);
    else words.push(word);
  });
  return words;
}

/** The categories words name through the lexicon, weighted, with the words behind each. */
function categoriesNamed(words: string[], said: Map<string, string[]>): Record<string, number> {
  const categories = new Map<string, number>();
  for (const word of words) {
    const slugs = categoriesOf(word);
    for (const slug of slugs) {
      categories.set(slug, (categories.get(slug) ?? 0) + 1 / slugs.length);
      said.set(`category:${slug}`, [...new Set([...(said.get(`category:${slug}`) ?? []), word])]);
    }
  }
  return Object.fromEntries([...categories].sort((a, b) => b[1] - a[1]));
}

const baseForms = (words: string[]) => [...new Set(words.map(baseForm))].slice(0, MAX_TERMS);

/**
 * Reads a brief, a campaign description or AI-pick keywords for intent:
 * - countries and languages named in it, 1–3 words, longest first ("United States" before
 *   "States"; "US", "UK", "Britain", "in Spanish"), nationalities ("Indian creators") and world
 *   regions ("Southeast Asia", "DACH"), never across clause punctuation;
 * - the product the brand sells (`productSpans`: "… for a vegan protein bar launch", "our new
 *   serum", "Pet food brand looking for …") is kept apart from the creators' topic, unless the
 *   brief names no other topic;
 * - of the other words, those carrying no intent ({@link isIntentFree}) are dropped, numbers and
 *   one- or two-letter words too;
 * - the rest are the terms, and name categories through the documented lexicon
 *   (shared/constants/category-lexicon.ts: "skincare", "serum", "glow" → beauty).
 *
 * `whole: true` reads the text as one topic, with no product apart (a profile's name and bio).
 */
export function readBrief(text: string, { whole = false } = {}): BriefIntent {
  const tokens = tokensOf(text);
  const places = readPlaces(tokens);
  const product = whole ? new Set<number>() : productSpans(tokens);
  const ignored = new Set<string>();
  const topicWords = contentWords(tokens, (i) => places.used.has(i) || product.has(i), ignored);
  const productWords = contentWords(tokens, (i) => places.used.has(i) || !product.has(i), ignored);
  const [wanted, sold] = topicWords.length ? [topicWords, productWords] : [productWords, []];
  const said = places.said;
  const categories = categoriesNamed(wanted, said);
  const codes = (prefix: string) =>
    [...said.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  return {
    categories,
    countries: codes('country:'),
    languages: codes('language:'),
    terms: baseForms(wanted),
    productTerms: baseForms(sold),
    said: Object.fromEntries(said),
    ignored: [...ignored],
  };
}

import { eng, fra, deu, ita, por, removeStopwords, spa } from 'stopword';
import { CATEGORIES } from '@shared/constants/taxonomy';
import type { Platform } from '@shared/constants/discovery';
import type { InfluencerRow } from '../../db/schema';
import { toCountryCode } from '../../import/countries';
import { toLanguageCode } from '../../import/languages';
import { wordsOf, type PickCriteria } from './ranking';

/** Stop words of the datasets' main languages (the stopword package's lists). */
const STOP_WORDS = [...eng, ...spa, ...por, ...fra, ...deu, ...ita];

/** At most this many terms: the words that carry the meaning of a bio or a brief. */
const MAX_TERMS = 12;

/** Words of at least 3 letters that are not stop words, once each, in order. */
function termsOf(text: string): string[] {
  const words = wordsOf(text).filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  return [...new Set(removeStopwords(words, STOP_WORDS))].slice(0, MAX_TERMS);
}

/**
 * Criteria for profiles like this one: same platform, its categories, country and language,
 * a follower band from a third to three times its followers, and the words of its name and bio.
 */
export function criteriaFromProfile(p: InfluencerRow): PickCriteria {
  const country = p.country ?? p.audienceCountry;
  return {
    platforms: [p.platform as Platform],
    terms: termsOf(`${p.name ?? ''} ${p.bio ?? ''}`),
    categories: p.categories,
    countries: country ? [country] : [],
    languages: p.language ? [p.language] : [],
    followers: p.followers ? { min: p.followers / 3, max: p.followers * 3 } : null,
    excludeIds: [p.id],
  };
}

/** Every run of 1–3 consecutive words, longest first: "united states" before "states". */
function phrases(words: string[]): string[] {
  const out: string[] = [];
  for (let n = 3; n >= 1; n--)
    for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(' '));
  return out;
}

/**
 * Criteria from free keywords ("vegan food creators in Germany"): category labels and slugs
 * found in them become categories, country and language names (i18n-iso-countries, iso-639-1)
 * become countries and languages, and the remaining words become the terms.
 */
export function criteriaFromKeywords(keywords: string, platform?: Platform): PickCriteria {
  const words = wordsOf(keywords);
  const categories = CATEGORIES.filter((c) =>
    [c.slug, ...wordsOf(c.label)].some((w) => w.length >= 3 && words.includes(w)),
  ).map((c) => c.slug);
  const countries = new Set<string>();
  const languages = new Set<string>();
  const used = new Set<string>();
  for (const phrase of phrases(words)) {
    if (phrase.split(' ').some((w) => used.has(w))) continue;
    const country = phrase.length > 2 ? toCountryCode(phrase, 'english-name') : null;
    const language = phrase.length > 2 ? toLanguageCode(phrase, 'english-name') : null;
    if (country) countries.add(country);
    if (language) languages.add(language);
    if (country || language) for (const w of phrase.split(' ')) used.add(w);
  }
  return {
    platforms: platform ? [platform] : [],
    terms: termsOf(words.filter((w) => !used.has(w)).join(' ')),
    categories,
    countries: [...countries],
    languages: [...languages],
    followers: null,
    excludeIds: [],
  };
}

/**
 * Followers whose sponsored post costs about `cents`: at $10 per 1,000 followers (the rule of
 * thumb brands start from for an Instagram post), one cent buys one follower of reach.
 */
const followersForBudget = (cents: number) => cents;

/** What a campaign asks for, as the ranking engine reads it. */
export interface CampaignBrief {
  name: string;
  description: string;
  platforms: Platform[];
  categories: string[];
  countries: string[];
  /** Budget per influencer in cents; null when open. */
  budgetMin: number | null;
  budgetMax: number | null;
}

/**
 * Criteria for a campaign: its platforms, categories and countries, the words of its name and
 * brief, and a follower band its budget per influencer can pay for ({@link followersForBudget};
 * one bound open → ten times the other).
 */
export function criteriaFromCampaign(c: CampaignBrief): PickCriteria {
  const min = c.budgetMin ? followersForBudget(c.budgetMin) : null;
  const max = c.budgetMax ? followersForBudget(c.budgetMax) : null;
  return {
    platforms: c.platforms,
    terms: termsOf(`${c.name} ${c.description}`),
    categories: c.categories,
    countries: c.countries,
    languages: [],
    followers:
      min || max ? { min: min ?? (max as number) / 10, max: max ?? (min as number) * 10 } : null,
    excludeIds: [],
  };
}

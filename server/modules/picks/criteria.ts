import type { Platform } from '@shared/constants/discovery';
import type { InfluencerRow } from '../../db/schema';
import { readBrief, type BriefIntent } from './intent';
import type { PickCriteria } from './ranking';

/**
 * Criteria for profiles like this one: same platform, its categories, country and language,
 * a follower band from a third to three times its followers, and the content words of its name
 * and bio (no stop words, no words without intent: see `readBrief`).
 */
export function criteriaFromProfile(p: InfluencerRow): PickCriteria {
  const country = p.country ?? p.audienceCountry;
  return {
    platforms: [p.platform as Platform],
    terms: readBrief(`${p.name ?? ''} ${p.bio ?? ''}`, { whole: true }).terms,
    categories: p.categories,
    countries: country ? [country] : [],
    languages: p.language ? [p.language] : [],
    followers: p.followers ? { min: p.followers / 3, max: p.followers * 3 } : null,
    excludeIds: [p.id],
  };
}

/** The categories of an intent as criteria: slugs strongest first, with their weights. */
function categoriesOf(intent: BriefIntent): Pick<PickCriteria, 'categories' | 'categoryWeights'> {
  return { categories: Object.keys(intent.categories), categoryWeights: intent.categories };
}

/**
 * Criteria from free keywords or a brief ("Promote our new vitamin C glow serum to skincare fans
 * in the US and UK"), read by `readBrief`: the categories its words name through the lexicon
 * (weighted by how many words name each), the countries and languages it names, and its content
 * words as terms; words without intent ("new", "promote", "fans") are left out.
 */
export function criteriaFromKeywords(keywords: string, platform?: Platform): PickCriteria {
  const intent = readBrief(keywords);
  return {
    platforms: platform ? [platform] : [],
    terms: intent.terms,
    productTerms: intent.productTerms,
    said: intent.said,
    ...categoriesOf(intent),
    countries: intent.countries,
    languages: intent.languages,
    followers: null,
    excludeIds: [],
  };
}

/**
 * Followers whose sponsored post costs about `cents`: at $10 per 1,000 followers (the rule of
 * thumb brands start from for an Instagram post), one cent buys one follower of reach.
 */
const followersForBudget = (cents: number) => cents;

/** A category the advertiser chose on the campaign counts as this many brief words naming it. */
const CHOSEN_CATEGORY_WEIGHT = 2;

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
 * Criteria for a campaign: its platforms; its chosen categories (each worth
 * {@link CHOSEN_CATEGORY_WEIGHT} brief words) plus those its name and brief name; its countries
 * plus those the brief names; the languages and content words of the brief (`readBrief`); and a
 * follower band its budget per influencer can pay for ({@link followersForBudget}; one bound
 * open → ten times the other).
 */
export function criteriaFromCampaign(c: CampaignBrief): PickCriteria {
  const intent = readBrief(`${c.name}. ${c.description}`);
  const weights: Record<string, number> = {};
  for (const slug of c.categories) weights[slug] = CHOSEN_CATEGORY_WEIGHT;
  for (const [slug, w] of Object.entries(intent.categories))
    weights[slug] = (weights[slug] ?? 0) + w;
  const ordered = Object.fromEntries(Object.entries(weights).sort((a, b) => b[1] - a[1]));
  const min = c.budgetMin ? followersForBudget(c.budgetMin) : null;
  const max = c.budgetMax ? followersForBudget(c.budgetMax) : null;
  return {
    platforms: c.platforms,
    terms: intent.terms,
    productTerms: intent.productTerms,
    said: intent.said,
    categories: Object.keys(ordered),
    categoryWeights: ordered,
    countries: [...new Set([...c.countries, ...intent.countries])],
    languages: intent.languages,
    followers:
      min || max ? { min: min ?? (max as number) / 10, max: max ?? (min as number) * 10 } : null,
    excludeIds: [],
  };
}

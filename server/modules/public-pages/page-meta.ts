/**
 * What the server puts in a page's `<head>` before the app runs, so search engines and link
 * previews (which do not run scripts) read each public page's own title, description and Open
 * Graph tags (https://ogp.me).
 */
export interface PageMeta {
  title: string;
  /** One sentence, ≤ 160 characters (longer text is cut at a word). */
  description: string;
  /** The page's path, for the canonical link and `og:url`. */
  path: string;
  /** Open Graph type: `website`, or `article` for a guide. */
  type: 'website' | 'article';
  /** Absolute address of the preview image, or null for the default one. */
  image: string | null;
  /** Whether search engines may index the page (signed-in pages and missing pages: no). */
  indexable: boolean;
  /** A missing campaign, advertiser or guide: the page answers 404. */
  notFound?: boolean;
}

/** The site's name, as `og:site_name` and the end of every title. */
export const SITE_NAME = 'Collabify';

/** The default description (the home page's). */
export const DEFAULT_DESCRIPTION =
  'Find Instagram, YouTube and TikTok creators with trustworthy numbers, reach out, and run campaigns, collaborations and Shopify discount codes in one place.';

/** The public pages with fixed text, by path: their title and description. */
export const STATIC_PAGES: Readonly<Record<string, { title: string; description: string }>> = {
  '/': {
    title: 'Collabify · Influencer marketing for brands and Shopify merchants',
    description: DEFAULT_DESCRIPTION,
  },
  '/influencer': {
    title: 'Discover influencers · Collabify',
    description:
      'Search Instagram, YouTube and TikTok creators by country, category, language, followers, engagement rate and average views.',
  },
  '/pricing': {
    title: 'Pricing · Collabify',
    description:
      'Free, Starter and Pro plans for influencer discovery, lists, campaigns, outreach email and Shopify discount codes. Start free.',
  },
  '/resources': {
    title: 'Resources · Collabify',
    description:
      'Guides on influencer marketing: finding creators, outreach, briefs, discount codes and attribution, pricing, disclosure and measurement.',
  },
  '/privacy-policy': {
    title: 'Privacy policy · Collabify',
    description:
      'Which public creator data Collabify holds and where it comes from, what it stores about users, the processors it uses and your rights.',
  },
  '/term-of-use': {
    title: 'Terms of use · Collabify',
    description: 'The terms for using Collabify as a brand, a Shopify merchant or a creator.',
  },
  '/contact-us': {
    title: 'Contact us · Collabify',
    description: 'Questions about Collabify, billing or your data? Send us a message.',
  },
  '/remove-my-profile': {
    title: 'Remove or correct my profile · Collabify',
    description:
      'Creators can hide their profile from Collabify’s discovery or correct it after proving they control the account.',
  },
  '/login': {
    title: 'Log in · Collabify',
    description: 'Log in to Collabify, or create a free account.',
  },
};

/**
 * Collabify's category taxonomy (PRODUCT §2): one shared list of slugs with labels. Dataset
 * mappings translate each source's labels (HypeAuditor tags, YouTube categories, Spanish labels…)
 * into these slugs.
 */
export const CATEGORIES = [
  { slug: 'fashion', label: 'Fashion' },
  { slug: 'beauty', label: 'Beauty' },
  { slug: 'fitness', label: 'Fitness' },
  { slug: 'food', label: 'Food & Drink' },
  { slug: 'travel', label: 'Travel' },
  { slug: 'gaming', label: 'Gaming' },
  { slug: 'technology', label: 'Technology' },
  { slug: 'music', label: 'Music' },
  { slug: 'entertainment', label: 'Entertainment' },
  { slug: 'education', label: 'Education' },
  { slug: 'lifestyle', label: 'Lifestyle' },
  { slug: 'parenting', label: 'Parenting & Family' },
  { slug: 'pets', label: 'Pets' },
  { slug: 'sports', label: 'Sports' },
  { slug: 'business', label: 'Business' },
  { slug: 'finance', label: 'Finance' },
  { slug: 'art', label: 'Art & Design' },
  { slug: 'photography', label: 'Photography' },
  { slug: 'comedy', label: 'Comedy' },
  { slug: 'health', label: 'Health & Wellness' },
  { slug: 'home', label: 'Home & Interior' },
  { slug: 'automotive', label: 'Automotive' },
  { slug: 'diy', label: 'DIY & Crafts' },
  { slug: 'news', label: 'News & Politics' },
  { slug: 'science', label: 'Science' },
] as const;

/** A category slug. */
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

/** Every slug, for validation. */
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

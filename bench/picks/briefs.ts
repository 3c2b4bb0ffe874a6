/**
 * The labelled briefs of the picks benchmark: what an advertiser writes, and the categories and
 * countries a person reading it would expect the picks to have (taxonomy slugs, ISO 3166-1
 * alpha-2). `countries` is empty when the brief names none; a language the brief names is noted
 * in `languages` for the record but not scored (the datasets give few profiles a language).
 */
export interface LabelledBrief {
  id: string;
  brief: string;
  expected: { categories: string[]; countries: string[]; languages?: string[] };
}

/** 15 briefs across topics, places and phrasings (issue 13, item 7). */
export const LABELLED_BRIEFS: readonly LabelledBrief[] = [
  {
    id: 'beauty-us-uk',
    brief: 'Promote our new vitamin C glow serum to skincare fans in the US and UK',
    expected: { categories: ['beauty'], countries: ['US', 'GB'] },
  },
  {
    id: 'gaming',
    brief: 'Launch trailer for our new mobile game: looking for gaming streamers',
    expected: { categories: ['gaming'], countries: [] },
  },
  {
    id: 'vegan-food',
    brief: 'Plant-based vegan snacks brand wants food creators who share healthy recipes',
    expected: { categories: ['food', 'health'], countries: [] },
  },
  {
    id: 'tech-spanish',
    brief: 'Tech review of our new smartphone, in Spanish',
    expected: { categories: ['technology'], countries: [], languages: ['es'] },
  },
  {
    id: 'fitness-brazil',
    brief: 'Home workout app launch for fitness fans in Brazil',
    expected: { categories: ['fitness', 'sports', 'health'], countries: ['BR'] },
  },
  {
    id: 'travel',
    brief: 'Boutique hotel chain seeks travel creators to share summer trips',
    expected: { categories: ['travel'], countries: [] },
  },
  {
    id: 'parenting',
    brief: 'Eco-friendly diapers and baby toys for new parents',
    expected: { categories: ['parenting'], countries: [] },
  },
  {
    id: 'finance',
    brief: 'Budgeting app: personal finance and investing tips for young professionals',
    expected: { categories: ['finance', 'business'], countries: [] },
  },
  {
    id: 'pets-us',
    brief: 'Grain-free dog treats for pet owners in the United States',
    expected: { categories: ['pets'], countries: ['US'] },
  },
  {
    id: 'fashion-uk',
    brief: 'Streetwear sneaker drop for fashion lovers in the UK',
    expected: { categories: ['fashion'], countries: ['GB'] },
  },
  {
    id: 'beauty-mexico',
    brief: 'Makeup tutorials with beauty creators in Mexico',
    expected: { categories: ['beauty'], countries: ['MX'] },
  },
  {
    id: 'music-india',
    brief: 'Music streaming launch with singers and rappers in India',
    expected: { categories: ['music'], countries: ['IN'] },
  },
  {
    id: 'comedy-britain',
    brief: 'Energy drink campaign with comedy sketch creators in Britain',
    expected: { categories: ['comedy'], countries: ['GB'] },
  },
  {
    id: 'automotive',
    brief: 'Electric car test drive videos for automotive enthusiasts',
    expected: { categories: ['automotive'], countries: [] },
  },
  {
    id: 'home-decor',
    brief: 'Home decor and interior design ideas for our furniture brand',
    expected: { categories: ['home', 'diy', 'art'], countries: [] },
  },
];

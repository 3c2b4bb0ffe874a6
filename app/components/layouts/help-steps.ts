/** One step of the help panel's timeline (SEED-SPEC §2). */
export interface HelpStep {
  title: string;
  description: string;
  buttonLabel: string;
  to: string;
}

/** Title of the help drawer, exactly as SEED-SPEC §2 names it. */
export const HELP_DRAWER_TITLE = 'Instruction For Shopify User';

/** The four steps a Shopify merchant follows, in order. */
export const HELP_STEPS: readonly HelpStep[] = [
  {
    title: 'Launch a New Campaign',
    description:
      'Create a campaign to promote your product. Pick it from your connected Shopify shop, or describe it.',
    buttonLabel: 'Go To Campaign',
    to: '/campaign',
  },
  {
    title: 'Discover and Favorite Influencers',
    description: 'Find potential influencers and add them to your favorite list.',
    buttonLabel: 'Go To Influencer',
    to: '/influencer',
  },
  {
    title: 'Connect with Influencers in MyInfluencers',
    description:
      'Send initial messages or emails, then propose a collaboration once they show interest.',
    buttonLabel: 'Go To My Influencer',
    to: '/my-influencers',
  },
  {
    title: 'Monitor Collaboration Activities',
    description:
      'Track activity on the Collaboration page. Create a Shopify discount code for each influencer and see the orders and revenue it brings.',
    buttonLabel: 'Go To Collaboration',
    to: '/collaboration',
  },
];

/** One entry of the main navigation. */
export interface NavItem {
  label: string;
  to: string;
}

/** Main navigation shown to signed-in users. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Influencers', to: '/influencer' },
  { label: 'My Influencers', to: '/my-influencers' },
  { label: 'Campaigns', to: '/campaign' },
  { label: 'Collaborations', to: '/collaboration' },
];

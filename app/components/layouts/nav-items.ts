import type { Role } from '@shared/constants/roles';

/** One entry of the main navigation. */
export interface NavItem {
  label: string;
  to: string;
}

/**
 * Main navigation of advertisers (brands): discovery, their influencers, campaigns,
 * collaborations, messages and email outreach.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Influencers', to: '/influencer' },
  { label: 'My Influencers', to: '/my-influencers' },
  { label: 'Campaigns', to: '/campaign' },
  { label: 'Collaborations', to: '/collaboration' },
  { label: 'Messages', to: '/messages' },
  { label: 'Email', to: '/email' },
];

/** Main navigation of influencers (PRODUCT §11): their dashboard, campaigns, collaborations, messages. */
export const INFLUENCER_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Campaigns', to: '/campaign' },
  { label: 'Collaborations', to: '/collaboration' },
  { label: 'Messages', to: '/messages' },
];

/**
 * The main navigation for a signed-in user's roles: influencers get theirs, everyone else the
 * advertisers'; none while the roles are still loading (so the wrong set never flashes).
 */
export function navItemsFor(roles: readonly Role[] | undefined): readonly NavItem[] {
  if (!roles) return [];
  return roles.includes('influencer') ? INFLUENCER_NAV_ITEMS : NAV_ITEMS;
}

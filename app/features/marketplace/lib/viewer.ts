import type { SelfUser } from '@shared/schemas/users';
import type { CampaignViewer } from '../components/interest-button';

/** Who looks at a public campaign page: visitors (no token), influencer accounts, or advertisers. */
export function campaignViewer(token: string | null, user: SelfUser | null): CampaignViewer {
  if (!token) return 'visitor';
  return user?.roles.includes('influencer') ? 'influencer' : 'advertiser';
}

import type { CampaignCurrency } from '@shared/constants/campaigns';
import type { ProfileLinkMethod } from '@shared/constants/influencer-accounts';
import type { InfluencerAccount, InfluencerData } from '@shared/schemas/influencer-accounts';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import type { InfluencerAccountRow } from '../../db/schema';

/** The account's contact email, rates (cents, null when not published), currency and link method. */
export function presentInfluencerAccount(row: InfluencerAccountRow): InfluencerAccount {
  return {
    contactEmail: row.contactEmail,
    rates: {
      post: row.rates.post ?? null,
      story: row.rates.story ?? null,
      reel: row.rates.reel ?? null,
      video: row.rates.video ?? null,
    },
    currency: row.currency as CampaignCurrency,
    // An unlinked account (never linked, unlinked by an admin, or its profile was removed) has no
    // link method to show, whatever the column still says.
    linkedBy: row.influencerId === null ? null : (row.linkedBy as ProfileLinkMethod | null),
  };
}

/** The account with its linked profile (snapshots oldest first), or `profile: null`. */
export function presentInfluencerData(
  account: InfluencerAccountRow,
  profile: InfluencerProfile | null,
): InfluencerData {
  return { account: presentInfluencerAccount(account), profile };
}

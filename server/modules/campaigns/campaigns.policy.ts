import { CAMPAIGN_TRANSITIONS, type CampaignStatus } from '@shared/constants/campaigns';
import type { CampaignRow, UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { actsAsBrand, hasInfluencerRole } from '@shared/constants/roles';

/**
 * The campaign, when `user` owns it. Another user's campaign answers exactly as a missing one.
 * @throws 404 when the campaign is absent or belongs to someone else.
 */
export function ownCampaign<T extends CampaignRow>(campaign: T | null, user: UserRow): T {
  if (!campaign || campaign.userId !== user.id) throw notFound('campaign');
  return campaign;
}

/** Whether an account may run campaigns: advertisers and admins (influencer-only accounts may not). */
export function assertAdvertiser(user: UserRow): void {
  if (!actsAsBrand(user.roles)) throw forbidden('Only advertiser accounts run campaigns.');
}

/** Whether an account acts as an influencer (marks interest, sees the marketplace). */
export function assertInfluencer(user: UserRow): void {
  if (!hasInfluencerRole(user.roles))
    throw forbidden('Only influencer accounts can mark interest in campaigns.');
}

/**
 * Checks a status move against CAMPAIGN_TRANSITIONS (draft → active ⇄ paused → completed,
 * any → archived). @throws 409 naming the allowed moves, with `body.status` as the field.
 */
export function assertTransition(from: CampaignStatus, to: CampaignStatus): void {
  const allowed = CAMPAIGN_TRANSITIONS[from];
  if (allowed.includes(to)) return;
  const options = allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'No move is allowed.';
  const message = `A ${from} campaign cannot become ${to}. ${options}`;
  throw conflict(message, [{ path: 'body.status', message }]);
}

/** Campaigns that can still be edited: not completed, not archived. @throws 409 otherwise. */
export function assertEditable(campaign: CampaignRow): void {
  if (campaign.status === 'completed' || campaign.status === 'archived')
    throw conflict(`A ${campaign.status} campaign can no longer be edited.`);
}

/** Campaigns that can be deleted: drafts and archived ones. @throws 409 otherwise. */
export function assertDeletable(campaign: CampaignRow): void {
  if (campaign.status !== 'draft' && campaign.status !== 'archived')
    throw conflict(`Archive the ${campaign.status} campaign before deleting it.`);
}

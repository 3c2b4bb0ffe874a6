import {
  EDITABLE_EMAIL_CAMPAIGN_STATUSES,
  EMAIL_CAMPAIGN_TRANSITIONS,
  type EmailCampaignStatus,
} from '@shared/constants/email';
import { AppError, conflict, notFound } from '../../errors';
import type { ReachCounts } from './email-campaigns.repository';

/** The campaign, when it was found for its owner. @throws 404 otherwise (also for others' campaigns). */
export function found<T>(campaign: T | null): T {
  if (!campaign) throw notFound('email campaign');
  return campaign;
}

/**
 * Checks a status move against EMAIL_CAMPAIGN_TRANSITIONS.
 * @throws 409 naming the allowed moves, with `body.status` as the field.
 */
export function assertTransition(from: EmailCampaignStatus, to: EmailCampaignStatus): void {
  const allowed = EMAIL_CAMPAIGN_TRANSITIONS[from];
  if (allowed.includes(to)) return;
  const options = allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'No move is allowed.';
  const message = `A ${from} campaign cannot become ${to}. ${options}`;
  throw conflict(message, [{ path: 'body.status', message }]);
}

/** Content and recipients change only before sending starts. @throws 409 naming the fields. */
export function assertEditable(status: EmailCampaignStatus, fields: string[]): void {
  if ((EDITABLE_EMAIL_CAMPAIGN_STATUSES as readonly string[]).includes(status)) return;
  const message = `A ${status} campaign cannot be edited.`;
  throw conflict(
    message,
    fields.map((f) => ({ path: `body.${f}`, message })),
  );
}

/** A campaign being sent must be paused or cancelled before it is deleted. @throws 409. */
export function assertDeletable(status: EmailCampaignStatus): void {
  if (status === 'sending') throw conflict('Pause or cancel the campaign before deleting it.');
}

/**
 * Why a campaign with this reach cannot start, in words for the sender, or null when at least one
 * recipient can be emailed: no recipients at all, or the count of each reason none can be (a
 * duplicate address always leaves its first holder reachable, so it is never the reason).
 */
export function reachProblem(reach: ReachCounts): string | null {
  if (reach.reachable > 0) return null;
  if (reach.total === 0) return 'The campaign has no recipients: its list is empty.';
  const reasons = [
    reach.noEmail && `${reach.noEmail} without an email address`,
    reach.unsubscribed && `${reach.unsubscribed} unsubscribed or suppressed`,
    reach.bounced && `${reach.bounced} bounced`,
  ].filter(Boolean);
  const nobody =
    reach.total === 1
      ? 'The one recipient cannot be emailed'
      : `None of the ${reach.total} recipients can be emailed`;
  return `${nobody}: ${reasons.join(', ')}. Add the addresses you know, or choose other influencers.`;
}

/**
 * A campaign starts (or is scheduled) only when at least one recipient can be emailed.
 * @throws 409 `no-reachable-recipients` naming `body.status`, with the count of each reason.
 */
export function assertReachable(reach: ReachCounts): void {
  const problem = reachProblem(reach);
  if (!problem) return;
  throw new AppError(409, 'no-reachable-recipients', 'No recipient can be emailed', problem, [
    { path: 'body.status', message: problem },
  ]);
}

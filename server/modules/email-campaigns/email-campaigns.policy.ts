import {
  EDITABLE_EMAIL_CAMPAIGN_STATUSES,
  EMAIL_CAMPAIGN_TRANSITIONS,
  type EmailCampaignStatus,
} from '@shared/constants/email';
import { conflict, notFound } from '../../errors';

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

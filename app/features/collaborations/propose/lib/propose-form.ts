import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '@shared/constants/collaborations';
import { proposeCollaborationSchema } from '@shared/schemas/collaborations';
import type { Campaign } from '@shared/schemas/campaigns';
import { zodFormValidate, type FormIssue } from '@app/lib/zod-form';
import { orNull, termsBody, termsMessage, type TermsValues } from './terms-values';

/**
 * What the propose form holds: the terms as the inputs give them ({@link TermsValues}), the
 * first message, the invitation address ('' = the profile's public email) and the chosen
 * campaign (null: none).
 */
export interface ProposeFormValues extends TermsValues {
  campaignId: string | null;
  message: string;
  inviteEmail: string;
}

/** The shared propose body without the influencer: what the form decides for every recipient. */
const proposalTermsSchema = proposeCollaborationSchema.omit({ influencerId: true });

/** The terms of a proposal, checked and with defaults applied (amount in cents). */
export type ProposalTerms = z.output<typeof proposalTermsSchema>;

/** The form's values as the body's fields, before the shared schema checks them. */
function termsOf(values: ProposeFormValues): z.input<typeof proposalTermsSchema> {
  return {
    ...termsBody(values),
    campaignId: values.campaignId,
    message: values.message,
    inviteEmail: orNull(values.inviteEmail),
  };
}

/** The form's values → the proposal's terms (cents, nulls), checked by the shared schema. */
export const proposeFormSchema = z
  .custom<ProposeFormValues>()
  .transform(termsOf)
  .pipe(proposalTermsSchema);

/** Plain words for the shared schema's generic messages, per field. */
function friendlyMessage(issue: FormIssue): string | undefined {
  switch (issue.path[0]) {
    case 'inviteEmail':
      return issue.code === 'too_big' ? 'Use at most 254 characters' : undefined;
    case 'message':
      return `Keep the message to ${MESSAGE_MAX_LENGTH.toLocaleString('en')} characters`;
    default:
      return termsMessage(issue);
  }
}

/** The form's `validate`: the shared propose schema's rules, under each field. */
export const proposeFormValidate = zodFormValidate<ProposeFormValues>(
  proposeFormSchema,
  friendlyMessage,
);

/**
 * The terms a campaign suggests: its compensation and currency, its deliverables with their
 * count ("2 × Instagram reel") and its maximum budget per influencer as the amount (in units).
 */
export function campaignTerms(
  campaign: Campaign,
): Pick<ProposeFormValues, 'campaignId' | 'compensation' | 'amount' | 'currency' | 'deliverables'> {
  const deliverables = campaign.deliverables.trim();
  const count = campaign.deliverablesCount;
  return {
    campaignId: campaign.id,
    compensation: campaign.compensation,
    amount: campaign.budgetMax === null ? '' : campaign.budgetMax / 100,
    currency: campaign.currency,
    deliverables: count && deliverables ? `${count} × ${deliverables}` : deliverables,
  };
}

/** The form's starting values: empty terms, or those of the preselected campaign. */
export function proposeFormValues(campaign?: Campaign): ProposeFormValues {
  return {
    campaignId: null,
    compensation: 'gifted',
    amount: '',
    currency: 'USD',
    deliverables: '',
    deadline: '',
    discountCode: '',
    trackingUrl: '',
    message: '',
    inviteEmail: '',
    ...(campaign && campaignTerms(campaign)),
  };
}

/** Campaign statuses a proposal can still belong to. */
const OPEN_CAMPAIGN_STATUSES: readonly Campaign['status'][] = ['draft', 'active', 'paused'];

/**
 * The campaigns to choose from, as Select options: those still running (draft, active, paused),
 * plus `keepId` (the preselected campaign) whatever its status.
 */
export function campaignOptions(campaigns: Campaign[], keepId: string | null = null) {
  return campaigns
    .filter((c) => OPEN_CAMPAIGN_STATUSES.includes(c.status) || c.id === keepId)
    .map((c) => ({ value: c.id, label: c.name }));
}

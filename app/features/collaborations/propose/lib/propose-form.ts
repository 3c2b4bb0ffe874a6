import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '@shared/constants/collaborations';
import { proposeCollaborationSchema } from '@shared/schemas/collaborations';
import type { CompensationType } from '@shared/constants/campaigns';
import type { Campaign } from '@shared/schemas/campaigns';
import type { ChooseGift } from '@shared/schemas/gifts';
import { zodFormValidate, type FormIssue } from '@app/lib/zod-form';
import { orNull, termsBody, termsMessage, type TermsValues } from './terms-values';

/**
 * What the propose form holds: the terms as the inputs give them ({@link TermsValues}), the
 * first message, the invitation address ('' = the profile's public email), the chosen
 * campaign (null: none) and the gift from the brand's shop (null: none; sent only with a
 * gifted product as compensation).
 */
export interface ProposeFormValues extends TermsValues {
  campaignId: string | null;
  message: string;
  inviteEmail: string;
  gift: ChooseGift | null;
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
    gift: values.compensation === 'gifted' ? values.gift : null,
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
 * The amount (in units) a campaign suggests for a kind of compensation: its maximum budget per
 * influencer as the fee of a fixed-fee proposal; '' otherwise, since a gift, a commission or a
 * code carries no amount unless the brand types one (a budget is not what a product is worth).
 */
export function suggestedAmount(
  campaign: Campaign | undefined,
  compensation: CompensationType,
): number | '' {
  if (!campaign || compensation !== 'fixed_fee' || campaign.budgetMax === null) return '';
  return campaign.budgetMax / 100;
}

/**
 * The amount once the brand picks another compensation: the campaign's suggestion for the new
 * kind while the amount is still the suggestion for the old one (so a gift does not keep the fee
 * a fixed-fee campaign filled in), else the amount the brand typed.
 */
export function amountForCompensation(
  amount: ProposeFormValues['amount'],
  campaign: Campaign | undefined,
  from: CompensationType,
  to: CompensationType,
): ProposeFormValues['amount'] {
  return amount === suggestedAmount(campaign, from) ? suggestedAmount(campaign, to) : amount;
}

/**
 * The terms a campaign suggests: its compensation and currency, its deliverables with their
 * count ("2 × Instagram reel") and, for a fixed fee, its maximum budget per influencer as the
 * amount (in units; see {@link suggestedAmount}).
 */
export function campaignTerms(
  campaign: Campaign,
): Pick<ProposeFormValues, 'campaignId' | 'compensation' | 'amount' | 'currency' | 'deliverables'> {
  const deliverables = campaign.deliverables.trim();
  const count = campaign.deliverablesCount;
  return {
    campaignId: campaign.id,
    compensation: campaign.compensation,
    amount: suggestedAmount(campaign, campaign.compensation),
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
    gift: null,
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

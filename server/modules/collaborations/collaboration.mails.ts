import type { CompensationType } from '@shared/constants/campaigns';
import { compensationText } from '@shared/format/compensation';
import type { MailMessage } from '../../integrations/smtp/client';

/** What a proposal mail says about the proposal. */
export interface ProposalSummary {
  brand: string;
  handle: string;
  campaign: string | null;
  compensation: CompensationType;
  amount: string | null;
  deliverables: string;
  deadline: string | null;
  /** The gifted products and their retail value in words, when the proposal carries a gift. */
  gift: string | null;
  message: string;
}

function proposalLines(p: ProposalSummary): string[] {
  return [
    `${p.brand} would like to collaborate with @${p.handle}${p.campaign ? ` on "${p.campaign}"` : ''}.`,
    '',
    `Compensation: ${compensationText(p.compensation, p.amount)}`,
    `Deliverables: ${p.deliverables}`,
    ...(p.gift ? [`Gift: ${p.gift}`] : []),
    ...(p.deadline ? [`Deadline: ${p.deadline}`] : []),
    ...(p.message ? ['', `Their message:`, p.message] : []),
  ];
}

/**
 * The mail to an influencer without an account: the proposal and the signed link where they can
 * read it, accept or decline and reply without signing up (valid `days` days).
 */
export function invitationMail(
  to: string,
  p: ProposalSummary,
  link: string,
  days: number,
): MailMessage {
  return {
    to,
    subject: `${p.brand} proposes a collaboration`,
    text: [
      ...proposalLines(p),
      '',
      `Read the proposal, accept or decline, and reply here (no account needed):`,
      link,
      '',
      `The link is personal and works for ${days} days. Sign up to Collabify as an influencer with this address to keep the collaboration in your account.`,
    ].join('\n'),
  };
}

import type { EmailCampaignReach } from '@shared/schemas/email';

type ReachCounts = Omit<EmailCampaignReach, 'withoutEmail'>;

const number = new Intl.NumberFormat('en');
const count = (n: number, one: string, many: string) =>
  `${number.format(n)} ${n === 1 ? one : many}`;

/** "N of M have an email address": recipients with any known address, of all recipients. */
export function reachHeadline(reach: ReachCounts): string {
  const withAddress = reach.total - reach.noEmail;
  const verb = withAddress === 1 ? 'has' : 'have';
  return `${number.format(withAddress)} of ${number.format(reach.total)} ${verb} an email address`;
}

/** Why recipients would be skipped, one sentence per reason that applies, in a fixed order. */
export function reachReasons(reach: ReachCounts): string[] {
  const reasons: string[] = [];
  if (reach.noEmail)
    reasons.push(`${count(reach.noEmail, 'has', 'have')} no email address: skipped`);
  if (reach.unsubscribed)
    reasons.push(`${count(reach.unsubscribed, 'address', 'addresses')} unsubscribed or suppressed`);
  if (reach.bounced) reasons.push(`${count(reach.bounced, 'address', 'addresses')} bounced before`);
  if (reach.duplicate)
    reasons.push(
      `${count(reach.duplicate, 'shares', 'share')} an address with an earlier recipient: emailed once`,
    );
  return reasons;
}

/**
 * Why a campaign with this reach cannot be sent or scheduled (shown beside the disabled buttons),
 * or null when someone can be emailed.
 */
export function sendBlockedReason(reach: ReachCounts): string | null {
  if (reach.reachable > 0) return null;
  if (reach.total === 0)
    return 'The campaign has no recipients yet: choose a list with influencers.';
  return 'Nobody on this campaign can be emailed yet: add an email address below.';
}

/** "12 influencers": how many a send emails. */
export function reachAudience(reach: ReachCounts): string {
  return count(reach.reachable, 'influencer', 'influencers');
}

/**
 * What the send confirmation says about who receives it: everyone, or how many of all and that
 * the others are skipped.
 */
export function reachSummary(reach: ReachCounts): string {
  if (reach.reachable === reach.total) return `It goes to ${reachAudience(reach)}.`;
  const skipped = reach.total - reach.reachable;
  return `It goes to ${number.format(reach.reachable)} of ${count(reach.total, 'influencer', 'influencers')}: ${count(skipped, 'other is', 'others are')} skipped (no email address, unsubscribed, bounced or a shared address).`;
}

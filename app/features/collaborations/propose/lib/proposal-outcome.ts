import type { Collaboration } from '@shared/schemas/collaborations';
import type { InfluencerCard } from '@shared/schemas/influencers';
import { platformLabel } from '@app/components/influencers/platform-icon';

/** Who a proposal goes to: the fields of an influencer card the modal shows. */
export type ProposalTarget = Pick<
  InfluencerCard,
  'id' | 'username' | 'name' | 'platform' | 'avatarUrl'
>;

/**
 * What came of proposing to one influencer: proposed (the new collaboration), already in an open
 * collaboration (409, with the server's detail), or failed (any other error, with its message).
 */
export type ProposalOutcome = { influencer: ProposalTarget } & (
  | { kind: 'proposed'; collaboration: Collaboration }
  | { kind: 'open'; message: string }
  | { kind: 'failed'; message: string }
);

/** How the influencer learns of a new proposal (`reach`), in a sentence for the advertiser. */
export function reachText(reach: Collaboration['reach'], platform: ProposalTarget['platform']) {
  switch (reach) {
    case 'account':
      return "They'll see it in Collabify and can answer there.";
    case 'email':
      return 'We emailed them a link to read and answer it, no account needed.';
    default:
      return `They have no Collabify account or public email yet, so they don't know about it. Message them on ${platformLabel(platform)} and ask them to reply.`;
  }
}

/** The signed-in page of a collaboration. */
export const collaborationPath = (id: string) => `/collaboration/${encodeURIComponent(id)}`;

/**
 * One line about a bulk proposal: "Proposed to 3; 1 already has an open collaboration; 1 could
 * not be sent" ("Nothing was proposed; …" when none went out).
 */
export function outcomeSummary(outcomes: readonly ProposalOutcome[]): string {
  const count = (kind: ProposalOutcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
  const proposed = count('proposed');
  const open = count('open');
  const failed = count('failed');
  const parts = [proposed > 0 ? `Proposed to ${proposed}` : 'Nothing was proposed'];
  if (open > 0) parts.push(`${open} already ${open === 1 ? 'has' : 'have'} an open collaboration`);
  if (failed > 0) parts.push(`${failed} could not be sent`);
  return parts.join('; ');
}

import { describe, expect, it } from 'vitest';
import { makeCollaboration } from '@app/test/collaboration-fixtures';
import { makeCard } from '@app/test/influencer-fixtures';
import { outcomeSummary, reachText, type ProposalOutcome } from './proposal-outcome';

const influencer = makeCard();
const proposed: ProposalOutcome = {
  influencer,
  kind: 'proposed',
  collaboration: makeCollaboration(),
};
const open: ProposalOutcome = { influencer, kind: 'open', message: 'Already open.' };
const failed: ProposalOutcome = { influencer, kind: 'failed', message: 'Network error' };

describe('proposal outcomes', () => {
  it('sums up a bulk proposal', () => {
    expect(outcomeSummary([proposed, proposed, proposed, open])).toBe(
      'Proposed to 3; 1 already has an open collaboration',
    );
    expect(outcomeSummary([open, open, failed])).toBe(
      'Nothing was proposed; 2 already have an open collaboration; 1 could not be sent',
    );
  });

  it('says how the influencer hears of the proposal', () => {
    expect(reachText('account', 'instagram')).toBe(
      "They'll see it in Collabify and can answer there.",
    );
    expect(reachText('email', 'instagram')).toMatch(/emailed them a link/);
    expect(reachText('none', 'tiktok')).toMatch(/Message them on TikTok/);
  });
});

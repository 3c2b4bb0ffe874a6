import { describe, expect, it } from 'vitest';
import { makeReach } from '@app/test/email-campaign-fixtures';
import {
  reachAudience,
  reachHeadline,
  reachReasons,
  reachSummary,
  sendBlockedReason,
} from './campaign-reach';

describe('campaign reach words', () => {
  it('counts recipients with any address in the headline', () => {
    expect(reachHeadline(makeReach({ total: 4, noEmail: 4, reachable: 0 }))).toBe(
      '0 of 4 have an email address',
    );
    expect(reachHeadline(makeReach({ total: 4, noEmail: 3, reachable: 1 }))).toBe(
      '1 of 4 has an email address',
    );
    expect(reachHeadline(makeReach({ total: 1200, noEmail: 0, reachable: 1200 }))).toBe(
      '1,200 of 1,200 have an email address',
    );
  });

  it('names each reason a recipient is skipped, and none when all are reached', () => {
    expect(reachReasons(makeReach())).toEqual([]);
    expect(
      reachReasons(
        makeReach({
          total: 5,
          reachable: 1,
          noEmail: 1,
          unsubscribed: 2,
          bounced: 1,
          duplicate: 0,
        }),
      ),
    ).toEqual([
      '1 has no email address: skipped',
      '2 addresses unsubscribed or suppressed',
      '1 address bounced before',
    ]);
  });

  it('blocks sending only when nobody can be emailed', () => {
    expect(sendBlockedReason(makeReach({ reachable: 1 }))).toBeNull();
    expect(sendBlockedReason(makeReach({ total: 3, reachable: 0, noEmail: 3 }))).toMatch(
      /^Nobody on this campaign can be emailed yet/,
    );
    expect(sendBlockedReason(makeReach({ total: 0, reachable: 0 }))).toMatch(/no recipients/);
  });

  it('says who a send goes to', () => {
    expect(reachAudience(makeReach({ reachable: 1 }))).toBe('1 influencer');
    expect(reachSummary(makeReach())).toBe('It goes to 12 influencers.');
    expect(reachSummary(makeReach({ total: 4, reachable: 3, noEmail: 1 }))).toMatch(
      /^It goes to 3 of 4 influencers: 1 other is skipped/,
    );
  });
});

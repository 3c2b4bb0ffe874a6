import { describe, expect, it } from 'vitest';
import { compareFollowers, followerTolerance, generatedHandleStem, rowKeys } from './identity';

describe('compareFollowers', () => {
  it('allows the growth of the whole UTC days between the two dates', () => {
    // 2026-03-01 → 2027-03-01 is 365 days, over both US and EU daylight-saving changes.
    const evidence = compareFollowers(
      { followers: 100_000, on: '2026-03-01' },
      { followers: 199_000, on: '2027-03-01' },
    );
    expect(evidence.allowed).toBe(followerTolerance(365, true));
    expect(evidence.allowed).toBe(2.75);
    expect(evidence.agree).toBe(true);
    expect(evidence.text).toBe('100,000 (2026-03-01) vs 199,000 (2027-03-01): ×1.99 ≤ ×2.75');
  });

  it('allows fast growth only when the newer count is the larger', () => {
    // DaFuq!?Boom! in the bundled data: 19.6M (2023-07) and 29.8M (2023-10).
    const grown = compareFollowers(
      { followers: 19_600_000, on: '2023-07-01' },
      { followers: 29_800_000, on: '2023-10-01' },
    );
    expect(grown).toMatchObject({ agree: true, allowed: followerTolerance(92, true) });
    // Preston 24M (2023-07) and PrestonPlayz 14.8M three months later: two channels.
    const shrunk = compareFollowers(
      { followers: 24_000_000, on: '2023-07-01' },
      { followers: 14_800_000, on: '2023-10-01' },
    );
    expect(shrunk).toMatchObject({ agree: false, allowed: followerTolerance(92) });
  });

  it('counts the days the same whichever date comes first, and refuses more growth', () => {
    const later = { followers: 100_000, on: '2026-10-26' };
    const earlier = { followers: 130_000, on: '2026-10-24' };
    expect(compareFollowers(later, earlier).allowed).toBe(followerTolerance(2));
    expect(compareFollowers(earlier, later).allowed).toBe(followerTolerance(-2));
    expect(compareFollowers(later, earlier).agree).toBe(false);
  });

  it('never agrees on an unknown count or date', () => {
    expect(
      compareFollowers({ followers: 1, on: null }, { followers: 1, on: '2026-01-01' }),
    ).toMatchObject({
      agree: false,
      text: 'followers unknown',
    });
  });
});

describe('generatedHandleStem', () => {
  it("drops the digits YouTube appended to a channel's name, on YouTube handles only", () => {
    const youtube = (username: string) => ({ platform: 'youtube', username, name: null });
    expect(generatedHandleStem(youtube('dianaandromaesp331'))).toBe('dianaandromaesp');
    expect(rowKeys(youtube('gulshankalra07'))).toEqual(['gulshankalra07', 'gulshankalra']);
    expect(generatedHandleStem(youtube('MrBeast'))).toBe('');
    // A display name ("News 24"), one digit, a stem too short to say anything, another platform.
    expect(generatedHandleStem(youtube('News 24'))).toBe('');
    expect(generatedHandleStem({ ...youtube('Channel24'), usernameKind: 'name' })).toBe('');
    expect(generatedHandleStem(youtube('MrBeast2'))).toBe('');
    expect(generatedHandleStem(youtube('abc123'))).toBe('');
    expect(generatedHandleStem({ platform: 'instagram', username: 'matue30' })).toBe('');
  });
});

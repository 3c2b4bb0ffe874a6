import { UTCDate } from '@date-fns/utc';
import { differenceInCalendarDays } from 'date-fns';

/**
 * What a source's username column holds (a mapping's `fields.username.kind`): `handle` — the
 * account's real handle; `handle-or-name` — a column mixing handles and display names (the
 * HypeAuditor YouTube exports: `MrBeast6000` next to `Beast Reacts`); `name` — a display name.
 */
export const USERNAME_KINDS = ['handle', 'handle-or-name', 'name'] as const;
export type UsernameKind = (typeof USERNAME_KINDS)[number];

/** How much a kind says about identity: a confirmed handle beats a maybe-handle beats a name. */
export const KIND_RANK: Record<UsernameKind, number> = { handle: 2, 'handle-or-name': 1, name: 0 };

/**
 * The identity-evidence key of a name or handle: Unicode-decomposed, accents dropped, lower case,
 * letters and digits only ("T-Series" and "tseries" → `tseries`; "Mr. Beast" → `mrbeast`).
 * Empty when nothing is left.
 */
export function matchKey(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The follower tolerance for two counts of one account taken `days` apart: the larger may be at
 * most `1.25 + 0.75 × years` times the smaller (×1.25 the same month, ×2 a year apart, ×2.75 two
 * years apart) — or `1.25 + 1.5 × years` when `grew` (the newer count is the larger: ×1.63 three
 * months apart, ×2 six months, ×2.75 a year). Wide enough for the growth of the fastest-growing
 * accounts in the datasets (HypeAuditor monthly files: under ×1.2 a month; the Shorts channels of
 * 2023: Topper Guild 11.9M → 24.9M in nine months, DaFuq!?Boom! 19.6M → 29.8M in three),
 * narrow enough to keep apart channels that only share a name (Ninja 17.8M and ninja 547) and an
 * account whose newer count is much smaller (Preston 24M and PrestonPlayz 14.8M three months later).
 */
export function followerTolerance(days: number, grew = false): number {
  return 1.25 + ((grew ? 1.5 : 0.75) * Math.abs(days)) / 365;
}

/** A follower count with the UTC date (YYYY-MM-DD) it describes. */
export interface DatedFollowers {
  followers: number | null;
  on: string | null;
}

/** The comparison of two dated follower counts: whether they can be one account, and why. */
export interface FollowerEvidence {
  agree: boolean;
  /** Larger ÷ smaller (Infinity when one is 0). */
  ratio: number;
  /** The tolerance for their distance in time ({@link followerTolerance}). */
  allowed: number;
  /** Readable: "117,000,000 (2022-12-01) vs 109,100,000 (2022-11-01): ×1.07 ≤ ×1.31". */
  text: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Whether two dated follower counts can belong to one account ({@link followerTolerance}, with
 * the growth allowance when the later count is the larger). Unknown counts never agree: a name
 * alone is not evidence.
 */
export function compareFollowers(a: DatedFollowers, b: DatedFollowers): FollowerEvidence {
  if (a.followers === null || b.followers === null || !a.on || !b.on) {
    return { agree: false, ratio: Number.NaN, allowed: 0, text: 'followers unknown' };
  }
  // The dates are UTC calendar days, counted as such whatever the server's own zone.
  const days = differenceInCalendarDays(new UTCDate(a.on), new UTCDate(b.on));
  const [low, high] =
    a.followers <= b.followers ? [a.followers, b.followers] : [b.followers, a.followers];
  // Grew: the later count is the larger (a is later when days > 0).
  const grew = (days > 0 && a.followers > b.followers) || (days < 0 && b.followers > a.followers);
  const allowed = followerTolerance(days, grew);
  const ratio = low === 0 ? (high === 0 ? 1 : Number.POSITIVE_INFINITY) : high / low;
  const agree = ratio <= allowed;
  const text =
    `${count(a.followers)} (${a.on}) vs ${count(b.followers)} (${b.on}): ` +
    `×${ratio.toFixed(2)} ${agree ? '≤' : '>'} ×${allowed.toFixed(2)}`;
  return { agree, ratio, allowed, text };
}

/** What identity resolution knows of a profile (stored or created earlier in the same import). */
export interface IdentityProfile {
  id: string;
  platformId: string | null;
  username: string;
  usernameKind: UsernameKind;
  matchKeys: readonly string[];
  followers: DatedFollowers;
}

/** What identity resolution knows of an incoming row. */
export interface IdentityRow {
  /** The platform, when known: it decides whether {@link generatedHandleStem} applies. */
  platform?: string;
  platformId: string | null;
  username: string;
  usernameKind: UsernameKind;
  name: string | null;
  followers: DatedFollowers;
}

/** A profile that shared a key with the row but was not joined, with the evidence. */
export interface RefusedCandidate {
  profileId: string;
  username: string;
  reason: string;
}

/** The outcome of {@link resolveIdentity}. */
export interface IdentityDecision {
  /** The profile the row belongs to, or null for a new profile. */
  match: IdentityProfile | null;
  /** How: the platform id, the confirmed handle, or evidence (same key and agreeing followers). */
  how: 'platform-id' | 'handle' | 'evidence' | null;
  /** For `evidence`: the key and follower comparison that justified the merge. */
  evidence: string | null;
  refused: RefusedCandidate[];
}

/**
 * The {@link matchKey} of a YouTube handle YouTube generated from the channel's name (a channel
 * that never chose one got its name and digits: `@dianaandromaesp331` for "Diana and Roma ESP",
 * `@gulshankalra07`), without the digits; '' for another platform (digits there are the
 * account's own choice: brunofernandes.10 and brunofernandes8 are two accounts), a display name
 * (with spaces or of kind `name`: "News 24"), fewer than two final digits, or a stem under four
 * characters.
 */
export function generatedHandleStem(
  row: Pick<IdentityRow, 'platform' | 'username'> & { usernameKind?: UsernameKind },
): string {
  if (row.platform !== 'youtube' || row.usernameKind === 'name' || /\s/u.test(row.username)) {
    return '';
  }
  const stem = row.username.replace(/(?<=\p{L})\d{2,}$/u, '');
  if (stem === row.username) return '';
  const key = matchKey(stem);
  return key.length >= 4 ? key : '';
}

/**
 * The keys a row can be matched by: its username's and its name's {@link matchKey}, and the
 * {@link generatedHandleStem} of a YouTube handle.
 */
export function rowKeys(
  row: Pick<IdentityRow, 'platform' | 'username' | 'name'> & { usernameKind?: UsernameKind },
): string[] {
  return [
    ...new Set(
      [matchKey(row.username), matchKey(row.name), generatedHandleStem(row)].filter(
        (k) => k !== '',
      ),
    ),
  ];
}

/**
 * Decides which existing profile a row describes (issue 13 "One profile per real account").
 * 1. The platform's own id: the same id is the same account; a different id never is.
 * 2. A confirmed handle equal (case-insensitively) to a confirmed handle.
 * 3. Evidence: a name or maybe-handle whose {@link matchKey} equals one of the profile's keys,
 *    with followers that agree for the two dates ({@link compareFollowers}). Two different
 *    confirmed handles are never one account.
 * When several candidates pass 3, the closest follower ratio wins; the others are refused.
 * @param candidates the profiles sharing the row's platform id, handle or a key.
 */
export function resolveIdentity(
  row: IdentityRow,
  candidates: readonly IdentityProfile[],
): IdentityDecision {
  const none: IdentityDecision = { match: null, how: null, evidence: null, refused: [] };
  if (row.platformId) {
    const same = candidates.find((c) => c.platformId === row.platformId);
    if (same) return { ...none, match: same, how: 'platform-id' };
  }
  const handle = row.username.toLowerCase();
  const conflictingId = (c: IdentityProfile) =>
    row.platformId !== null && c.platformId !== null && c.platformId !== row.platformId;
  if (row.usernameKind === 'handle') {
    const same = candidates.find(
      (c) =>
        c.usernameKind === 'handle' && c.username.toLowerCase() === handle && !conflictingId(c),
    );
    if (same) return { ...none, match: same, how: 'handle' };
  }
  const keys = new Set(rowKeys(row));
  const refused: RefusedCandidate[] = [];
  let best: { profile: IdentityProfile; evidence: FollowerEvidence; key: string } | null = null;
  for (const c of candidates) {
    const key = c.matchKeys.find((k) => keys.has(k));
    if (key === undefined) continue;
    const refuse = (reason: string) =>
      refused.push({ profileId: c.id, username: c.username, reason });
    if (conflictingId(c)) {
      refuse(`same name "${key}" but another platform id (${c.platformId})`);
      continue;
    }
    // Two different confirmed handles are two accounts: not even a candidate.
    if (row.usernameKind === 'handle' && c.usernameKind === 'handle') continue;
    const evidence = compareFollowers(row.followers, c.followers);
    if (!evidence.agree) {
      refuse(`same name "${key}" but followers disagree: ${evidence.text}`);
      continue;
    }
    const loser = best && evidence.ratio < best.evidence.ratio ? best : null;
    if (!best || loser) {
      if (loser) {
        refused.push({
          profileId: loser.profile.id,
          username: loser.profile.username,
          reason: `same name "${loser.key}" but a closer follower count exists`,
        });
      }
      best = { profile: c, evidence, key };
    } else {
      refuse(`same name "${key}" but a closer follower count exists`);
    }
  }
  if (!best) return { ...none, refused };
  return {
    match: best.profile,
    how: 'evidence',
    evidence: `same name "${best.key}", followers ${best.evidence.text}`,
    refused: refused.filter((r) => r.profileId !== best.profile.id),
  };
}

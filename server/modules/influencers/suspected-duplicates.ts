import type { DbOrTx } from '../../db/client';
import { type IdentityProfile, resolveIdentity } from '../../import/identity';
import {
  type PairMember,
  type SuspectedPair,
  suspectedDuplicatePairs,
} from './data-quality.repository';

/** A suspected-duplicate pair still apart, with why the identity rules keep it so. */
export interface KeptApartPair extends SuspectedPair {
  reason: string;
}

const identity = (m: PairMember): IdentityProfile => ({
  ...m,
  followers: { followers: m.followers, on: m.on },
});

/**
 * Why the identity rules (server/import/identity.ts) keep two profiles sharing `key` apart: the
 * first refusal of either one read as a row against the other (another platform id, followers
 * that disagree for the dates, a closer count elsewhere); a pair the rules would join was refused
 * by the merge itself (both linked to creator accounts, or in one open collaboration).
 */
export function whyKeptApart(pair: SuspectedPair): string {
  for (const [row, profile] of [
    [pair.b, pair.a],
    [pair.a, pair.b],
  ] as const) {
    const decision = resolveIdentity({ ...identity(row), name: row.name }, [identity(profile)]);
    if (decision.refused[0]) return decision.refused[0].reason;
    if (decision.match) {
      return `one account by the identity rules (${decision.evidence ?? `same ${decision.how}`}), but the merge was refused: both linked to creator accounts or in one open collaboration`;
    }
  }
  return `"${pair.key}" is only an earlier name of one of them, not its current name or handle`;
}

/**
 * The suspected duplicates left in the database, each with {@link whyKeptApart}: what
 * `npm run data:quality` lists under the counts. Ordered by platform and key.
 */
export async function listKeptApartPairs(db: DbOrTx): Promise<KeptApartPair[]> {
  const pairs = await suspectedDuplicatePairs(db);
  return pairs.map((pair) => ({ ...pair, reason: whyKeptApart(pair) }));
}

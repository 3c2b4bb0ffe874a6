import type { DbOrTx } from '../db/client';
import { applyRow, type RowSource } from './apply-row';
import type { MetricConflict } from './conflicts';
import { type IdentityDecision, matchKey, resolveIdentity, rowKeys } from './identity';
import {
  findIdentityCandidates,
  type SnapshotInput,
  type StoredProfile,
  writeProfiles,
} from './import.repository';
import type { NormalisedProfile } from './normalise';
import { isRemovedAccount } from './removed-profiles.repository';
import { identityOf, WorkingSet } from './working-set';

/** Thrown when a single row names an account whose creator had the profile removed. */
export class RemovedAccountError extends Error {
  override name = 'RemovedAccountError';
}

/** The keys that find the stored profiles rows may join (platform ids, handles, match keys). */
export function candidateKeys(rows: readonly NormalisedProfile[]) {
  return {
    platformIds: rows.flatMap((r) => r.platformId ?? []),
    handles: rows.map((r) => r.username.toLowerCase()),
    matchKeys: rows.flatMap((r) => rowKeys(r)),
  };
}

/**
 * Why a row's display name is not taken for `profile` (issue 31 "a display name that belongs to
 * another account"), or null when it is. A row whose username column is itself a display name
 * (kind `name`) and that has no platform id names the account twice; when the two names disagree
 * and the profile's other sources know it by the row's username but never by the row's name, the
 * name is another channel's (Global YouTube Statistics 2023 copies other rows' Title: One
 * Direction → "21 Savage", Like Nastya → "Like Nastya Vlog"). Cards then show the name the other
 * sources agree on (or the username). A row that creates a profile has nothing to disagree with.
 * @param profile the profile the row joins as it was before the row (null for a new one).
 */
export function disputedName(
  profile: Pick<StoredProfile, 'matchKeys'> | null,
  row: Pick<NormalisedProfile, 'username' | 'usernameKind' | 'name' | 'platformId'>,
): string | null {
  if (!profile || row.usernameKind !== 'name' || row.platformId !== null) return null;
  const nameKey = matchKey(row.name);
  const usernameKey = matchKey(row.username);
  if (nameKey === '' || nameKey === usernameKey || profile.matchKeys.includes(nameKey)) return null;
  if (!profile.matchKeys.includes(usernameKey)) return null;
  return `"${row.name}" disagrees with the row's own name "${row.username}" and with every name the profile's other sources give`;
}

/**
 * Folds one row into the working set: the profile {@link resolveIdentity} picks among the
 * candidates (or a new one) takes the row through {@link applyRow}; a confirmed handle another
 * account holds (a rename) makes the row a maybe-handle; a {@link disputedName} is left out (not
 * shown, not a match key) and answered as `disputed`. `inferLanguage` fills a language no
 * source states; `conflicts` collects the disagreements between sources the row decided. Answers
 * the folded profile (already put in `working`) and the identity decision.
 */
export function foldRow(
  working: WorkingSet,
  row: NormalisedProfile,
  from: RowSource,
  inferLanguage: (row: NormalisedProfile) => string | null,
  conflicts?: MetricConflict[],
): { next: StoredProfile; decision: IdentityDecision; disputed: string | null } {
  const decision = resolveIdentity(
    { ...row, followers: { followers: row.followers, on: from.date } },
    working.candidatesFor(row).map(identityOf),
  );
  const before = decision.match ? (working.get(decision.match.id) ?? null) : null;
  const disputed = disputedName(before, row);
  let incoming = disputed === null ? row : { ...row, name: null };
  if (
    !before &&
    row.usernameKind === 'handle' &&
    working.handleTaken(row.username.toLowerCase(), '')
  ) {
    // Another account holds this handle (a rename): keep both, this one as a maybe-handle.
    incoming = { ...row, usernameKind: 'handle-or-name' };
  }
  const stated = row.language !== null || (before?.language && !before.languageInferred);
  const inferred = stated ? null : inferLanguage(row);
  const next = applyRow(before, incoming, from, working.handleTaken, inferred, conflicts);
  working.put(next);
  return { next, decision, disputed };
}

/** The snapshot a row records for its profile on the source's date: its own plausible values. */
export function rowSnapshot(
  influencerId: string,
  row: NormalisedProfile,
  from: RowSource,
): SnapshotInput {
  const plausible = (name: 'followers' | 'avgViews' | 'engagementRate') =>
    row.unverified[name] === undefined ? row[name] : null;
  return {
    influencerId,
    takenOn: from.date,
    followers: plausible('followers'),
    avgViews: plausible('avgViews'),
    engagementRate: plausible('engagementRate'),
    source: from.source,
  };
}

/**
 * Imports one profile from a single source row (a provider refresh) through the same rules as a
 * dataset: curated fields kept; each metric chosen by date, plausibility and provenance; today's
 * snapshot written (a creator-verified value of the same day stays in it). With `targetId` the
 * row is folded into that profile — the account the provider was asked about, whatever ids and
 * handle kinds the datasets gave it (its own platform id is kept); without, identity is resolved
 * by platform id, confirmed handle or evidence as for a dataset row. Call inside a transaction
 * (the profiles stay locked until it ends).
 * @returns the profile as written, and whether it is new.
 * @throws {@link RemovedAccountError} when the row's account (platform id or handle) was removed
 *   by its creator (nothing is written); Error when `targetId` names no profile of the row's
 *   platform.
 */
export async function importProfile(
  tx: DbOrTx,
  row: NormalisedProfile,
  from: RowSource,
  targetId: string | null = null,
): Promise<{ profile: StoredProfile; created: boolean }> {
  if (await isRemovedAccount(tx, row.platform, row)) {
    throw new RemovedAccountError(`@${row.username} was removed by its creator`);
  }
  const keys = { ...candidateKeys([row]), ids: targetId ? [targetId] : [] };
  const candidates = await findIdentityCandidates(tx, row.platform, keys);
  const working = new WorkingSet(candidates);
  let next: StoredProfile;
  if (targetId) {
    const target = working.get(targetId);
    if (!target) throw new Error(`No ${row.platform} profile ${targetId}`);
    next = applyRow(target, row, from, working.handleTaken);
    working.put(next);
  } else {
    next = foldRow(working, row, from, () => null).next;
  }
  await writeProfiles(tx, [next], [keptSnapshot(rowSnapshot(next.id, row, from), next)]);
  return { profile: next, created: !candidates.some((c) => c.id === next.id) };
}

/**
 * A row's snapshot as the profile decided it: where the profile keeps a plausible value of that
 * same day (a creator-verified one, or another source's that won by precedence, see
 * `decideMetric`), the snapshot holds that value, so a day's snapshot never depends on import order.
 */
export function keptSnapshot(snapshot: SnapshotInput, profile: StoredProfile): SnapshotInput {
  const kept = { ...snapshot };
  for (const name of ['followers', 'avgViews', 'engagementRate'] as const) {
    const entry = profile.metrics[name];
    if (entry && entry.unverified === undefined && entry.on === snapshot.takenOn) {
      kept[name] = entry.value;
    }
  }
  return kept;
}

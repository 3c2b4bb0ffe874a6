import { PLATFORMS } from '@shared/constants/discovery';
import { METRIC_NAMES } from '@shared/schemas/influencers';
import type { Db } from '../db/client';
import { TEXT_FIELDS } from './apply-row';
import { KIND_RANK, resolveIdentity, rowKeys } from './identity';
import {
  findProfilesWithoutKeys,
  loadProfilesSharingKeys,
  setMatchKeys,
  mergeInfluencers,
  type StoredProfile,
  writeProfiles,
} from './import.repository';
import { chooseMetric, columnValue } from './metrics';
import { identityOf, WorkingSet } from './working-set';

/**
 * Gives the profiles written before match keys existed (migration 0010) their keys (the
 * normalised username and name), so rows that name them and {@link mergeDuplicateProfiles} can
 * find them. A profile whose username and name normalise to nothing gets its lower-cased
 * username, so it is never picked up again.
 * @returns how many profiles got keys.
 */
export async function backfillMatchKeys(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await findProfilesWithoutKeys(db, 1_000);
    if (rows.length === 0) return total;
    await setMatchKeys(
      db,
      rows.map((r) => {
        const keys = rowKeys(r);
        return { id: r.id, keys: keys.length > 0 ? keys : [r.username.toLowerCase()] };
      }),
    );
    total += rows.length;
  }
}

/** One merge the sweep made, or a pair it could not merge. */
export interface SweepMerge {
  platform: string;
  kept: string;
  merged: string;
  evidence: string;
  done: boolean;
}

/** The fields a duplicate fills where the profile kept has none. */
const GAP_FIELDS = [...TEXT_FIELDS, 'platformId'] as const;

/**
 * `keep` with what `duplicate` knows folded in: each metric by {@link chooseMetric}, gaps in text
 * fields filled, the stronger username kind, the union of keys and sources. References and
 * curation move in {@link mergeInfluencers}.
 */
function combine(keep: StoredProfile, duplicate: StoredProfile): StoredProfile {
  const next = structuredClone(keep);
  for (const field of GAP_FIELDS) next[field] ??= duplicate[field];
  if (next.language === null && duplicate.language !== null) {
    next.language = duplicate.language;
    next.languageInferred = duplicate.languageInferred;
  }
  // The same curation rule as merge_influencers: a duplicate's curated list wins over a plain one.
  for (const field of ['categories', 'officialCategories'] as const) {
    const curatedThere =
      duplicate.curatedFields.includes(field) && !keep.curatedFields.includes(field);
    if (curatedThere || next[field].length === 0) next[field] = duplicate[field];
  }
  if (KIND_RANK[duplicate.usernameKind] > KIND_RANK[next.usernameKind]) {
    next.username = duplicate.username;
    next.usernameKind = duplicate.usernameKind;
  }
  for (const name of METRIC_NAMES) {
    const chosen = chooseMetric(next.metrics[name], duplicate.metrics[name]);
    if (chosen) next.metrics[name] = chosen;
    next[name] = columnValue(next.metrics[name]);
  }
  next.matchKeys = [...new Set([...next.matchKeys, ...duplicate.matchKeys])];
  next.sources = [...new Set([...next.sources, ...duplicate.sources])];
  if ((duplicate.refreshedAt ?? '') > (next.refreshedAt ?? ''))
    next.refreshedAt = duplicate.refreshedAt;
  return next;
}

/** Restricts {@link mergeDuplicateProfiles} to one platform and the twins of some profiles. */
export interface SweepScope {
  platform: string;
  /** Profile ids (those an import touched): only keys one of them holds are swept. */
  ids: readonly string[];
}

/**
 * Merges the profiles that are one account by the importer's own identity rules
 * ({@link resolveIdentity}): the duplicates earlier importers created (one channel under a handle
 * and under its display name), and the twin left when a row joined one profile by platform id
 * while its name is the other's (the row's name becomes a key of the first, so the two share it).
 * Profiles are visited with the best identified first (platform id, then confirmed handle, then
 * the most sources), each merged into the first earlier profile it resolves to. Each merge is one
 * transaction; a pair the database function refuses (both linked to accounts, clashing open
 * collaborations) is reported with `done: false` and left apart. Idempotent: a database the
 * current importer wrote has nothing to merge. `scope` limits the sweep (see {@link SweepScope}).
 */
export async function mergeDuplicateProfiles(db: Db, scope?: SweepScope): Promise<SweepMerge[]> {
  const merges: SweepMerge[] = [];
  for (const platform of scope ? [scope.platform] : PLATFORMS) {
    const profiles = (await loadProfilesSharingKeys(db, platform, scope?.ids)).sort(
      (a, b) =>
        Number(b.platformId !== null) - Number(a.platformId !== null) ||
        KIND_RANK[b.usernameKind] - KIND_RANK[a.usernameKind] ||
        b.sources.length - a.sources.length,
    );
    const kept = new WorkingSet([]);
    for (const profile of profiles) {
      const decision = resolveIdentity(
        { ...profile, followers: identityOf(profile).followers },
        kept.candidatesFor(profile).map(identityOf),
      );
      const target = decision.match && kept.get(decision.match.id);
      if (!target || decision.how === null) {
        kept.put(profile);
        continue;
      }
      const combined = combine(target, profile);
      const done = await db.transaction(async (tx) => {
        if (!(await mergeInfluencers(tx, target.id, profile.id))) return false;
        await writeProfiles(tx, [combined], []);
        return true;
      });
      merges.push({
        platform,
        kept: target.username,
        merged: profile.username,
        evidence: decision.evidence ?? `same ${decision.how}`,
        done,
      });
      kept.put(done ? combined : profile);
    }
  }
  return merges;
}

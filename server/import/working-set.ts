import { type IdentityProfile, type IdentityRow, rowKeys } from './identity';
import type { StoredProfile } from './import.repository';

/** What identity resolution needs of a stored or pending profile. */
export function identityOf(p: StoredProfile): IdentityProfile {
  const followers = p.metrics.followers;
  return {
    id: p.id,
    platformId: p.platformId,
    username: p.username,
    usernameKind: p.usernameKind,
    matchKeys: p.matchKeys,
    followers: {
      followers: followers?.value ?? p.followers,
      on: followers?.on ?? p.refreshedAt?.slice(0, 10) ?? null,
    },
  };
}

/**
 * The profiles one batch can touch, indexed by platform id, lower-cased username and match key;
 * profiles created or changed by earlier rows of the batch replace the stored ones.
 */
export class WorkingSet {
  private readonly byId = new Map<string, StoredProfile>();
  private readonly index = new Map<string, Set<string>>();

  constructor(profiles: readonly StoredProfile[]) {
    for (const p of profiles) this.put(p);
  }

  get(id: string): StoredProfile | undefined {
    return this.byId.get(id);
  }

  put(p: StoredProfile): void {
    this.byId.set(p.id, p);
    const keys = [
      p.platformId && `id:${p.platformId}`,
      `handle:${p.username.toLowerCase()}`,
      ...p.matchKeys.map((k) => `key:${k}`),
    ];
    for (const key of keys) {
      if (!key) continue;
      const ids = this.index.get(key) ?? new Set<string>();
      ids.add(p.id);
      this.index.set(key, ids);
    }
  }

  /** Profiles sharing the row's platform id, username or a key (the identity candidates). */
  candidatesFor(
    row: Pick<IdentityRow, 'platform' | 'platformId' | 'username' | 'usernameKind' | 'name'>,
  ): StoredProfile[] {
    const keys = [
      row.platformId && `id:${row.platformId}`,
      `handle:${row.username.toLowerCase()}`,
      ...rowKeys(row).map((k) => `key:${k}`),
    ];
    const ids = new Set<string>();
    for (const key of keys) for (const id of (key && this.index.get(key)) || []) ids.add(id);
    return [...ids].flatMap((id) => this.byId.get(id) ?? []);
  }

  /** Whether a profile other than `ownerId` holds `handle` (lower case) as a confirmed handle. */
  handleTaken = (handle: string, ownerId: string): boolean =>
    [...(this.index.get(`handle:${handle}`) ?? [])].some((id) => {
      const p = this.byId.get(id);
      return id !== ownerId && p?.usernameKind === 'handle' && p.username.toLowerCase() === handle;
    });
}

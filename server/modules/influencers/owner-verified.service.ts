import type { Platform } from '@shared/constants/discovery';
import type { MetricEntry } from '@shared/schemas/influencers';
import type { DbOrTx } from '../../db/client';
import type { InfluencerRow } from '../../db/schema';
import {
  findByPlatformAccount,
  insertOwnedProfile,
  refreshOwnedProfile,
  upsertOwnerSnapshot,
} from './owner-verified.repository';

/** An account as its owner's sign-in read it from the platform (counts as the platform gave them). */
export interface OwnedAccount {
  platform: Platform;
  /** The platform's own id (YouTube channel id, Instagram professional account id, TikTok open_id). */
  platformId: string;
  /** The handle, without `@`. */
  username: string;
  name: string | null;
  avatarUrl: string | null;
  country: string | null;
  followers: number | null;
  posts: number | null;
  profileUrl: string;
}

/**
 * Records an account its owner signed in with (issue 18): the imported profile with the
 * platform's id (or, imported without an id, its confirmed handle) is refreshed with the numbers
 * the platform gave the owner's login; an unknown account gets a new profile. Either way the
 * profile is marked verified by the creator now, its metrics' provenance names the owner's
 * sign-in, and today's followers snapshot is the owner's. Call inside a transaction.
 */
export async function recordOwnedAccount(
  tx: DbOrTx,
  account: OwnedAccount,
  sourceName: string,
): Promise<InfluencerRow> {
  const on = new Date().toISOString().slice(0, 10);
  const entry = (value: number): MetricEntry => ({
    value,
    on,
    source: `owner:${account.platform}`,
    sourceName,
  });
  const metrics = {
    ...(account.followers !== null && { followers: entry(account.followers) }),
    ...(account.posts !== null && { posts: entry(account.posts) }),
  };
  const values = { ...account, metrics };
  const existing = await findByPlatformAccount(
    tx,
    account.platform,
    account.platformId,
    account.username,
  );
  const row = existing
    ? await refreshOwnedProfile(tx, existing.id, values)
    : await insertOwnedProfile(tx, values);
  if (account.followers !== null) await upsertOwnerSnapshot(tx, row.id, account.followers);
  return row;
}

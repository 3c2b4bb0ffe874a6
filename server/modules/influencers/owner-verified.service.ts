import type { Platform } from '@shared/constants/discovery';
import type { MetricEntry } from '@shared/schemas/influencers';
import type { DbOrTx } from '../../db/client';
import type { InfluencerRow } from '../../db/schema';
import { isRemovedAccount } from '../../import/removed-profiles.repository';
import {
  findByPlatformAccount,
  insertOwnedProfile,
  type OwnerVerifiedValues,
  refreshOwnedProfile,
  upsertOwnerSnapshot,
} from './owner-verified.repository';

/**
 * An account as its owner's sign-in read it from the platform (counts as the platform gave them):
 * `platformId` is the platform's own id (YouTube channel id, Instagram professional account id,
 * TikTok open_id), `username` the handle without `@`.
 */
export interface OwnedAccount extends Omit<OwnerVerifiedValues, 'platform' | 'metrics'> {
  platform: Platform;
  /**
   * True when the datasets know this platform's accounts by another id than the sign-in gives:
   * TikTok's `open_id` is per app (TIDES has TikTok's user id); Instagram Login gives the
   * professional account id (Bright Data's `id` is the older user id). A confirmed handle then
   * finds the profile even when it carries another id, and that id is kept.
   */
  datasetsUseAnotherId?: boolean;
}

/**
 * Records an account its owner signed in with (issue 18): the imported profile with the
 * platform's id (or, imported without an id — or with another one when the datasets use another —
 * its confirmed handle) is refreshed with the numbers
 * the platform gave the owner's login; an unknown account gets a new profile (hidden from
 * discovery when the creator had the account removed). Either way the
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
    account.datasetsUseAnotherId,
  );
  // A creator who had the account's profile removed gets a profile to work with, still hidden.
  const removed = !existing && (await isRemovedAccount(tx, account.platform, account));
  const row = existing
    ? await refreshOwnedProfile(tx, existing.id, values)
    : await insertOwnedProfile(tx, values, removed);
  if (account.followers !== null) await upsertOwnerSnapshot(tx, row.id, account.followers);
  return row;
}

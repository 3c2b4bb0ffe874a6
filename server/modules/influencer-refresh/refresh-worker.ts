import { REFRESH_SOURCE_NAMES, type RefreshablePlatform } from '@shared/schemas/influencer-refresh';
import { YOUTUBE_CHANNEL_ID } from '@shared/constants/account-names';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/pg-errors';
import type { InfluencerRefreshRow } from '../../db/schema';
import { importProfile, RemovedAccountError } from '../../import/import-profile';
import { ProviderError, type ProviderProfile } from '../../integrations/provider-profile';
import { recordLastPosted, countUpdateRequests } from '../influencers/influencers.service';
import { notify } from '../notifications/notifications.service';
import { providerRow, refreshSource } from './provider-row';
import { nextQuotaDayStart, quotaDay } from './quota-day';
import {
  activePause,
  claimRefresh,
  findProfileById,
  markDone,
  markFailed,
  markQueued,
  pauseProvider,
  requestCountOf,
  requesterIds,
  spendQuota,
  type RefreshTarget,
} from './refresh.repository';
import { sendRefreshJob } from './refresh-jobs';

/** A running refresh whose worker has been silent this long is taken over (the worker was killed). */
export const STALE_RUNNING_SECONDS = 10 * 60;

/**
 * How long a provider outage pauses its other refreshes (each failed one is retried by the job
 * queue with exponential backoff): long enough not to hammer a failing API, short enough to
 * notice it is back.
 */
export const OUTAGE_PAUSE_MS = 60_000;

/**
 * Tries of one refresh before it fails: the job queue's retries of an outage (16) and the
 * sweep's re-sends fit, a refresh that can never be written does not loop for ever.
 */
export const MAX_ATTEMPTS = 24;

const HOUR_MS = 60 * 60_000;

/** Thrown when a refresh failed for a reason the job queue should retry (an outage). */
export class RefreshRetryError extends Error {
  override name = 'RefreshRetryError';
}

/** What the provider is asked with: the profile's channel id or handle, or the requested name. */
function queryOf(refresh: InfluencerRefreshRow, target: RefreshTarget | null): string {
  if (target) {
    const channelId = target.platformId && YOUTUBE_CHANNEL_ID.test(target.platformId);
    return refresh.platform === 'youtube' && channelId ? target.platformId! : target.username;
  }
  return refresh.lookup.replace(/^(handle|id):/, '');
}

/** Reads the account from its provider; YouTube's calls are metered against the daily quota. */
async function readProvider(
  ctx: AppContext,
  platform: RefreshablePlatform,
  query: string,
): Promise<ProviderProfile> {
  if (platform === 'youtube') {
    const youtube = ctx.youtubeData!;
    return youtube.client.channel(query, async (units) => {
      const spent = await spendQuota(
        ctx.db,
        'youtube',
        quotaDay(new Date()),
        units,
        youtube.dailyQuota,
      );
      if (!spent) {
        throw new ProviderError('youtube', 'quota', 'Today’s YouTube Data API quota is used up');
      }
    });
  }
  return ctx.instagramDiscovery!.account(query);
}

/**
 * Folds the provider's profile into the refreshed profile (or, for a name no profile had, the one
 * identity finds or a new one) through the import rules, and ends the refresh as done. The
 * profile is locked before the refresh row, the order a request takes them in. Everyone who asked
 * for it is notified.
 */
async function writeRefresh(
  ctx: AppContext,
  refresh: InfluencerRefreshRow,
  found: ProviderProfile,
) {
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = providerRow(found);
    const { profile } = await importProfile(
      tx,
      row,
      refreshSource(found.platform, now),
      refresh.influencerId,
    );
    if (found.recent.lastPostedAt) {
      await recordLastPosted(tx, profile.id, new Date(found.recent.lastPostedAt));
    }
    // Requests by name were not counted on a profile yet: count them on the one found.
    if (!refresh.influencerId) {
      const requests = await requestCountOf(tx, refresh.id);
      if (requests > 0) await countUpdateRequests(tx, profile.id, requests);
    }
    await markDone(tx, refresh.id, profile.id);
    const requesters = await requesterIds(tx, refresh.id);
    await notify(
      ctx,
      tx,
      ...requesters.map((userId) => ({
        userId,
        kind: 'data_refresh_done' as const,
        actorUserId: null,
        title: `@${profile.username}’s numbers are refreshed`,
        link: `/influencer?profile=${profile.id}`,
        place: `influencer:${profile.id}`,
      })),
    );
  });
}

/** Waits for the provider until `until`: the refresh goes back to the queue with the reason. */
async function waitFor(
  ctx: AppContext,
  refresh: InfluencerRefreshRow,
  until: Date,
  reason: string,
) {
  await markQueued(ctx.db, refresh.id, until, reason);
  await sendRefreshJob(ctx, refresh.id, until);
}

/**
 * Runs one refresh (job `influencers.refresh`): claims it (another worker's or an ended one is
 * left alone), waits while its provider is paused, reads the account and folds it into the
 * profile through the import rules (plausibility, curation, newer creator-verified values kept).
 * A spent quota waits for the next quota day and a rate limit for the time the provider gives,
 * pausing the provider's other refreshes too; refused credentials pause the provider for an hour;
 * an outage pauses it briefly and throws {@link RefreshRetryError} so the job queue retries with
 * its growing backoff (as do refreshes that meet the outage's pause); no such account or an
 * account the API cannot read fails the refresh with the reason, and so does a refresh tried
 * {@link MAX_ATTEMPTS} times.
 */
export async function runRefresh(ctx: AppContext, refreshId: string): Promise<void> {
  const refresh = await claimRefresh(ctx.db, refreshId, STALE_RUNNING_SECONDS);
  if (!refresh) return;
  try {
    await refreshClaimed(ctx, refresh);
  } catch (error) {
    const reason =
      error instanceof RefreshRetryError ? error.message : 'Something went wrong; retrying';
    if (refresh.attempts >= MAX_ATTEMPTS) {
      return markFailed(ctx.db, refresh.id, `Gave up after ${MAX_ATTEMPTS} tries: ${reason}`);
    }
    // Back in the queue for the job queue's retry (with backoff), never left running.
    await markQueued(ctx.db, refresh.id, null, reason);
    throw error;
  }
}

/** {@link runRefresh} once claimed. */
async function refreshClaimed(ctx: AppContext, refresh: InfluencerRefreshRow): Promise<void> {
  const platform = refresh.platform as RefreshablePlatform;
  const pause = await activePause(ctx.db, platform);
  // During an outage the job queue's retry backs off; other pauses have a known end to wait for.
  if (pause?.outage) throw new RefreshRetryError(pause.reason);
  if (pause) return waitFor(ctx, refresh, pause.pausedUntil, pause.reason);
  const target = refresh.influencerId ? await findProfileById(ctx.db, refresh.influencerId) : null;
  if (refresh.influencerId && !target) {
    return markFailed(ctx.db, refresh.id, 'The profile was deleted');
  }
  let found: ProviderProfile;
  try {
    found = await readProvider(ctx, platform, queryOf(refresh, target));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return handleProviderError(ctx, refresh, error);
  }
  // YouTube answers handles in lower case: the profile keeps its spelling of the same handle.
  if (target && target.username.toLowerCase() === found.username.toLowerCase()) {
    found = { ...found, username: target.username };
  }
  try {
    await writeRefresh(ctx, refresh, found);
  } catch (error) {
    // A creator who had the profile removed is not brought back: as if there were no such account.
    if (error instanceof RemovedAccountError) {
      const source = REFRESH_SOURCE_NAMES[platform];
      return markFailed(
        ctx.db,
        refresh.id,
        `${source} has no account ${queryOf(refresh, target)}.`,
      );
    }
    // Another profile holds the handle the provider gave (a rename both datasets saw): say so.
    if (isUniqueViolation(error, 'influencers_platform_handle_key')) {
      return markFailed(ctx.db, refresh.id, `Another profile already has @${found.username}`);
    }
    throw error;
  }
}

/** A provider's refusal: wait (quota, rate limit, credentials), retry (outage) or fail with the reason. */
async function handleProviderError(
  ctx: AppContext,
  refresh: InfluencerRefreshRow,
  error: ProviderError,
): Promise<void> {
  const platform = refresh.platform as RefreshablePlatform;
  const source = REFRESH_SOURCE_NAMES[platform];
  const now = Date.now();
  switch (error.kind) {
    case 'quota': {
      const until = nextQuotaDayStart(new Date(now));
      const reason = `${error.message}; it resumes when the quota resets at midnight Pacific Time`;
      await pauseProvider(ctx.db, platform, until, reason);
      return waitFor(ctx, refresh, until, reason);
    }
    case 'rate-limited': {
      const until = new Date(now + (error.retryAfterMs ?? HOUR_MS));
      await pauseProvider(ctx.db, platform, until, error.message);
      return waitFor(ctx, refresh, until, error.message);
    }
    case 'refused': {
      // Our credentials: the provider's words stay out of what every user can read.
      const until = new Date(now + HOUR_MS);
      const reason = `${source} refused this server's credentials; an admin must check its settings`;
      await pauseProvider(ctx.db, platform, until, reason);
      return waitFor(ctx, refresh, until, reason);
    }
    case 'unavailable': {
      const reason = `${source} is unavailable (${error.message}); retrying`;
      await pauseProvider(ctx.db, platform, new Date(now + OUTAGE_PAUSE_MS), reason, true);
      throw new RefreshRetryError(reason);
    }
    default:
      return markFailed(ctx.db, refresh.id, error.message);
  }
}

import {
  REFRESHABLE_PLATFORMS,
  type RefreshablePlatform,
} from '@shared/schemas/influencer-refresh';
import type { AppContext } from '../../context';
import { YouTubeDataClient } from '../../integrations/google/youtube-data';
import { quotaDay } from './quota-day';
import {
  activePause,
  countOpen,
  findIdleOpenRefreshes,
  findStaleSavedProfiles,
  openRefresh,
  quotaUsed,
} from './refresh.repository';
import { refreshConfigured } from './refresh-requests.service';
import { sendRefreshJob } from './refresh-jobs';

/** Saved profiles whose numbers are older than this many days are refreshed in the background. */
export const STALE_AFTER_DAYS = 30;

/** The share of YouTube's daily quota the scheduler may use; the rest is kept for people's requests. */
export const SCHEDULED_QUOTA_SHARE = 0.8;

/**
 * Open scheduled refreshes per platform at most: YouTube's quota allows thousands a day; Meta
 * limits business discovery per hour (about 200 calls an hour per account).
 */
export const MAX_OPEN_SCHEDULED: Record<RefreshablePlatform, number> = {
  youtube: 100,
  instagram: 25,
};

/** An open refresh untouched this long is sent again: no job stands for it any more. */
export const SWEEP_IDLE_SECONDS = 15 * 60;

/** How many more scheduled refreshes of `platform` fit now (quota left and open refreshes). */
async function roomFor(ctx: AppContext, platform: RefreshablePlatform): Promise<number> {
  const open = await countOpen(ctx.db, platform);
  let room = MAX_OPEN_SCHEDULED[platform] - open;
  if (platform === 'youtube') {
    const budget = Math.floor(ctx.youtubeData!.dailyQuota * SCHEDULED_QUOTA_SHARE);
    const used = await quotaUsed(ctx.db, 'youtube', quotaDay(new Date()));
    const units = budget - used - open * YouTubeDataClient.LOOKUP_UNITS;
    room = Math.min(room, Math.floor(units / YouTubeDataClient.LOOKUP_UNITS));
  }
  return Math.max(0, room);
}

/**
 * The scheduler (job `influencers.schedule-refreshes`, every 15 minutes): sends again the open
 * refreshes no job stands for (a lost send, a killed worker, retries given up), then queues
 * refreshes of saved profiles whose numbers are older than {@link STALE_AFTER_DAYS} — oldest
 * data first, then the most saved — within what the provider's quota and limits leave, skipping
 * a paused provider.
 * @returns how many refreshes were re-sent and queued.
 */
export async function scheduleRefreshes(
  ctx: AppContext,
): Promise<{ resent: number; queued: number }> {
  const idle = await findIdleOpenRefreshes(ctx.db, SWEEP_IDLE_SECONDS);
  for (const id of idle) await sendRefreshJob(ctx, id);
  let queued = 0;
  for (const platform of REFRESHABLE_PLATFORMS) {
    if (!refreshConfigured(ctx, platform) || (await activePause(ctx.db, platform))) continue;
    const room = await roomFor(ctx, platform);
    for (const id of await findStaleSavedProfiles(ctx.db, platform, STALE_AFTER_DAYS, room)) {
      const { refresh, created } = await openRefresh(ctx.db, {
        platform,
        lookup: `profile:${id}`,
        influencerId: id,
        origin: 'schedule',
      });
      if (!created) continue;
      await sendRefreshJob(ctx, refresh.id);
      queued += 1;
    }
  }
  return { resent: idle.length, queued };
}

import type { AppContext } from '../context';
import { scheduleRefreshes } from '../modules/influencer-refresh/refresh-schedule';
import { runRefresh } from '../modules/influencer-refresh/refresh-worker';

/** Provider refreshes one process runs at once (each is three calls at most). */
const REFRESHES_AT_ONCE = 2;

/**
 * Starts this process's provider-refresh worker on the job queue: the refreshes people and the
 * scheduler queue, and the scheduler itself every 15 minutes (UTC cron; pg-boss runs one per
 * schedule across processes).
 */
export async function startRefreshWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work('influencers.refresh', { concurrency: REFRESHES_AT_ONCE }, (job) =>
    runRefresh(ctx, job.refreshId),
  );
  await ctx.jobs.work('influencers.schedule-refreshes', {}, async () => {
    await scheduleRefreshes(ctx);
  });
  await ctx.jobs.schedule('influencers.schedule-refreshes', '*/15 * * * *');
}

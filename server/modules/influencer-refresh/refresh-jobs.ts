import type { AppContext } from '../../context';

/**
 * Queues the job that runs refresh `refreshId` (keyed by it: one waiting job stands for any
 * repeat), no earlier than `startAfter` when given.
 */
export async function sendRefreshJob(
  ctx: AppContext,
  refreshId: string,
  startAfter?: Date,
): Promise<void> {
  await ctx.jobs.send(
    'influencers.refresh',
    { refreshId },
    { singletonKey: refreshId, ...(startAfter && { startAfter }) },
  );
}

import {
  REFRESH_SOURCE_NAMES,
  REFRESHABLE_PLATFORMS,
  type RefreshQueueStatus,
} from '@shared/schemas/influencer-refresh';
import type { AppContext } from '../../context';
import { nextQuotaDayStart, quotaDay } from './quota-day';
import { activePause, queueDepth, quotaUsed } from './refresh.repository';
import { refreshConfigured } from './refresh-requests.service';

/**
 * The refresh queue for admins (`GET /api/admin/data-refresh`): its depth by state and, per
 * provider, whether it is configured, the quota used in the current quota day and any pause.
 */
export async function getRefreshQueueStatus(ctx: AppContext): Promise<RefreshQueueStatus> {
  const now = new Date();
  const providers = await Promise.all(
    REFRESHABLE_PLATFORMS.map(async (platform) => {
      const pause = await activePause(ctx.db, platform);
      const daily = platform === 'youtube';
      return {
        platform,
        sourceName: REFRESH_SOURCE_NAMES[platform],
        configured: refreshConfigured(ctx, platform),
        dailyQuota: daily ? (ctx.youtubeData?.dailyQuota ?? null) : null,
        usedToday: daily ? await quotaUsed(ctx.db, platform, quotaDay(now)) : 0,
        quotaResetsAt: daily ? nextQuotaDayStart(now).toISOString() : null,
        pausedUntil: pause?.pausedUntil.toISOString() ?? null,
        pauseReason: pause?.reason ?? null,
      };
    }),
  );
  return { queue: await queueDepth(ctx.db), providers };
}

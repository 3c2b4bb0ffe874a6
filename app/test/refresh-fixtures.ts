import type { InfluencerRefresh, RefreshQueueStatus } from '@shared/schemas/influencer-refresh';

/** A refresh as `POST /api/influencer/request-influencer-update` answers it; override any field. */
export function makeRefresh(overrides: Partial<InfluencerRefresh> = {}): InfluencerRefresh {
  return {
    id: '3f2b8c1e-6d4a-4f7b-9c2e-8a1d5e6f7a8b',
    platform: 'instagram',
    influencerId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    state: 'queued',
    reason: null,
    waitingUntil: null,
    requestedAt: new Date().toISOString(),
    finishedAt: null,
    sourceName: 'Instagram business discovery',
    ...overrides,
  };
}

/** The refresh queue as an admin sees it (`GET /api/admin/data-refresh`); override any part. */
export function makeRefreshQueue(overrides: Partial<RefreshQueueStatus> = {}): RefreshQueueStatus {
  return {
    queue: { queued: 0, waiting: 0, running: 0, doneLast24Hours: 0, failedLast24Hours: 0 },
    providers: [
      {
        platform: 'youtube',
        sourceName: 'YouTube Data API',
        configured: true,
        dailyQuota: 10_000,
        usedToday: 0,
        quotaResetsAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
        pausedUntil: null,
        pauseReason: null,
      },
      {
        platform: 'instagram',
        sourceName: 'Instagram business discovery',
        configured: true,
        dailyQuota: null,
        usedToday: 0,
        quotaResetsAt: null,
        pausedUntil: null,
        pauseReason: null,
      },
    ],
    ...overrides,
  };
}

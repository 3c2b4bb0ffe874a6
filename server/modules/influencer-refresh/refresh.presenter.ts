import {
  REFRESH_SOURCE_NAMES,
  type InfluencerRefresh,
  type RefreshablePlatform,
} from '@shared/schemas/influencer-refresh';
import type { InfluencerRefreshRow } from '../../db/schema';

/** A refresh as people see it (times ISO 8601 UTC). */
export function presentRefresh(row: InfluencerRefreshRow): InfluencerRefresh {
  const platform = row.platform as RefreshablePlatform;
  return {
    id: row.id,
    platform,
    influencerId: row.influencerId,
    state: row.state as InfluencerRefresh['state'],
    reason: row.reason,
    waitingUntil: row.waitingUntil?.toISOString() ?? null,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    sourceName: REFRESH_SOURCE_NAMES[platform],
  };
}

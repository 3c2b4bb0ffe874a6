import { z } from 'zod';
import { PLATFORMS } from '../constants/discovery';
import { textSchema } from './text';

/** The platforms whose official APIs can refresh a profile (YouTube Data API, Instagram business discovery). */
export const REFRESHABLE_PLATFORMS = ['youtube', 'instagram'] as const;

/** One of {@link REFRESHABLE_PLATFORMS}. */
export type RefreshablePlatform = (typeof REFRESHABLE_PLATFORMS)[number];

/** Whether a profile of `platform` can be refreshed from its platform's official API. */
export function isRefreshable(platform: string): platform is RefreshablePlatform {
  return (REFRESHABLE_PLATFORMS as readonly string[]).includes(platform);
}

/** Where a refresh's numbers come from, as the profile names the source. */
export const REFRESH_SOURCE_NAMES: Record<RefreshablePlatform, string> = {
  youtube: 'YouTube Data API',
  instagram: 'Instagram business discovery',
};

/**
 * A refresh's states: `queued` (waiting for a worker, or until `waitingUntil` with the reason:
 * a spent daily quota, a rate limit, a provider outage), `running`, `done`, `failed` (the reason
 * says why: no such account, not a business account, …).
 */
export const REFRESH_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Body of `POST /api/influencer/request-influencer-update` (SEED-SPEC): the platform and the
 * account — a handle (`@name` or `name`), a YouTube channel id (`UC…`) or the profile's address —
 * or the profile itself.
 */
export const requestInfluencerUpdateSchema = z.strictObject({
  platform: z.enum(PLATFORMS),
  name: textSchema.trim().min(1, 'Enter a handle, e.g. "@name"').max(300),
  /**
   * The profile to refresh, when the request comes from it (the drawer): it is refreshed whatever
   * its name says (a display name, a handle two profiles share); `name` is then only informative.
   */
  influencerId: z.uuid().optional(),
});

/** One refresh as the drawer and the requester see it. Times ISO 8601 UTC. */
export const influencerRefreshSchema = z.object({
  id: z.uuid(),
  platform: z.enum(REFRESHABLE_PLATFORMS),
  /** The profile refreshed; null until the provider finds an account no profile had. */
  influencerId: z.uuid().nullable(),
  state: z.enum(REFRESH_STATES),
  /** Why it failed, or why it waits; null otherwise. */
  reason: z.string().nullable(),
  /** When a waiting refresh tries again; null when it is not waiting. */
  waitingUntil: z.iso.datetime().nullable(),
  requestedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** The source the numbers come from ("YouTube Data API"). */
  sourceName: z.string(),
});

/** A profile's latest refresh (`GET /api/influencer/{id}/refresh`), or null when it has none. */
export const latestRefreshSchema = z.object({
  refresh: influencerRefreshSchema.nullable(),
  /** Whether this server can refresh the profile now (its platform's provider is configured). */
  available: z.boolean(),
});

/** Params of `GET /api/influencer/refreshes/{refreshId}`. */
export const refreshParamsSchema = z.object({ refreshId: z.uuid() });

/**
 * The refresh queue for admins (`GET /api/admin/data-refresh`): depth by state, and each
 * provider's configuration, quota use today and pause.
 */
export const refreshQueueStatusSchema = z.object({
  queue: z.object({
    queued: z.number().int(),
    /** Queued refreshes waiting for a quota, a rate limit or an outage to pass. */
    waiting: z.number().int(),
    running: z.number().int(),
    doneLast24Hours: z.number().int(),
    failedLast24Hours: z.number().int(),
  }),
  providers: z.array(
    z.object({
      platform: z.enum(REFRESHABLE_PLATFORMS),
      sourceName: z.string(),
      configured: z.boolean(),
      /** Units per quota day (YouTube); null where the provider has no daily unit quota. */
      dailyQuota: z.number().int().nullable(),
      /** Units spent in the current quota day (YouTube: Pacific Time). */
      usedToday: z.number().int(),
      /** When the quota day turns (YouTube: midnight Pacific Time); null without a daily quota. */
      quotaResetsAt: z.iso.datetime().nullable(),
      pausedUntil: z.iso.datetime().nullable(),
      pauseReason: z.string().nullable(),
    }),
  ),
});

export type RequestInfluencerUpdate = z.infer<typeof requestInfluencerUpdateSchema>;
export type InfluencerRefresh = z.infer<typeof influencerRefreshSchema>;
export type LatestRefresh = z.infer<typeof latestRefreshSchema>;
export type RefreshQueueStatus = z.infer<typeof refreshQueueStatusSchema>;

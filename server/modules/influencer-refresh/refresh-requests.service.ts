import {
  isRefreshable,
  REFRESH_SOURCE_NAMES,
  type InfluencerRefresh,
  type RefreshablePlatform,
  type RequestInfluencerUpdate,
} from '@shared/schemas/influencer-refresh';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { fieldError, notConfigured, notFound } from '../../errors';
import { consumeAllowance } from '../billing/plan-limits.service';
import { countUpdateRequests } from '../influencers/influencers.service';
import { parseAccountName } from './account-name';
import { presentRefresh } from './refresh.presenter';
import {
  findProfileById,
  findProfileByName,
  findRequestedRefresh,
  insertRequest,
  latestRefreshOf,
  openRefresh,
} from './refresh.repository';
import { sendRefreshJob } from './refresh-jobs';

/** A profile refreshed this recently answers its finished refresh instead of asking the provider again. */
export const FRESH_FOR_MS = 24 * 60 * 60 * 1000;

/** Whether this server can refresh `platform` (its provider's credentials are set). */
export function refreshConfigured(ctx: AppContext, platform: RefreshablePlatform): boolean {
  return platform === 'youtube' ? ctx.youtubeData !== null : ctx.instagramDiscovery !== null;
}

/** The platform of a request, when its official API can refresh profiles. @throws 400 naming `body.platform`. */
function refreshablePlatform(platform: string): RefreshablePlatform {
  if (isRefreshable(platform)) return platform;
  throw fieldError(
    'body.platform',
    'TikTok has no public API to refresh profiles from; creators verify their numbers by signing in with TikTok',
  );
}

/**
 * `POST /api/influencer/request-influencer-update` (issue 19): queues one refresh of the named
 * account, shared by concurrent requests (only the request that opens it uses an allowance of the
 * plan's monthly data updates), counts the request on the profile (`updateCount`) and answers the
 * refresh. A profile refreshed from its provider in the last day answers that refresh. The
 * profile is `influencerId` when given, else the one the name finds; a name no profile has is
 * looked up at the provider, which creates the profile when it finds the account.
 * @throws 400 naming `body.platform` (TikTok) or `body.name` (not a handle, id or address);
 *   402 when the plan's data updates are used up; 404 when `influencerId` is no profile of that
 *   platform; 503 when the provider is not configured.
 */
export async function requestInfluencerUpdate(
  ctx: AppContext,
  user: UserRow,
  body: RequestInfluencerUpdate,
): Promise<InfluencerRefresh> {
  const platform = refreshablePlatform(body.platform);
  const name = body.influencerId ? null : parseAccountName(platform, body.name);
  if (!refreshConfigured(ctx, platform)) throw notConfigured(REFRESH_SOURCE_NAMES[platform]);
  const { refresh, created } = await ctx.db.transaction(async (tx) => {
    const target = body.influencerId
      ? await findProfileById(tx, body.influencerId, platform)
      : await findProfileByName(tx, platform, name!);
    if (body.influencerId && !target) throw notFound('influencer');
    // The profile first, then its refresh: the order the worker's write takes them in.
    if (target) await countUpdateRequests(tx, target.id);
    const latest = target && (await latestRefreshOf(tx, target.id));
    if (
      latest?.state === 'done' &&
      latest.finishedAt &&
      Date.now() - latest.finishedAt.getTime() < FRESH_FOR_MS
    ) {
      await insertRequest(tx, latest.id, user.id);
      return { refresh: latest, created: false };
    }
    const lookup = target
      ? `profile:${target.id}`
      : name!.kind === 'id'
        ? `id:${name!.id}`
        : `handle:${name!.handle}`;
    const opened = await openRefresh(tx, {
      platform,
      lookup,
      influencerId: target?.id ?? null,
      origin: 'request',
    });
    if (opened.created) await consumeAllowance(tx, user, 'dataUpdatesPerMonth', 1);
    await insertRequest(tx, opened.refresh.id, user.id);
    return opened;
  });
  // Sent after the commit, so the worker finds the row; a send that fails is re-sent by the sweep.
  if (created) await sendRefreshJob(ctx, refresh.id).catch(() => undefined);
  return presentRefresh(refresh);
}

/** A refresh the user asked for. @throws 404 when absent or asked for by someone else. */
export async function getRequestedRefresh(
  ctx: AppContext,
  user: UserRow,
  refreshId: string,
): Promise<InfluencerRefresh> {
  const refresh = await findRequestedRefresh(ctx.db, refreshId, user.id);
  if (!refresh) throw notFound('refresh');
  return presentRefresh(refresh);
}

/**
 * A profile's latest refresh (public data: any signed-in user), or null when it has none, and
 * whether this server can refresh it (TikTok, or a provider without credentials, cannot).
 * @throws 404 when the profile does not exist.
 */
export async function getLatestRefresh(
  ctx: AppContext,
  influencerId: string,
): Promise<{ refresh: InfluencerRefresh | null; available: boolean }> {
  const profile = await findProfileById(ctx.db, influencerId);
  if (!profile) throw notFound('influencer');
  const refresh = await latestRefreshOf(ctx.db, influencerId);
  const available = isRefreshable(profile.platform) && refreshConfigured(ctx, profile.platform);
  return { refresh: refresh && presentRefresh(refresh), available };
}

import { UTCDate } from '@date-fns/utc';
import { subDays } from 'date-fns';
import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  influencerRefreshes,
  influencerRefreshRequests,
  influencers,
  providerPauses,
  providerQuotaUsage,
  type InfluencerRefreshRow,
} from '../../db/schema';
import { savesPerInfluencerSql } from '../lists/lists.read-model';
import type { AccountName } from './account-name';
import { firstRow } from '../../db/first-row';

/** What a refresh needs of the profile it refreshes. */
export interface RefreshTarget {
  id: string;
  platform: string;
  username: string;
  platformId: string | null;
}

/** The columns of a {@link RefreshTarget}. */
const targetColumns = {
  id: influencers.id,
  platform: influencers.platform,
  username: influencers.username,
  platformId: influencers.platformId,
};

/**
 * The profile a person named: by the platform's id, else by handle (a confirmed handle first);
 * never one its creator had removed.
 */
export async function findProfileByName(
  db: DbOrTx,
  platform: string,
  name: AccountName,
): Promise<RefreshTarget | null> {
  const where =
    name.kind === 'id'
      ? eq(influencers.platformId, name.id)
      : eq(sql`lower(${influencers.username})`, name.handle);
  return firstRow(
    db
      .select(targetColumns)
      .from(influencers)
      .where(and(eq(influencers.platform, platform), where, isNull(influencers.removedAt)))
      .orderBy(sql`${influencers.usernameKind} = 'handle' desc`, influencers.id)
      .limit(1),
  );
}

/** A listed profile by id (of `platform` when given), or null when there is none or it was removed. */
export async function findProfileById(
  db: DbOrTx,
  id: string,
  platform?: string,
): Promise<RefreshTarget | null> {
  return firstRow(
    db
      .select(targetColumns)
      .from(influencers)
      .where(
        and(
          eq(influencers.id, id),
          platform ? eq(influencers.platform, platform) : undefined,
          isNull(influencers.removedAt),
        ),
      ),
  );
}

/**
 * Opens a refresh for `lookup`, or joins the open one (queued or running) concurrent requests
 * share: a request adds one to its `request_count`. Answers the row and whether it is new.
 */
export async function openRefresh(
  db: DbOrTx,
  values: {
    platform: string;
    lookup: string;
    influencerId: string | null;
    origin: 'request' | 'schedule';
  },
): Promise<{ refresh: InfluencerRefreshRow; created: boolean }> {
  const requests = values.origin === 'request' ? 1 : 0;
  const now = new Date().toISOString();
  const { rows } = (await db.execute(sql`
    insert into influencer_refreshes
      (platform, lookup, influencer_id, origin, request_count, requested_at, updated_at)
    values (${values.platform}, ${values.lookup}, ${values.influencerId}, ${values.origin},
      ${requests}, ${now}::timestamptz, ${now}::timestamptz)
    on conflict (platform, lookup) where state in ('queued', 'running')
    do update set request_count = influencer_refreshes.request_count + excluded.request_count
    returning id, (xmax = 0) as created`)) as unknown as {
    rows: { id: string; created: boolean }[];
  };
  const { id, created } = rows[0]!;
  return { refresh: (await findRefresh(db, id))!, created };
}

/** Records who asked for a refresh (who may read it). */
export async function insertRequest(db: DbOrTx, refreshId: string, userId: string) {
  await db.insert(influencerRefreshRequests).values({ refreshId, userId, requestedAt: new Date() });
}

/** The accounts that asked for a refresh, each once. */
export async function requesterIds(db: DbOrTx, refreshId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: influencerRefreshRequests.userId })
    .from(influencerRefreshRequests)
    .where(eq(influencerRefreshRequests.refreshId, refreshId));
  return rows.map((r) => r.userId);
}

/** People's requests a refresh answers so far. */
export async function requestCountOf(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: influencerRefreshes.requestCount })
    .from(influencerRefreshes)
    .where(eq(influencerRefreshes.id, id));
  return row?.n ?? 0;
}

/** A refresh by id. */
export async function findRefresh(db: DbOrTx, id: string): Promise<InfluencerRefreshRow | null> {
  return firstRow(db.select().from(influencerRefreshes).where(eq(influencerRefreshes.id, id)));
}

/** A refresh by id when `userId` asked for it. */
export async function findRequestedRefresh(
  db: DbOrTx,
  id: string,
  userId: string,
): Promise<InfluencerRefreshRow | null> {
  const [row] = await db
    .select({ refresh: influencerRefreshes })
    .from(influencerRefreshes)
    .innerJoin(
      influencerRefreshRequests,
      eq(influencerRefreshRequests.refreshId, influencerRefreshes.id),
    )
    .where(and(eq(influencerRefreshes.id, id), eq(influencerRefreshRequests.userId, userId)))
    .limit(1);
  return row?.refresh ?? null;
}

/** A profile's most recent refresh, or null. */
export async function latestRefreshOf(
  db: DbOrTx,
  influencerId: string,
): Promise<InfluencerRefreshRow | null> {
  return firstRow(
    db
      .select()
      .from(influencerRefreshes)
      .where(eq(influencerRefreshes.influencerId, influencerId))
      .orderBy(desc(influencerRefreshes.requestedAt))
      .limit(1),
  );
}

/**
 * Claims a refresh for this worker: a queued one that is due, or a running one whose worker has
 * been silent for `staleSeconds` (killed). Answers the claimed row, or null when another worker
 * has it, it is not due yet, or it has ended.
 */
export async function claimRefresh(
  db: DbOrTx,
  id: string,
  staleSeconds: number,
): Promise<InfluencerRefreshRow | null> {
  const now = new Date();
  const stale = new Date(now.getTime() - staleSeconds * 1000);
  return firstRow(
    db
      .update(influencerRefreshes)
      .set({
        state: 'running',
        startedAt: new Date(),
        attempts: sql`${influencerRefreshes.attempts} + 1`,
        waitingUntil: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(influencerRefreshes.id, id),
          or(
            and(
              eq(influencerRefreshes.state, 'queued'),
              or(
                isNull(influencerRefreshes.waitingUntil),
                lte(influencerRefreshes.waitingUntil, now),
              ),
            ),
            and(
              eq(influencerRefreshes.state, 'running'),
              lte(influencerRefreshes.updatedAt, stale),
            ),
          ),
        ),
      )
      .returning(),
  );
}

/** Puts a refresh back in the queue until `until` (null: as soon as a worker is free), saying why. */
export async function markQueued(db: DbOrTx, id: string, until: Date | null, reason: string) {
  await db
    .update(influencerRefreshes)
    .set({ state: 'queued', waitingUntil: until, reason, updatedAt: new Date() })
    .where(eq(influencerRefreshes.id, id));
}

/** Ends a refresh as failed with the reason shown to the people who asked. */
export async function markFailed(db: DbOrTx, id: string, reason: string) {
  await db
    .update(influencerRefreshes)
    .set({
      state: 'failed',
      reason,
      waitingUntil: null,
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(influencerRefreshes.id, id));
}

/** Ends a refresh as done, for the profile it wrote. */
export async function markDone(db: DbOrTx, id: string, influencerId: string) {
  await db
    .update(influencerRefreshes)
    .set({
      state: 'done',
      influencerId,
      reason: null,
      waitingUntil: null,
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(influencerRefreshes.id, id));
}

/**
 * Open refreshes no job may stand for any more: queued and due (or never sent) and untouched for
 * `idleSeconds`, or running with a silent worker. The sweep sends them again.
 */
export async function findIdleOpenRefreshes(db: DbOrTx, idleSeconds: number): Promise<string[]> {
  const idle = lte(influencerRefreshes.updatedAt, new Date(Date.now() - idleSeconds * 1000));
  const rows = await db
    .select({ id: influencerRefreshes.id })
    .from(influencerRefreshes)
    .where(
      and(
        inArray(influencerRefreshes.state, ['queued', 'running']),
        idle,
        or(
          isNull(influencerRefreshes.waitingUntil),
          lte(influencerRefreshes.waitingUntil, new Date()),
        ),
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}

/** Refreshes by state, and those waiting, for the admin view. */
export async function queueDepth(db: DbOrTx) {
  const now = new Date();
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const { rows } = (await db.execute(sql`
    select
      count(*) filter (where state = 'queued')::int as queued,
      count(*) filter (where state = 'queued' and waiting_until > ${now})::int as waiting,
      count(*) filter (where state = 'running')::int as running,
      count(*) filter (where state = 'done' and finished_at > ${dayAgo})::int as "doneLast24Hours",
      count(*) filter (where state = 'failed' and finished_at > ${dayAgo})::int as "failedLast24Hours"
    from influencer_refreshes`)) as unknown as {
    rows: {
      queued: number;
      waiting: number;
      running: number;
      doneLast24Hours: number;
      failedLast24Hours: number;
    }[];
  };
  return rows[0]!;
}

/** Open refreshes of a platform (what the scheduler already has queued). */
export async function countOpen(db: DbOrTx, platform: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(influencerRefreshes)
    .where(
      and(
        eq(influencerRefreshes.platform, platform),
        inArray(influencerRefreshes.state, ['queued', 'running']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Saved profiles of `platform` (on anyone's list) whose numbers are older than `staleDays`, with
 * no open refresh and no refresh that failed in the last week: oldest data first, then the most
 * saved. At most `limit`.
 */
export async function findStaleSavedProfiles(
  db: DbOrTx,
  platform: string,
  staleDays: number,
  limit: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  // Days of the data's UTC calendar, whatever the server's own zone.
  const now = new UTCDate();
  const staleBefore = subDays(now, staleDays);
  const failedSince = subDays(now, 7);
  const { rows } = (await db.execute(sql`
    select i.id from influencers i
    join ${savesPerInfluencerSql()} s on s.influencer_id = i.id
    where i.platform = ${platform}
      and (i.refreshed_at is null or i.refreshed_at < ${staleBefore})
      and not exists (
        select 1 from influencer_refreshes r
        where r.influencer_id = i.id
          and (r.state in ('queued', 'running')
            or (r.state = 'failed' and r.finished_at > ${failedSince})))
    order by i.refreshed_at::date asc nulls first, s.saves desc, i.id
    limit ${limit}`)) as unknown as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}

/**
 * Adds `units` to a provider's usage on quota day `day` when the total stays within `quota`.
 * @returns false (nothing added) when it would pass the quota.
 */
export async function spendQuota(
  db: DbOrTx,
  provider: string,
  day: string,
  units: number,
  quota: number,
): Promise<boolean> {
  if (units > quota) return false;
  const { rows } = (await db.execute(sql`
    insert into provider_quota_usage (provider, day, units) values (${provider}, ${day}, ${units})
    on conflict (provider, day) do update set units = provider_quota_usage.units + excluded.units
    where provider_quota_usage.units + excluded.units <= ${quota}
    returning units`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

/** Units a provider spent on quota day `day`. */
export async function quotaUsed(db: DbOrTx, provider: string, day: string): Promise<number> {
  const [row] = await db
    .select({ units: providerQuotaUsage.units })
    .from(providerQuotaUsage)
    .where(and(eq(providerQuotaUsage.provider, provider), eq(providerQuotaUsage.day, day)));
  return row?.units ?? 0;
}

/** Pauses a provider's refreshes until `until` (kept when a later pause is already set); `outage` when it failed. */
export async function pauseProvider(
  db: DbOrTx,
  provider: string,
  until: Date,
  reason: string,
  outage = false,
) {
  await db
    .insert(providerPauses)
    .values({ provider, pausedUntil: until, reason, outage })
    .onConflictDoUpdate({
      target: providerPauses.provider,
      set: {
        pausedUntil: sql`greatest(${providerPauses.pausedUntil}, excluded.paused_until)`,
        reason: sql`case when excluded.paused_until >= ${providerPauses.pausedUntil} then excluded.reason else ${providerPauses.reason} end`,
        outage: sql`case when excluded.paused_until >= ${providerPauses.pausedUntil} then excluded.outage else ${providerPauses.outage} end`,
        updatedAt: new Date(),
      },
    });
}

/** A provider's pause in force now, or null. */
export async function activePause(db: DbOrTx, provider: string) {
  return firstRow(
    db
      .select()
      .from(providerPauses)
      .where(
        and(eq(providerPauses.provider, provider), gt(providerPauses.pausedUntil, new Date())),
      ),
  );
}

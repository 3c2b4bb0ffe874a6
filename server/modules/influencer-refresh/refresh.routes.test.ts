import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InfluencerRefresh } from '@shared/schemas/influencer-refresh';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { PLANS } from '@shared/constants/plans';
import {
  influencerRefreshes,
  influencers,
  providerPauses,
  providerQuotaUsage,
} from '../../db/schema';
import type { FakeChannelInput, FakeGoogle } from '@providers/google/server';
import { startFakeGoogle } from '@providers/google/server';
import { type FakeMeta, startFakeMeta } from '@providers/meta/server';
import { startRefreshWorkers } from '../../jobs/refresh-workers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { PLAUSIBILITY_RULES } from '../../import/plausibility';
import { nextQuotaDayStart, quotaDay } from './quota-day';
import { runRefresh } from './refresh-worker';
import { scheduleRefreshes } from './refresh-schedule';

/**
 * Provider refresh (issue 19) through the API and the refresh job, against the local Google
 * (YouTube Data API with a key) and the local Meta (business discovery). Expectations are
 * computed from the fixtures' inputs.
 */

const API_KEY = 'AIzaRefreshTestKey';
const DAILY_QUOTA = 60;

let google: FakeGoogle;
let meta: FakeMeta;
let t: TestApp;
let channelCounter = 0;

beforeAll(async () => {
  google = await startFakeGoogle({ clientId: 'c', clientSecret: 's', apiKey: API_KEY });
  meta = await startFakeMeta({
    facebook: { appId: '1234567890123456', appSecret: 'fb-secret' },
    instagram: { appId: '9876543210987654', appSecret: 'ig-secret' },
  });
  const access = meta.addBusinessDiscoveryAccess();
  t = await buildTestApp({
    youtubeData: {
      apiKey: API_KEY,
      baseUrl: `${google.origin}/www.googleapis.com/youtube/v3`,
      dailyQuota: DAILY_QUOTA,
    },
    instagramDiscovery: {
      accessToken: access.accessToken,
      igUserId: access.igUserId,
      appSecret: 'fb-secret',
      graphUrl: `${meta.origin}/graph.facebook.com`,
    },
  });
});

afterAll(async () => {
  await t.close();
  await google.close();
  await meta.close();
});

afterEach(async () => {
  vi.useRealTimers();
  // Each test starts with the quota, pauses and open refreshes cleared, and no refresh jobs left
  // in pg-boss's table (the workers' test would otherwise first work through the earlier ones).
  for (const table of [providerQuotaUsage, providerPauses, influencerRefreshes]) {
    await t.database.db.delete(table);
  }
  await t.database.db.execute(
    `do $$ begin if to_regclass('pgboss.job') is not null then delete from pgboss.job where name = 'influencers.refresh'; end if; end $$`,
  );
});

/** A public channel on the local YouTube with `n` uploads of known counts. */
function addChannel(overrides: Partial<FakeChannelInput> = {}): FakeChannelInput {
  const n = ++channelCounter;
  const id = `UC${`refresh${n}`.padEnd(22, 'x')}`;
  const videos = [1, 2, 3].map((k) => ({
    id: `v${n}`.padEnd(9, '0') + `_${k}`,
    title: `Upload ${k}`,
    publishedAt: new Date(Date.UTC(2026, 10, 20 + k, 15)).toISOString(),
    viewCount: 10_000 * k,
    likeCount: 500 * k,
    commentCount: 20 * k,
  }));
  return google.addChannel({
    id,
    title: `Refresh Channel ${n}`,
    handle: `@RefreshChannel${n}`,
    subscriberCount: 250_000,
    videoCount: 321,
    viewCount: 9_000_000,
    country: 'CA',
    videos,
    ...overrides,
  });
}

/** A dataset's entry for a metric (as an import records it). */
const datasetEntry = (value: number, on = '2022-06-01') => ({
  value,
  on,
  source: 'test-dataset',
  sourceName: 'Test dataset',
});

/**
 * Inserts an imported YouTube profile of `channel` (no platform id unless given) with 2022
 * numbers and their provenance, as an import leaves it.
 */
async function importedProfile(
  channel: FakeChannelInput,
  values: Partial<typeof influencers.$inferInsert> = {},
) {
  const followers = values.followers ?? 120_000;
  const avgViews = values.avgViews === undefined ? 4_000 : values.avgViews;
  const [row] = await insertInfluencers(t.database.db, 1, 500_000 + channelCounter, {
    platform: 'youtube',
    username: channel.handle.slice(1),
    refreshedAt: new Date('2022-06-01T00:00:00Z'),
    ...values,
    followers,
    avgViews,
    metrics: {
      followers: datasetEntry(followers),
      ...(avgViews !== null && { avgViews: datasetEntry(avgViews) }),
      ...(values.metrics as object),
    },
  });
  return row!;
}

async function request(token: string, platform: string, name: string) {
  return t.request({
    method: 'POST',
    url: '/api/influencer/request-influencer-update',
    token,
    payload: { platform, name },
  });
}

async function profile(token: string, id: string): Promise<InfluencerProfile> {
  const res = await t.request({ method: 'GET', url: `/api/influencer/${id}`, token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function latest(token: string, id: string): Promise<InfluencerRefresh | null> {
  const res = await t.request({ method: 'GET', url: `/api/influencer/${id}/refresh`, token });
  expect(res.statusCode).toBe(200);
  return res.json().refresh;
}

/** The expected averages over a channel's uploads (all shown, none live). */
function averagesOf(channel: FakeChannelInput) {
  const videos = channel.videos!;
  const mean = (pick: (v: (typeof videos)[number]) => number) =>
    Math.round(videos.reduce((sum, v) => sum + pick(v), 0) / videos.length);
  return {
    avgViews: mean((v) => v.viewCount),
    avgLikes: mean((v) => v.likeCount ?? 0),
    avgComments: mean((v) => v.commentCount ?? 0),
  };
}

describe('POST /api/influencer/request-influencer-update', () => {
  it('refreshes a YouTube profile: new numbers with their date and source, a snapshot, updateCount', async () => {
    const brand = await t.signUp();
    const channel = addChannel();
    const row = await importedProfile(channel);
    const res = await request(brand.token, 'youtube', `@${channel.handle.slice(1).toLowerCase()}`);
    expect(res.statusCode).toBe(202);
    const queued: InfluencerRefresh = res.json();
    expect(queued).toMatchObject({ state: 'queued', influencerId: row.id, platform: 'youtube' });
    expect(queued.sourceName).toBe('YouTube Data API');

    await runRefresh(t.ctx, queued.id);

    const done = await latest(brand.token, row.id);
    expect(done).toMatchObject({ id: queued.id, state: 'done', reason: null });
    const after = await profile(brand.token, row.id);
    const averages = averagesOf(channel);
    expect(after).toMatchObject({
      platformId: channel.id,
      followers: channel.subscriberCount,
      posts: channel.videoCount,
      avgViews: averages.avgViews,
      avgLikes: averages.avgLikes,
      avgComments: averages.avgComments,
      country: 'CA',
      updateCount: 1,
      // The handle keeps its spelling (YouTube answers it in lower case).
      username: channel.handle.slice(1),
    });
    const rate = ((averages.avgLikes + averages.avgComments) / channel.subscriberCount) * 100;
    expect(after.engagementRate).toBeCloseTo(rate, 2);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.metrics.followers).toMatchObject({ on: today, sourceName: 'YouTube Data API' });
    expect(after.lastPostedAt).toBe(channel.videos![2]!.publishedAt);
    expect(Date.now() - Date.parse(after.refreshedAt!)).toBeLessThan(60_000);
    expect(after.snapshots.at(-1)).toMatchObject({
      takenOn: today,
      followers: channel.subscriberCount,
    });
  });

  it('two concurrent requests share one refresh: one provider lookup, both counted', async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const channel = addChannel();
    const row = await importedProfile(channel);
    const [first, second] = await Promise.all([
      request(a.token, 'youtube', channel.handle),
      request(b.token, 'youtube', `https://www.youtube.com/${channel.handle}`),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(first.json().id).toBe(second.json().id);
    const calls = google.youtubeCalls.length;
    await Promise.all([runRefresh(t.ctx, first.json().id), runRefresh(t.ctx, first.json().id)]);
    expect(google.youtubeCalls.length - calls).toBe(3);
    expect((await profile(a.token, row.id)).updateCount).toBe(2);
    // Each requester may read it; only the one that opened it used a data update of the plan.
    for (const who of [a, b]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/influencer/refreshes/${first.json().id}`,
        token: who.token,
      });
      expect(res.json().state).toBe('done');
    }
    const stranger = await t.signUp();
    const hidden = await t.request({
      method: 'GET',
      url: `/api/influencer/refreshes/${first.json().id}`,
      token: stranger.token,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('an unknown handle creates the profile when the provider finds the account', async () => {
    const brand = await t.signUp();
    const channel = addChannel({ handle: '@BrandNewChannel' });
    const res = await request(brand.token, 'youtube', '@brandnewchannel');
    expect(res.statusCode).toBe(202);
    expect(res.json().influencerId).toBeNull();
    await runRefresh(t.ctx, res.json().id);
    const done = await t.request({
      method: 'GET',
      url: `/api/influencer/refreshes/${res.json().id}`,
      token: brand.token,
    });
    expect(done.json()).toMatchObject({ state: 'done', influencerId: expect.any(String) });
    const created = await profile(brand.token, done.json().influencerId);
    expect(created).toMatchObject({
      platformId: channel.id,
      followers: channel.subscriberCount,
      name: channel.title,
      updateCount: 1,
      sources: ['api:youtube'],
    });
  });

  it('an unknown account fails with the reason, and the profile is not created', async () => {
    const brand = await t.signUp();
    const res = await request(brand.token, 'youtube', '@nosuchchannelhere');
    await runRefresh(t.ctx, res.json().id);
    const failed = await t.request({
      method: 'GET',
      url: `/api/influencer/refreshes/${res.json().id}`,
      token: brand.token,
    });
    expect(failed.json()).toMatchObject({ state: 'failed', influencerId: null });
    expect(failed.json().reason).toMatch(/nosuchchannelhere/i);
  });

  it('a refresh that yields an implausible value keeps it quarantined: stored as unverified, out of the column and the snapshot', async () => {
    const brand = await t.signUp();
    // Average views far beyond the rule's multiple of subscribers.
    const channel = addChannel({ subscriberCount: 900 });
    const row = await importedProfile(channel, { avgViews: null });
    const res = await request(brand.token, 'youtube', channel.handle);
    await runRefresh(t.ctx, res.json().id);
    const after = await profile(brand.token, row.id);
    expect(averagesOf(channel).avgViews).toBeGreaterThan(
      PLAUSIBILITY_RULES.maxViewsPerFollower * 900,
    );
    expect(after.metrics.avgViews).toMatchObject({
      value: averagesOf(channel).avgViews,
      unverified: `average views above ${PLAUSIBILITY_RULES.maxViewsPerFollower} × followers`,
    });
    // Shown as unverified, but out of the column (sorts and filters never see it) and the snapshot.
    expect(after.avgViews).toBeNull();
    expect(after.followers).toBe(900);
    expect(after.snapshots.at(-1)).toMatchObject({ followers: 900, avgViews: null });
  });

  it('refreshes the profile asked for, whatever ids and handle kinds the datasets gave it', async () => {
    const brand = await t.signUp();
    // A maybe-handle profile without an id whose followers grew far beyond identity's tolerance.
    const channel = addChannel({ subscriberCount: 5_000_000 });
    const row = await importedProfile(channel, {
      usernameKind: 'handle-or-name',
      followers: 20_000,
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/influencer/request-influencer-update',
      token: brand.token,
      payload: { platform: 'youtube', name: row.username, influencerId: row.id },
    });
    expect(res.json().influencerId).toBe(row.id);
    await runRefresh(t.ctx, res.json().id);
    const after = await profile(brand.token, row.id);
    expect(after).toMatchObject({ followers: 5_000_000, platformId: channel.id, updateCount: 1 });
    const same = await t.database.db
      .select({ id: influencers.id })
      .from(influencers)
      .where(eq(influencers.platformId, channel.id));
    expect(same).toEqual([{ id: row.id }]);
    expect((await latest(brand.token, row.id))!.state).toBe('done');

    // Another platform's profile, or none, answers 404.
    const wrong = await t.request({
      method: 'POST',
      url: '/api/influencer/request-influencer-update',
      token: brand.token,
      payload: { platform: 'instagram', name: row.username, influencerId: row.id },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('never overwrites an admin’s curation or a newer creator-verified value', async () => {
    const brand = await t.signUp();
    const channel = addChannel({ country: 'DE' });
    const today = new Date().toISOString().slice(0, 10);
    const row = await importedProfile(channel, {
      country: 'FR',
      curatedFields: ['country'],
      followers: 300_000,
      metrics: {
        followers: {
          value: 300_000,
          on: today,
          source: 'owner:youtube',
          sourceName: 'YouTube sign-in',
        },
      },
      ownerVerifiedAt: new Date(),
    });
    const res = await request(brand.token, 'youtube', channel.handle);
    await runRefresh(t.ctx, res.json().id);
    const after = await profile(brand.token, row.id);
    expect(after.country).toBe('FR');
    expect(after.followers).toBe(300_000);
    expect(after.metrics.followers?.source).toBe('owner:youtube');
    // The metrics the creator did not verify are refreshed.
    expect(after.avgViews).toBe(averagesOf(channel).avgViews);
  });

  it('refreshes an Instagram profile through business discovery; a personal account fails with that reason', async () => {
    const brand = await t.signUp();
    const media = [3, 2, 1].map((k) => ({
      likeCount: 400 * k,
      commentsCount: 11 * k,
      timestamp: new Date(Date.UTC(2026, 10, 10 + k)).toISOString(),
    }));
    meta.addInstagramAccount({
      username: 'refresh.shop',
      name: 'Refresh Shop',
      accountType: 'BUSINESS',
      followers: 48_000,
      follows: 10,
      mediaCount: 77,
      media,
    });
    const [row] = await insertInfluencers(t.database.db, 1, 610_000, {
      platform: 'instagram',
      username: 'Refresh.Shop',
      followers: 30_000,
      refreshedAt: new Date('2022-01-01T00:00:00Z'),
    });
    const res = await request(brand.token, 'instagram', '@refresh.shop');
    expect(res.json().sourceName).toBe('Instagram business discovery');
    await runRefresh(t.ctx, res.json().id);
    const after = await profile(brand.token, row!.id);
    const avgLikes = Math.round(media.reduce((s, m) => s + m.likeCount, 0) / media.length);
    expect(after).toMatchObject({
      followers: 48_000,
      posts: 77,
      avgLikes,
      avgViews: row!.avgViews,
    });

    meta.addInstagramAccount({
      username: 'just.a.person',
      name: 'Person',
      accountType: 'PERSONAL',
      followers: 300,
      follows: 300,
      mediaCount: 3,
    });
    const personal = await request(brand.token, 'instagram', 'just.a.person');
    await runRefresh(t.ctx, personal.json().id);
    const failed = await t.request({
      method: 'GET',
      url: `/api/influencer/refreshes/${personal.json().id}`,
      token: brand.token,
    });
    expect(failed.json().state).toBe('failed');
    expect(failed.json().reason).toMatch(/business or creator account/);
  });

  it('when the day’s quota would be exceeded the refresh waits for the next quota day, then runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const brand = await t.signUp();
    const channel = addChannel();
    const row = await importedProfile(channel);
    // Leave one lookup short of three units.
    await t.database.db.execute(
      `insert into provider_quota_usage (provider, day, units) values ('youtube', '${quotaDay(new Date())}', ${DAILY_QUOTA - 2})`,
    );
    const res = await request(brand.token, 'youtube', channel.handle);
    await runRefresh(t.ctx, res.json().id);
    const waiting = await latest(brand.token, row.id);
    const resetsAt = nextQuotaDayStart(new Date());
    expect(waiting).toMatchObject({ state: 'queued', waitingUntil: resetsAt.toISOString() });
    expect(waiting!.reason).toMatch(/quota/i);
    // Not due yet: a worker leaves it alone.
    await runRefresh(t.ctx, res.json().id);
    expect((await latest(brand.token, row.id))!.state).toBe('queued');

    vi.setSystemTime(new Date(resetsAt.getTime() + 1_000));
    await runRefresh(t.ctx, res.json().id);
    expect((await latest(brand.token, row.id))!.state).toBe('done');
    expect((await profile(brand.token, row.id)).followers).toBe(channel.subscriberCount);
  });

  it('a provider outage keeps the request queued and throws for the job queue to retry; it succeeds later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const brand = await t.signUp();
    const channel = addChannel();
    const row = await importedProfile(channel);
    const res = await request(brand.token, 'youtube', channel.handle);
    google.failYouTube(1);
    await expect(runRefresh(t.ctx, res.json().id)).rejects.toThrow(/unavailable/);
    const queued = await latest(brand.token, row.id);
    expect(queued).toMatchObject({ state: 'queued' });
    expect(queued!.reason).toMatch(/YouTube Data API is unavailable/);
    // The provider is paused briefly; past the pause the retry succeeds.
    vi.setSystemTime(new Date(Date.now() + 61_000));
    await runRefresh(t.ctx, res.json().id);
    expect((await latest(brand.token, row.id))!.state).toBe('done');
  });

  it('answers 400 naming the field for TikTok and for a name that is no handle, 402 past the plan’s data updates', async () => {
    const brand = await t.signUp();
    const tiktok = await request(brand.token, 'tiktok', '@someone');
    expect(tiktok.statusCode).toBe(400);
    expect(tiktok.json().errors[0].path).toBe('body.platform');
    const bad = await request(brand.token, 'youtube', 'not a handle!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.name');

    const limit = PLANS.free.limits.dataUpdatesPerMonth!;
    for (let k = 0; k < limit; k++) {
      expect((await request(brand.token, 'youtube', `@quota-handle-${k}`)).statusCode).toBe(202);
    }
    const past = await request(brand.token, 'youtube', '@one-too-many');
    expect(past.statusCode).toBe(402);
    expect(past.json()).toMatchObject({ metric: 'dataUpdatesPerMonth', limit, usage: limit });
    const [open] = await t.database.db
      .select()
      .from(influencerRefreshes)
      .where(eq(influencerRefreshes.lookup, 'handle:one-too-many'));
    expect(open).toBeUndefined();
  });
});

describe('GET /api/influencer/{id}/refresh', () => {
  it('says whether this server can refresh the profile: its provider set up, never TikTok', async () => {
    const brand = await t.signUp();
    const youtube = await importedProfile(addChannel());
    const [tiktok] = await insertInfluencers(t.database.db, 1, 700_000, { platform: 'tiktok' });
    const answer = async (id: string, app = t) =>
      (
        await app.request({
          method: 'GET',
          url: `/api/influencer/${id}/refresh`,
          token: brand.token,
        })
      ).json();
    expect(await answer(youtube.id)).toEqual({ refresh: null, available: true });
    expect(await answer(tiktok!.id)).toEqual({ refresh: null, available: false });

    // A server without the YouTube Data API key: no button, and a request answers 503.
    const bare = await buildTestApp();
    try {
      const [row] = await insertInfluencers(bare.database.db, 1, 710_000, { platform: 'youtube' });
      const someone = await bare.signUp();
      const res = await bare.request({
        method: 'GET',
        url: `/api/influencer/${row!.id}/refresh`,
        token: someone.token,
      });
      expect(res.json()).toEqual({ refresh: null, available: false });
      const refused = await bare.request({
        method: 'POST',
        url: '/api/influencer/request-influencer-update',
        token: someone.token,
        payload: { platform: 'youtube', name: `@${row!.username}` },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().title).toMatch(/YouTube Data API/);
    } finally {
      await bare.close();
    }
  });
});

describe('scheduled refresh and the admin view', () => {
  it('queues saved profiles with numbers older than 30 days, oldest then most saved first, within the quota', async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const channels = [addChannel(), addChannel(), addChannel()];
    const older = await importedProfile(channels[0]!, {
      refreshedAt: new Date('2021-01-01T00:00:00Z'),
    });
    const popular = await importedProfile(channels[1]!);
    const fresh = await importedProfile(channels[2]!, { refreshedAt: new Date() });
    const unsaved = await importedProfile(addChannel());
    for (const [who, ids] of [
      [a, [older.id, popular.id, fresh.id]],
      [b, [popular.id]],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/list',
        token: who.token,
        payload: { name: 'Scheduled', influencers: ids },
      });
      expect(res.statusCode).toBe(201);
    }
    const outcome = await scheduleRefreshes(t.ctx);
    const open = await t.database.db.select().from(influencerRefreshes);
    const ids = open.map((r) => r.influencerId);
    expect(ids).toEqual(expect.arrayContaining([older.id, popular.id]));
    expect(ids).not.toContain(fresh.id);
    expect(ids).not.toContain(unsaved.id);
    expect(open.every((r) => r.origin === 'schedule')).toBe(true);
    expect(outcome.queued).toBe(open.length);
    // Run again: nothing new (they are open).
    expect((await scheduleRefreshes(t.ctx)).queued).toBe(0);

    const admin = await t.signUp({ email: 'admin@example.com' });
    const status = await t.request({
      method: 'GET',
      url: '/api/admin/data-refresh',
      token: admin.token,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().queue.queued).toBeGreaterThanOrEqual(2);
    expect(status.json().providers).toEqual([
      expect.objectContaining({
        platform: 'youtube',
        configured: true,
        dailyQuota: DAILY_QUOTA,
        usedToday: 0,
      }),
      expect.objectContaining({ platform: 'instagram', configured: true, dailyQuota: null }),
    ]);
    const denied = await t.request({
      method: 'GET',
      url: '/api/admin/data-refresh',
      token: a.token,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('the workers run a requested refresh end to end', async () => {
    const brand = await t.signUp();
    const channel = addChannel();
    const row = await importedProfile(channel);
    await startRefreshWorkers(t.ctx);
    const res = await request(brand.token, 'youtube', channel.handle);
    await vi.waitFor(async () => expect((await latest(brand.token, row.id))!.state).toBe('done'), {
      timeout: 20_000,
      interval: 200,
    });
    expect((await profile(brand.token, row.id)).followers).toBe(channel.subscriberCount);
    expect(res.statusCode).toBe(202);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { replicaReads } from '../../db/read-routing';
import { memoryRecentWriters } from '../../db/recent-writers';
import { openReplica, type Replica } from '../../db/replica';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { createTestDatabase } from '../../test/test-database';

/**
 * Read routing on PostgreSQL (only registered when TEST_DATABASE_URL is set: vitest.config.ts).
 * The "replica" is a second database that receives the primary's writes only when a test copies
 * them: it lags for as long as a test wants, so each answer shows which connection served it.
 */
const STICKY_SECONDS = 60;
/** Lag measurements every 10 s: one stays fresh (20 s) however slow a busy machine runs the file. */
const PROBE_MS = 10_000;

let t: TestApp;
let replica: Database;
let admin: string;
let brand: string;
let id: string;

/** What `replicated` writes to the replica: the profile as both databases first hold it. */
const profile = () => ({ id, categories: ['fitness'], bio: 'Trail runner and coach' });

beforeAll(async () => {
  replica = await createTestDatabase();
  t = await buildTestApp({
    reads: (primary) =>
      replicaReads({
        primary,
        replica: replica.db,
        // Follows Date, so fake timers move the read-after-write window (and not the lag
        // measurements, which keep running on the real clock).
        recentWriters: memoryRecentWriters({ now: () => Date.now() }),
        stickySeconds: STICKY_SECONDS,
        probeMs: PROBE_MS,
      }),
  });
  id = randomUUID();
  for (const db of [t.database.db, replica.db]) await insertInfluencers(db, 1, 7, profile());
  admin = (await t.signUp({ email: 'admin@example.com' })).token;
  brand = (await t.signUp()).token;
});
afterAll(async () => {
  await t?.close();
  await replica?.close();
});
afterEach(() => vi.useRealTimers());

const search = (token: string | undefined, query: string) =>
  t.call(token, 'GET', `/api/influencer${token ? '' : '/public-list'}?${query}`);
const ids = (res: { json(): unknown }) =>
  (res.json() as { query: { id: string }[] }).query.map((card) => card.id);

describe('reads with a replica', () => {
  it('reports the replica in health: in sync, and not a hot standby here', async () => {
    const res = await t.call(undefined, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      replica: { state: 'in-sync', standby: false, lagSeconds: 0 },
    });
  });

  it('a write is read back by its writer from the primary while others read the lagging replica', async () => {
    const curated = await t.call(admin, 'PATCH', `/api/influencer/${id}`, {
      categories: ['travel'],
    });
    expect(curated.statusCode, curated.body).toBe(200);
    // The answer of the write itself reads the primary.
    expect(curated.json()).toMatchObject({ id, categories: ['travel'] });

    // The writer: the profile and the search see the write.
    const own = await t.call(admin, 'GET', `/api/influencer/${id}`);
    expect(own.json()).toMatchObject({ categories: ['travel'] });
    expect(ids(await search(admin, 'categories=travel&platform=instagram'))).toEqual([id]);

    // Another user and a visitor: served by the replica, which has not replayed it yet.
    const other = await t.call(brand, 'GET', `/api/influencer/${id}`);
    expect(other.json()).toMatchObject({ categories: ['fitness'] });
    expect(ids(await search(brand, 'categories=travel&platform=instagram'))).toEqual([]);
    expect(ids(await search(brand, 'categories=fitness&platform=instagram'))).toEqual([id]);
    expect(ids(await search(undefined, 'categories=fitness&platform=instagram'))).toEqual([id]);
    const facets = await t.call(brand, 'GET', '/api/influencer/facets?platform=instagram');
    expect(facets.json()).toMatchObject({ categories: [{ value: 'fitness', count: 1 }] });
  });

  it("the writer's reads return to the replica once the window has passed", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const res = await t.call(admin, 'PATCH', `/api/influencer/${id}`, { categories: ['gaming'] });
    expect(res.statusCode).toBe(200);
    vi.advanceTimersByTime((STICKY_SECONDS - 1) * 1000);
    expect(ids(await search(admin, 'categories=gaming&platform=instagram'))).toEqual([id]);
    vi.advanceTimersByTime(2000);
    // The replica still has the first version: the admin now reads it.
    expect(ids(await search(admin, 'categories=gaming&platform=instagram'))).toEqual([]);
    expect(ids(await search(admin, 'categories=fitness&platform=instagram'))).toEqual([id]);
  });

  it("any write of a user's own keeps their reads on the primary for the window", async () => {
    // The primary has "gaming" since the test before; the replica still "fitness".
    expect(ids(await search(brand, 'categories=gaming&platform=instagram'))).toEqual([]);
    const list = await t.call(brand, 'POST', '/api/list', { name: 'Runners' });
    expect(list.statusCode, list.body).toBe(201);
    expect(ids(await search(brand, 'categories=gaming&platform=instagram'))).toEqual([id]);
  });
});

describe('public pages with a replica', () => {
  it('a campaign just published shows on its page to its owner, not yet to visitors', async () => {
    const created = await t.call(brand, 'POST', '/api/campaign', { name: 'Trail season' });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = (created.json() as { id: string }).id;
    const published = await t.call(brand, 'PATCH', `/api/campaign/${campaignId}/status`, {
      status: 'active',
    });
    expect(published.statusCode, published.body).toBe(200);
    const own = await t.call(brand, 'GET', `/api/campaign/public/${campaignId}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: campaignId, name: 'Trail season' });
    // A visitor reads the replica, which has not replayed the campaign yet.
    const visitor = await t.call(undefined, 'GET', `/api/campaign/public/${campaignId}`);
    expect(visitor.statusCode).toBe(404);
  });
});

describe('reads with a replica that is down', () => {
  let down: TestApp;
  let unreachable: Replica;

  beforeAll(async () => {
    // Nothing listens on port 1: every lag measurement fails.
    unreachable = await openReplica('postgres://postgres@127.0.0.1:1/collabify');
    down = await buildTestApp({
      reads: (primary) =>
        replicaReads({
          primary,
          replica: unreachable.db,
          recentWriters: memoryRecentWriters(),
          stickySeconds: STICKY_SECONDS,
          probeMs: PROBE_MS,
        }),
    });
    await insertInfluencers(down.database.db, 1, 7);
  });
  afterAll(async () => {
    await down?.close();
    await unreachable?.close();
  });

  it('serves every read from the primary and says so in health, staying ready', async () => {
    const health = await down.call(undefined, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ replica: { state: 'down', lagSeconds: null } });
    const list = await down.call(
      undefined,
      'GET',
      '/api/influencer/public-list?platform=instagram',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1 });
  });
});

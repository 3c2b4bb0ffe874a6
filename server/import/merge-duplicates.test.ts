import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers, type NewInfluencerRow } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertSnapshot, makeInfluencer } from '../test/influencer-factory';
import { backfillMatchKeys, mergeDuplicateProfiles } from './merge-duplicates';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call: TestApp['call'] = (...args) => t.call(...args);

const insert = (rows: NewInfluencerRow[]) =>
  t.database.db.insert(influencers).values(rows).returning();

/**
 * Two profiles of one YouTube channel as the importer before migration 0010 left them: its legacy
 * username and its display name, with the counts two HypeAuditor months gave (youtube-2022-11 and
 * youtube-2022-12), and no match keys yet.
 */
async function duplicatePair() {
  const [handle, name] = await insert([
    makeInfluencer(1, {
      platform: 'youtube',
      username: 'MrBeast6000',
      usernameKind: 'handle-or-name',
      name: 'MrBeast',
      followers: 109_100_000,
      refreshedAt: new Date('2022-11-01T00:00:00Z'),
      sources: ['social-media-2022-youtube-2022-11'],
      categories: ['gaming'],
    }),
    makeInfluencer(2, {
      platform: 'youtube',
      username: 'MrBeast',
      usernameKind: 'handle-or-name',
      name: 'MrBeast',
      followers: 117_000_000,
      refreshedAt: new Date('2022-12-01T00:00:00Z'),
      sources: ['social-media-2022-youtube-2022-12'],
      categories: ['comedy'],
      curatedFields: ['categories'],
    }),
  ]);
  return { handle: handle!, name: name! };
}

describe('mergeDuplicateProfiles', { timeout: 60_000 }, () => {
  it('merges one channel left under two names, keeping snapshots, lists, notes, collaborations and curation of both', async () => {
    const { handle, name } = await duplicatePair();
    const [other] = await insert([makeInfluencer(3, { platform: 'youtube' })]);
    await insertSnapshot(t.database.db, handle.id, '2022-11-01', 109_100_000);
    await insertSnapshot(t.database.db, name.id, '2022-12-01', 117_000_000);

    const brand = await t.signUp();
    const list = await call(brand.token, 'POST', '/api/list', {
      name: 'Creators',
      influencers: [handle.id, name.id, other!.id],
    });
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json<{ id: string }>().id;
    await call(brand.token, 'PATCH', `/api/note/${handle.id}`, { content: 'Met at VidCon.' });
    await call(brand.token, 'PATCH', `/api/note/${name.id}`, { content: 'Asked for rates.' });
    const proposed = await call(brand.token, 'POST', '/api/collaboration', {
      influencerId: name.id,
      deliverables: '1 video',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);

    expect(await backfillMatchKeys(t.database.db)).toBeGreaterThanOrEqual(3);
    const merges = await mergeDuplicateProfiles(t.database.db);
    const merge = merges.find((m) => m.kept === 'MrBeast6000' || m.kept === 'MrBeast');
    expect(merge).toMatchObject({ platform: 'youtube', done: true });
    expect(merge!.evidence).toMatch(/^same name "mrbeast", followers .* ≤ /);
    const keptId = merge!.kept === 'MrBeast' ? name.id : handle.id;

    const remaining = await t.database.db
      .select({ id: influencers.id, categories: influencers.categories })
      .from(influencers)
      .where(sql`${influencers.id} in (${handle.id}, ${name.id})`);
    expect(remaining).toEqual([{ id: keptId, categories: ['comedy'] }]); // the curated list wins

    const profile = (await call(brand.token, 'GET', `/api/influencer/${keptId}`)).json<{
      snapshots: { takenOn: string }[];
      sources: string[];
    }>();
    expect(profile.snapshots.map((s) => s.takenOn)).toEqual(['2022-11-01', '2022-12-01']);
    expect(profile.sources.sort()).toEqual([
      'social-media-2022-youtube-2022-11',
      'social-media-2022-youtube-2022-12',
    ]);
    const members = (await call(brand.token, 'GET', `/api/list/${listId}`)).json<{
      influencers: string[];
    }>();
    expect(members.influencers).toEqual(expect.arrayContaining([keptId, other!.id]));
    expect(members.influencers).toHaveLength(2);
    const note = (await call(brand.token, 'GET', `/api/note/${keptId}`)).json<{
      content: string;
    }>();
    expect(note.content).toContain('Met at VidCon.');
    expect(note.content).toContain('Asked for rates.');
    const collaboration = (
      await call(brand.token, 'GET', `/api/collaboration/${proposed.json<{ id: string }>().id}`)
    ).json<{ influencer: { id: string } }>();
    expect(collaboration.influencer.id).toBe(keptId);
  });

  it('leaves apart channels that share a name but not their size, and has nothing left to do after', async () => {
    const [big, small] = await insert([
      makeInfluencer(10, {
        platform: 'youtube',
        username: 'tseriesoldisgold',
        usernameKind: 'handle-or-name',
        name: 'Bollywood Classics',
        followers: 31_900_000,
        refreshedAt: new Date('2022-12-01T00:00:00Z'),
      }),
      makeInfluencer(11, {
        platform: 'youtube',
        username: 'BollywoodClassics',
        usernameKind: 'handle-or-name',
        name: 'Bollywood Classics',
        followers: 15_000_000,
        refreshedAt: new Date('2022-12-01T00:00:00Z'),
      }),
    ]);
    await backfillMatchKeys(t.database.db);
    const merges = await mergeDuplicateProfiles(t.database.db);
    expect(merges.filter((m) => m.evidence.includes('bollywoodclassics'))).toEqual([]);
    const ids = await t.database.db
      .select({ id: influencers.id })
      .from(influencers)
      .where(eq(influencers.name, 'Bollywood Classics'));
    expect(ids.map((r) => r.id).sort()).toEqual([big!.id, small!.id].sort());
    expect(await mergeDuplicateProfiles(t.database.db)).toEqual([]);
  });
});

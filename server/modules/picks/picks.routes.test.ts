import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfluencerPicks } from '@shared/schemas/picks';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';

let t: TestApp;
let token: string;
let rows: Awaited<ReturnType<typeof insertInfluencers>>;

beforeAll(async () => {
  t = await buildTestApp();
  rows = await insertInfluencers(t.database.db, 300);
  token = (await t.signUp()).token;
});
afterAll(() => t?.close());

const similar = (id: string, auth = true) =>
  t.request({
    method: 'GET',
    url: `/api/influencer/${id}/similar`,
    token: auth ? token : undefined,
  });

describe('GET /api/influencer/{id}/similar', () => {
  it('ranks profiles of the same platform with reasons, never the profile itself, the same every time', async () => {
    const source = rows[14]!; // fitness, Fitness coach bio
    const first = await similar(source.id);
    expect(first.statusCode, first.body).toBe(200);
    const picks = first.json<InfluencerPicks>().query;
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.map((p) => p.card.id)).not.toContain(source.id);
    expect(picks.every((p) => p.card.platform === source.platform)).toBe(true);
    expect(picks[0]!.reasons.length).toBeGreaterThan(0);
    const scores = picks.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await similar(source.id)).json()).toEqual(first.json());
  });

  it('counts each run on the profile', async () => {
    const source = rows[21]!;
    const before = (
      await t.request({ method: 'GET', url: `/api/influencer/${source.id}`, token })
    ).json();
    await similar(source.id);
    const after = (
      await t.request({ method: 'GET', url: `/api/influencer/${source.id}`, token })
    ).json();
    expect(after.similarCount).toBe(before.similarCount + 1);
  });

  it('ranks profiles the user already proposed a collaboration to lower, saying so', async () => {
    const source = rows[14]!;
    const brand = (await t.signUp()).token;
    const run = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/influencer/${source.id}/similar?limit=50`,
          token: brand,
        })
      ).json<InfluencerPicks>().query;
    const before = await run();
    const top = before[0]!;
    const proposed = await t.request({
      method: 'POST',
      url: '/api/collaboration',
      token: brand,
      payload: { influencerId: top.card.id, deliverables: '1 post' },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const after = (await run()).find((p) => p.card.id === top.card.id);
    expect(after?.reasons.at(-1)).toBe('already contacted');
    expect(after!.score).toBeLessThan(top.score);
    // Another user's ranking is unaffected.
    expect((await similar(source.id)).json<InfluencerPicks>().query[0]).toEqual(top);
  });

  it('answers 404 for an unknown profile and 401 without a token', async () => {
    expect((await similar('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await similar(rows[0]!.id, false)).statusCode).toBe(401);
  });
});

describe('POST /api/list/ai-picks', () => {
  const picks = (body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/list/ai-picks', payload: body, token });

  it('suggests profiles matching the keywords, with why', async () => {
    const res = await picks({ keywords: 'fitness coach in Germany', platform: 'instagram' });
    expect(res.statusCode, res.body).toBe(200);
    const [best] = res.json<InfluencerPicks>().query;
    expect(best!.card.platform).toBe('instagram');
    expect(best!.card.categories).toContain('fitness');
    expect(best!.reasons).toContain('Fitness');
    expect(best!.reasons).toContain('in Germany');
  });

  it('answers 400 naming the field for bad keywords', async () => {
    const res = await picks({ keywords: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.keywords');
  });
});

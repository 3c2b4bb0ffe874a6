import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { expectValidationProblem } from '../../test/problems';

let t: TestApp;
let admin: string;
let advertiser: string;
let id: string;

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await insertInfluencers(t.database.db, 1, 3, { similarCount: 4, updateCount: 2 });
  id = row!.id;
  admin = (await t.signUp({ email: 'admin@example.com' })).token;
  advertiser = (await t.signUp()).token;
});
afterAll(() => t?.close());

const patch = (url: string, payload: Record<string, unknown>, token: string) =>
  t.request({ method: 'PATCH', url, payload, token });

describe('admin curation', () => {
  it('sets categories and official categories and marks them curated, so imports keep them', async () => {
    const res = await patch(
      `/api/influencer/${id}`,
      { categories: ['music', 'comedy'], official_categories: ['Music'] },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      categories: ['music', 'comedy'],
      officialCategories: ['Music'],
    });
    const [row] = await t.database.db.select().from(influencers).where(eq(influencers.id, id));
    expect(row!.curatedFields).toEqual(['categories', 'officialCategories']);
  });

  it('resets only the counters asked for', async () => {
    const res = await patch(`/api/influencer/${id}/count-reset`, { findSimilar: true }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ similarCount: 0, updateCount: 2 });
  });

  it('refuses other users with 403 and changes nothing', async () => {
    const res = await patch(`/api/influencer/${id}`, { categories: ['news'] }, advertiser);
    expect(res.statusCode).toBe(403);
    const reset = await patch(
      `/api/influencer/${id}/count-reset`,
      { updateCount: true },
      advertiser,
    );
    expect(reset.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(influencers).where(eq(influencers.id, id));
    expect(row).toMatchObject({ categories: ['music', 'comedy'], updateCount: 2 });
  });

  it('answers 400 naming an unknown category and 404 for an unknown profile', async () => {
    const bad = await patch(`/api/influencer/${id}`, { categories: ['cooking'] }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.categories.0');
    const missing = await patch(
      '/api/influencer/00000000-0000-4000-8000-000000000000',
      { categories: ['news'] },
      admin,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('answers 400 naming the label for a NUL character in an official category', async () => {
    const res = await patch(
      `/api/influencer/${id}`,
      { official_categories: ['Mu\u0000sic'] },
      admin,
    );
    expectValidationProblem(res, 'body.official_categories.0', /NUL/);
  });
});

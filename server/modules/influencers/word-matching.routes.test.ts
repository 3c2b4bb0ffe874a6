import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfluencerList } from '@shared/schemas/influencers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';

// Issue 31, item 2: words matched as people mean them. Each case sets a profile that matches what
// the brand meant against a larger one that only looks like it, so popularity alone would get the
// order wrong.
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  const add = (n: number, row: Parameters<typeof insertInfluencers>[3]) =>
    insertInfluencers(t.database.db, 1, n, { platform: 'youtube', categories: [], ...row });
  await add(1, { username: 'carsonlueders', name: 'Carson Lueders', followers: 9_000_000 });
  await add(2, { username: 'sofiacarson', name: 'Sofia Carson', followers: 20_000_000 });
  await add(3, {
    username: 'garagetalk',
    name: 'Garage Talk',
    bio: 'Reviews of classic cars and weekend restorations',
    followers: 40_000,
  });
  await add(4, {
    username: 'wanderlow',
    name: 'Wander Low',
    bio: 'Budget travel guides: hostels, night buses and street food for less',
    followers: 60_000,
  });
  await add(5, {
    username: 'citybreaks',
    name: 'City Breaks',
    bio: 'Luxury travel for couples. Our budget? Whatever the suite costs',
    followers: 3_000_000,
  });
  await add(6, {
    username: 'dalasreview',
    name: 'Dalas Review',
    bio: 'Opinión, polémica y entretenimiento',
    followers: 10_000_000,
  });
  await add(7, {
    username: 'gadgetbench',
    name: 'Gadget Bench',
    bio: 'I review phones, laptops and every new gadget',
    followers: 200_000,
  });
  await add(8, {
    username: 'plantplate',
    name: 'Plant Plate',
    bio: 'Easy vegan recipe videos every week',
    followers: 30_000,
  });
  // A handle written without spaces, and no name or bio (as the handle-only YouTube file has).
  await add(9, { username: 'ChefVegan', name: null, bio: null, followers: 1_600 });
  await add(10, { username: 'the.grill_master', name: null, bio: null, followers: 2_000 });
  token = (await t.signUp()).token;
});
afterAll(() => t?.close());

async function usernames(keywords: string): Promise<string[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/influencer?${new URLSearchParams({ keywords, platform: 'youtube' })}`,
    token,
  });
  expect(res.statusCode).toBe(200);
  return res.json<InfluencerList>().query.map((card) => card.username);
}

describe('word matching', () => {
  it('ranks a whole word above a name that merely starts with it, the prefix still matching while typed', async () => {
    const found = await usernames('cars');
    expect(found[0]).toBe('garagetalk');
    // "cars" may still be the start of "Carson": those stay, below.
    expect(found.slice(1).sort()).toEqual(['carsonlueders', 'sofiacarson']);
  });

  it('ranks the words together, in the order typed, above the same words apart', async () => {
    expect((await usernames('budget travel')).slice(0, 2)).toEqual(['wanderlow', 'citybreaks']);
  });

  it('ranks a word in what the creator does above a display name containing it', async () => {
    const found = await usernames('review');
    expect(found.indexOf('gadgetbench')).toBeLessThan(found.indexOf('dalasreview'));
  });

  it('finds a word by its stem: recipes finds a recipe', async () => {
    expect(await usernames('recipes')).toEqual(['plantplate']);
  });

  it('finds the words of a handle written without spaces', async () => {
    expect(await usernames('vegan')).toEqual(['plantplate', 'ChefVegan']);
    expect(await usernames('grill')).toEqual(['the.grill_master']);
  });
});

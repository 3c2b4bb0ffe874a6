import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListDetail, Lists, ListSummary, SavedInfluencers } from '@shared/schemas/lists';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { errorPaths } from '../../test/problems';
import { insertInfluencers } from '../../test/influencer-factory';
import { grantPlan } from '../../test/plans';

let t: TestApp;
/** Influencer ids; number 0 has an email (the factory gives one to every fourth profile). */
let ids: string[];

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  ids = (await insertInfluencers(t.database.db, 12)).map((r) => r.id);
});
afterAll(() => t?.close());

const call: TestApp['call'] = (...args) => t.call(...args);

/** Waits past the millisecond, so timestamps the API prints (ISO, in ms) can differ. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Creates a list through the API and returns it. */
async function createList(token: string, name: string, influencers?: string[]) {
  const res = await call(token, 'POST', '/api/list', { name, influencers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ListSummary;
}

async function getList(token: string, id: string): Promise<ListDetail> {
  const res = await call(token, 'GET', `/api/list/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function getLists(token: string): Promise<Lists['lists']> {
  const res = await call(token, 'GET', '/api/list');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().lists;
}

async function changeInfluencers(
  token: string,
  id: string,
  change: { addInfluencers: string[] } | { removeInfluencers: string[] },
): Promise<ListSummary> {
  const res = await call(token, 'PATCH', `/api/list/${id}/influencers`, change);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('list lifecycle', () => {
  it('creates, reads with cards in order, renames, adds and removes idempotently, deletes', async () => {
    const { token } = await t.signUp();
    const [a, b, c, d] = [ids[1]!, ids[0]!, ids[2]!, ids[3]!];

    const created = await createList(token, '  Summer launch  ', [a, b, c, a]);
    expect(created).toMatchObject({ name: 'Summer launch', influencers: [a, b, c], count: 3 });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);

    const detail = await getList(token, created.id);
    expect(detail.influencers).toEqual([a, b, c]);
    expect(detail.cards.map((card) => card.id)).toEqual([a, b, c]);
    // Signed-in users see contact emails on the cards.
    expect(detail.cards[1]).toMatchObject({ hasEmail: true, email: 'creator0@example.com' });

    const renamed = await call(token, 'PATCH', `/api/list/${created.id}`, { name: 'Autumn' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: created.id,
      name: 'Autumn',
      influencers: [a, b, c],
    });

    const added = await changeInfluencers(token, created.id, { addInfluencers: [d, a] });
    expect(added.influencers).toEqual([a, b, c, d]);
    expect(added.count).toBe(4);
    const again = await changeInfluencers(token, created.id, { addInfluencers: [d, d] });
    expect(again.influencers).toEqual([a, b, c, d]);

    const removed = await changeInfluencers(token, created.id, {
      removeInfluencers: [b, UNKNOWN_ID],
    });
    expect(removed.influencers).toEqual([a, c, d]);
    const removedAgain = await changeInfluencers(token, created.id, { removeInfluencers: [b] });
    expect(removedAgain.influencers).toEqual([a, c, d]);
    expect((await getList(token, created.id)).cards.map((card) => card.id)).toEqual([a, c, d]);

    const deleted = await call(token, 'DELETE', `/api/list/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call(token, 'GET', `/api/list/${created.id}`)).statusCode).toBe(404);
    expect(await getLists(token)).toEqual([]);
  });

  it('keeps one entry and its first added time when the same influencer is added twice', async () => {
    const { token } = await t.signUp();
    const list = await createList(token, 'Twice', [ids[4]!]);
    await changeInfluencers(token, list.id, { addInfluencers: [ids[5]!] });
    await changeInfluencers(token, list.id, { addInfluencers: [ids[4]!, ids[5]!] });
    const detail = await getList(token, list.id);
    expect(detail.influencers).toEqual([ids[4], ids[5]]);
    expect(detail.count).toBe(2);
  });

  it('moves updatedAt when the membership changes, not when a change does nothing', async () => {
    const { token } = await t.signUp();
    const list = await createList(token, 'Dates');
    await tick();
    const added = await changeInfluencers(token, list.id, { addInfluencers: [ids[6]!] });
    expect(added.updatedAt > list.updatedAt).toBe(true);
    expect(added.createdAt).toBe(list.createdAt);
    const same = await changeInfluencers(token, list.id, { addInfluencers: [ids[6]!] });
    expect(same.updatedAt).toBe(added.updatedAt);
  });

  it('accepts upper-case ids and answers them lower-case', async () => {
    const { token } = await t.signUp();
    const list = await createList(token, 'Case', [ids[7]!.toUpperCase()]);
    expect(list.influencers).toEqual([ids[7]]);
    const again = await changeInfluencers(token, list.id, { addInfluencers: [ids[7]!] });
    expect(again.influencers).toEqual([ids[7]]);
  });
});

describe('GET /api/list', () => {
  it('lists only the user’s lists, "Favorites" first, then oldest first', async () => {
    const { token } = await t.signUp();
    const other = await t.signUp();
    await createList(other.token, 'Not mine');
    const zeta = await createList(token, 'Zeta', [ids[0]!]);
    const favorites = await createList(token, 'Favorites', [ids[2]!, ids[1]!]);
    const beta = await createList(token, 'Beta');
    const lists = await getLists(token);
    expect(lists.map((l) => l.id)).toEqual([favorites.id, zeta.id, beta.id]);
    expect(lists[0]).toMatchObject({ influencers: [ids[2], ids[1]], count: 2 });
    expect(lists[2]).toMatchObject({ influencers: [], count: 0 });
  });
});

describe('validation', () => {
  it('answers 409 naming body.name for a name the user already has, ignoring case', async () => {
    const { token } = await t.signUp();
    const first = await createList(token, 'Coffee');
    const dup = await call(token, 'POST', '/api/list', { name: ' coffee ' });
    expect(dup.statusCode).toBe(409);
    expect(errorPaths(dup.json())).toEqual(['body.name']);

    const second = await createList(token, 'Tea');
    const rename = await call(token, 'PATCH', `/api/list/${second.id}`, { name: 'COFFEE' });
    expect(rename.statusCode).toBe(409);
    expect(errorPaths(rename.json())).toEqual(['body.name']);
    // Changing only the case of its own name is fine.
    const recase = await call(token, 'PATCH', `/api/list/${first.id}`, { name: 'coffee' });
    expect(recase.statusCode).toBe(200);
    expect((await getLists(token)).map((l) => l.name)).toEqual(['coffee', 'Tea']);

    // Another user may use the same name.
    const other = await t.signUp();
    await createList(other.token, 'Coffee');
  });

  it('answers one 201 and one 409 to two simultaneous creates of the same name', async () => {
    const { token } = await t.signUp();
    const answers = await Promise.all(
      ['Race', 'race'].map((name) => call(token, 'POST', '/api/list', { name })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await getLists(token)).toHaveLength(1);
  });

  it('answers 400 naming the unknown ids on create and creates nothing', async () => {
    const { token } = await t.signUp();
    const res = await call(token, 'POST', '/api/list', {
      name: 'Ghosts',
      influencers: [ids[0], UNKNOWN_ID],
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.influencers']);
    expect(res.json().detail).toContain(UNKNOWN_ID);
    expect(res.json().detail).not.toContain(ids[0]);
    expect(await getLists(token)).toEqual([]);
  });

  it('answers 400 naming the unknown ids on add and changes nothing', async () => {
    const { token } = await t.signUp();
    const list = await createList(token, 'Real', [ids[0]!]);
    const res = await call(token, 'PATCH', `/api/list/${list.id}/influencers`, {
      addInfluencers: [ids[1], UNKNOWN_ID],
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.addInfluencers']);
    expect(res.json().detail).toContain(UNKNOWN_ID);
    const after = await getList(token, list.id);
    expect(after.influencers).toEqual([ids[0]]);
    expect(after.updatedAt).toBe(list.updatedAt);
  });

  it.each([
    [{}, 'body'],
    [{ addInfluencers: [], removeInfluencers: [] }, 'body'],
    [{ addInfluencers: ['not-a-uuid'] }, 'body.addInfluencers.0'],
    [{ removeInfluencers: [], colour: 'red' }, 'body.colour'],
    [{ addInfluencers: Array.from({ length: 1001 }, () => UNKNOWN_ID) }, 'body.addInfluencers'],
  ])('answers 400 to influencer change %j naming %s', async (payload, path) => {
    const { token } = await t.signUp();
    const list = await createList(token, 'Shapes');
    const res = await call(token, 'PATCH', `/api/list/${list.id}/influencers`, payload);
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toContain(path);
  });

  it.each([
    [{ name: '   ' }, 'body.name'],
    [{ name: 'x'.repeat(101) }, 'body.name'],
    [{ name: 'a\u0000b' }, 'body.name'],
    [{ name: 'Fine', owner: 'me' }, 'body.owner'],
    [{ name: 'Fine', influencers: ['nope'] }, 'body.influencers.0'],
  ])('answers 400 to create %j naming %s', async (payload, path) => {
    const { token } = await t.signUp();
    const res = await call(token, 'POST', '/api/list', payload);
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toContain(path);
  });

  it('accepts a 100-character name', async () => {
    const { token } = await t.signUp();
    expect((await createList(token, 'n'.repeat(100))).name).toHaveLength(100);
  });

  it('answers 400 naming params.id for a malformed list id on every verb', async () => {
    const { token } = await t.signUp();
    const answers = await Promise.all([
      call(token, 'GET', '/api/list/123'),
      call(token, 'PATCH', '/api/list/123', { name: 'x' }),
      call(token, 'PATCH', '/api/list/123/influencers', { addInfluencers: [] }),
      call(token, 'DELETE', '/api/list/123'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(errorPaths(res.json())).toEqual(['params.id']);
    }
  });
});

describe('size limits', () => {
  it('holds at most 5,000 influencers: answers 400 beyond and changes nothing', async () => {
    const many = (await insertInfluencers(t.database.db, 5001, 10_000)).map((r) => r.id);
    const { token, user } = await t.signUp();
    await grantPlan(t, user.id, 'pro'); // unlimited saved influencers
    const tooMany = await call(token, 'POST', '/api/list', { name: 'Huge', influencers: many });
    expect(tooMany.statusCode).toBe(400);
    expect(errorPaths(tooMany.json())).toContain('body.influencers');

    const full = await createList(token, 'Full', many.slice(0, 5000));
    expect(full.count).toBe(5000);
    expect(full.influencers.slice(0, 3)).toEqual(many.slice(0, 3));
    const res = await call(token, 'PATCH', `/api/list/${full.id}/influencers`, {
      addInfluencers: [many[5000], many[0]],
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.addInfluencers']);
    const after = await getList(token, full.id);
    expect(after.count).toBe(5000);
    expect(after.cards).toHaveLength(5000);
    expect(after.influencers).not.toContain(many[5000]);
    // Re-adding ids already there is still fine at the limit.
    expect((await changeInfluencers(token, full.id, { addInfluencers: [many[1]!] })).count).toBe(
      5000,
    );
  });
});

describe('ownership and access', () => {
  it('answers 404 for another user’s list on every verb and leaves it unchanged', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const list = await createList(owner.token, 'Private', [ids[0]!]);
    const attempts = await Promise.all([
      call(stranger.token, 'GET', `/api/list/${list.id}`),
      call(stranger.token, 'PATCH', `/api/list/${list.id}`, { name: 'Mine now' }),
      call(stranger.token, 'PATCH', `/api/list/${list.id}/influencers`, {
        addInfluencers: [ids[1]],
      }),
      call(stranger.token, 'PATCH', `/api/list/${list.id}/influencers`, {
        removeInfluencers: [ids[0]],
      }),
      call(stranger.token, 'DELETE', `/api/list/${list.id}`),
    ]);
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'urn:collabify:problem:not-found' });
    }
    const after = await getList(owner.token, list.id);
    expect(after).toMatchObject({
      name: 'Private',
      influencers: [ids[0]],
      updatedAt: list.updatedAt,
    });
    expect(await getLists(stranger.token)).toEqual([]);
  });

  it('answers 404 for a list id that does not exist on every verb', async () => {
    const { token } = await t.signUp();
    const answers = await Promise.all([
      call(token, 'GET', `/api/list/${UNKNOWN_ID}`),
      call(token, 'PATCH', `/api/list/${UNKNOWN_ID}`, { name: 'x' }),
      call(token, 'PATCH', `/api/list/${UNKNOWN_ID}/influencers`, { addInfluencers: [] }),
      call(token, 'DELETE', `/api/list/${UNKNOWN_ID}`),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
  });

  it('answers 401 without a token on every route', async () => {
    const answers = await Promise.all([
      call(undefined, 'GET', '/api/list'),
      call(undefined, 'POST', '/api/list', { name: 'x' }),
      call(undefined, 'GET', '/api/list/saved'),
      call(undefined, 'GET', `/api/list/${UNKNOWN_ID}`),
      call(undefined, 'PATCH', `/api/list/${UNKNOWN_ID}`, { name: 'x' }),
      call(undefined, 'PATCH', `/api/list/${UNKNOWN_ID}/influencers`, { addInfluencers: [] }),
      call(undefined, 'DELETE', `/api/list/${UNKNOWN_ID}`),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ type: 'urn:collabify:problem:unauthorized' });
    }
  });
});

describe('GET /api/list/saved', () => {
  it('returns each saved influencer once with its lists, first saved time and note preview', async () => {
    const { token } = await t.signUp();
    const stranger = await t.signUp();
    const [a, b, c] = [ids[8]!, ids[9]!, ids[10]!];
    const first = await createList(token, 'First', [a]);
    await tick();
    const favorites = await createList(token, 'Favorites', [b, a]);
    await tick();
    await changeInfluencers(token, first.id, { addInfluencers: [c] });
    // Someone else's lists and notes never show.
    await createList(stranger.token, 'Theirs', [ids[11]!, a]);
    await call(stranger.token, 'PATCH', `/api/note/${b}`, { content: 'stranger note' });

    const long = `${'é'.repeat(150)} end`;
    expect((await call(token, 'PATCH', `/api/note/${a}`, { content: long })).statusCode).toBe(200);
    expect((await call(token, 'PATCH', `/api/note/${c}`, { content: '' })).statusCode).toBe(200);

    const res = await call(token, 'GET', '/api/list/saved');
    expect(res.statusCode, res.body).toBe(200);
    const saved = (res.json() as SavedInfluencers).query;
    // Newest first: c (added last), then b (second list), then a (first list).
    expect(saved.map((s) => s.card.id)).toEqual([c, b, a]);
    const byId = new Map(saved.map((s) => [s.card.id, s]));
    expect(byId.get(a)).toMatchObject({ lists: [favorites.id, first.id], note: 'é'.repeat(140) });
    expect(byId.get(b)).toMatchObject({ lists: [favorites.id], note: null });
    expect(byId.get(c)).toMatchObject({ lists: [first.id], note: null });
    // First saved with the list that was created holding it; a later save elsewhere does not move it.
    expect(byId.get(a)!.addedAt).toBe(first.createdAt);
    expect(byId.get(a)!.addedAt < byId.get(b)!.addedAt).toBe(true);
    expect(byId.get(b)!.addedAt < byId.get(c)!.addedAt).toBe(true);
  });

  it('says for each saved influencer whether the user knows an address, in the list too', async () => {
    const { token } = await t.signUp();
    // Number 4 has a public email (every fourth profile); 5 gets one the user saves; 6 has none.
    const [withPublic, mine, none] = [ids[4]!, ids[5]!, ids[6]!];
    const list = await createList(token, 'Outreach', [withPublic, mine, none]);
    const saved = await call(token, 'PUT', `/api/influencer/${mine}/contact-email`, {
      email: 'mine@inbox.example',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { [withPublic]: true, [mine]: true, [none]: false };

    const res = await call(token, 'GET', '/api/list/saved');
    const known = (res.json() as SavedInfluencers).query.map((s) => [s.card.id, s.card.emailKnown]);
    expect(Object.fromEntries(known)).toEqual(expected);
    const detail = await getList(token, list.id);
    expect(Object.fromEntries(detail.cards.map((c) => [c.id, c.emailKnown]))).toEqual(expected);
  });

  it('returns an empty list for a user without lists', async () => {
    const { token } = await t.signUp();
    const res = await call(token, 'GET', '/api/list/saved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ query: [] });
  });
});

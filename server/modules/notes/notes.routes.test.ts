import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '@shared/schemas/notes';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';

let t: TestApp;
let ids: string[];

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  ids = (await insertInfluencers(t.database.db, 3)).map((r) => r.id);
});
afterAll(() => t?.close());

const getNote = (token: string | undefined, influencerId: string) =>
  t.request({ method: 'GET', url: `/api/note/${influencerId}`, token });

const saveNote = (token: string | undefined, influencerId: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/note/${influencerId}`, token, payload });

describe('notes', () => {
  it('answers an empty note before the first save', async () => {
    const { token } = await t.signUp();
    const res = await getNote(token, ids[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ influencerId: ids[0], content: '', updatedAt: null });
  });

  it('creates the note, then replaces it, moving updatedAt', async () => {
    const { token } = await t.signUp();
    const first = await saveNote(token, ids[0]!, { content: '  Loves trail running.\nAsk Q3.  ' });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json() as Note;
    expect(created).toMatchObject({
      influencerId: ids[0],
      content: '  Loves trail running.\nAsk Q3.  ',
    });
    expect(new Date(created.updatedAt!).toISOString()).toBe(created.updatedAt);
    expect((await getNote(token, ids[0]!)).json()).toEqual(created);

    await new Promise((resolve) => setTimeout(resolve, 5)); // past the millisecond the API prints
    const second = await saveNote(token, ids[0]!, { content: 'Replied <b>yes</b>' });
    expect(second.statusCode).toBe(200);
    const replaced = second.json() as Note;
    expect(replaced.content).toBe('Replied <b>yes</b>');
    expect(replaced.updatedAt! > created.updatedAt!).toBe(true);
    expect((await getNote(token, ids[0]!)).json()).toEqual(replaced);
  });

  it('accepts 10,000 characters and answers 400 naming body.content beyond', async () => {
    const { token } = await t.signUp();
    const longest = await saveNote(token, ids[1]!, { content: 'a'.repeat(10_000) });
    expect(longest.statusCode).toBe(200);
    const tooLong = await saveNote(token, ids[1]!, { content: 'b'.repeat(10_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.content']);
    expect((await getNote(token, ids[1]!)).json().content).toBe('a'.repeat(10_000));
  });

  it.each([
    [{}, 'body.content'],
    [{ content: 42 }, 'body.content'],
    [{ content: 'a\u0000b' }, 'body.content'],
    [{ content: 'ok', pinned: true }, 'body.pinned'],
  ])('answers 400 to %j naming %s', async (payload, path) => {
    const { token } = await t.signUp();
    const res = await saveNote(token, ids[1]!, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('keeps notes private: another user sees and writes only their own', async () => {
    const author = await t.signUp();
    const stranger = await t.signUp();
    await saveNote(author.token, ids[2]!, { content: 'Secret rate: 900 USD' });

    expect((await getNote(stranger.token, ids[2]!)).json()).toEqual({
      influencerId: ids[2],
      content: '',
      updatedAt: null,
    });
    const theirs = await saveNote(stranger.token, ids[2]!, { content: 'Mine' });
    expect(theirs.json().content).toBe('Mine');
    expect((await getNote(author.token, ids[2]!)).json().content).toBe('Secret rate: 900 USD');
    expect((await getNote(stranger.token, ids[2]!)).json().content).toBe('Mine');
  });

  it('answers 404 for an unknown influencer on both verbs', async () => {
    const { token } = await t.signUp();
    for (const res of [
      await getNote(token, UNKNOWN_ID),
      await saveNote(token, UNKNOWN_ID, { content: 'ghost' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'urn:collabify:problem:not-found' });
    }
  });

  it('answers 400 naming params.influencerId for a malformed id', async () => {
    const { token } = await t.signUp();
    for (const res of [
      await getNote(token, 'abc'),
      await saveNote(token, 'abc', { content: 'x' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
        'params.influencerId',
      ]);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await getNote(undefined, ids[0]!)).statusCode).toBe(401);
    expect((await saveNote(undefined, ids[0]!, { content: 'x' })).statusCode).toBe(401);
  });
});

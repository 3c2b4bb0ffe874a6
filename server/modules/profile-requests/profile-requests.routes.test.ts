import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfileRequest } from '@shared/schemas/profile-requests';
import { influencers, profileRequests, removedProfiles } from '../../db/schema';
import { importDataset } from '../../import/import-dataset';
import { importProfile, RemovedAccountError } from '../../import/import-profile';
import { parseMapping } from '../../import/mapping';
import { buildTestApp, codeFrom, type TestApp } from '../../test/build-test-app';
import { linkOwnedProfile } from '../influencer-accounts/influencer-accounts.service';
import { recordOwnedAccount } from '../influencers/owner-verified.service';

/**
 * Creator opt-out ("Remove or correct my profile") through the API, on profiles brought in by the
 * dataset import pipeline, re-imported afterwards to prove removals and corrections stay.
 */

let t: TestApp;
let dir: string;
let files = 0;

beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(tmpdir(), 'collabify-optout-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const mapping = parseMapping({
  id: 'optout-test',
  label: 'Opt-out test dataset',
  platform: 'instagram',
  date: '2024-03-01',
  format: { encoding: 'utf-8', delimiter: ',' },
  fields: {
    username: { column: 'handle' },
    name: { column: 'name' },
    followers: { column: 'followers' },
    email: { column: 'email' },
  },
});

/**
 * Imports a dataset file with these rows (handle, name, followers, email, bio — the bio is not
 * mapped, so the language detector stays unloaded) the way `npm start` does.
 */
async function importRows(...rows: string[][]) {
  files += 1;
  const path = join(dir, `rows-${files}.csv`);
  writeFileSync(
    path,
    ['handle,name,followers,email,bio', ...rows.map((r) => r.join(','))].join('\n'),
  );
  return importDataset(t.ctx.db, { file: path, mapping });
}

async function profileOf(handle: string) {
  const [row] = await t.ctx.db
    .select()
    .from(influencers)
    .where(sql`lower(${influencers.username}) = ${handle}`);
  return row;
}

/** The newest mail to `to` and the code in it. */
async function codeSentTo(to: string, after: Set<unknown>) {
  const mail = await t.smtp.waitFor(to, (m) => !after.has(m));
  return codeFrom(mail.email.subject);
}

async function ask(payload: object, token?: string) {
  return t.request({ method: 'POST', url: '/api/profile-requests', payload, token });
}

async function verify(id: string, code: string) {
  return t.request({
    method: 'POST',
    url: `/api/profile-requests/${id}/verify`,
    payload: { code },
  });
}

async function visitorSearch(keywords: string) {
  const res = await t.request({
    method: 'GET',
    url: '/api/influencer/public-list',
    query: { platform: 'instagram', keywords },
  });
  return (res.json() as { query: { username: string }[] }).query.map((c) => c.username);
}

describe('removing a profile', () => {
  it('is verified by the code mailed to the public email, applied at once and kept across a re-import', async () => {
    const row = ['optout_jane', 'Jane Runner', '52000', 'jane.runner@gmail.com', 'Trail running'];
    await importRows(row);
    const profile = (await profileOf('optout_jane'))!;
    expect(await visitorSearch('optout_jane')).toEqual(['optout_jane']);

    const lookup = await t.request({
      method: 'GET',
      url: '/api/profile-requests/profile',
      query: { platform: 'instagram', username: '@OptOut_Jane' },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({
      influencerId: profile.id,
      emailMasked: 'j***@g***.com',
      ownedByYou: false,
    });

    const before = new Set(t.smtp.messages);
    const created = await ask({ influencerId: profile.id, kind: 'remove' });
    expect(created.statusCode).toBe(201);
    const request = created.json() as ProfileRequest;
    expect(request).toMatchObject({ state: 'pending', emailMasked: 'j***@g***.com' });
    expect(created.body).not.toContain('jane.runner');
    const code = await codeSentTo('jane.runner@gmail.com', before);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await verify(request.id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'body.code', message: 'The code is wrong: 4 attempts left.' },
    ]);
    const [stored] = await t.ctx.db
      .select()
      .from(profileRequests)
      .where(eq(profileRequests.id, request.id));
    expect(stored).toMatchObject({ attempts: 1, state: 'pending' });
    expect(stored!.codeHash).not.toContain(code);

    const right = await verify(request.id, code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ state: 'applied', verifiedBy: 'email' });
    expect((await verify(request.id, code)).statusCode).toBe(409);

    const removed = (await profileOf('optout_jane'))!;
    expect(removed.removedAt).not.toBeNull();
    expect(removed.email).toBeNull();
    expect(await visitorSearch('optout_jane')).toEqual([]);
    const brand = await t.signUp();
    const detail = await t.request({
      method: 'GET',
      url: `/api/influencer/${profile.id}`,
      token: brand.token,
    });
    expect(detail.statusCode).toBe(404);
    const byId = await t.request({
      method: 'GET',
      url: '/api/influencer',
      query: { ids: profile.id },
      token: brand.token,
    });
    expect(byId.json().query).toEqual([]);

    const report = await importRows(row);
    expect(report.created).toBe(0);
    expect(report.skipped).toBe(1);
    const after = await t.ctx.db
      .select()
      .from(influencers)
      .where(sql`lower(${influencers.username}) = 'optout_jane'`);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: profile.id, email: null });
    expect(after[0]!.removedAt).not.toBeNull();
    expect(await visitorSearch('optout_jane')).toEqual([]);
    const [recorded] = await t.ctx.db
      .select()
      .from(removedProfiles)
      .where(eq(removedProfiles.username, 'optout_jane'));
    expect(recorded).toMatchObject({ platform: 'instagram', requestId: request.id });
  });

  it('refuses an expired code and marks the request expired', async () => {
    await importRows(['optout_late', 'Late Creator', '9000', 'late@example.org', 'Slow food']);
    const profile = (await profileOf('optout_late'))!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const before = new Set(t.smtp.messages);
    const request = (await ask({ influencerId: profile.id, kind: 'remove' })).json();
    const code = await codeSentTo('late@example.org', before);
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const late = await verify(request.id, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual([
      { path: 'body.code', message: 'The code has expired. Ask for a new one.' },
    ]);
    const [stored] = await t.ctx.db
      .select()
      .from(profileRequests)
      .where(eq(profileRequests.id, request.id));
    expect(stored!.state).toBe('expired');
    expect((await profileOf('optout_late'))!.removedAt).toBeNull();
  });

  it('cannot be verified by email when the profile has no public email', async () => {
    await importRows(['optout_noemail', 'No Email', '7000', '', 'Quiet']);
    const profile = (await profileOf('optout_noemail'))!;
    const res = await ask({ influencerId: profile.id, kind: 'remove' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('no public email');
    expect(res.json().detail).toContain('Sign in with Instagram');
    expect(res.json().errors[0].path).toBe('body.influencerId');
  });

  it('is applied at once for the creator signed in with the platform', async () => {
    await importRows(['optout_social', 'Social Creator', '8000', '', 'Signed in']);
    const profile = (await profileOf('optout_social'))!;
    const creator = await t.signUp({ role: 'influencer' });
    await linkOwnedProfile(t.ctx.db, creator.user.id, profile.id);
    const lookup = await t.request({
      method: 'GET',
      url: '/api/profile-requests/profile',
      query: { influencerId: profile.id },
      token: creator.token,
    });
    expect(lookup.json()).toMatchObject({ ownedByYou: true, emailMasked: null });
    const res = await ask({ influencerId: profile.id, kind: 'remove' }, creator.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ state: 'applied', verifiedBy: 'social' });
    expect((await profileOf('optout_social'))!.removedAt).not.toBeNull();
  });

  it('keeps a removed account hidden when its creator signs in with the platform later', async () => {
    await t.ctx.db
      .insert(removedProfiles)
      .values({ platform: 'instagram', platformId: '17841400000099001', username: 'gone_creator' });
    const row = await t.ctx.db.transaction((tx) =>
      recordOwnedAccount(
        tx,
        {
          platform: 'instagram',
          platformId: '17841400000099001',
          username: 'Gone_Creator',
          name: 'Gone Creator',
          avatarUrl: null,
          country: null,
          followers: 12_000,
          posts: 40,
          profileUrl: 'https://www.instagram.com/gone_creator/',
        },
        'Instagram sign-in',
      ),
    );
    expect(row.removedAt).not.toBeNull();
    expect(await visitorSearch('gone_creator')).not.toContain('Gone_Creator');
  });

  it('sends at most one code a minute for a profile', async () => {
    await importRows(['optout_busy', 'Busy', '8000', 'busy@example.org', '']);
    const profile = (await profileOf('optout_busy'))!;
    expect((await ask({ influencerId: profile.id, kind: 'remove' })).statusCode).toBe(201);
    const again = await ask({ influencerId: profile.id, kind: 'remove' });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('sends at most five codes a day for a profile, however many requests are opened', async () => {
    await importRows(['optout_guessed', 'Guessed', '8000', 'guessed@example.org', '']);
    const profile = (await profileOf('optout_guessed'))!;
    // Five codes mailed earlier today, each an hour apart (past the one-a-minute wait).
    await t.ctx.db.insert(profileRequests).values(
      [1, 2, 3, 4, 5].map((hours) => ({
        influencerId: profile.id,
        platform: profile.platform,
        username: profile.username,
        kind: 'remove',
        email: 'guessed@example.org',
        state: 'expired',
        createdAt: new Date(Date.now() - hours * 3_600_000),
      })),
    );
    const sixth = await ask({ influencerId: profile.id, kind: 'remove' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toMatch(/today/);
  });

  it('keeps a provider refresh from bringing the account back', async () => {
    const [entry] = await t.ctx.db
      .select()
      .from(removedProfiles)
      .where(eq(removedProfiles.username, 'optout_jane'));
    expect(entry).toBeDefined();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        const row = {
          platform: 'instagram' as const,
          platformId: null,
          username: 'OptOut_Jane',
          usernameKind: 'handle' as const,
        };
        // Only the identity matters: the pipeline refuses at its entry.
        await importProfile(tx, row as never, {
          source: 'instagram-refresh',
          sourceName: 'Instagram',
          date: '2026-01-01',
          providesVerified: false,
        });
      }),
    ).rejects.toBeInstanceOf(RemovedAccountError);
  });
});

describe('correcting a profile', () => {
  it('applies the corrected fields as curated, kept across a re-import', async () => {
    const row = ['optout_fix', 'Wrong Name', '30000', 'fix@example.net', 'Old bio'];
    await importRows(row);
    const profile = (await profileOf('optout_fix'))!;
    const before = new Set(t.smtp.messages);
    const created = await ask({
      influencerId: profile.id,
      kind: 'correct',
      correction: { name: 'Right Name', country: 'pt', categories: ['travel'], removeEmail: true },
    });
    expect(created.statusCode).toBe(201);
    const code = await codeSentTo('fix@example.net', before);
    const res = await verify(created.json().id, code);
    expect(res.json()).toMatchObject({ state: 'applied', kind: 'correct' });

    const corrected = (await profileOf('optout_fix'))!;
    expect(corrected).toMatchObject({
      name: 'Right Name',
      country: 'PT',
      categories: ['travel'],
      email: null,
      removedAt: null,
    });
    expect(corrected.curatedFields).toEqual(['categories', 'country', 'email', 'name']);

    await importRows(row);
    expect(await profileOf('optout_fix')).toMatchObject({
      name: 'Right Name',
      country: 'PT',
      email: null,
    });
    expect(await visitorSearch('optout_fix')).toEqual(['optout_fix']);
  });

  it('refuses a correction without fields, naming the field', async () => {
    await importRows(['optout_empty', 'Empty', '1000', 'e@example.net', '']);
    const profile = (await profileOf('optout_empty'))!;
    const res = await ask({ influencerId: profile.id, kind: 'correct', correction: {} });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('body.correction');
  });
});

describe('the admins’ list', () => {
  it('lists requests with their outcome for admins and refuses others', async () => {
    const admin = await t.signUp({ email: 'admin@example.com' });
    const brand = await t.signUp();
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/profile-requests',
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { count: number; requests: ProfileRequest[] };
    expect(list.count).toBeGreaterThanOrEqual(4);
    expect(list.requests.find((r) => r.username === 'optout_jane')).toMatchObject({
      kind: 'remove',
      state: 'applied',
      verifiedBy: 'email',
    });
    expect(res.body).not.toContain('jane.runner@gmail.com');
    const refused = await t.request({
      method: 'GET',
      url: '/api/admin/profile-requests',
      token: brand.token,
    });
    expect(refused.statusCode).toBe(403);
  });
});

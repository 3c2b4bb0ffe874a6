import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactEmail, Suppression } from '@shared/schemas/email';
import { influencerAccounts, influencers } from '../../db/schema';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { errorPaths } from '../../test/problems';
import { insertInfluencers } from '../../test/influencer-factory';
import { isSuppressed, knownEmailSql } from './influencer-contacts.repository';

let t: TestApp;
let nextProfile = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const call: TestApp['call'] = (...args) => t.call(...args);

async function insertProfile(email: string | null = null) {
  const [row] = await insertInfluencers(t.database.db, 1, 30_000 + ++nextProfile, { email });
  return row!.id;
}

async function contact(token: string, influencerId: string): Promise<ContactEmail> {
  const res = await call(token, 'GET', `/api/influencer/${influencerId}/contact-email`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function setContact(token: string, influencerId: string, email: string | null) {
  const res = await call(token, 'PUT', `/api/influencer/${influencerId}/contact-email`, { email });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ContactEmail;
}

/** Links a new influencer account to the profile with this published contact email. */
async function linkAccount(influencerId: string, contactEmail: string | null) {
  const session = await t.signUp({ role: 'influencer' });
  await t.database.db
    .update(influencerAccounts)
    .set({ influencerId, contactEmail })
    .where(eq(influencerAccounts.userId, session.user.id));
}

describe('the known address of a profile', () => {
  it('prefers the user’s own address, then the linked account’s, then the profile’s', async () => {
    const { token } = await t.signUp();
    const id = await insertProfile('  Public@Example.com ');
    expect(await contact(token, id)).toEqual({ email: 'public@example.com', source: 'profile' });

    await linkAccount(id, 'Linked@Example.com');
    expect(await contact(token, id)).toEqual({ email: 'linked@example.com', source: 'influencer' });

    expect(await setContact(token, id, 'Mine@Example.com')).toEqual({
      email: 'mine@example.com',
      source: 'mine',
    });
    expect(await contact(token, id)).toEqual({ email: 'mine@example.com', source: 'mine' });

    expect(await setContact(token, id, null)).toEqual({
      email: 'linked@example.com',
      source: 'influencer',
    });
  });

  it('answers nulls when no address is known, and skips an empty linked address', async () => {
    const { token } = await t.signUp();
    const id = await insertProfile(null);
    await linkAccount(id, '');
    expect(await contact(token, id)).toEqual({ email: null, source: null });
  });

  it('keeps each user’s own addresses to themselves', async () => {
    const [alice, bob] = await Promise.all([t.signUp(), t.signUp()]);
    const id = await insertProfile(null);
    await setContact(alice.token, id, 'alice-knows@example.com');
    expect(await contact(bob.token, id)).toEqual({ email: null, source: null });
  });

  it('answers 404 for an unknown profile and 400 naming body.email for a bad address', async () => {
    const { token } = await t.signUp();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(token, 'GET', `/api/influencer/${missing}/contact-email`)).statusCode).toBe(
      404,
    );
    const put = await call(token, 'PUT', `/api/influencer/${missing}/contact-email`, {
      email: 'a@example.com',
    });
    expect(put.statusCode).toBe(404);
    const bad = await call(token, 'PUT', `/api/influencer/${await insertProfile()}/contact-email`, {
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad.json())).toEqual(['body.email']);
  });

  it('asks for a session', async () => {
    const id = await insertProfile();
    expect((await call(undefined, 'GET', `/api/influencer/${id}/contact-email`)).statusCode).toBe(
      401,
    );
  });

  it('knownEmailSql works inside a query over the influencers table itself', async () => {
    const session = await t.signUp();
    const [withProfile, withMine, none] = [
      await insertProfile('p@example.com'),
      await insertProfile('p2@example.com'),
      await insertProfile(null),
    ];
    await setContact(session.token, withMine, 'm@example.com');
    const rows = await t.database.db
      .select({ id: influencers.id, email: knownEmailSql(session.user.id, influencers.id) })
      .from(influencers)
      .where(eq(influencers.id, withProfile))
      .union(
        t.database.db
          .select({ id: influencers.id, email: knownEmailSql(session.user.id, influencers.id) })
          .from(influencers)
          .where(eq(influencers.id, withMine)),
      )
      .union(
        t.database.db
          .select({ id: influencers.id, email: knownEmailSql(session.user.id, influencers.id) })
          .from(influencers)
          .where(eq(influencers.id, none)),
      );
    const byId = Object.fromEntries(rows.map((r) => [r.id, r.email]));
    expect(byId).toEqual({
      [withProfile]: 'p@example.com',
      [withMine]: 'm@example.com',
      [none]: null,
    });
  });
});

describe('the suppression list', () => {
  const list = async (token: string): Promise<Suppression[]> => {
    const res = await call(token, 'GET', '/api/email-suppression/user/self');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().query;
  };

  it('adds by hand (lower-case, once), lists and removes addresses', async () => {
    const session = await t.signUp();
    const address = uniqueEmail('stop');
    const added = await call(session.token, 'POST', '/api/email-suppression', {
      email: address.toUpperCase(),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ email: address, reason: 'manual' });
    const again = await call(session.token, 'POST', '/api/email-suppression', { email: address });
    expect(again.json()).toEqual(added.json());
    expect(await list(session.token)).toEqual([added.json()]);
    expect(await isSuppressed(t.database.db, session.user.id, address.toUpperCase())).toBe(true);

    const removed = await call(
      session.token,
      'DELETE',
      `/api/email-suppression/${encodeURIComponent(address)}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await list(session.token)).toEqual([]);
    expect(await isSuppressed(t.database.db, session.user.id, address)).toBe(false);
    const twice = await call(
      session.token,
      'DELETE',
      `/api/email-suppression/${encodeURIComponent(address)}`,
    );
    expect(twice.statusCode).toBe(404);
  });

  it('keeps each user’s list separate', async () => {
    const [alice, bob] = await Promise.all([t.signUp(), t.signUp()]);
    const address = uniqueEmail('stop');
    await call(alice.token, 'POST', '/api/email-suppression', { email: address });
    expect(await list(bob.token)).toEqual([]);
    expect(await isSuppressed(t.database.db, bob.user.id, address)).toBe(false);
    const res = await call(
      bob.token,
      'DELETE',
      `/api/email-suppression/${encodeURIComponent(address)}`,
    );
    expect(res.statusCode).toBe(404);
    expect(await list(alice.token)).toHaveLength(1);
  });

  it('answers 400 naming body.email for a bad address', async () => {
    const { token } = await t.signUp();
    const res = await call(token, 'POST', '/api/email-suppression', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.email']);
  });
});

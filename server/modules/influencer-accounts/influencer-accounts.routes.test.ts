import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfluencerData } from '@shared/schemas/influencer-accounts';
import { influencerAccounts } from '../../db/schema';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { errorPaths } from '../../test/problems';
import { insertInfluencers, insertSnapshot } from '../../test/influencer-factory';

let t: TestApp;
let adminToken: string;
/** Profile numbers for the factory, so that handles never collide. */
let nextProfile = 0;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.signUp({ email: 'admin@example.com' })).token;
});
afterAll(() => t?.close());

const call: TestApp['call'] = (...args) => t.call(...args);

/** Inserts a profile whose public email is `email` and returns its id. */
async function insertProfile(email: string | null): Promise<string> {
  const [row] = await insertInfluencers(t.database.db, 1, ++nextProfile * 4 + 1, { email });
  return row!.id;
}

/** Signs an influencer up through the API. */
const signUpInfluencer = (email = uniqueEmail('creator')) =>
  t.signUp({ email, role: 'influencer', name: 'Casey Creator' });

async function fetchMe(token: string): Promise<InfluencerData> {
  const res = await call(token, 'GET', '/api/influencer/fetch-me-influencer-data');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The stored account row of a user, or undefined. */
async function accountRow(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(influencerAccounts)
    .where(eq(influencerAccounts.userId, userId));
  return row;
}

const linkAs = (token: string, userId: string, influencerId: string) =>
  call(token, 'PUT', `/api/influencer-account/${userId}/profile`, { influencerId });

describe('linking by email', () => {
  it('links an influencer at sign-up to the one profile publishing the verified email, ignoring case', async () => {
    const email = uniqueEmail('match');
    const profileId = await insertProfile(email.toUpperCase());
    const { token, user } = await signUpInfluencer(email);

    // Linked by the sign-up itself, before any fetch.
    expect(await accountRow(user.id)).toMatchObject({ influencerId: profileId, linkedBy: 'email' });
    const data = await fetchMe(token);
    expect(data.account.linkedBy).toBe('email');
    expect(data.profile).toMatchObject({ id: profileId, email: email.toUpperCase() });
  });

  it('does not link when two profiles publish the same email', async () => {
    const email = uniqueEmail('shared');
    await insertProfile(email);
    await insertProfile(email);
    const { token, user } = await signUpInfluencer(email);

    expect((await accountRow(user.id))?.influencerId).toBeNull();
    expect(await fetchMe(token)).toMatchObject({ account: { linkedBy: null }, profile: null });
  });

  it('does not link to a profile another account is linked to', async () => {
    const email = uniqueEmail('taken');
    const profileId = await insertProfile(email);
    const other = await signUpInfluencer();
    expect((await linkAs(adminToken, other.user.id, profileId)).statusCode).toBe(200);

    const { token } = await signUpInfluencer(email);
    expect((await fetchMe(token)).profile).toBeNull();
    expect((await fetchMe(other.token)).profile?.id).toBe(profileId);
  });

  it('links lazily when the profile is imported after sign-up', async () => {
    const email = uniqueEmail('later');
    const { token } = await signUpInfluencer(email);
    expect((await fetchMe(token)).profile).toBeNull();

    const profileId = await insertProfile(email);
    const data = await fetchMe(token);
    expect(data.profile?.id).toBe(profileId);
    expect(data.account.linkedBy).toBe('email');
  });

  it('never links an advertiser account', async () => {
    const email = uniqueEmail('brand');
    await insertProfile(email);
    const { user } = await t.signUp({ email });
    expect(await accountRow(user.id)).toBeUndefined();
  });
});

describe('GET /api/influencer/fetch-me-influencer-data', () => {
  it('answers an unlinked influencer with empty settings and profile null', async () => {
    const { token } = await signUpInfluencer();
    expect(await fetchMe(token)).toEqual({
      account: {
        contactEmail: null,
        rates: { post: null, story: null, reel: null, video: null },
        currency: 'USD',
        linkedBy: null,
      },
      profile: null,
    });
  });

  it('includes the linked profile with its snapshots, oldest first', async () => {
    const email = uniqueEmail('growth');
    const profileId = await insertProfile(email);
    await insertSnapshot(t.database.db, profileId, '2024-02-01', 2_000);
    await insertSnapshot(t.database.db, profileId, '2024-01-01', 1_000);
    const { token } = await signUpInfluencer(email);

    const { profile } = await fetchMe(token);
    expect(profile?.snapshots.map((s) => [s.takenOn, s.followers])).toEqual([
      ['2024-01-01', 1_000],
      ['2024-02-01', 2_000],
    ]);
  });

  it('answers 403 to an advertiser and 401 to a visitor', async () => {
    const { token } = await t.signUp();
    const res = await call(token, 'GET', '/api/influencer/fetch-me-influencer-data');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: 'urn:collabify:problem:forbidden' });
    expect((await call(token, 'PATCH', '/api/influencer/me', { currency: 'EUR' })).statusCode).toBe(
      403,
    );
    expect(
      (await call(undefined, 'GET', '/api/influencer/fetch-me-influencer-data')).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /api/influencer/me', () => {
  it('saves the contact email, rates in cents and currency, merging rates and clearing with null', async () => {
    const { token } = await signUpInfluencer();
    const first = await call(token, 'PATCH', '/api/influencer/me', {
      contactEmail: '  Deals@Casey.Example ',
      rates: { post: 12_500, story: 5_000 },
      currency: 'EUR',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().account).toEqual({
      contactEmail: 'deals@casey.example',
      rates: { post: 12_500, story: 5_000, reel: null, video: null },
      currency: 'EUR',
      linkedBy: null,
    });

    const second = await call(token, 'PATCH', '/api/influencer/me', {
      contactEmail: null,
      rates: { story: null, video: 0 },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().account).toEqual({
      contactEmail: null,
      rates: { post: 12_500, story: null, reel: null, video: 0 },
      currency: 'EUR',
      linkedBy: null,
    });
    expect(await fetchMe(token)).toEqual(second.json());
  });

  it('answers 400 naming body.contactEmail for an invalid email', async () => {
    const { token } = await signUpInfluencer();
    const res = await call(token, 'PATCH', '/api/influencer/me', { contactEmail: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.contactEmail']);
  });

  it('answers 400 for a negative or fractional rate, an unknown deliverable or currency', async () => {
    const { token } = await signUpInfluencer();
    const cases: [object, string][] = [
      [{ rates: { post: -1 } }, 'body.rates.post'],
      [{ rates: { reel: 10.5 } }, 'body.rates.reel'],
      [{ rates: { tweet: 100 } }, 'body.rates.tweet'],
      [{ currency: 'JPY' }, 'body.currency'],
      [{ linkedBy: 'admin' }, 'body.linkedBy'],
    ];
    for (const [payload, path] of cases) {
      const res = await call(token, 'PATCH', '/api/influencer/me', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorPaths(res.json())).toEqual([path]);
    }
    expect((await fetchMe(token)).account.rates).toEqual({
      post: null,
      story: null,
      reel: null,
      video: null,
    });
  });

  it("never shows or changes another influencer's account", async () => {
    const a = await signUpInfluencer();
    const b = await signUpInfluencer();
    await call(a.token, 'PATCH', '/api/influencer/me', {
      contactEmail: 'a@creator.example',
      rates: { post: 100 },
    });

    const bData = await fetchMe(b.token);
    expect(bData.account.contactEmail).toBeNull();
    expect(bData.account.rates.post).toBeNull();

    await call(b.token, 'PATCH', '/api/influencer/me', { rates: { post: 999 }, currency: 'GBP' });
    expect((await fetchMe(a.token)).account).toMatchObject({
      contactEmail: 'a@creator.example',
      rates: { post: 100 },
      currency: 'USD',
    });
    // The admin calls that name a user are admin-only.
    const profileId = await insertProfile(null);
    expect((await linkAs(b.token, a.user.id, profileId)).statusCode).toBe(403);
    expect(
      (await call(b.token, 'DELETE', `/api/influencer-account/${a.user.id}/profile`)).statusCode,
    ).toBe(403);
  });
});

describe('PUT and DELETE /api/influencer-account/{userId}/profile', () => {
  it('links an influencer account to a profile and unlinks it, for good', async () => {
    const email = uniqueEmail('admin-linked');
    const { token, user } = await signUpInfluencer(email);
    const profileId = await insertProfile(null);

    const res = await linkAs(adminToken, user.id, profileId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userId: user.id,
      account: { linkedBy: 'admin' },
      profile: { id: profileId },
    });
    expect((await fetchMe(token)).profile?.id).toBe(profileId);
    // Linking again is harmless.
    expect((await linkAs(adminToken, user.id, profileId)).statusCode).toBe(200);

    const unlink = await call(adminToken, 'DELETE', `/api/influencer-account/${user.id}/profile`);
    expect(unlink.statusCode).toBe(204);
    // A profile publishing the account's email appears, but the admin's unlink stands.
    await insertProfile(email);
    expect(await fetchMe(token)).toMatchObject({ account: { linkedBy: null }, profile: null });
    expect(
      (await call(adminToken, 'DELETE', `/api/influencer-account/${user.id}/profile`)).statusCode,
    ).toBe(204);
  });

  it('replaces an email link with the admin link', async () => {
    const email = uniqueEmail('relink');
    const emailProfile = await insertProfile(email);
    const { token, user } = await signUpInfluencer(email);
    expect((await fetchMe(token)).profile?.id).toBe(emailProfile);

    const adminProfile = await insertProfile(null);
    expect((await linkAs(adminToken, user.id, adminProfile)).statusCode).toBe(200);
    expect(await fetchMe(token)).toMatchObject({
      account: { linkedBy: 'admin' },
      profile: { id: adminProfile },
    });
  });

  it('answers 409 naming body.influencerId when another account has the profile', async () => {
    const profileId = await insertProfile(null);
    const first = await signUpInfluencer();
    const second = await signUpInfluencer();
    expect((await linkAs(adminToken, first.user.id, profileId)).statusCode).toBe(200);

    const res = await linkAs(adminToken, second.user.id, profileId);
    expect(res.statusCode).toBe(409);
    expect(errorPaths(res.json())).toEqual(['body.influencerId']);
    expect((await fetchMe(first.token)).profile?.id).toBe(profileId);
    expect((await fetchMe(second.token)).profile).toBeNull();
  });

  it('answers 404 for an unknown user or profile and 400 for a user who is not an influencer', async () => {
    const profileId = await insertProfile(null);
    const influencer = await signUpInfluencer();
    const advertiser = await t.signUp();

    expect((await linkAs(adminToken, UNKNOWN_ID, profileId)).statusCode).toBe(404);
    expect((await linkAs(adminToken, influencer.user.id, UNKNOWN_ID)).statusCode).toBe(404);
    expect(
      (await call(adminToken, 'DELETE', `/api/influencer-account/${UNKNOWN_ID}/profile`))
        .statusCode,
    ).toBe(404);

    const notInfluencer = await linkAs(adminToken, advertiser.user.id, profileId);
    expect(notInfluencer.statusCode).toBe(400);
    expect(errorPaths(notInfluencer.json())).toEqual(['params.userId']);
    expect(
      (await call(adminToken, 'DELETE', `/api/influencer-account/${advertiser.user.id}/profile`))
        .statusCode,
    ).toBe(400);

    const malformed = await linkAs(adminToken, 'not-a-uuid', profileId);
    expect(malformed.statusCode).toBe(400);
    expect(errorPaths(malformed.json())).toEqual(['params.userId']);
  });
});

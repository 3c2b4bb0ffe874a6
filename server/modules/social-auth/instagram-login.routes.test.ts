import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { SocialSession } from '@shared/schemas/social';
import { AppError } from '../../errors';
import { influencerAccounts, influencers, socialAccounts, users } from '../../db/schema';
import { DEMO_CREATOR } from '@providers/meta/demo-accounts';
import { InstagramClient } from '../../integrations/meta/instagram-client';
import type { FakeMeta } from '@providers/meta/server';
import type { TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { APP_URL, useMetaApp } from '../../test/meta-app';
import {
  callbackParams,
  expectStateRules,
  expectVerifiedInDiscovery,
  profileLinkOf,
  socialAccountsOf,
  startAuthorization,
} from '../../test/oauth';
import { instagramAccount } from './instagram-login.service';

/**
 * Instagram sign-in for creators (issue 18) against the local Meta, through the HTTP API: the
 * Instagram API with Instagram Login (authorize → code → short-lived → long-lived token → `/me`),
 * professional accounts only, the creator's profile linked by the professional account id and
 * verified, and the 60-day token refreshed before it expires — never before it is 24 hours old,
 * as Instagram requires (integrations.md §4.2).
 */

const FACEBOOK = { appId: '1122334455667788', appSecret: 'fb-secret-for-ig-tests' };
const INSTAGRAM = { appId: '8877665544332211', appSecret: 'ig-secret-for-ig-tests' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let meta: FakeMeta;
let t: TestApp;
let sequence = 0;
/** An Instagram handle no other test uses. */
const handle = (prefix: string) => `${prefix}.${Date.now() % 1_000_000}.${++sequence}`;

useMetaApp({ facebook: FACEBOOK, instagram: INSTAGRAM }, (started) => {
  ({ meta, t } = started);
});

const login = (payload: object) =>
  t.request({ method: 'POST', url: '/api/auth/influencer-ins-login', payload });

/** The account `username` allows the app on Instagram's consent page. */
async function consentAs(username: string, redirect?: string) {
  return callbackParams(
    await meta.consent(await startAuthorization(t, 'instagram', redirect), { username }),
  );
}

/** A whole sign-in as `username`; answers the session. */
async function signIn(username: string): Promise<SocialSession> {
  const res = await login(await consentAs(username));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SocialSession>();
}

/** A professional account at the local Meta. */
function addCreator(username: string, counts = { followers: 4_200, mediaCount: 42 }) {
  return meta.addInstagramAccount({
    username,
    name: `Creator ${username}`,
    accountType: 'MEDIA_CREATOR',
    follows: 10,
    ...counts,
  });
}

const problemPath = (res: { json: () => { errors?: { path: string }[] } }) =>
  res.json().errors?.[0]?.path;

/** @code.aryan's `id` in the bundled Bright Data sample (its `fbid` is the professional id). */
const BRIGHT_DATA_ID = '41137884604';

const profileWithId = async (platformId: string) =>
  (
    await t.database.db
      .select()
      .from(influencers)
      .where(and(eq(influencers.platform, 'instagram'), eq(influencers.platformId, platformId)))
  )[0];

describe('Instagram sign-in (creators)', () => {
  it('links the imported profile by its handle, refreshes its numbers and marks them verified', async () => {
    // @code.aryan as the bundled Bright Data sample has him: its `id` is Instagram's older user
    // id, not the professional account id Instagram Login gives (its `fbid`), and older numbers.
    const [imported] = await insertInfluencers(t.database.db, 1, 70_000, {
      platform: 'instagram',
      platformId: BRIGHT_DATA_ID,
      username: 'code.aryan',
      followers: 20_000,
      posts: 250,
    });
    meta.addInstagramAccount(DEMO_CREATOR);
    const res = await login(await consentAs('code.aryan', '/dashboard'));
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<SocialSession>();
    expect(session).toMatchObject({
      created: true,
      redirect: '/dashboard',
      user: {
        // Instagram shares no email: the account gets one no mail can reach.
        email: `instagram-${DEMO_CREATOR.userId}@creators.collabify.invalid`,
        name: DEMO_CREATOR.name,
        roles: ['influencer'],
      },
    });

    // The same profile, no second one under the professional id; the dataset's id is kept.
    expect(await profileWithId(DEMO_CREATOR.userId!)).toBeUndefined();
    const profile = await profileWithId(BRIGHT_DATA_ID);
    expect(profile!.id).toBe(imported!.id);
    expect(profile).toMatchObject({ followers: 26_656, posts: 306, username: 'code.aryan' });
    expect(profile!.ownerVerifiedAt).not.toBeNull();
    const link = await profileLinkOf(t, session.user.id);
    expect(link).toMatchObject({ influencerId: imported!.id, linkedBy: 'social' });

    const accounts = await socialAccountsOf(t, session.token);
    expect(accounts).toEqual([
      expect.objectContaining({
        provider: 'instagram',
        displayName: '@code.aryan',
        scopes: ['instagram_business_basic'],
      }),
    ]);
    expect(JSON.stringify(accounts)).not.toContain('IGAA');
    // The long-lived token (60 days) is kept, sealed.
    const [row] = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, session.user.id));
    expect(row).toMatchObject({ providerAccountId: DEMO_CREATOR.userId });
    expect(row!.accessToken).not.toContain('IGAA');
    expect((row!.accessTokenExpiresAt!.getTime() - Date.now()) / DAY).toBeGreaterThan(59);

    // Discovery's "Verified by creator" filter finds it.
    await expectVerifiedInDiscovery(t, 'instagram', imported!.id);

    // The same Instagram account signs the same Collabify account in again.
    const again = await signIn('code.aryan');
    expect(again).toMatchObject({ created: false, user: { id: session.user.id } });
  });

  it('creates a verified profile for an account no dataset has', async () => {
    const username = handle('new.creator');
    const { userId } = addCreator(username, { followers: 9_876, mediaCount: 54 });
    const session = await signIn(username);
    expect(session.created).toBe(true);
    expect(await profileWithId(userId)).toMatchObject({
      platform: 'instagram',
      username,
      name: `Creator ${username}`,
      followers: 9_876,
      posts: 54,
      profileUrl: `https://www.instagram.com/${username}/`,
      ownerVerifiedAt: expect.any(Date),
    });
  });

  it('lets only professional accounts sign in', async () => {
    const username = handle('jamie.personal');
    meta.addInstagramAccount({
      username,
      name: 'Jamie',
      accountType: 'PERSONAL',
      followers: 80,
      follows: 90,
      mediaCount: 3,
    });
    // Instagram's own page refuses a personal account; it can only cancel, which sends no code.
    const url = await startAuthorization(t, 'instagram');
    await expect(meta.consent(url, { username })).rejects.toThrow(/personal account/);
    const cancelled = new URL(await meta.consent(url, { deny: true })).searchParams;
    expect(cancelled.get('code')).toBeNull();
    expect(cancelled.get('error')).toBe('access_denied');

    // Should Instagram answer a personal account anyway, the sign-in refuses it, saying why.
    const refusal = (() => {
      try {
        instagramAccount(
          {
            userId: '17841400000000001',
            id: '2000000000000001',
            username,
            name: 'Jamie',
            accountType: 'PERSONAL',
            pictureUrl: null,
            followers: 80,
            follows: 90,
            mediaCount: 3,
          },
          'body.code',
        );
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 400,
      errors: [{ path: 'body.code' }],
      detail: expect.stringMatching(/not a professional Instagram account.*business and creator/),
    });
    expect(
      instagramAccount(
        {
          userId: '17841400000000002',
          id: null,
          username: 'brand.shop',
          name: null,
          accountType: 'BUSINESS',
          pictureUrl: null,
          followers: 1,
          follows: 1,
          mediaCount: 1,
        },
        'body.code',
      ),
    ).toMatchObject({ platform: 'instagram', platformId: '17841400000000002', posts: 1 });
  });

  it('refuses an unknown, reused or other provider’s state', async () => {
    const username = handle('state.tester');
    addCreator(username);
    const callback = await consentAs(username);
    const facebookState = new URL(await startAuthorization(t, 'facebook')).searchParams.get(
      'state',
    )!;
    await expectStateRules(login, callback, { code: 'AQ-any-code', state: facebookState });
  });

  it('answers 400 naming the code when Instagram refuses it: unknown, used or expired', async () => {
    const username = handle('code.tester');
    addCreator(username);
    const stateOnly = () =>
      startAuthorization(t, 'instagram').then((url) => callbackParams(url).state);

    const unknown = await login({ code: 'AQ-not-a-code', state: await stateOnly() });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(problemPath(unknown)).toBe('body.code');
    expect(unknown.json().detail).toMatch(/Invalid authorization code/);

    const first = await consentAs(username);
    expect((await login(first)).statusCode).toBe(200);
    const used = await login({ code: first.code, state: await stateOnly() });
    expect(used.statusCode).toBe(400);
    expect(problemPath(used)).toBe('body.code');
    expect(used.json().detail).toMatch(/has been used/);

    // Codes live an hour at Instagram.
    const old = await consentAs(username);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HOUR + 60_000 });
    const expired = await login({ code: old.code, state: await stateOnly() });
    expect(expired.statusCode).toBe(400);
    expect(problemPath(expired)).toBe('body.code');
    expect(expired.json().detail).toMatch(/has expired/);
  });

  it('answers 409 when the profile belongs to another account', async () => {
    const username = handle('taken');
    const { userId } = addCreator(username);
    const [profile] = await insertInfluencers(t.database.db, 1, 75_000 + sequence, {
      platform: 'instagram',
      platformId: userId,
      username,
    });
    const holder = await t.signUp({ role: 'influencer' });
    await t.database.db
      .update(influencerAccounts)
      .set({ influencerId: profile!.id, linkedBy: 'admin' })
      .where(eq(influencerAccounts.userId, holder.user.id));
    const res = await login(await consentAs(username));
    expect(res.statusCode, res.body).toBe(409);
    // Nothing of the refused sign-in was kept.
    const rows = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.providerAccountId, userId));
    expect(rows).toEqual([]);
    const [created] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `instagram-${userId}@creators.collabify.invalid`));
    expect(created).toBeUndefined();
  });
});

describe('Instagram numbers refreshed with the stored token', () => {
  /** The stored (sealed) token and its expiry. */
  const stored = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, 'instagram')))
    )[0];
  /** A session valid now (fake timers may have moved past the sign-in's 7 days). */
  const sessionOf = async (userId: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    return t.ctx.tokens.sign({ userId, tokenVersion: user!.tokenVersion });
  };
  const refresh = async (userId: string) =>
    t.request({
      method: 'POST',
      url: '/api/users/social-accounts/instagram/refresh',
      token: await sessionOf(userId),
    });
  /** Long-lived tokens Instagram issued to the account. */
  const longTokens = (accountId: string) =>
    meta.instagramTokens.filter((token) => token.accountId === accountId && token.kind === 'long');

  it('keeps the token until 7 days before it expires, then refreshes it; never one younger than 24 hours', async () => {
    const username = handle('refresher');
    const { userId } = addCreator(username);
    const start = Date.now();
    const session = await signIn(username);
    const first = await stored(session.user.id);
    expect(longTokens(userId)).toHaveLength(1);

    // Right after the sign-in, a day later less an hour, and at 52 days: the token is used as is
    // (Instagram would refuse to refresh it before it is 24 hours old).
    for (const at of [0, 23 * HOUR, 52 * DAY]) {
      vi.useFakeTimers({ toFake: ['Date'], now: start + at });
      const res = await refresh(session.user.id);
      expect(res.statusCode, res.body).toBe(204);
      expect((await stored(session.user.id))!.accessToken).toBe(first!.accessToken);
      expect(longTokens(userId)).toHaveLength(1);
    }

    // Past 53 days it is within 7 days of its expiry: refreshed, and the new one (60 days from
    // now) stored and used.
    const renewedAt = start + 54 * DAY;
    vi.useFakeTimers({ toFake: ['Date'], now: renewedAt });
    const res = await refresh(session.user.id);
    expect(res.statusCode, res.body).toBe(204);
    const tokens = longTokens(userId);
    expect(tokens).toHaveLength(2);
    expect(tokens[1]!.issuedAt).toBe(renewedAt);
    const second = await stored(session.user.id);
    expect(second!.accessToken).not.toBe(first!.accessToken);
    expect(second!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(renewedAt + 59 * DAY);
    const [profile] = await t.database.db
      .select()
      .from(influencers)
      .where(eq(influencers.platformId, userId));
    expect(profile!.ownerVerifiedAt!.getTime()).toBe(renewedAt);

    // The refreshed token is young again: the next refreshes leave it alone.
    vi.useFakeTimers({ toFake: ['Date'], now: renewedAt + HOUR });
    expect((await refresh(session.user.id)).statusCode).toBe(204);
    expect(longTokens(userId)).toHaveLength(2);
    expect((await stored(session.user.id))!.accessToken).toBe(second!.accessToken);
  });

  it('forgets the connection and asks to connect again when Instagram ended the token', async () => {
    const username = handle('ended');
    addCreator(username);
    const session = await signIn(username);
    meta.expireTokens();
    const res = await refresh(session.user.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toBe('Your Instagram connection has ended. Connect it again.');
    expect(await stored(session.user.id)).toBeUndefined();
    expect((await refresh(session.user.id)).statusCode).toBe(404);
  });

  it('forgets the connection when the token expired unrefreshed (past 60 days)', async () => {
    const username = handle('lapsed');
    addCreator(username);
    const start = Date.now();
    const session = await signIn(username);
    vi.useFakeTimers({ toFake: ['Date'], now: start + 61 * DAY });
    const res = await refresh(session.user.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toMatch(/Connect it again/);
    expect(await stored(session.user.id)).toBeUndefined();
  });

  it('disconnects (Instagram has no revocation): the connection is forgotten, the profile stays linked', async () => {
    const username = handle('leaver');
    const { userId } = addCreator(username);
    const session = await signIn(username);
    const res = await t.request({
      method: 'DELETE',
      url: '/api/users/social-accounts/instagram',
      token: session.token,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored(session.user.id)).toBeUndefined();
    const link = await profileLinkOf(t, session.user.id);
    expect(link!.influencerId).toBe((await profileWithId(userId))!.id);
    expect((await refresh(session.user.id)).statusCode).toBe(404);
  });
});

describe('the code exchange’s answer', () => {
  it('reads the older flat shape too, keeping every digit of a numeric user_id', async () => {
    // Business Login answers `{data: [{…}]}` (the local Meta does, above); older pages show the
    // flat shape with `user_id` as a JSON number, above 2^53 here.
    const client = new InstagramClient({ appId: 'ig-app', appSecret: 'ig-secret' });
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(
          '{"access_token":"IGAAflat","user_id":17841405793187218,"permissions":"instagram_business_basic"}',
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      );
    try {
      await expect(
        client.exchangeCode({
          redirectUri: `${APP_URL}/auth/callback/instagram`,
          code: 'AQcode#_',
        }),
      ).resolves.toEqual({
        accessToken: 'IGAAflat',
        userId: '17841405793187218',
        permissions: ['instagram_business_basic'],
      });
      const [url, init] = fetchSpy.mock.calls[0]!;
      expect(String(url)).toBe('https://api.instagram.com/oauth/access_token');
      expect(init?.method).toBe('POST');
      expect(Object.fromEntries(init!.body as URLSearchParams)).toEqual({
        client_id: 'ig-app',
        client_secret: 'ig-secret',
        grant_type: 'authorization_code',
        redirect_uri: `${APP_URL}/auth/callback/instagram`,
        code: 'AQcode',
      });
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

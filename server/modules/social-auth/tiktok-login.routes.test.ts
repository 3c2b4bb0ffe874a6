import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SocialSession } from '@shared/schemas/social';
import { influencerAccounts, influencers, socialAccounts, users } from '../../db/schema';
import {
  type FakeTikTok,
  type FakeTikTokUserInput,
  startFakeTikTok,
} from '@providers/tiktok/server';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import {
  callbackParams,
  expectStateRules,
  expectVerifiedInDiscovery,
  profileLinkOf,
  socialAccountsOf,
  startAuthorization,
} from '../../test/oauth';
import { issueState } from './oauth-state';
import { noEmailAddress } from './sign-in';
import { openTokens } from './token-sealing';

/**
 * A creator's TikTok sign-in (issue 18) against the local TikTok, through the HTTP API: the
 * consent with PKCE and a single-use state, the code exchange, user info limited to the granted
 * scopes, the profile linked by open_id or by the imported handle, and the refresh of the numbers
 * with TikTok's 2-hour access tokens and rotating refresh tokens (integrations.md §5).
 */

const CLIENT_KEY = 'tiktok-tests-key';
const CLIENT_SECRET = 'tiktok-tests-secret';
/** `ctx.appUrl` of the test app, and so the registered redirect URI. */
const REDIRECT_URI = 'http://localhost:3000/auth/callback/tiktok';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let tiktok: FakeTikTok;
let t: TestApp;
let sequence = 0;

beforeAll(async () => {
  // PKCE required, so every sign-in below proves the app sends a challenge and its verifier.
  tiktok = await startFakeTikTok({
    clientKey: CLIENT_KEY,
    clientSecret: CLIENT_SECRET,
    redirectUris: [REDIRECT_URI],
    requirePkce: true,
    now: () => new Date(),
  });
  t = await buildTestApp({
    tiktok: { clientKey: CLIENT_KEY, clientSecret: CLIENT_SECRET, testServerUrl: tiktok.origin },
  });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
  await tiktok?.close();
});

/** Adds a TikTok user (a unique username unless given); answers its username and open_id. */
function addCreator(input: Partial<FakeTikTokUserInput> = {}) {
  const username = input.username ?? `tt${++sequence}_${Date.now().toString(36)}`;
  const { openId } = tiktok.addUser({
    username,
    displayName: `Creator ${sequence}`,
    followers: 12_000,
    following: 80,
    likes: 530_000,
    videos: 97,
    ...input,
  });
  return { username, openId };
}

const login = (payload: object) =>
  t.request({ method: 'POST', url: '/api/auth/influencer-tiktok-login', payload });

/** A whole sign-in as `username`, unticking `decline` on TikTok's page. */
async function signIn(username: string, opts: { decline?: string[]; redirect?: string } = {}) {
  const consented = await tiktok.consent(await startAuthorization(t, 'tiktok', opts.redirect), {
    username,
    decline: opts.decline,
  });
  return login(callbackParams(consented));
}

/** Signs in and answers the session (asserting 200). */
async function signedIn(username: string, opts: { decline?: string[] } = {}) {
  const res = await signIn(username, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SocialSession>();
}

const refresh = (token: string) =>
  t.request({ method: 'POST', url: '/api/users/social-accounts/tiktok/refresh', token });

/** The stored TikTok connection of a user (tokens sealed), or undefined. */
async function connectionOf(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  return row;
}

const profileWith = async (platformId: string) =>
  (await t.database.db.select().from(influencers).where(eq(influencers.platformId, platformId)))[0];

/** A request straight to the local TikTok's OAuth endpoints, as TikTok's own clients would. */
const tiktokOauth = (path: 'token' | 'revoke', form: Record<string, string>) =>
  fetch(`${tiktok.origin}/open.tiktokapis.com/v2/oauth/${path}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_key: CLIENT_KEY, client_secret: CLIENT_SECRET, ...form }),
  });

describe('TikTok sign-in (creators)', () => {
  it('creates a creator account and a verified profile, and signs the same account in after', async () => {
    const { username, openId } = addCreator({ displayName: 'Jamie Makes', followers: 45_100 });
    const res = await signIn(username, { redirect: '/dashboard' });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<SocialSession>();
    expect(session).toMatchObject({
      created: true,
      redirect: '/dashboard',
      // TikTok shares no email: an unreachable, unverified address.
      user: { roles: ['influencer'], name: 'Jamie Makes', email: noEmailAddress('tiktok', openId) },
    });

    const profile = await profileWith(openId);
    expect(profile).toMatchObject({
      platform: 'tiktok',
      username,
      usernameKind: 'handle',
      name: 'Jamie Makes',
      followers: 45_100,
      posts: 97,
      profileUrl: `https://www.tiktok.com/@${username}`,
    });
    expect(profile!.avatarUrl).toMatch(/^http/);
    expect(profile!.ownerVerifiedAt).not.toBeNull();
    expect(profile!.metrics).toMatchObject({
      followers: { value: 45_100, sourceName: 'Verified by the creator (TikTok sign-in)' },
    });
    const link = await profileLinkOf(t, session.user.id);
    expect(link).toMatchObject({ influencerId: profile!.id, linkedBy: 'social' });

    // The connection keeps both tokens sealed, with TikTok's lifetimes (2 h, 180 days).
    const connection = (await connectionOf(session.user.id))!;
    expect(connection).toMatchObject({
      provider: 'tiktok',
      providerAccountId: openId,
      displayName: `@${username}`,
      scopes: ['user.info.basic', 'user.info.profile', 'user.info.stats'],
    });
    expect(connection.accessToken).not.toContain('act.');
    expect(connection.refreshToken).not.toContain('rft.');
    expect(openTokens(t.ctx, connection).refreshToken).toMatch(/^rft\./);
    expect(connection.accessTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(1.9 * HOUR);
    expect(connection.accessTokenExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(2 * HOUR);
    expect(connection.refreshTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(179 * DAY);

    const accounts = await socialAccountsOf(t, session.token);
    expect(accounts).toEqual([
      expect.objectContaining({ provider: 'tiktok', displayName: `@${username}` }),
    ]);
    expect(JSON.stringify(accounts)).not.toMatch(/act\.|rft\./);

    const again = await signedIn(username);
    expect(again).toMatchObject({ created: false, user: { id: session.user.id } });
  });

  it('links the imported @nicolebloomgarden by her handle, refreshes her numbers and marks them verified', async () => {
    // As the TIDES import stores her: TikTok's numeric user id, which no sign-in ever sees
    // (open_id is per app), and her confirmed handle.
    const [imported] = await insertInfluencers(t.database.db, 1, 70_000, {
      platform: 'tiktok',
      platformId: '6631719214259453958',
      username: 'nicolebloomgarden',
      usernameKind: 'handle',
      name: 'nicolebloomgarden',
      followers: 675_600,
      posts: 900,
    });
    const { openId } = addCreator({
      username: 'nicolebloomgarden',
      displayName: 'Nicole Bloomgarden',
      followers: 852_600,
      videos: 1_000,
      verified: true,
    });
    const session = await signedIn('nicolebloomgarden');

    const [profile] = await t.database.db
      .select()
      .from(influencers)
      .where(eq(influencers.id, imported!.id));
    expect(profile).toMatchObject({
      followers: 852_600,
      posts: 1_000,
      name: 'Nicole Bloomgarden',
      platformId: '6631719214259453958', // the dataset's id is kept
    });
    expect(profile!.ownerVerifiedAt).not.toBeNull();
    expect(profile!.sources).toContain('owner');
    expect(await profileWith(openId)).toBeUndefined(); // no second profile
    const link = await profileLinkOf(t, session.user.id);
    expect(link).toMatchObject({ influencerId: imported!.id, linkedBy: 'social' });

    // Discovery's "Verified by creator" filter finds her, with the date on her card.
    await expectVerifiedInDiscovery(t, 'tiktok', imported!.id);
  });

  it('links a profile imported with only a username, which then gets the open_id', async () => {
    const username = `hype${++sequence}_${Date.now().toString(36)}`;
    const [imported] = await insertInfluencers(t.database.db, 1, 71_000 + sequence, {
      platform: 'tiktok',
      platformId: null,
      username: username.toUpperCase(), // handles match ignoring case
      followers: 2_000,
    });
    const { openId } = addCreator({ username, followers: 2_500 });
    await signedIn(username);
    expect(await profileWith(openId)).toMatchObject({ id: imported!.id, followers: 2_500 });
  });

  it('refuses an unknown, reused or other provider’s state (400 naming body.state)', async () => {
    const { username } = addCreator();
    const consented = callbackParams(
      await tiktok.consent(await startAuthorization(t, 'tiktok'), { username }),
    );
    const youtube = await issueState(t.ctx, 'youtube', { userId: null, redirectPath: null });
    await expectStateRules(login, consented, { code: consented.code, state: youtube.state });
  });

  it('refuses a code bound to another PKCE challenge, and a code already used (400 naming body.code)', async () => {
    const { username } = addCreator();
    const url = new URL(await startAuthorization(t, 'tiktok'));
    url.searchParams.set('code_challenge', 'A'.repeat(43));
    const wrong = await login(callbackParams(await tiktok.consent(url.toString(), { username })));
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().errors[0].path).toBe('body.code');
    expect(wrong.json().detail).toMatch(/verifier/i);

    const used = callbackParams(
      await tiktok.consent(await startAuthorization(t, 'tiktok'), { username }),
    );
    expect((await login(used)).statusCode).toBe(200);
    // The same code with a fresh state (so the state check passes): TikTok refuses it.
    const fresh = callbackParams(
      await tiktok.consent(await startAuthorization(t, 'tiktok'), { username }),
    );
    const reused = await login({ code: used.code, state: fresh.state });
    expect(reused.statusCode, reused.body).toBe(400);
    expect(reused.json().errors[0].path).toBe('body.code');
    expect(reused.json().detail).toMatch(/used/i);
  });

  it('signs in with the counts unknown when the stats are declined, and refuses without the username', async () => {
    const { username, openId } = addCreator({ followers: 5_000, videos: 40 });
    const session = await signedIn(username, { decline: ['user.info.stats'] });
    expect(await profileWith(openId)).toMatchObject({ username, followers: null, posts: null });
    expect((await connectionOf(session.user.id))!.scopes).toEqual([
      'user.info.basic',
      'user.info.profile',
    ]);
    // The refresh asks only for the granted fields (a stats field would fail the whole read).
    const refreshed = await refresh(session.token);
    expect(refreshed.statusCode, refreshed.body).toBe(204);
    expect((await profileWith(openId))!.ownerVerifiedAt).not.toBeNull();

    const other = addCreator();
    const refused = await signIn(other.username, { decline: ['user.info.profile'] });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors[0].path).toBe('body.code');
    expect(refused.json().detail).toMatch(/username/);
    expect(await profileWith(other.openId)).toBeUndefined();
  });

  it('answers 409 when the profile is linked to another Collabify account', async () => {
    const username = `taken${++sequence}_${Date.now().toString(36)}`;
    const [profile] = await insertInfluencers(t.database.db, 1, 72_000 + sequence, {
      platform: 'tiktok',
      username,
    });
    const holder = await t.signUp({ role: 'influencer' });
    await t.database.db
      .update(influencerAccounts)
      .set({ influencerId: profile!.id, linkedBy: 'admin' })
      .where(eq(influencerAccounts.userId, holder.user.id));
    const { openId } = addCreator({ username });
    const res = await signIn(username);
    expect(res.statusCode, res.body).toBe(409);
    // Nothing of the refused sign-in stays: no account, no connection.
    const created = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, noEmailAddress('tiktok', openId)));
    expect(created).toEqual([]);
  });
});

describe('TikTok numbers refresh', () => {
  it('renews once when two refreshes race, so the rotated refresh token is spent once', async () => {
    const { username } = addCreator();
    const session = await signedIn(username);
    const first = (await connectionOf(session.user.id))!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * HOUR + 1_000 });
    // Two tabs at once: the second would send the refresh token the first just rotated away.
    const answers = await Promise.all([refresh(session.token), refresh(session.token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204]);
    const renewed = (await connectionOf(session.user.id))!;
    expect(renewed.accessToken).not.toBe(first.accessToken);
    const refreshed = await tiktokOauth('token', {
      grant_type: 'refresh_token',
      refresh_token: openTokens(t.ctx, renewed).refreshToken!,
    });
    expect(refreshed.status).toBe(200);
  });

  it('renews the 2-hour access token with the rotated refresh token, and once when TikTok ends it early', async () => {
    const { username } = addCreator();
    const session = await signedIn(username);
    const first = (await connectionOf(session.user.id))!;
    expect((await refresh(session.token)).statusCode).toBe(204);
    expect((await connectionOf(session.user.id))!.accessToken).toBe(first.accessToken);

    // Two hours later the access token has expired (TikTok's clock and ours): it is renewed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * HOUR + 1_000 });
    const later = await refresh(session.token);
    expect(later.statusCode, later.body).toBe(204);
    const second = (await connectionOf(session.user.id))!;
    expect(second.accessToken).not.toBe(first.accessToken);
    const oldTokens = openTokens(t.ctx, first);
    const newTokens = openTokens(t.ctx, second);
    // TikTok rotated the refresh token: the new one is stored (sealed), the old one is dead.
    expect(newTokens.refreshToken).toMatch(/^rft\./);
    expect(newTokens.refreshToken).not.toBe(oldTokens.refreshToken);
    expect(second.refreshToken).not.toContain('rft.');
    expect(second.refreshTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(179 * DAY);
    expect(second.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + HOUR);
    const stale = await tiktokOauth('token', {
      grant_type: 'refresh_token',
      refresh_token: oldTokens.refreshToken!,
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ error: 'invalid_grant' });

    // TikTok ends every access token early: the 401 renews it once.
    tiktok.expireAccessTokens();
    const early = await refresh(session.token);
    expect(early.statusCode, early.body).toBe(204);
    expect((await connectionOf(session.user.id))!.accessToken).not.toBe(second.accessToken);
  });

  it('forgets a grant the creator revoked at TikTok and answers 409', async () => {
    const { username } = addCreator();
    const session = await signedIn(username);
    const { accessToken } = openTokens(t.ctx, (await connectionOf(session.user.id))!);
    // The creator removes Collabify in TikTok's settings: every token of the grant ends.
    expect((await tiktokOauth('revoke', { token: accessToken! })).status).toBe(200);

    const res = await refresh(session.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toMatch(/TikTok connection has ended/);
    expect(await connectionOf(session.user.id)).toBeUndefined();
    expect((await refresh(session.token)).statusCode).toBe(404);
  });

  it('revokes the tokens at TikTok on disconnect; signing in again finds the same account', async () => {
    const { username, openId } = addCreator();
    const session = await signedIn(username);
    const { accessToken } = openTokens(t.ctx, (await connectionOf(session.user.id))!);
    const before = tiktok.revoked.length;
    const res = await t.request({
      method: 'DELETE',
      url: '/api/users/social-accounts/tiktok',
      token: session.token,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(tiktok.revoked.length).toBe(before + 1);
    expect(tiktok.revoked.at(-1)).toMatchObject({ openId, token: accessToken });
    const info = await fetch(`${tiktok.origin}/open.tiktokapis.com/v2/user/info/?fields=open_id`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(info.status).toBe(401);
    const again = await t.request({
      method: 'DELETE',
      url: '/api/users/social-accounts/tiktok',
      token: session.token,
    });
    expect(again.statusCode).toBe(404);

    // TikTok shares no email, yet signing in again reaches the same account, profile and all.
    const back = await signedIn(username);
    expect(back).toMatchObject({ created: false, user: { id: session.user.id } });
    expect(await connectionOf(session.user.id)).toBeDefined();
  });
});

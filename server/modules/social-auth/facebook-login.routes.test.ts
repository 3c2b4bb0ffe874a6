import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { SocialSession } from '@shared/schemas/social';
import { socialAccounts, users } from '../../db/schema';
import { MetaAuthError } from '../../integrations/meta/graph-errors';
import type { FakeMeta } from '@providers/meta/server';
import { buildTestApp, type TestApp, uniqueEmail } from '../../test/build-test-app';
import { APP_URL, useMetaApp } from '../../test/meta-app';
import {
  callbackParams,
  expectStateRules,
  socialAccountsOf,
  startAuthorization,
} from '../../test/oauth';

/**
 * Facebook sign-in for advertisers (issue 18) against the local Meta, through the HTTP API: the
 * manual Login flow (dialog → code → user token), `debug_token` checks (valid, this app's, the
 * same person as `/me`), the email Facebook shares, and removing the app at Meta on disconnect
 * (integrations.md §4.1).
 */

const FACEBOOK = { appId: '1357924680135792', appSecret: 'fb-login-tests-secret' };
const INSTAGRAM = { appId: '2468013579246801', appSecret: 'ig-login-tests-secret' };

let meta: FakeMeta;
let t: TestApp;

useMetaApp({ facebook: FACEBOOK, instagram: INSTAGRAM }, (started) => {
  ({ meta, t } = started);
});

const login = (payload: object) =>
  t.request({ method: 'POST', url: '/api/auth/facebook-login', payload });

/** A person on the "Continue as" dialog, consenting (optionally declining `email`). */
async function consentAs(userId: string, opts: { decline?: string[]; redirect?: string } = {}) {
  return callbackParams(
    await meta.consent(await startAuthorization(t, 'facebook', opts.redirect), {
      userId,
      decline: opts.decline ?? [],
    }),
  );
}

const problemPath = (res: { json: () => { errors?: { path: string }[] } }) =>
  res.json().errors?.[0]?.path;

describe('Facebook sign-in (advertisers)', () => {
  it('creates an advertiser on the first sign-in and signs the same account in after', async () => {
    const email = uniqueEmail('fb-brand');
    const { id } = meta.addFacebookUser({ name: 'Fern Facebook', email });
    const first = await login(await consentAs(id, { redirect: '/influencer' }));
    expect(first.statusCode, first.body).toBe(200);
    const session = first.json<SocialSession>();
    expect(session).toMatchObject({
      created: true,
      redirect: '/influencer',
      user: { email, name: 'Fern Facebook', roles: ['advertiser'] },
    });

    const again = await login(await consentAs(id));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<SocialSession>()).toMatchObject({
      created: false,
      redirect: null,
      user: { id: session.user.id },
    });

    const accounts = await socialAccountsOf(t, session.token);
    expect(accounts).toEqual([
      expect.objectContaining({
        provider: 'facebook',
        displayName: email,
        scopes: expect.arrayContaining(['email', 'public_profile']),
      }),
    ]);
    // The user token is kept only sealed, for the revocation on disconnect.
    expect(JSON.stringify(accounts)).not.toContain('EAA');
    const [row] = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, session.user.id));
    expect(row).toMatchObject({ provider: 'facebook', providerAccountId: id });
    expect(row!.accessToken).toBeTruthy();
    expect(row!.accessToken).not.toContain('EAA');
    const days = (row!.accessTokenExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThanOrEqual(60);
  });

  it('links an existing account by the email Facebook confirmed', async () => {
    const existing = await t.signUp({ email: uniqueEmail('fb-existing') });
    const { id } = meta.addFacebookUser({
      name: 'Existing Person',
      email: existing.user.email.toUpperCase(),
    });
    const res = await login(await consentAs(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SocialSession>()).toMatchObject({
      created: false,
      user: { id: existing.user.id, email: existing.user.email },
    });
  });

  it('refuses an account that shares no email address, and creates nothing', async () => {
    const withoutEmail = meta.addFacebookUser({ name: 'Sam Okafor', email: null });
    const declined = meta.addFacebookUser({
      name: 'Jamie Rivera',
      email: uniqueEmail('fb-declined'),
    });
    for (const [id, decline] of [
      [withoutEmail.id, []],
      [declined.id, ['email']],
    ] as const) {
      const res = await login(await consentAs(id, { decline: [...decline] }));
      expect(res.statusCode, res.body).toBe(400);
      expect(problemPath(res)).toBe('body.code');
      expect(res.json().detail).toMatch(/shares no email address/);
      expect(res.json().detail).toMatch(/allow your email address, or sign in another way/);
      const rows = await t.database.db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.providerAccountId, id));
      expect(rows).toEqual([]);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.name, 'Sam Okafor'));
    expect(user).toBeUndefined();
  });

  it('refuses an unknown, reused, expired or other provider’s state', async () => {
    const { id } = meta.addFacebookUser({ name: 'State Tester', email: uniqueEmail('fb-state') });
    const callback = await consentAs(id);
    // A state issued for Instagram is not Facebook's.
    const instagramState = new URL(await startAuthorization(t, 'instagram')).searchParams.get(
      'state',
    )!;
    await expectStateRules(login, callback, { code: 'AQ-any-code', state: instagramState });

    // A state lives 10 minutes.
    const late = await consentAs(id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    const expired = await login(late);
    expect(expired.statusCode).toBe(400);
    expect(problemPath(expired)).toBe('body.state');
  });

  it('answers 400 naming the code when Meta refuses it: unknown, used or expired', async () => {
    const { id } = meta.addFacebookUser({ name: 'Code Tester', email: uniqueEmail('fb-code') });
    const stateOnly = () =>
      startAuthorization(t, 'facebook').then((url) => callbackParams(url).state);

    const unknown = await login({ code: 'AQ-not-a-code-meta-issued', state: await stateOnly() });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(problemPath(unknown)).toBe('body.code');

    const first = await consentAs(id);
    expect((await login(first)).statusCode).toBe(200);
    const used = await login({ code: first.code, state: await stateOnly() });
    expect(used.statusCode).toBe(400);
    expect(problemPath(used)).toBe('body.code');
    expect(used.json().detail).toMatch(/Facebook did not accept the sign-in: .*been used/);

    // Codes live 10 minutes at Meta: a fresh state does not revive an old code.
    const old = await consentAs(id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    const expired = await login({ code: old.code, state: await stateOnly() });
    expect(expired.statusCode).toBe(400);
    expect(problemPath(expired)).toBe('body.code');
    expect(expired.json().detail).toMatch(/expired/);
  });

  it('checks every token with debug_token: another app’s token and an ended one are refused', async () => {
    const { id } = meta.addFacebookUser({ name: 'Token Tester', email: uniqueEmail('fb-token') });
    const facebook = t.ctx.facebook!;
    const ours = await facebook.exchangeCode({
      redirectUri: `${APP_URL}/auth/callback/facebook`,
      code: (await consentAs(id)).code,
    });
    await expect(facebook.debugToken(ours.accessToken)).resolves.toEqual({
      userId: id,
      scopes: expect.arrayContaining(['email', 'public_profile']),
    });

    // Another app's token is live and names the same person: only the app_id check catches it.
    const foreign = meta.tokenOfOtherApp(id);
    const refusal = await facebook.debugToken(foreign).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MetaAuthError);
    expect((refusal as Error).message).toMatch(/another app/);
    // …though `/me` alone would have answered for it.
    await expect(facebook.me(foreign)).resolves.toMatchObject({ id });

    await expect(facebook.debugToken('EAAnot-a-token-meta-issued')).rejects.toThrow(MetaAuthError);
    await facebook.revoke(ours.accessToken);
    await expect(facebook.debugToken(ours.accessToken)).rejects.toMatchObject({
      code: 190,
      subcode: 458,
    });
  });

  // A Facebook account connected to one Collabify account always signs that account in (the
  // connection is looked up before the email), so the 409 of a connection taken by another
  // account can only come from two first sign-ins racing on PostgreSQL; here they end in one.
  it('signs concurrent first sign-ins of one Facebook account into one account', async () => {
    const email = uniqueEmail('fb-race');
    const { id } = meta.addFacebookUser({ name: 'Race Person', email });
    const [a, b] = await Promise.all([login(await consentAs(id)), login(await consentAs(id))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ids = [a, b].map((res) => res.json<SocialSession>().user.id);
    expect(ids[0]).toBe(ids[1]);
    const rows = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.providerAccountId, id));
    expect(rows).toHaveLength(1);
  });

  it('removes the app at Meta on disconnect: the stored token stops working', async () => {
    const email = uniqueEmail('fb-disconnect');
    const { id } = meta.addFacebookUser({ name: 'Dis Connect', email });
    const session = (await login(await consentAs(id))).json<SocialSession>();
    const issued = meta.facebookTokens.filter((token) => token.userId === id);
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.every((token) => token.revokedAt === null)).toBe(true);

    const res = await t.request({
      method: 'DELETE',
      url: '/api/users/social-accounts/facebook',
      token: session.token,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(
      meta.facebookTokens.filter((token) => token.userId === id).every((t) => t.revokedAt),
    ).toBe(true);
    const me = await fetch(`${meta.origin}/graph.facebook.com/v25.0/me`, {
      headers: { Authorization: `Bearer ${issued.at(-1)!.token}` },
    });
    expect(me.status).toBe(400);
    expect(await me.json()).toMatchObject({ error: { code: 190, error_subcode: 458 } });

    const again = await t.request({
      method: 'DELETE',
      url: '/api/users/social-accounts/facebook',
      token: session.token,
    });
    expect(again.statusCode).toBe(404);
    // Signing in again consents again and finds the same account by its email.
    const back = await login(await consentAs(id));
    expect(back.json<SocialSession>()).toMatchObject({
      created: false,
      user: { id: session.user.id },
    });
  });
});

describe('Facebook and Instagram without keys', () => {
  it('lists both as configured here, and answers 503 naming them on a server without keys', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/social-providers' });
    const configured = res
      .json<{ providers: { id: string; configured: boolean }[] }>()
      .providers.filter((p) => p.configured)
      .map((p) => p.id);
    expect(configured).toEqual(['facebook', 'instagram']);
    const bare = await buildTestApp();
    try {
      for (const [url, name] of [
        ['/api/auth/facebook-login', 'Facebook'],
        ['/api/auth/influencer-ins-login', 'Instagram'],
      ] as const) {
        const off = await bare.request({
          method: 'POST',
          url,
          payload: { code: 'AQ-code', state: 's'.repeat(43) },
        });
        expect(off.statusCode).toBe(503);
        expect(off.json().title).toBe(`${name} is not configured`);
      }
    } finally {
      await bare.close();
    }
  });
});

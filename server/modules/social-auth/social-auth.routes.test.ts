import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SocialSession } from '@shared/schemas/social';
import { influencerAccounts, influencers, socialAccounts } from '../../db/schema';
import { type FakeGoogle, startFakeGoogle } from '@providers/google/server';
import { buildTestApp, type TestApp, uniqueEmail } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { expectValidationProblem } from '../../test/problems';
import {
  callbackParams,
  expectStateRules,
  expectVerifiedInDiscovery,
  profileLinkOf,
  socialAccountsOf,
  startAuthorization,
} from '../../test/oauth';

/**
 * Social sign-in with Google and YouTube (issue 18) against the local Google: the OpenID Connect
 * code flow with PKCE and a single-use state, Sign in with Google ID tokens checked against the
 * JWKS, and a creator's YouTube sign-in linking their profile by channel id.
 */

const CLIENT_ID = 'social-tests.apps.googleusercontent.com';
const CLIENT_SECRET = 'social-tests-secret';

let google: FakeGoogle;
let t: TestApp;
let sequence = 0;
/** A channel id as YouTube makes them: UC and 22 characters. */
const channelIdOf = (tag: string) => `UC${`${tag}${++sequence}`.padEnd(22, 'x').slice(0, 22)}`;

beforeAll(async () => {
  google = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  t = await buildTestApp({
    google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, testServerUrl: google.origin },
  });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload });

/** A whole Google sign-in as `email` (who consents on the local page). */
async function signInWithGoogle(email: string) {
  const consented = await google.consent(await startAuthorization(t, 'google', '/influencer'), {
    email,
  });
  return post('/api/auth/google-login', callbackParams(consented));
}

describe('Google sign-in (advertisers)', () => {
  it('creates an advertiser on the first sign-in and signs the same account in after', async () => {
    const email = uniqueEmail('brand');
    google.addAccount({ email, name: 'Gia Google' });
    const first = await signInWithGoogle(email);
    expect(first.statusCode, first.body).toBe(200);
    const session = first.json<SocialSession>();
    expect(session).toMatchObject({
      created: true,
      redirect: '/influencer',
      user: { email, name: 'Gia Google', roles: ['advertiser'] },
    });
    const again = await signInWithGoogle(email);
    expect(again.json<SocialSession>()).toMatchObject({
      created: false,
      user: { id: session.user.id },
    });
    const me = await t.request({ method: 'GET', url: '/api/users/self', token: session.token });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a return path that would leave the app, naming query.redirect', async () => {
    for (const redirect of [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/%5Cevil.example',
      '\t//evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/auth/oauth/google/authorize?redirect=${encodeURIComponent(redirect)}`,
      });
      expectValidationProblem(res, 'query.redirect');
    }
    const kept = await t.request({
      method: 'GET',
      url: `/api/auth/oauth/google/authorize?redirect=${encodeURIComponent('/campaign?tab=active#top')}`,
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('links an existing account only by a verified email', async () => {
    const existing = await t.signUp({ email: uniqueEmail('existing') });
    google.addAccount({ email: existing.user.email, name: 'Existing Person' });
    const res = await signInWithGoogle(existing.user.email);
    expect(res.json<SocialSession>()).toMatchObject({
      created: false,
      user: { id: existing.user.id },
    });

    const unverified = uniqueEmail('unverified');
    google.addAccount({ email: unverified, name: 'Not Verified', emailVerified: false });
    const refused = await signInWithGoogle(unverified);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('body.code');
  });

  it('refuses an unknown, reused or other provider’s state', async () => {
    const email = uniqueEmail('state');
    google.addAccount({ email, name: 'State Tester' });
    const consented = callbackParams(
      await google.consent(await startAuthorization(t, 'google'), { email }),
    );
    const youtubeState = callbackParams(
      await google.consent(await startAuthorization(t, 'youtube'), { email }),
    );
    await expectStateRules((body) => post('/api/auth/google-login', body), consented, youtubeState);
  });

  it('refuses a code bound to another PKCE challenge (wrong verifier)', async () => {
    const email = uniqueEmail('pkce');
    google.addAccount({ email, name: 'Pkce Tester' });
    const url = new URL(await startAuthorization(t, 'google'));
    url.searchParams.set('code_challenge', 'A'.repeat(43));
    const res = await post(
      '/api/auth/google-login',
      callbackParams(await google.consent(url.toString(), { email })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.code');
    expect(res.json().detail).toMatch(/verifier/i);
  });

  it('accepts a Sign in with Google ID token and refuses expired, foreign, forged or unverified ones', async () => {
    const email = uniqueEmail('credential');
    google.addAccount({ email, name: 'Cred Person' });
    const ok = await post('/api/auth/google-login', {
      credential: await google.idToken({ email }),
    });
    expect(ok.statusCode, ok.body).toBe(200);

    for (const credential of [
      await google.idToken({ email }, { expiresInSeconds: -120 }),
      await google.idToken({ email }, { audience: 'someone-else.apps.googleusercontent.com' }),
      await google.idToken({ email }, { signWithUnpublishedKey: true }),
      await google.idToken({ email, email_verified: false }),
    ]) {
      const res = await post('/api/auth/google-login', { credential });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].path).toBe('body.credential');
    }
  });
});

describe('YouTube sign-in (creators)', () => {
  it('links the imported profile by channel id, refreshes its numbers and marks them verified', async () => {
    const channelId = channelIdOf('imported');
    const [imported] = await insertInfluencers(t.database.db, 1, 90_000 + sequence, {
      platform: 'youtube',
      platformId: channelId,
      username: `runner${sequence}`,
      followers: 1_000,
    });
    const email = uniqueEmail('creator');
    google.addAccount({
      email,
      name: 'Rae Runner',
      channel: {
        id: channelId,
        title: 'Rae Runs',
        handle: `@runner${sequence}`,
        subscriberCount: 123_456,
        videoCount: 321,
        viewCount: 9_000_000,
      },
    });
    const consented = await google.consent(await startAuthorization(t, 'youtube', '/dashboard'), {
      email,
    });
    const res = await post('/api/auth/influencer-youtube-login', callbackParams(consented));
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<SocialSession>();
    expect(session).toMatchObject({
      created: true,
      redirect: '/dashboard',
      user: { roles: ['influencer'] },
    });

    const [profile] = await t.database.db
      .select()
      .from(influencers)
      .where(eq(influencers.id, imported!.id));
    expect(profile!.followers).toBe(123_000); // YouTube rounds to 3 significant figures
    expect(profile!.posts).toBe(321);
    expect(profile!.ownerVerifiedAt).not.toBeNull();
    const link = await profileLinkOf(t, session.user.id);
    expect(link).toMatchObject({ influencerId: imported!.id, linkedBy: 'social' });

    const accounts = await socialAccountsOf(t, session.token);
    expect(accounts).toEqual([
      expect.objectContaining({ provider: 'youtube', displayName: `@runner${sequence}` }),
    ]);
    expect(JSON.stringify(accounts)).not.toContain('ya29');

    // Discovery's "Verified by creator" filter finds it, with the date on its card.
    await expectVerifiedInDiscovery(t, 'youtube', imported!.id);
  });

  it('creates a verified profile for a channel no dataset has, and refuses a Google account without one', async () => {
    const email = uniqueEmail('newcreator');
    const channelId = channelIdOf('new');
    google.addAccount({
      email,
      name: 'New Creator',
      channel: {
        id: channelId,
        title: 'Brand New',
        handle: `@brandnew${sequence}`,
        subscriberCount: 900,
        videoCount: 4,
        viewCount: 1000,
      },
    });
    const res = await post(
      '/api/auth/influencer-youtube-login',
      callbackParams(await google.consent(await startAuthorization(t, 'youtube'), { email })),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [created] = await t.database.db
      .select()
      .from(influencers)
      .where(eq(influencers.platformId, channelId));
    expect(created).toMatchObject({
      platform: 'youtube',
      username: `brandnew${sequence}`,
      followers: 900,
    });
    expect(created!.ownerVerifiedAt).not.toBeNull();

    const noChannel = uniqueEmail('nochannel');
    google.addAccount({ email: noChannel, name: 'No Channel' });
    const refused = await post(
      '/api/auth/influencer-youtube-login',
      callbackParams(
        await google.consent(await startAuthorization(t, 'youtube'), { email: noChannel }),
      ),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/no YouTube channel/);
  });

  it('answers 409 when the profile is linked to another account, and for a brand account’s email', async () => {
    const channelId = channelIdOf('taken');
    const [profile] = await insertInfluencers(t.database.db, 1, 95_000 + sequence, {
      platform: 'youtube',
      platformId: channelId,
    });
    const holder = await t.signUp({ role: 'influencer' });
    await t.database.db
      .update(influencerAccounts)
      .set({ influencerId: profile!.id, linkedBy: 'admin' })
      .where(eq(influencerAccounts.userId, holder.user.id));
    const email = uniqueEmail('taken');
    google.addAccount({
      email,
      name: 'Taken',
      channel: {
        id: channelId,
        title: 'Taken',
        handle: `@taken${sequence}`,
        subscriberCount: 10,
        videoCount: 1,
        viewCount: 10,
      },
    });
    const res = await post(
      '/api/auth/influencer-youtube-login',
      callbackParams(await google.consent(await startAuthorization(t, 'youtube'), { email })),
    );
    expect(res.statusCode, res.body).toBe(409);

    const brand = await t.signUp({ email: uniqueEmail('brandmail') });
    google.addAccount({
      email: brand.user.email,
      name: 'Brand Person',
      channel: {
        id: channelIdOf('brand'),
        title: 'B',
        handle: `@brand${sequence}`,
        subscriberCount: 1,
        videoCount: 1,
        viewCount: 1,
      },
    });
    const brandRes = await post(
      '/api/auth/influencer-youtube-login',
      callbackParams(
        await google.consent(await startAuthorization(t, 'youtube'), { email: brand.user.email }),
      ),
    );
    expect(brandRes.statusCode).toBe(409);
  });

  it('renews the access token before it expires, and once when Google ends it early', async () => {
    const email = uniqueEmail('refresh');
    google.addAccount({
      email,
      name: 'Re Fresh',
      channel: {
        id: channelIdOf('fresh'),
        title: 'Fresh',
        handle: `@fresh${sequence}`,
        subscriberCount: 7_000,
        videoCount: 70,
        viewCount: 70_000,
      },
    });
    const session = (
      await post(
        '/api/auth/influencer-youtube-login',
        callbackParams(await google.consent(await startAuthorization(t, 'youtube'), { email })),
      )
    ).json<SocialSession>();
    const storedToken = async () =>
      (
        await t.database.db
          .select()
          .from(socialAccounts)
          .where(eq(socialAccounts.userId, session.user.id))
      )[0]!.accessToken;
    const refresh = () =>
      t.request({
        method: 'POST',
        url: '/api/users/social-accounts/youtube/refresh',
        token: session.token,
      });
    const first = await storedToken();
    expect((await refresh()).statusCode).toBe(204);
    expect(await storedToken()).toBe(first); // still valid: no refresh

    // An hour later the token has expired (Google's clock and ours): it is refreshed first.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    const later = await refresh();
    expect(later.statusCode, later.body).toBe(204);
    const second = await storedToken();
    expect(second).not.toBe(first);

    // Google ends every access token early: the 401 renews it once.
    google.expireAccessTokens();
    const early = await refresh();
    expect(early.statusCode, early.body).toBe(204);
    expect(await storedToken()).not.toBe(second);
  });

  it('revokes the tokens at Google on disconnect', async () => {
    const email = uniqueEmail('disconnect');
    google.addAccount({
      email,
      name: 'Dis Connect',
      channel: {
        id: channelIdOf('disc'),
        title: 'D',
        handle: `@disc${sequence}`,
        subscriberCount: 5,
        videoCount: 1,
        viewCount: 5,
      },
    });
    const session = (
      await post(
        '/api/auth/influencer-youtube-login',
        callbackParams(await google.consent(await startAuthorization(t, 'youtube'), { email })),
      )
    ).json<SocialSession>();
    const before = google.revoked.length;
    const res = await t.request({
      method: 'DELETE',
      url: '/api/users/social-accounts/youtube',
      token: session.token,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(google.revoked.length).toBeGreaterThan(before);
    expect(google.revoked.at(-1)).toMatchObject({ email });
    const again = await t.request({
      method: 'DELETE',
      url: '/api/users/social-accounts/youtube',
      token: session.token,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('providers without keys', () => {
  it('lists only configured providers, and answers 503 without Google’s keys', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/social-providers' });
    const configured = res
      .json<{ providers: { id: string; configured: boolean }[] }>()
      .providers.filter((p) => p.configured)
      .map((p) => p.id);
    expect(configured).toEqual(['google', 'youtube', 'gmail']);
    const bare = await buildTestApp();
    try {
      const off = await bare.request({ method: 'GET', url: '/api/auth/oauth/google/authorize' });
      expect(off.statusCode).toBe(503);
      expect(off.json().title).toBe('Google is not configured');
    } finally {
      await bare.close();
    }
  });
});

describe('key rotation', () => {
  it('verifies ID tokens signed with Google’s new key once it is published', async () => {
    const email = uniqueEmail('rotation');
    google.addAccount({ email, name: 'Rota Tion' });
    // Google rotates its keys: a token signed with the new key verifies once it is published and
    // the cached key set may be fetched again for an unknown key id (jose waits 30 s between
    // fetches, openid-client 60 s; a day later both have, whatever earlier tests' clocks did).
    await google.rotateKeys();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 });
    const rotated = await post('/api/auth/google-login', {
      credential: await google.idToken({ email }),
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const code = await signInWithGoogle(email);
    expect(code.statusCode, code.body).toBe(200);
  });
});

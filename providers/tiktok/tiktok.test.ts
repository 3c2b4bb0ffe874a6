import { describe, expect, it } from 'vitest';
import { closeAfterEach, landing, pkcePair, press, testClock, viaLocal } from '../kit/testing';
import { DEMO_CREATOR } from './demo-accounts';
import {
  type FakeTikTok,
  type FakeTikTokOptions,
  FakeTikTokError,
  startFakeTikTok,
} from './server';

/**
 * The fake is driven as the app drives TikTok: with fetch, every `https://{host}/{path}` sent to
 * `{origin}/{host}/{path}` (TIKTOK_TEST_SERVER_URL), and the authorization page's buttons
 * pressed by posting its forms as a browser does. The clock is injected; nothing sleeps.
 */

const CLIENT_KEY = 'awtestclientkey01';
const CLIENT_SECRET = 'tiktok-secret-for-tests';
const CALLBACK = 'https://app.example.test/auth/tiktok/callback';
const START = new Date('2026-11-02T10:00:00Z');
const ALL_FIELDS =
  'open_id,union_id,avatar_url,display_name,username,bio_description,is_verified,profile_deep_link,follower_count,following_count,likes_count,video_count';

const clock = testClock(START);
const { advance } = clock;
const closeLater = closeAfterEach();

async function start(options: Partial<FakeTikTokOptions> = {}): Promise<FakeTikTok> {
  const fake = await startFakeTikTok({
    clientKey: CLIENT_KEY,
    clientSecret: CLIENT_SECRET,
    redirectUris: [CALLBACK],
    now: clock.now,
    ...options,
  });
  closeLater(() => fake.close());
  return fake;
}

function authorizeUrl(params: Record<string, string> = {}): string {
  return `https://www.tiktok.com/v2/auth/authorize/?${new URLSearchParams({
    client_key: CLIENT_KEY,
    scope: 'user.info.basic,user.info.profile,user.info.stats',
    response_type: 'code',
    redirect_uri: CALLBACK,
    state: 'tt-state-1',
    ...params,
  })}`;
}

/** What TIKTOK_TEST_SERVER_URL does: `https://{host}/{path}` → `{origin}/{host}/{path}`. */
const via = (fake: FakeTikTok, url: string) => viaLocal(fake.origin, url);
const pkce = pkcePair;

async function post(fake: FakeTikTok, path: string, form: Record<string, string>) {
  const response = await fetch(via(fake, `https://open.tiktokapis.com${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  const text = await response.text();
  // TikTok's answers are read field by field below, as the app reads them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = text ? JSON.parse(text) : null;
  return { status: response.status, body, text };
}

function exchange(fake: FakeTikTok, code: string, extra: Record<string, string> = {}) {
  return post(fake, '/v2/oauth/token/', {
    client_key: CLIENT_KEY,
    client_secret: CLIENT_SECRET,
    code,
    grant_type: 'authorization_code',
    redirect_uri: CALLBACK,
    ...extra,
  });
}

function refresh(fake: FakeTikTok, refreshToken: string) {
  return post(fake, '/v2/oauth/token/', {
    client_key: CLIENT_KEY,
    client_secret: CLIENT_SECRET,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
}

async function userInfo(fake: FakeTikTok, token: string | null, fields = ALL_FIELDS) {
  const response = await fetch(
    via(fake, `https://open.tiktokapis.com/v2/user/info/?fields=${fields}`),
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = await response.json();
  return { status: response.status, body };
}

/** A code for `username` (PKCE challenge `challenge`), through the programmatic consent. */
async function codeFor(
  fake: FakeTikTok,
  username: string,
  challenge: string,
  decline: string[] = [],
) {
  const url = authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' });
  return landing(await fake.consent(url, { username, decline })).query.code!;
}

async function tokensFor(fake: FakeTikTok, username: string, decline: string[] = []) {
  const { verifier, challenge } = pkce();
  const code = await codeFor(fake, username, challenge, decline);
  return (await exchange(fake, code, { code_verifier: verifier })).body;
}

describe('authorization page', () => {
  it('a creator authorizes on the page; the code (with characters to decode) and the granted scopes come back with the state', async () => {
    const fake = await start();
    const nicole = fake.addUser(DEMO_CREATOR);
    fake.addUser({
      username: 'jamie.makes',
      displayName: 'Jamie',
      followers: 1,
      following: 2,
      likes: 3,
      videos: 4,
    });
    const { verifier, challenge } = pkce();

    const page = await fetch(
      via(fake, authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' })),
    );
    expect(page.status).toBe(200);
    const markup = await page.text();
    expect(markup).toContain('Collabify would like to access your TikTok account');
    expect(markup).toContain('<legend>Continue as</legend>');
    const answer = await press(fake.origin, markup, 'Authorize', { pick: nicole.openId });
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(/code=[^&]*%21/); // the code's "!" arrives percent-encoded
    const back = landing(location);
    expect(back.base).toBe(CALLBACK);
    expect(back.query).toEqual({
      code: expect.stringContaining('!'),
      scopes: 'user.info.basic,user.info.profile,user.info.stats',
      state: 'tt-state-1',
    });

    const token = await exchange(fake, back.query.code!, { code_verifier: verifier });
    expect(token.status).toBe(200);
    expect(token.body).toEqual({
      access_token: expect.stringMatching(/^act\./),
      expires_in: 7200,
      open_id: nicole.openId,
      refresh_expires_in: 15552000,
      refresh_token: expect.stringMatching(/^rft\./),
      scope: 'user.info.basic,user.info.profile,user.info.stats',
      token_type: 'Bearer',
    });

    const info = await userInfo(fake, token.body.access_token);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      data: {
        user: {
          open_id: nicole.openId,
          union_id: nicole.unionId,
          avatar_url: expect.stringContaining(`${fake.origin}/p16-sign-va.tiktokcdn.com/`),
          display_name: 'Nicole Bloomgarden',
          username: 'nicolebloomgarden',
          bio_description: 'ur fav | nyc',
          is_verified: true,
          profile_deep_link: 'https://www.tiktok.com/@nicolebloomgarden',
          follower_count: 852600,
          following_count: 315,
          likes_count: 32900000,
          video_count: 1000,
        },
      },
      error: {
        code: 'ok',
        message: '',
        log_id: expect.stringMatching(/^20261102100000[0-9A-F]{18}$/),
      },
    });
    const avatar = await fetch(info.body.data.user.avatar_url);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    // Only the fields asked for.
    expect((await userInfo(fake, token.body.access_token, 'display_name')).body.data.user).toEqual({
      display_name: 'Nicole Bloomgarden',
    });
  });

  it('Cancel sends the user back with error=access_denied and the state', async () => {
    const fake = await start();
    fake.addUser(DEMO_CREATOR);
    const markup = await (await fetch(via(fake, authorizeUrl()))).text();
    const back = landing((await press(fake.origin, markup, 'Cancel')).headers.get('location'));
    expect(back.query).toEqual({
      error: 'access_denied',
      error_description: 'The user canceled the authorization.',
      state: 'tt-state-1',
    });
  });

  it('refuses an unknown client key or redirect URI with a page, and sends other refusals back with the state', async () => {
    const fake = await start();
    fake.addUser(DEMO_CREATOR);
    const pageRefusals: Record<string, string>[] = [
      { client_key: 'someone-else' },
      { redirect_uri: 'https://evil.example.test/cb' },
    ];
    for (const params of pageRefusals) {
      const page = await fetch(via(fake, authorizeUrl(params)), { redirect: 'manual' });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('role="alert"');
      await expect(
        fake.consent(authorizeUrl(params), { username: 'nicolebloomgarden' }),
      ).rejects.toThrow(FakeTikTokError);
    }
    const cases: [Record<string, string>, string][] = [
      [{ scope: 'user.info.basic,video.publish' }, 'invalid_scope'],
      [{ scope: 'user.info.basic user.info.stats' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ state: '' }, 'invalid_request'],
      [{ code_challenge: pkce().challenge, code_challenge_method: 'plain' }, 'invalid_request'],
    ];
    for (const [params, error] of cases) {
      const answer = await fetch(via(fake, authorizeUrl(params)), { redirect: 'manual' });
      expect(answer.status, error).toBe(302);
      const back = landing(answer.headers.get('location'));
      expect(back.base).toBe(CALLBACK);
      expect(back.query).toMatchObject({ error, error_description: expect.any(String) });
      if (params.state !== '') expect(back.query.state).toBe('tt-state-1');
      expect(
        landing(await fake.consent(authorizeUrl(params), { username: 'nicolebloomgarden' })).query
          .error,
      ).toBe(error);
    }
    const strict = await start({ requirePkce: true });
    strict.addUser(DEMO_CREATOR);
    expect(
      landing(await strict.consent(authorizeUrl(), { username: 'nicolebloomgarden' })).query,
    ).toMatchObject({
      error: 'invalid_request',
      error_description: 'code_challenge is required.',
    });
  });
});

describe('token endpoint', () => {
  it('checks the PKCE verifier: a wrong or missing one is refused; TikTok’s hex challenge is accepted too', async () => {
    const fake = await start();
    fake.addUser(DEMO_CREATOR);
    const { verifier, challenge } = pkce();
    const code = await codeFor(fake, 'nicolebloomgarden', challenge);
    const wrong = await exchange(fake, code, { code_verifier: pkce().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: 'invalid_grant',
      error_description: 'Code verifier or code challenge is invalid.',
      log_id: expect.any(String),
    });
    expect((await exchange(fake, code)).body).toMatchObject({
      error: 'invalid_request',
      error_description: 'code_verifier is required.',
    });
    expect((await exchange(fake, code, { code_verifier: verifier })).status).toBe(200);

    const hex = pkce();
    const hexCode = await codeFor(fake, 'nicolebloomgarden', hex.hexChallenge);
    expect((await exchange(fake, hexCode, { code_verifier: hex.verifier })).status).toBe(200);
  });

  it('refuses a reused or expired code, a different redirect_uri, a wrong secret or key, an unknown grant type, a JSON body', async () => {
    const fake = await start();
    fake.addUser(DEMO_CREATOR);
    const { verifier, challenge } = pkce();
    const code = await codeFor(fake, 'nicolebloomgarden', challenge);
    const withVerifier = { code_verifier: verifier };

    const wrongSecret = await exchange(fake, code, { ...withVerifier, client_secret: 'nope' });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
    expect(
      (await exchange(fake, code, { ...withVerifier, client_key: 'someone-else' })).body.error,
    ).toBe('invalid_client');
    const otherRedirect = await exchange(fake, code, {
      ...withVerifier,
      redirect_uri: `${CALLBACK}/`,
    });
    expect(otherRedirect.body.error).toBe('invalid_grant');
    expect(
      (await exchange(fake, code, { ...withVerifier, grant_type: 'client_credentials' })).body
        .error,
    ).toBe('unsupported_grant_type');
    // A code sent still percent-encoded (not decoded) is not the code.
    expect((await exchange(fake, code.replace('!', '%21'), withVerifier)).body.error).toBe(
      'invalid_grant',
    );
    const json = await fetch(via(fake, 'https://open.tiktokapis.com/v2/oauth/token/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_key: CLIENT_KEY,
        client_secret: CLIENT_SECRET,
        code,
        grant_type: 'authorization_code',
        redirect_uri: CALLBACK,
      }),
    });
    expect(((await json.json()) as { error: string }).error).toBe('invalid_request');

    expect((await exchange(fake, code, withVerifier)).status).toBe(200);
    const reused = await exchange(fake, code, withVerifier);
    expect(reused.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Authorization code has been used.',
    });

    const late = pkce();
    const lateCode = await codeFor(fake, 'nicolebloomgarden', late.challenge);
    advance(10 * 60_000);
    const expired = await exchange(fake, lateCode, { code_verifier: late.verifier });
    expect(expired.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Authorization code is expired.',
    });
  });

  it('a refresh rotates the refresh token: the old one stops working, the new pair works; access tokens expire after 2 hours', async () => {
    const fake = await start();
    fake.addUser(DEMO_CREATOR);
    const first = await tokensFor(fake, 'nicolebloomgarden');

    advance(7200 * 1000);
    expect((await userInfo(fake, first.access_token)).body.error.code).toBe('access_token_invalid');

    const second = await refresh(fake, first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      open_id: first.open_id,
      scope: first.scope,
      expires_in: 7200,
      refresh_expires_in: 15552000,
    });
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.access_token).not.toBe(first.access_token);
    expect((await userInfo(fake, second.body.access_token, 'open_id')).status).toBe(200);

    const old = await refresh(fake, first.refresh_token);
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Refresh token is invalid or expired.',
    });
    expect((await refresh(fake, second.body.refresh_token)).status).toBe(200);

    fake.expireAccessTokens();
    expect((await userInfo(fake, second.body.access_token, 'open_id')).status).toBe(401);

    const later = await tokensFor(fake, 'nicolebloomgarden');
    advance(15552000 * 1000);
    expect((await refresh(fake, later.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('revoking ends every token of the user; fake.revoked records it', async () => {
    const fake = await start();
    const { openId } = fake.addUser(DEMO_CREATOR);
    const tokens = await tokensFor(fake, 'nicolebloomgarden');
    const wrongSecret = await post(fake, '/v2/oauth/revoke/', {
      client_key: CLIENT_KEY,
      client_secret: 'nope',
      token: tokens.access_token,
    });
    expect(wrongSecret.body.error).toBe('invalid_client');
    expect(fake.revoked).toEqual([]);

    const revoked = await post(fake, '/v2/oauth/revoke/', {
      client_key: CLIENT_KEY,
      client_secret: CLIENT_SECRET,
      token: tokens.access_token,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.text).toBe('');
    expect(fake.revoked).toEqual([{ openId, token: tokens.access_token, at: START }]);
    expect((await userInfo(fake, tokens.access_token)).body.error.code).toBe(
      'access_token_invalid',
    );
    expect((await refresh(fake, tokens.refresh_token)).body.error).toBe('invalid_grant');
  });
});

describe('user info', () => {
  it('answers only fields whose scope was granted; a field of a declined scope is 401 scope_not_authorized', async () => {
    const fake = await start();
    fake.addUser(DEMO_CREATOR);
    const markup = await (await fetch(via(fake, authorizeUrl()))).text();
    const back = landing(
      (await press(fake.origin, markup, 'Authorize', { untick: ['user.info.stats'] })).headers.get(
        'location',
      ),
    );
    expect(back.query.scopes).toBe('user.info.basic,user.info.profile');
    const token = await exchange(fake, back.query.code!);
    expect(token.body.scope).toBe('user.info.basic,user.info.profile');

    const basic = await userInfo(fake, token.body.access_token, 'open_id,display_name,username');
    expect(basic.body.data.user).toEqual({
      open_id: token.body.open_id,
      display_name: 'Nicole Bloomgarden',
      username: 'nicolebloomgarden',
    });
    const stats = await userInfo(fake, token.body.access_token, 'open_id,follower_count');
    expect(stats.status).toBe(401);
    expect(stats.body).toEqual({
      data: {},
      error: {
        code: 'scope_not_authorized',
        message: 'The user did not authorize the scope required for completing this request.',
        log_id: expect.any(String),
      },
    });

    const basicOnly = await tokensFor(fake, 'nicolebloomgarden', [
      'user.info.profile',
      'user.info.stats',
      'user.info.basic',
    ]);
    expect(basicOnly.scope).toBe('user.info.basic');
    expect((await userInfo(fake, basicOnly.access_token, 'username')).body.error.code).toBe(
      'scope_not_authorized',
    );
  });

  it('refuses a missing or made-up token (401), unknown or missing fields (400)', async () => {
    const fake = await start();
    fake.addUser(DEMO_CREATOR);
    const { access_token } = await tokensFor(fake, 'nicolebloomgarden');
    expect((await userInfo(fake, null)).status).toBe(401);
    expect((await userInfo(fake, 'act.madeup')).body.error.code).toBe('access_token_invalid');
    const unknown = await userInfo(fake, access_token, 'open_id,email');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'invalid_params',
      message: 'Invalid fields: email.',
    });
    expect((await userInfo(fake, access_token, '')).body.error.code).toBe('invalid_params');
  });

  it('limits each endpoint to a sliding window of requests per minute (429 rate_limit_exceeded)', async () => {
    const fake = await start({ rateLimitPerMinute: 3 });
    fake.addUser(DEMO_CREATOR);
    const { access_token } = await tokensFor(fake, 'nicolebloomgarden');
    expect((await userInfo(fake, access_token, 'open_id')).status).toBe(200);
    advance(30_000);
    expect((await userInfo(fake, access_token, 'open_id')).status).toBe(200);
    expect((await userInfo(fake, access_token, 'open_id')).status).toBe(200);
    const limited = await userInfo(fake, access_token, 'open_id');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ data: {}, error: { code: 'rate_limit_exceeded' } });
    // The token endpoint has its own budget.
    expect(
      (await refresh(fake, (await tokensFor(fake, 'nicolebloomgarden')).refresh_token)).status,
    ).toBe(200);
    advance(30_000); // the first request leaves the window
    expect((await userInfo(fake, access_token, 'open_id')).status).toBe(200);
    expect((await userInfo(fake, access_token, 'open_id')).status).toBe(429);
  });
});

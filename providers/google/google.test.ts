import { createHash } from 'node:crypto';
import {
  type JWTVerifyOptions,
  createRemoteJWKSet,
  decodeProtectedHeader,
  importSPKI,
  jwtVerify,
} from 'jose';
import MailComposer from 'nodemailer/lib/mail-composer';
import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeAfterEach, pkcePair, testClock } from '../kit/testing';
import { DEMO_BRAND, DEMO_CREATOR, DEMO_PUBLIC_CHANNELS } from './demo-accounts';
import { type FakeGoogle, FakeGoogleError, startFakeGoogle } from './server';

/**
 * The fake is driven as a client would drive Google: the authorization URL is built by hand
 * (as the app builds it), the consent page is read with jsdom and its buttons posted with fetch,
 * codes are exchanged at the token endpoint with PKCE computed here, ID tokens are verified with
 * jose against the published JWKS, and the APIs are called with Bearer tokens. The fake's clock is
 * injected: nothing sleeps.
 */

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const CLIENT_SECRET = 'test-client-secret';
const REDIRECT_URI = 'http://127.0.0.1:9/auth/google/callback';
const OPENID_EMAIL = 'openid email profile';
const YOUTUBE = 'https://www.googleapis.com/auth/youtube.readonly';
const GMAIL = 'https://www.googleapis.com/auth/gmail.send';
const EMAIL_URL = 'https://www.googleapis.com/auth/userinfo.email';
const PROFILE_URL = 'https://www.googleapis.com/auth/userinfo.profile';

const BRAND = { email: 'brand@acme.test', name: 'Ada Brand' };
const CREATOR = {
  email: 'creator@acme.test',
  name: 'Cory Creator',
  channel: {
    id: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
    title: 'Cory Cooks',
    handle: '@CoryCooks',
    subscriberCount: 1_234_567,
    videoCount: 3,
    viewCount: 98_765_432,
    country: 'US',
    description: 'Cooking every week.',
    videos: [
      {
        id: 'aaaaaaaaaa1',
        title: 'One',
        publishedAt: '2026-10-01T10:00:00Z',
        viewCount: 1000,
        likeCount: 50,
        commentCount: 5,
      },
      {
        id: 'aaaaaaaaaa2',
        title: 'Two',
        publishedAt: '2026-10-02T10:00:00Z',
        viewCount: 2000,
        likeCount: null,
        commentCount: 7,
      },
      {
        id: 'aaaaaaaaaa3',
        title: 'Three',
        publishedAt: '2026-10-03T10:00:00Z',
        viewCount: 3000,
        likeCount: 90,
      },
    ],
  },
};

const clock = testClock(new Date('2026-11-02T10:00:00Z'));
const { advance } = clock;
const closeLater = closeAfterEach();
let google: FakeGoogle;

beforeEach(async () => {
  google = await startFakeGoogle({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [REDIRECT_URI],
    now: clock.now,
    dailySendLimit: 3,
  });
  closeLater(() => google.close());
  google.addAccount(BRAND);
  google.addAccount(CREATOR);
});

const pkce = pkcePair;

/** The authorization URL the app would redirect to. */
function authorizeUrl(params: Record<string, string | undefined> = {}): string {
  const url = new URL(`${google.origin}/accounts.google.com/o/oauth2/v2/auth`);
  const all: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: OPENID_EMAIL,
    state: 'state-123',
    ...params,
  };
  for (const [key, value] of Object.entries(all))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

async function postForm(
  path: string,
  params: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const body = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])),
  );
  const res = await fetch(`${google.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
  };
}

/** POST /token with client_secret_post unless `auth` says otherwise. */
function tokenRequest(
  params: Record<string, string | undefined>,
  headers: Record<string, string> = {},
) {
  return postForm(
    '/oauth2.googleapis.com/token',
    { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...params },
    headers,
  );
}

/** Consents as `email` to a request with `params` and answers the code and the callback. */
async function authorize(email: string, params: Record<string, string | undefined> = {}) {
  const callback = new URL(await google.consent(authorizeUrl(params), { email }));
  return { code: callback.searchParams.get('code')!, callback };
}

/** The whole flow with PKCE S256: consent, then the code exchange. */
async function signIn(email: string, params: Record<string, string | undefined> = {}) {
  const { verifier, challenge } = pkce();
  const { code } = await authorize(email, {
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...params,
  });
  const answer = await tokenRequest({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  expect(answer.status).toBe(200);
  return answer.body as {
    access_token: string;
    refresh_token?: string;
    id_token?: string;
    scope: string;
    expires_in: number;
    token_type: string;
  };
}

function api(path: string, token?: string, init: RequestInit = {}) {
  return fetch(`${google.origin}${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
  });
}

function verifyOptions(): JWTVerifyOptions {
  return {
    issuer: google.issuer,
    audience: CLIENT_ID,
    algorithms: ['RS256'],
    currentDate: clock.now(),
  };
}

const jwks = () =>
  createRemoteJWKSet(new URL(`${google.origin}/www.googleapis.com/oauth2/v3/certs`));

describe('discovery', () => {
  it('publishes Google’s document with every endpoint under the fake’s host prefixes', async () => {
    const res = await fetch(
      `${google.origin}/accounts.google.com/.well-known/openid-configuration`,
    );
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    const o = google.origin;
    expect(doc).toMatchObject({
      issuer: `${o}/accounts.google.com`,
      authorization_endpoint: `${o}/accounts.google.com/o/oauth2/v2/auth`,
      token_endpoint: `${o}/oauth2.googleapis.com/token`,
      userinfo_endpoint: `${o}/openidconnect.googleapis.com/v1/userinfo`,
      revocation_endpoint: `${o}/oauth2.googleapis.com/revoke`,
      jwks_uri: `${o}/www.googleapis.com/oauth2/v3/certs`,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: ['plain', 'S256'],
    });
    expect(doc.response_types_supported).toContain('code');
    expect(doc.claims_supported).toEqual(
      expect.arrayContaining([
        'aud',
        'email',
        'email_verified',
        'exp',
        'iat',
        'iss',
        'sub',
        'name',
        'picture',
      ]),
    );
    expect(google.issuer).toBe(doc.issuer);
  });
});

describe('consent page', () => {
  it('renders the request in words with one button per account, and its buttons redirect with a code or access_denied', async () => {
    const url = authorizeUrl({
      scope: `${OPENID_EMAIL} ${YOUTUBE} ${GMAIL}`,
      login_hint: CREATOR.email,
    });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const { document } = new JSDOM(await res.text()).window;
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).not.toBe('');
    expect(document.querySelector('h1')?.textContent).toBe('Choose an account');
    const access = [...document.querySelectorAll('ul.scopes li')].map((li) => li.textContent);
    expect(access).toEqual(
      expect.arrayContaining([
        'See your YouTube account',
        'Send email on your behalf',
        'See your email address',
      ]),
    );
    const buttons = [...document.querySelectorAll('button')].map((b) => b.textContent?.trim());
    // The login_hint account comes first.
    expect(buttons).toEqual([
      `Continue as ${CREATOR.name} (${CREATOR.email})`,
      `Continue as ${BRAND.name} (${BRAND.email})`,
      'Cancel',
    ]);

    const submit = async (buttonText: string) => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === buttonText,
      )!;
      const form = button.closest('form')!;
      const fields = new URLSearchParams();
      for (const input of form.querySelectorAll('input')) fields.set(input.name, input.value);
      return fetch(new URL(form.getAttribute('action')!, google.origin), {
        method: form.method.toUpperCase(),
        body: fields,
        redirect: 'manual',
      });
    };
    const chosen = await submit(`Continue as ${CREATOR.name} (${CREATOR.email})`);
    expect(chosen.status).toBe(302);
    const callback = new URL(chosen.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('state-123');
    expect(callback.searchParams.get('code')).toMatch(/^4\/0A/);
    expect(callback.searchParams.get('scope')!.split(' ')).toEqual([
      'openid',
      EMAIL_URL,
      PROFILE_URL,
      YOUTUBE,
      GMAIL,
    ]);

    // A consent is answered once; a new page load is needed to answer again.
    const again = await submit('Cancel');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('expired or was already answered');

    const page2 = new JSDOM(await (await fetch(url)).text()).window.document;
    const cancel = [...page2.querySelectorAll('button')]
      .find((b) => b.textContent === 'Cancel')!
      .closest('form')!;
    const fields = new URLSearchParams(
      [...cancel.querySelectorAll('input')].map((i) => [i.name, i.value]),
    );
    const cancelled = await fetch(new URL(cancel.getAttribute('action')!, google.origin), {
      method: 'POST',
      body: fields,
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(302);
    const denied = new URL(cancelled.headers.get('location')!);
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      state: 'state-123',
      error: 'access_denied',
    });
  });

  it('shows Google’s error page and redirects nowhere for an unknown client, a redirect_uri mismatch or a bad request', async () => {
    const cases: [Record<string, string | undefined>, number, string][] = [
      [{ client_id: 'someone-else.apps.googleusercontent.com' }, 401, 'invalid_client'],
      [{ client_id: undefined }, 400, 'invalid_request'],
      [{ redirect_uri: 'http://127.0.0.1:9/elsewhere' }, 400, 'redirect_uri_mismatch'],
      [{ redirect_uri: undefined }, 400, 'invalid_request'],
      [{ response_type: undefined }, 400, 'invalid_request'],
      [{ response_type: 'token' }, 400, 'unsupported_response_type'],
      [{ scope: 'openid https://www.googleapis.com/auth/nope' }, 400, 'invalid_scope'],
      [{ scope: undefined }, 400, 'invalid_request'],
      [{ code_challenge: pkce().challenge, code_challenge_method: 'S512' }, 400, 'invalid_request'],
      [{ code_challenge: 'short', code_challenge_method: 'S256' }, 400, 'invalid_request'],
      [{ prompt: 'none consent' }, 400, 'invalid_request'],
      [{ access_type: 'sometimes' }, 400, 'invalid_request'],
    ];
    for (const [params, status, error] of cases) {
      const url = authorizeUrl(params);
      const res = await fetch(url, { redirect: 'manual' });
      expect(res.status, JSON.stringify(params)).toBe(status);
      expect(res.headers.get('location')).toBeNull();
      const { document } = new JSDOM(await res.text()).window;
      expect(document.querySelector('[role=alert]')?.textContent).toBe(`Error ${status}: ${error}`);
      await expect(google.consent(url, { email: BRAND.email })).rejects.toThrow(FakeGoogleError);
    }
    const mismatch = await fetch(authorizeUrl({ redirect_uri: 'http://evil.test/cb' }));
    expect(await mismatch.text()).toContain('redirect_uri=http://evil.test/cb');
  });

  it('accepts any http(s) redirect URI when none are registered, but not another scheme', async () => {
    const open = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    try {
      open.addAccount(BRAND);
      const url = new URL(`${open.origin}/accounts.google.com/o/oauth2/v2/auth`);
      url.search = new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: 'https://app.example/cb?x=1',
        response_type: 'code',
        scope: 'openid',
      }).toString();
      const callback = new URL(await open.consent(url.toString(), { email: BRAND.email }));
      expect(callback.searchParams.get('x')).toBe('1');
      expect(callback.searchParams.get('code')).toBeTruthy();
      url.searchParams.set('redirect_uri', 'javascript:alert(1)');
      expect((await fetch(url)).status).toBe(400);
    } finally {
      await open.close();
    }
  });

  it('prompt=none answers at once: login_required, consent_required, or a code once consented', async () => {
    const silent = { prompt: 'none', scope: 'openid email' };
    const none = new URL(await google.consent(authorizeUrl(silent), { deny: true }));
    expect(none.searchParams.get('error')).toBe('login_required');
    const unconsented = await fetch(authorizeUrl({ ...silent, login_hint: BRAND.email }), {
      redirect: 'manual',
    });
    expect(unconsented.status).toBe(302);
    expect(new URL(unconsented.headers.get('location')!).searchParams.get('error')).toBe(
      'consent_required',
    );
    await authorize(BRAND.email, { scope: 'openid email' });
    const consented = await fetch(authorizeUrl({ ...silent, login_hint: BRAND.email }), {
      redirect: 'manual',
    });
    const callback = new URL(consented.headers.get('location')!);
    expect(callback.searchParams.get('code')).toMatch(/^4\//);
    expect(callback.searchParams.get('prompt')).toBe('none');
  });
});

describe('token endpoint', () => {
  it('exchanges a code with PKCE S256 for Google’s answer, a refresh token on the first offline consent only', async () => {
    const first = await signIn(CREATOR.email, {
      scope: `${OPENID_EMAIL} ${YOUTUBE}`,
      access_type: 'offline',
    });
    expect(Object.keys(first).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    expect(first.access_token).toMatch(/^ya29\./);
    expect(first.refresh_token).toMatch(/^1\/\/0/);
    expect(first.expires_in).toBe(3599);
    expect(first.token_type).toBe('Bearer');
    expect(first.scope.split(' ')).toEqual(['openid', EMAIL_URL, PROFILE_URL, YOUTUBE]);

    const again = await signIn(CREATOR.email, { scope: OPENID_EMAIL, access_type: 'offline' });
    expect(again.refresh_token).toBeUndefined();
    const forced = await signIn(CREATOR.email, {
      scope: OPENID_EMAIL,
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(forced.refresh_token).toMatch(/^1\/\/0/);
    const online = await signIn(BRAND.email, { scope: 'openid' });
    expect(online.refresh_token).toBeUndefined();
    // include_granted_scopes=true adds what the account granted before.
    const incremental = await signIn(CREATOR.email, {
      scope: 'openid',
      include_granted_scopes: 'true',
    });
    expect(incremental.scope.split(' ')).toEqual(
      expect.arrayContaining(['openid', YOUTUBE, EMAIL_URL]),
    );
    // No openid, no ID token.
    const apiOnly = await signIn(BRAND.email, { scope: GMAIL });
    expect(apiOnly.id_token).toBeUndefined();
  });

  it('authenticates the client by client_secret_post or Basic, refusing others as Google does', async () => {
    const basic = (id: string, secret: string) =>
      `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
    const exchange = async (
      client: Record<string, string | undefined>,
      headers: Record<string, string> = {},
    ) => {
      const { code } = await authorize(BRAND.email);
      return postForm(
        '/oauth2.googleapis.com/token',
        { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, ...client },
        headers,
      );
    };
    expect((await exchange({}, { authorization: basic(CLIENT_ID, CLIENT_SECRET) })).status).toBe(
      200,
    );
    // google-auth-library's Basic mode also sends client_id in the body.
    expect(
      (await exchange({ client_id: CLIENT_ID }, { authorization: basic(CLIENT_ID, CLIENT_SECRET) }))
        .status,
    ).toBe(200);

    const wrong = await exchange({ client_id: CLIENT_ID, client_secret: 'nope' });
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Unauthorized' },
    });
    const wrongBasic = await exchange({}, { authorization: basic(CLIENT_ID, 'nope') });
    expect(wrongBasic).toMatchObject({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Unauthorized' },
    });
    const stranger = await exchange({
      client_id: 'x.apps.googleusercontent.com',
      client_secret: CLIENT_SECRET,
    });
    expect(stranger).toMatchObject({
      status: 401,
      body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
    });
    expect(await exchange({ client_id: CLIENT_ID })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', error_description: 'client_secret is missing.' },
    });
    expect(await exchange({})).toMatchObject({
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: 'Could not determine client ID from request.',
      },
    });
  });

  it('refuses a wrong, missing or unasked-for code verifier, and takes plain', async () => {
    const { verifier, challenge } = pkce();
    const attempt = async (
      params: Record<string, string | undefined>,
      verifierSent: string | undefined,
    ) => {
      const { code } = await authorize(BRAND.email, params);
      return tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifierSent,
      });
    };
    const s256 = { code_challenge: challenge, code_challenge_method: 'S256' };
    expect(await attempt(s256, pkce().verifier)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid code verifier.' },
    });
    expect(await attempt(s256, undefined)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Missing code verifier.' },
    });
    expect(await attempt({}, verifier)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid code verifier.' },
    });
    // plain: the verifier is the challenge; a method-less challenge is plain.
    expect(
      (await attempt({ code_challenge: verifier, code_challenge_method: 'plain' }, verifier))
        .status,
    ).toBe(200);
    expect((await attempt({ code_challenge: verifier }, verifier)).status).toBe(200);
    expect((await attempt(s256, verifier)).status).toBe(200);
  });

  it('takes a code once: a reuse answers invalid_grant and revokes the tokens issued from it', async () => {
    const { code } = await authorize(CREATOR.email, {
      scope: `${OPENID_EMAIL} ${YOUTUBE}`,
      access_type: 'offline',
    });
    const exchange = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI };
    const first = await tokenRequest(exchange);
    expect(first.status).toBe(200);
    const { access_token, refresh_token } = first.body as {
      access_token: string;
      refresh_token: string;
    };
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token });
    const derived = (refreshed.body as { access_token: string }).access_token;
    expect((await api('/openidconnect.googleapis.com/v1/userinfo', derived)).status).toBe(200);

    const reuse = await tokenRequest(exchange);
    expect(reuse).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Bad Request' },
    });
    expect((await api('/openidconnect.googleapis.com/v1/userinfo', access_token)).status).toBe(401);
    expect((await api('/openidconnect.googleapis.com/v1/userinfo', derived)).status).toBe(401);
    expect(await tokenRequest({ grant_type: 'refresh_token', refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
    expect(google.revoked.map((r) => [r.type, r.token, r.reason])).toEqual(
      expect.arrayContaining([
        ['access_token', access_token, 'code reused'],
        ['refresh_token', refresh_token, 'code reused'],
        ['access_token', derived, 'code reused'],
      ]),
    );
  });

  it('refuses another redirect_uri, an expired code (10 minutes), a malformed code and an unknown grant', async () => {
    const a = await authorize(BRAND.email);
    expect(
      await tokenRequest({
        grant_type: 'authorization_code',
        code: a.code,
        redirect_uri: `${REDIRECT_URI}/x`,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'redirect_uri_mismatch', error_description: 'Bad Request' },
    });

    const b = await authorize(BRAND.email);
    advance(10 * 60 * 1000 - 1000);
    expect(
      (
        await tokenRequest({
          grant_type: 'authorization_code',
          code: b.code,
          redirect_uri: REDIRECT_URI,
        })
      ).status,
    ).toBe(200);
    const c = await authorize(BRAND.email);
    advance(10 * 60 * 1000);
    expect(
      await tokenRequest({
        grant_type: 'authorization_code',
        code: c.code,
        redirect_uri: REDIRECT_URI,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Bad Request' },
    });

    expect(
      await tokenRequest({
        grant_type: 'authorization_code',
        code: 'garbage',
        redirect_uri: REDIRECT_URI,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Malformed auth code.' },
    });
    expect(await tokenRequest({ grant_type: 'password' })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: password' },
    });
  });
});

describe('ID tokens', () => {
  it('verifies against the JWKS with Google’s claims, issuer and audience; the PEM certs verify it too', async () => {
    const nonce = 'n-0S6_WzA2Mj';
    const tokens = await signIn(CREATOR.email, { nonce });
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token!, jwks(), verifyOptions());
    expect(protectedHeader).toEqual({ alg: 'RS256', kid: google.signingKeyId, typ: 'JWT' });
    const iat = Math.floor(clock.now().getTime() / 1000);
    const account = google.account(CREATOR.email);
    expect(payload).toEqual({
      iss: google.issuer,
      azp: CLIENT_ID,
      aud: CLIENT_ID,
      sub: account.sub,
      email: CREATOR.email,
      email_verified: true,
      at_hash: createHash('sha256')
        .update(tokens.access_token)
        .digest()
        .subarray(0, 16)
        .toString('base64url'),
      nonce,
      name: CREATOR.name,
      picture: account.picture,
      given_name: 'Cory',
      family_name: 'Creator',
      iat,
      exp: iat + 3600,
    });
    expect(account.sub).toMatch(/^1\d{20}$/);

    const pems = (await (
      await fetch(`${google.origin}/www.googleapis.com/oauth2/v1/certs`)
    ).json()) as Record<string, string>;
    const pem = pems[protectedHeader.kid!]!;
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    await expect(
      jwtVerify(tokens.id_token!, await importSPKI(pem, 'RS256'), verifyOptions()),
    ).resolves.toBeTruthy();
  });

  it('carries only the claims its scopes allow', async () => {
    const { id_token } = await signIn(BRAND.email, { scope: 'openid' });
    const { payload } = await jwtVerify(id_token!, jwks(), verifyOptions());
    expect(Object.keys(payload).sort()).toEqual([
      'at_hash',
      'aud',
      'azp',
      'exp',
      'iat',
      'iss',
      'sub',
    ]);
  });

  it('keeps the previous key published after a rotation until the old keys are dropped', async () => {
    const oldKid = google.signingKeyId;
    const before = await google.idToken({ email: BRAND.email });
    const newKid = await google.rotateKeys();
    expect(newKid).not.toBe(oldKid);
    expect(google.publishedKeyIds).toEqual([newKid, oldKid]);
    const after = await signIn(BRAND.email);
    expect(decodeProtectedHeader(after.id_token!).kid).toBe(newKid);
    const certs = (await (
      await fetch(`${google.origin}/www.googleapis.com/oauth2/v3/certs`)
    ).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(certs.keys.map((k) => k.kid)).toEqual([newKid, oldKid]);
    for (const key of certs.keys)
      expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    await expect(jwtVerify(before, jwks(), verifyOptions())).resolves.toBeTruthy();
    await expect(jwtVerify(after.id_token!, jwks(), verifyOptions())).resolves.toBeTruthy();

    google.dropOldKeys();
    expect(google.publishedKeyIds).toEqual([newKid]);
    await expect(jwtVerify(before, jwks(), verifyOptions())).rejects.toThrow(/no applicable key/i);
    await expect(jwtVerify(after.id_token!, jwks(), verifyOptions())).resolves.toBeTruthy();
    // A dropped key still signs on request: a token from a key Google no longer publishes.
    const stale = await google.idToken({ email: BRAND.email }, { kid: oldKid });
    await expect(jwtVerify(stale, jwks(), verifyOptions())).rejects.toThrow(/no applicable key/i);
  });

  it('makes tokens a verifier must refuse: forged, expired, for another client, from another issuer', async () => {
    const forged = await google.idToken({ email: BRAND.email }, { signWithUnpublishedKey: true });
    await expect(jwtVerify(forged, jwks(), verifyOptions())).rejects.toThrow();
    const expired = await google.idToken({ email: BRAND.email }, { expiresInSeconds: -1 });
    await expect(jwtVerify(expired, jwks(), verifyOptions())).rejects.toThrow(/"exp" claim/);
    const foreign = await google.idToken(
      { email: BRAND.email },
      { audience: 'other.apps.googleusercontent.com' },
    );
    await expect(jwtVerify(foreign, jwks(), verifyOptions())).rejects.toThrow(/"aud" claim/);
    const elsewhere = await google.idToken(
      { email: BRAND.email },
      { issuer: 'https://accounts.example' },
    );
    await expect(jwtVerify(elsewhere, jwks(), verifyOptions())).rejects.toThrow(/"iss" claim/);
    const unverified = await google.idToken({
      email: BRAND.email,
      email_verified: false,
      name: undefined,
    });
    const { payload } = await jwtVerify(unverified, jwks(), verifyOptions());
    expect(payload.email_verified).toBe(false);
    expect(payload).not.toHaveProperty('name');
    // A token valid on the fake's clock is expired an hour later.
    const fresh = await google.idToken({ email: BRAND.email });
    advance(3601 * 1000);
    await expect(jwtVerify(fresh, jwks(), verifyOptions())).rejects.toThrow(/"exp" claim/);
    await expect(google.idToken({ email: 'nobody@acme.test' })).rejects.toThrow(FakeGoogleError);
  });
});

describe('refresh, revoke and userinfo', () => {
  it('refreshes without rotating the refresh token; expired access tokens answer 401 until refreshed', async () => {
    const tokens = await signIn(CREATOR.email, { access_type: 'offline' });
    const userinfo = await api('/openidconnect.googleapis.com/v1/userinfo', tokens.access_token);
    const account = google.account(CREATOR.email);
    expect(await userinfo.json()).toEqual({
      sub: account.sub,
      name: CREATOR.name,
      given_name: 'Cory',
      family_name: 'Creator',
      picture: account.picture,
      email: CREATOR.email,
      email_verified: true,
    });

    google.expireAccessTokens();
    const expired = await api('/openidconnect.googleapis.com/v1/userinfo', tokens.access_token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await expired.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Invalid Credentials',
    });

    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'scope',
      'token_type',
    ]);
    const access = (refreshed.body as { access_token: string }).access_token;
    expect((await api('/openidconnect.googleapis.com/v1/userinfo', access)).status).toBe(200);
    // The same refresh token works again; access tokens die after 3599 s.
    expect(
      (await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }))
        .status,
    ).toBe(200);
    advance(3599 * 1000);
    expect((await api('/openidconnect.googleapis.com/v1/userinfo', access)).status).toBe(401);
    expect(
      await tokenRequest({ grant_type: 'refresh_token', refresh_token: '1//0unknown' }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
  });

  it('revokes the whole grant from either token; the next offline consent is a first one again', async () => {
    const tokens = await signIn(CREATOR.email, {
      access_type: 'offline',
      scope: `${OPENID_EMAIL} ${YOUTUBE}`,
    });
    const other = await signIn(CREATOR.email, { scope: 'openid' });
    const revoke = await postForm('/oauth2.googleapis.com/revoke', { token: tokens.access_token });
    expect(revoke).toMatchObject({ status: 200, body: {} });
    expect(
      (await api('/openidconnect.googleapis.com/v1/userinfo', other.access_token)).status,
    ).toBe(401);
    expect(
      await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(google.revoked.map((r) => r.token)).toEqual(
      expect.arrayContaining([tokens.access_token, tokens.refresh_token, other.access_token]),
    );
    expect(
      await postForm('/oauth2.googleapis.com/revoke', { token: tokens.refresh_token }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_token', error_description: 'Token expired or revoked' },
    });

    const again = await signIn(CREATOR.email, { access_type: 'offline' });
    expect(again.refresh_token).toBeDefined();
    const byQuery = await fetch(
      `${google.origin}/oauth2.googleapis.com/revoke?token=${encodeURIComponent(again.refresh_token!)}`,
      { method: 'POST' },
    );
    expect(byQuery.status).toBe(200);
    expect(
      (await api('/openidconnect.googleapis.com/v1/userinfo', again.access_token)).status,
    ).toBe(401);
  });
});

describe('accounts', () => {
  it('answers userinfo by scope, refusing a token with none of openid, email, profile', async () => {
    const openidOnly = await signIn(BRAND.email, { scope: 'openid' });
    const sub = google.account(BRAND.email).sub;
    expect(
      await (
        await api('/openidconnect.googleapis.com/v1/userinfo', openidOnly.access_token)
      ).json(),
    ).toEqual({ sub });
    const apiOnly = await signIn(BRAND.email, { scope: GMAIL });
    const refused = await api('/openidconnect.googleapis.com/v1/userinfo', apiOnly.access_token);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
    expect((await api('/openidconnect.googleapis.com/v1/userinfo')).status).toBe(401);
  });

  it('refuses a malformed or taken email, sub or channel, and knows the demo accounts', async () => {
    expect(() => google.addAccount({ email: 'not-an-email', name: 'X' })).toThrow(FakeGoogleError);
    expect(() => google.addAccount({ email: BRAND.email.toUpperCase(), name: 'X' })).toThrow(
      /exists already/,
    );
    expect(() =>
      google.addAccount({ email: 'x@acme.test', name: 'X', sub: google.account(BRAND.email).sub }),
    ).toThrow(/exists already/);
    expect(() =>
      google.addAccount({
        email: 'y@acme.test',
        name: 'Y',
        channel: { ...CREATOR.channel, id: 'UCshort' },
      }),
    ).toThrow(/channel id/);
    expect(() =>
      google.addAccount({ email: 'z@acme.test', name: 'Z', channel: CREATOR.channel }),
    ).toThrow(/another account/);
    // The same email gets the same sub in every run (a restarted demo keeps its users).
    const again = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    try {
      expect(again.addAccount(BRAND).sub).toBe(google.account(BRAND.email).sub);
      const creator = again.addAccount(DEMO_CREATOR);
      expect(creator.channel).toMatchObject({
        id: 'UC4PooiX37Pld1T8J5SYT-SQ',
        handle: '@GoodMythicalMorning',
      });
      expect(again.addAccount(DEMO_BRAND).email).toBe('brand.google@collabify.test');
    } finally {
      await again.close();
    }
  });
});

describe('YouTube Data API', () => {
  const channelsMine =
    '/www.googleapis.com/youtube/v3/channels?part=snippet,statistics,contentDetails,brandingSettings&mine=true';

  it('answers channels.list mine=true in YouTube’s shape: string counts, subscribers rounded to 3 figures', async () => {
    const { access_token } = await signIn(CREATOR.email, { scope: `openid ${YOUTUBE}` });
    const res = await api(channelsMine, access_token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: Record<string, unknown>[] } & Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      kind: 'youtube#channelListResponse',
      etag: expect.any(String),
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
    });
    expect(body.items[0]).toEqual({
      kind: 'youtube#channel',
      etag: expect.any(String),
      id: CREATOR.channel.id,
      snippet: {
        title: 'Cory Cooks',
        description: 'Cooking every week.',
        customUrl: '@corycooks',
        publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        thumbnails: {
          default: { url: expect.any(String), width: 88, height: 88 },
          medium: { url: expect.any(String), width: 240, height: 240 },
          high: { url: expect.any(String), width: 800, height: 800 },
        },
        localized: { title: 'Cory Cooks', description: 'Cooking every week.' },
        country: 'US',
      },
      contentDetails: { relatedPlaylists: { likes: '', uploads: 'UU_x5XG1OV2P6uZZ5FSM9Ttw' } },
      statistics: {
        viewCount: '98765432',
        subscriberCount: '1230000',
        hiddenSubscriberCount: false,
        videoCount: '3',
      },
      brandingSettings: {
        channel: { title: 'Cory Cooks', description: 'Cooking every week.', country: 'US' },
      },
    });
    const thumbnail = await fetch(
      (body.items[0]!.snippet as { thumbnails: { default: { url: string } } }).thumbnails.default
        .url,
    );
    expect(thumbnail.headers.get('content-type')).toBe('image/svg+xml');

    // An account without a channel: no items at all.
    const brand = await signIn(BRAND.email, { scope: YOUTUBE });
    const empty = (await (await api(channelsMine, brand.access_token)).json()) as Record<
      string,
      unknown
    >;
    expect(empty).not.toHaveProperty('items');
    expect(empty.pageInfo).toEqual({ totalResults: 0, resultsPerPage: 5 });
  });

  it('refuses a token without a YouTube scope, a bad token, no credentials and bad filters or parts', async () => {
    const { access_token } = await signIn(CREATOR.email, { scope: OPENID_EMAIL });
    const noScope = await api(channelsMine, access_token);
    expect(noScope.status).toBe(403);
    expect(noScope.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
    expect(await noScope.json()).toMatchObject({
      error: {
        code: 403,
        message: 'Request had insufficient authentication scopes.',
        errors: [
          {
            message: 'Insufficient Permission',
            domain: 'global',
            reason: 'insufficientPermissions',
          },
        ],
        status: 'PERMISSION_DENIED',
      },
    });
    expect(await (await api(channelsMine, 'ya29.nope')).json()).toMatchObject({
      error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'authError' }] },
    });
    expect(await (await api(channelsMine)).json()).toMatchObject({
      error: {
        code: 403,
        message: 'The request is missing a valid API key.',
        errors: [{ reason: 'forbidden' }],
      },
    });
    expect(await (await api(`${channelsMine}&key=AIzaWhatever`)).json()).toMatchObject({
      error: { code: 400, message: 'API key not valid. Please pass a valid API key.' },
    });

    const yt = (await signIn(CREATOR.email, { scope: YOUTUBE })).access_token;
    const reason = async (query: string) => {
      const res = await api(`/www.googleapis.com/youtube/v3/channels?${query}`, yt);
      expect(res.status, query).toBe(400);
      return ((await res.json()) as { error: { errors: { reason: string }[] } }).error.errors[0]!
        .reason;
    };
    expect(await reason('part=snippet')).toBe('missingRequiredParameter');
    expect(await reason(`part=snippet&mine=true&id=${CREATOR.channel.id}`)).toBe(
      'incompatibleParameters',
    );
    expect(await reason('part=snippet&mine=true&forHandle=@corycooks')).toBe(
      'incompatibleParameters',
    );
    expect(await reason('mine=true')).toBe('required');
    expect(await reason('part=snippet,wat&mine=true')).toBe('unknownPart');
    expect(await reason('part=snippet&mine=true&maxResults=51')).toBe('invalidParameter');
  });

  it('finds channels by id and handle, lists uploads newest first with pages, and their statistics', async () => {
    const yt = (await signIn(BRAND.email, { scope: YOUTUBE })).access_token;
    const byId = (await (
      await api(
        `/www.googleapis.com/youtube/v3/channels?part=id&id=${CREATOR.channel.id},UC_unknown_000000000000000`,
        yt,
      )
    ).json()) as { items: { id: string }[] };
    expect(byId.items).toEqual([
      { kind: 'youtube#channel', etag: expect.any(String), id: CREATOR.channel.id },
    ]);
    const byHandle = (await (
      await api('/www.googleapis.com/youtube/v3/channels?part=statistics&forHandle=corycooks', yt)
    ).json()) as { items: { id: string }[] };
    expect(byHandle.items.map((i) => i.id)).toEqual([CREATOR.channel.id]);

    const page1 = (await (
      await api(
        '/www.googleapis.com/youtube/v3/playlistItems?part=contentDetails&playlistId=UU_x5XG1OV2P6uZZ5FSM9Ttw&maxResults=2',
        yt,
      )
    ).json()) as {
      items: { contentDetails: { videoId: string } }[];
      nextPageToken?: string;
      pageInfo: unknown;
    };
    expect(page1.items.map((i) => i.contentDetails.videoId)).toEqual([
      'aaaaaaaaaa3',
      'aaaaaaaaaa2',
    ]);
    expect(page1.pageInfo).toEqual({ totalResults: 3, resultsPerPage: 2 });
    const page2 = (await (
      await api(
        `/www.googleapis.com/youtube/v3/playlistItems?part=contentDetails&playlistId=UU_x5XG1OV2P6uZZ5FSM9Ttw&maxResults=2&pageToken=${page1.nextPageToken}`,
        yt,
      )
    ).json()) as {
      items: { contentDetails: { videoId: string } }[];
      nextPageToken?: string;
    };
    expect(page2.items.map((i) => i.contentDetails.videoId)).toEqual(['aaaaaaaaaa1']);
    expect(page2.nextPageToken).toBeUndefined();
    const missing = await api(
      '/www.googleapis.com/youtube/v3/playlistItems?part=contentDetails&playlistId=UUnope',
      yt,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { errors: [{ reason: 'playlistNotFound' }] },
    });

    const videos = (await (
      await api(
        '/www.googleapis.com/youtube/v3/videos?part=statistics&id=aaaaaaaaaa1,aaaaaaaaaa2,aaaaaaaaaa3,zzzzzzzzzzz',
        yt,
      )
    ).json()) as {
      items: { id: string; statistics: Record<string, string> }[];
    };
    expect(videos.items.map((v) => [v.id, v.statistics])).toEqual([
      [
        'aaaaaaaaaa1',
        { viewCount: '1000', likeCount: '50', favoriteCount: '0', commentCount: '5' },
      ],
      ['aaaaaaaaaa2', { viewCount: '2000', favoriteCount: '0', commentCount: '7' }],
      ['aaaaaaaaaa3', { viewCount: '3000', likeCount: '90', favoriteCount: '0' }],
    ]);
  });

  it('reads public data with a configured API key, but mine=true needs a user', async () => {
    const keyed = await startFakeGoogle({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      apiKey: 'AIzaLocalKey',
    });
    try {
      keyed.addAccount(CREATOR);
      const base = `${keyed.origin}/www.googleapis.com/youtube/v3/channels?part=id`;
      const byHandle = (await (
        await fetch(`${base}&forHandle=@CoryCooks&key=AIzaLocalKey`)
      ).json()) as { items: { id: string }[] };
      expect(byHandle.items.map((i) => i.id)).toEqual([CREATOR.channel.id]);
      const mine = await fetch(`${base}&mine=true&key=AIzaLocalKey`);
      expect(mine.status).toBe(401);
      expect((await fetch(`${base}&forHandle=@CoryCooks&key=AIzaOther`)).status).toBe(400);
    } finally {
      await keyed.close();
    }
  });

  it('charges one unit a call and answers quotaExceeded once the day’s quota is spent', async () => {
    const yt = (await signIn(CREATOR.email, { scope: YOUTUBE })).access_token;
    await api(channelsMine, yt);
    await api('/www.googleapis.com/youtube/v3/channels?part=snippet', yt);
    expect(google.youtubeQuotaUsed).toBe(2);
    google.exhaustYouTubeQuota();
    const refused = await api(channelsMine, yt);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded' }] },
    });
    // The quota resets at midnight Pacific Time (tokens live an hour: sign in again).
    advance(24 * 3600 * 1000);
    const tomorrow = (await signIn(CREATOR.email, { scope: YOUTUBE })).access_token;
    expect((await api(channelsMine, tomorrow)).status).toBe(200);
    expect(google.youtubeQuotaUsed).toBe(1);
  });
});

describe('YouTube public channels, API keys and outages', () => {
  const KEY = 'AIzaLocalKey';
  const PUBLIC = {
    id: 'UCpublicPublicPublic0001',
    title: 'Quiet Public',
    handle: '@QuietPublic',
    subscriberCount: 45_678,
    hiddenSubscriberCount: true,
    videoCount: 2,
    viewCount: 123_456,
    videos: [
      {
        id: 'pppppppppp1',
        title: 'Live now',
        publishedAt: '2026-11-01T10:00:00Z',
        viewCount: 10,
        likeCount: 1,
        commentCount: 0,
        liveBroadcastContent: 'live' as const,
      },
      {
        id: 'pppppppppp2',
        title: 'Old upload',
        publishedAt: '2026-10-01T10:00:00Z',
        viewCount: 500,
      },
    ],
  };
  const EMPTY = {
    id: 'UCemptyEmptyEmptyEmpty01',
    title: 'Nothing Yet',
    handle: '@nothing.yet',
    subscriberCount: 3,
    videoCount: 0,
    viewCount: 0,
  };
  let keyed: FakeGoogle;

  beforeEach(async () => {
    keyed = await startFakeGoogle({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      apiKey: KEY,
      now: clock.now,
    });
    keyed.addAccount(CREATOR);
    keyed.addChannel(PUBLIC);
    keyed.addChannel(EMPTY);
    closeLater(() => keyed.close());
  });

  /** GET a YouTube method of the keyed fake with `key=` (KEY unless given). */
  async function yt(resource: string, query: string, key: string | null = KEY) {
    const res = await fetch(
      `${keyed.origin}/www.googleapis.com/youtube/v3/${resource}?${query}${key === null ? '' : `&key=${key}`}`,
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const ids = (body: Record<string, unknown>) =>
    ((body.items ?? []) as { id: string }[]).map((i) => i.id);

  it('reads a public channel (no account) by id or by handle in any case, with or without @', async () => {
    for (const handle of ['@QuietPublic', 'quietpublic', '@QUIETPUBLIC', '  QuietPublic ']) {
      const { body } = await yt('channels', `part=id&forHandle=${encodeURIComponent(handle)}`);
      expect(ids(body), handle).toEqual([PUBLIC.id]);
    }
    // The same for an account's channel, and id= takes several ids with the key.
    expect(ids((await yt('channels', 'part=id&forHandle=CORYCOOKS')).body)).toEqual([
      CREATOR.channel.id,
    ]);
    expect(
      ids((await yt('channels', `part=id&id=${CREATOR.channel.id},${PUBLIC.id},${EMPTY.id}`)).body),
    ).toEqual([CREATOR.channel.id, PUBLIC.id, EMPTY.id]);
    // Ids are case-sensitive; an unknown handle matches nothing (no items).
    const lower = await yt('channels', `part=id&id=${PUBLIC.id.toLowerCase()}`);
    expect(lower.body).not.toHaveProperty('items');
    expect((await yt('channels', 'part=id&forHandle=@nobody')).body).not.toHaveProperty('items');
    // Nobody signs in as a public channel: the consent page offers the account only.
    const page = await (
      await fetch(
        `${keyed.origin}/accounts.google.com/o/oauth2/v2/auth?client_id=${CLIENT_ID}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&response_type=code&scope=openid`,
      )
    ).text();
    expect(page).toContain(CREATOR.email);
    expect(page).not.toContain(PUBLIC.title);
    // The home page lists it; its picture is served.
    expect(await (await fetch(`${keyed.origin}/`)).text()).toContain(PUBLIC.handle);
    const { body } = await yt('channels', `part=snippet&id=${PUBLIC.id}`);
    const [item] = body.items as { snippet: { thumbnails: { high: { url: string } } } }[];
    expect((await fetch(item!.snippet.thumbnails.high.url)).status).toBe(200);
  });

  it('hides the subscriber count as YouTube does: hiddenSubscriberCount true, subscriberCount left out', async () => {
    const { body } = await yt('channels', `part=statistics&id=${CREATOR.channel.id},${PUBLIC.id}`);
    expect((body.items as { statistics: unknown }[]).map((i) => i.statistics)).toEqual([
      {
        viewCount: '98765432',
        subscriberCount: '1230000',
        hiddenSubscriberCount: false,
        videoCount: '3',
      },
      { viewCount: '123456', hiddenSubscriberCount: true, videoCount: '2' },
    ]);
  });

  it('lists a public channel’s uploads with their broadcast state; an empty channel’s uploads playlist is not found', async () => {
    const uploads = await yt(
      'playlistItems',
      'part=contentDetails&playlistId=UUpublicPublicPublic0001',
    );
    expect(
      (uploads.body.items as { contentDetails: { videoId: string } }[]).map(
        (i) => i.contentDetails.videoId,
      ),
    ).toEqual(['pppppppppp1', 'pppppppppp2']);
    const videos = await yt('videos', 'part=snippet,statistics&id=pppppppppp1,pppppppppp2');
    expect(
      (
        videos.body.items as {
          snippet: { liveBroadcastContent: string };
          statistics: Record<string, string>;
        }[]
      ).map((v) => [v.snippet.liveBroadcastContent, v.statistics]),
    ).toEqual([
      ['live', { viewCount: '10', likeCount: '1', favoriteCount: '0', commentCount: '0' }],
      ['none', { viewCount: '500', favoriteCount: '0' }],
    ]);
    // YouTube answers 404 playlistNotFound for the uploads playlist of a channel without uploads.
    const empty = await yt(
      'playlistItems',
      'part=contentDetails&playlistId=UUemptyEmptyEmptyEmpty01',
    );
    expect(empty.status).toBe(404);
    expect(empty.body).toMatchObject({
      error: {
        code: 404,
        errors: [{ domain: 'youtube.playlistItem', reason: 'playlistNotFound' }],
      },
    });
  });

  it('refuses a taken channel id or handle and a malformed public channel', () => {
    expect(() => keyed.addChannel({ ...PUBLIC, handle: '@another' })).toThrow(/exists already/);
    expect(() =>
      keyed.addChannel({ ...PUBLIC, id: CREATOR.channel.id, handle: '@another' }),
    ).toThrow(/belongs to another account/);
    expect(() =>
      keyed.addChannel({ ...PUBLIC, id: 'UCotherOtherOtherOther01', handle: '@corycooks' }),
    ).toThrow(/handle @corycooks/);
    expect(() =>
      keyed.addAccount({
        email: 'late@acme.test',
        name: 'Late',
        channel: { ...EMPTY, id: 'UClateLateLateLateLate01' },
      }),
    ).toThrow(/handle @nothing.yet/);
    expect(() => keyed.addChannel({ ...PUBLIC, id: 'UCshort', handle: '@short' })).toThrow(
      FakeGoogleError,
    );
  });

  it('answers Google’s 400 for an invalid API key, in the envelope YouTube answers today', async () => {
    const refused = await yt('channels', `part=id&id=${PUBLIC.id}`, 'AIzaNotThisOne');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        errors: [
          {
            message: 'API key not valid. Please pass a valid API key.',
            domain: 'global',
            reason: 'badRequest',
          },
        ],
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
            metadata: { service: 'youtube.googleapis.com' },
          },
        ],
      },
    });
    const noKey = await yt('channels', `part=id&id=${PUBLIC.id}`, null);
    expect(noKey.status).toBe(403);
    keyed.exhaustYouTubeQuota();
    const spent = await yt('channels', `part=id&id=${PUBLIC.id}`);
    expect(spent.status).toBe(403);
    expect(spent.body).toMatchObject({
      error: {
        code: 403,
        status: 'PERMISSION_DENIED',
        errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded' }],
      },
    });
  });

  it('failYouTube: the next calls answer a backend error (503 by default, or 500) without spending quota', async () => {
    keyed.failYouTube(2);
    for (let i = 0; i < 2; i++) {
      const failed = await yt('channels', `part=id&id=${PUBLIC.id}`);
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({
        error: {
          code: 503,
          message: 'The service is currently unavailable.',
          errors: [
            {
              message: 'The service is currently unavailable.',
              domain: 'global',
              reason: 'backendError',
            },
          ],
          status: 'UNAVAILABLE',
        },
      });
    }
    expect(keyed.youtubeQuotaUsed).toBe(0);
    expect((await yt('channels', `part=id&id=${PUBLIC.id}`)).status).toBe(200);
    expect(keyed.youtubeQuotaUsed).toBe(1);

    keyed.failYouTube(1, 500);
    // Before credentials: even a bad key gets the outage.
    const internal = await yt('videos', 'part=id&id=pppppppppp1', 'AIzaNotThisOne');
    expect(internal.status).toBe(500);
    expect(internal.body).toMatchObject({
      error: {
        code: 500,
        message: 'Internal error encountered.',
        status: 'INTERNAL',
        errors: [{ domain: 'global', reason: 'backendError' }],
      },
    });
    keyed.failYouTube(5);
    keyed.failYouTube(0);
    expect((await yt('videos', 'part=id&id=pppppppppp1')).status).toBe(200);
    expect(() => keyed.failYouTube(-1)).toThrow(FakeGoogleError);
    expect(() => keyed.failYouTube(1, 502 as 503)).toThrow(FakeGoogleError);
  });

  it('records every YouTube call with its parameters, the ones it refuses too', async () => {
    await yt('channels', 'part=id&forHandle=@QuietPublic');
    await yt('search', 'part=snippet&q=x');
    expect(keyed.youtubeCalls).toEqual([
      { resource: 'channels', params: { part: 'id', forHandle: '@QuietPublic', key: KEY } },
      { resource: 'search', params: { part: 'snippet', q: 'x', key: KEY } },
    ]);
  });

  it('serves the demo’s public channels beside the demo creator, real channels of the datasets', async () => {
    const demo = await startFakeGoogle({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      apiKey: KEY,
    });
    try {
      demo.addAccount(DEMO_CREATOR);
      for (const channel of DEMO_PUBLIC_CHANNELS) demo.addChannel(channel);
      const handles = DEMO_PUBLIC_CHANNELS.map((c) => c.handle.slice(1));
      expect(handles).toEqual(['Vogue', 'NatGeo', 'VaniaManiaKids', 'JamesCharles']);
      for (const channel of DEMO_PUBLIC_CHANNELS) {
        const base = `${demo.origin}/www.googleapis.com/youtube/v3`;
        const found = (await (
          await fetch(
            `${base}/channels?part=snippet,contentDetails&forHandle=${channel.handle}&key=${KEY}`,
          )
        ).json()) as {
          items: { id: string; contentDetails: { relatedPlaylists: { uploads: string } } }[];
        };
        expect(found.items.map((i) => i.id)).toEqual([channel.id]);
        const uploads = (await (
          await fetch(
            `${base}/playlistItems?part=contentDetails&maxResults=50&playlistId=${found.items[0]!.contentDetails.relatedPlaylists.uploads}&key=${KEY}`,
          )
        ).json()) as { items: unknown[] };
        expect(uploads.items).toHaveLength(channel.videos!.length);
      }
    } finally {
      await demo.close();
    }
  });
});

describe('Gmail API', () => {
  const sendPath = '/gmail.googleapis.com/gmail/v1/users/me/messages/send';

  async function raw(mail: ConstructorParameters<typeof MailComposer>[0]): Promise<string> {
    const node = new MailComposer(mail).compile();
    // Gmail delivers to Bcc recipients only when the header is in the message (it strips it).
    node.keepBcc = true;
    return (await node.build()).toString('base64url');
  }

  function send(token: string, body: unknown) {
    return api(sendPath, token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  it('sends a base64url RFC 2822 message with gmail.send and keeps it decoded', async () => {
    const { access_token } = await signIn(BRAND.email, { scope: `openid email ${GMAIL}` });
    const res = await send(access_token, {
      raw: await raw({
        from: `Ada Brand <${BRAND.email}>`,
        to: 'Cory <creator@acme.test>',
        bcc: 'audit@acme.test',
        subject: 'Collaboration idea',
        text: 'Hello Cory',
        html: '<p>Hello <b>Cory</b></p>',
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; threadId: string; labelIds: string[] };
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      threadId: body.id,
      labelIds: ['SENT'],
    });
    expect(google.sentMail).toHaveLength(1);
    expect(google.sentMail[0]).toMatchObject({
      id: body.id,
      account: BRAND.email,
      from: BRAND.email,
      fromName: 'Ada Brand',
      fromRewritten: false,
      to: ['creator@acme.test'],
      bcc: ['audit@acme.test'],
      subject: 'Collaboration idea',
      text: expect.stringContaining('Hello Cory'),
      html: expect.stringContaining('<p>Hello <b>Cory</b></p>'),
    });
    expect(google.sentMail[0]!.raw).toMatch(/^Content-Type: multipart\/alternative/m);

    // A reply in the same thread joins it; the users/{email} form works too.
    const reply = await api(
      `/gmail.googleapis.com/gmail/v1/users/${encodeURIComponent(BRAND.email)}/messages/send`,
      access_token,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          threadId: body.id,
          raw: await raw({
            from: BRAND.email,
            to: 'creator@acme.test',
            subject: 'Re: Collaboration idea',
            text: 'Following up',
          }),
        }),
      },
    );
    expect(((await reply.json()) as { threadId: string }).threadId).toBe(body.id);
  });

  it('rewrites a From that is not the account’s address, and fills in a missing one', async () => {
    const { access_token } = await signIn(BRAND.email, { scope: GMAIL });
    await send(access_token, {
      raw: await raw({
        from: 'CEO <ceo@bigcorp.test>',
        to: 'creator@acme.test',
        subject: 'Hi',
        text: 'x',
      }),
    });
    expect(google.sentMail[0]).toMatchObject({
      from: BRAND.email,
      fromName: 'CEO',
      originalFrom: 'ceo@bigcorp.test',
      fromRewritten: true,
    });
    const noFrom = Buffer.from('To: creator@acme.test\r\nSubject: Bare\r\n\r\nBody\r\n').toString(
      'base64url',
    );
    expect((await send(access_token, { raw: noFrom })).status).toBe(200);
    expect(google.sentMail[1]).toMatchObject({
      from: BRAND.email,
      originalFrom: null,
      fromRewritten: true,
      subject: 'Bare',
    });
  });

  it('refuses a token without a send scope, and a body Gmail refuses', async () => {
    const youtubeOnly = (await signIn(BRAND.email, { scope: YOUTUBE })).access_token;
    const message = {
      raw: await raw({ from: BRAND.email, to: 'creator@acme.test', subject: 'x', text: 'x' }),
    };
    const refused = await send(youtubeOnly, message);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 403,
        errors: [{ reason: 'insufficientPermissions' }],
        status: 'PERMISSION_DENIED',
      },
    });
    expect(
      await (
        await api(sendPath, undefined, { method: 'POST', body: JSON.stringify(message) })
      ).json(),
    ).toMatchObject({
      error: { code: 401, errors: [{ message: 'Login Required.', reason: 'required' }] },
    });

    const token = (await signIn(BRAND.email, { scope: GMAIL })).access_token;
    const delegated = await api(
      '/gmail.googleapis.com/gmail/v1/users/someone@else.test/messages/send',
      token,
      {
        method: 'POST',
        body: JSON.stringify(message),
      },
    );
    expect(delegated.status).toBe(403);
    const refusal = async (body: unknown) => {
      const res = await send(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = (await res.json()) as { error: { message: string; status: string } };
      expect(error.status).toBe('INVALID_ARGUMENT');
      return error.message;
    };
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    expect(await refusal({})).toBe(
      "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
    );
    expect(await refusal({ raw: 'not base64!' })).toMatch(
      /^Invalid value at 'message.raw' \(TYPE_BYTES\), Base64 decoding failed/,
    );
    expect(await refusal({ raw: b64('From: a@b.test\r\nSubject: x\r\n\r\nno recipient') })).toBe(
      'Recipient address required',
    );
    expect(
      await refusal({ raw: b64('From: a@b.test\r\nTo: human@f\r\nSubject: x\r\n\r\nx') }),
    ).toBe('Invalid To header');
    expect(
      await refusal({ raw: b64('From: a@b.test\r\nTo: not an address\r\nSubject: x\r\n\r\nx') }),
    ).toBe('Invalid To header');
    expect(await refusal({ raw: message.raw, colour: 'blue' })).toBe(
      'Invalid JSON payload received. Unknown name "colour": Cannot find field.',
    );
    expect(await refusal('{raw:')).toMatch(/^Invalid JSON payload received/);
    expect(google.sentMail).toHaveLength(0);
  });

  it('caps messages per account over a rolling day with 429 "User-rate limit exceeded"', async () => {
    const token = (await signIn(BRAND.email, { scope: GMAIL })).access_token;
    const message = {
      raw: await raw({ from: BRAND.email, to: 'creator@acme.test', subject: 'x', text: 'x' }),
    };
    const firstAt = clock.now().toISOString();
    for (let i = 0; i < 3; i++) {
      expect((await send(token, message)).status).toBe(200);
      advance(60_000);
    }
    const capped = await send(token, message);
    expect(capped.status).toBe(429);
    const retryAt = new Date(Date.parse(firstAt) + 24 * 3600 * 1000).toISOString();
    expect(await capped.json()).toEqual({
      error: {
        code: 429,
        message: `User-rate limit exceeded.  Retry after ${retryAt} (Mail sending)`,
        errors: [
          {
            message: `User-rate limit exceeded.  Retry after ${retryAt} (Mail sending)`,
            domain: 'usageLimits',
            reason: 'rateLimitExceeded',
          },
        ],
        status: 'RESOURCE_EXHAUSTED',
      },
    });
    // Another account has its own cap; the first slot frees 24 hours after it was used.
    const other = (await signIn(CREATOR.email, { scope: GMAIL })).access_token;
    expect((await send(other, message)).status).toBe(200);
    clock.set(new Date(Date.parse(retryAt) - 1));
    const early = (await signIn(BRAND.email, { scope: GMAIL })).access_token;
    expect((await send(early, message)).status).toBe(429);
    clock.set(new Date(Date.parse(retryAt) + 1));
    expect((await send(early, message)).status).toBe(200);
    expect(google.sentMail).toHaveLength(5);
  });
});

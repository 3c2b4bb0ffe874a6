import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { expectValidationProblem } from '../../test/problems';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/users/self', () => {
  it('answers 401 as a problem without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/self' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, type: 'urn:collabify:problem:unauthorized' });
  });

  it('answers 401 for a forged token, an unsigned token and a token of another algorithm', async () => {
    const { token, user } = await t.signUp();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.id)
      .setIssuer('collabify')
      .setAudience('collabify:session')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.ctx.secret));
    for (const bad of [forged, none, hs512]) {
      expect(
        (await t.request({ method: 'GET', url: '/api/users/self', token: bad })).statusCode,
      ).toBe(401);
    }
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await t.signUp();
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('collabify')
      .setAudience('collabify:session')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(t.ctx.secret));
    expect(
      (await t.request({ method: 'GET', url: '/api/users/self', token: expired })).statusCode,
    ).toBe(401);
  });

  it('answers 401 for a well-signed token without exp, without iat, issued in the future or older than 7 days', async () => {
    const { user } = await t.signUp();
    const now = Math.floor(Date.now() / 1000);
    const signed = (build: (jwt: SignJWT) => SignJWT) =>
      build(
        new SignJWT({ ver: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          // Each session has its id; only the times differ between these tokens.
          .setJti(randomUUID())
          .setSubject(user.id)
          .setIssuer('collabify')
          .setAudience('collabify:session'),
      ).sign(new TextEncoder().encode(t.ctx.secret));
    const tokens = {
      noExp: await signed((jwt) => jwt.setIssuedAt(now)),
      noIat: await signed((jwt) => jwt.setExpirationTime(now + 3600)),
      future: await signed((jwt) => jwt.setIssuedAt(now + 3600).setExpirationTime(now + 7200)),
      tooOld: await signed((jwt) =>
        jwt.setIssuedAt(now - 8 * 86_400).setExpirationTime(now + 3600),
      ),
      valid: await signed((jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 3600)),
    };
    const status = async (token: string) =>
      (await t.request({ method: 'GET', url: '/api/users/self', token })).statusCode;
    expect({
      noExp: await status(tokens.noExp),
      noIat: await status(tokens.noIat),
      future: await status(tokens.future),
      tooOld: await status(tokens.tooOld),
      valid: await status(tokens.valid),
    }).toEqual({ noExp: 401, noIat: 401, future: 401, tooOld: 401, valid: 200 });
  });

  it('issues tokens that expire in 7 days', async () => {
    const { token } = await t.signUp();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60);
  });
});

describe('PATCH /api/users', () => {
  it('updates name, company and website', async () => {
    const { token } = await t.signUp();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/users',
      token,
      payload: { name: 'Grace Hopper', company: 'Navy', website: 'https://example.org' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Grace Hopper',
      company: 'Navy',
      website: 'https://example.org',
    });
  });

  it('rejects changing roles or email through the profile, naming the fields', async () => {
    const { token } = await t.signUp();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/users',
      token,
      payload: { roles: ['admin'], email: 'x@y.z' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.email', 'body.roles']);
  });

  it.each([
    [{ name: 'Grace\u0000Hopper' }, 'body.name'],
    [{ company: 'Navy\u0000' }, 'body.company'],
    [{ website: 'https://example.org/\u0000' }, 'body.website'],
  ])('answers 400 to a NUL character in %j, naming %s', async (payload, path) => {
    const { token } = await t.signUp();
    const res = await t.request({ method: 'PATCH', url: '/api/users', token, payload });
    expectValidationProblem(res, path, /NUL/);
  });

  it('rejects a NUL character in the name at sign-up, naming body.name', async () => {
    await expect(t.signUp({ name: 'Ada\u0000' })).rejects.toThrow(/body\.name.*NUL/);
  });

  it('rejects a website that is not http(s)', async () => {
    const { token } = await t.signUp();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/users',
      token,
      payload: { website: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.website');
  });
});

describe('POST /api/users/nickname', () => {
  it('sets a lower-cased nickname and answers 409 naming the field when it is taken', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const nickname = `Ada_${Date.now()}`;
    const first = await t.request({
      method: 'POST',
      url: '/api/users/nickname',
      token: a.token,
      payload: { nickname },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().nickname).toBe(nickname.toLowerCase());
    const second = await t.request({
      method: 'POST',
      url: '/api/users/nickname',
      token: b.token,
      payload: { nickname },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].path).toBe('body.nickname');
  });

  it('rejects a nickname with spaces', async () => {
    const { token } = await t.signUp();
    const res = await t.request({
      method: 'POST',
      url: '/api/users/nickname',
      token,
      payload: { nickname: 'a b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.nickname');
  });
});

describe('GET /api/users/{id}', () => {
  it('does not reveal who is an admin', async () => {
    const { user } = await t.signUp({ email: 'admin@example.com' });
    expect(user.roles).toContain('admin');
    const res = await t.request({ method: 'GET', url: `/api/users/${user.id}` });
    expect(res.json().roles).toEqual(['advertiser']);
  });

  it('shows public fields only, never the email', async () => {
    const { user } = await t.signUp({ name: 'Public Person' });
    const res = await t.request({ method: 'GET', url: `/api/users/${user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      name: 'Public Person',
      nickname: null,
      roles: ['advertiser'],
      company: null,
      website: null,
      avatarUrl: null,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/users/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/api/users/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('params.id');
  });
});

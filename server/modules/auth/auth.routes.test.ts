import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOKEN_TTL_SECONDS } from '@shared/constants/auth';
import { emailCodes, revokedSessions, users } from '../../db/schema';
import { signToken } from '../../signed-tokens';
import { MAX_FAILED_SIGN_INS } from './login-throttle';
import {
  buildTestApp,
  codeFrom,
  type TestApp,
  uniqueEmail,
  uniqueIp,
} from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const sendCode = (email: string, purpose?: string, ip?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/generate-send-email-code',
    payload: { email, ...(purpose && { purpose }) },
    ip,
  });

const logon = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/auth/logon', payload });

async function codeMailedTo(email: string, subjectPart = 'sign-up code') {
  const mail = await t.smtp.waitFor(email, (m) => (m.email.subject ?? '').includes(subjectPart));
  return codeFrom(mail.email.subject);
}

describe('sign-up with an emailed code', () => {
  it('creates an advertiser account and signs in when the code is right', async () => {
    const email = uniqueEmail();
    const sent = await sendCode(email);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ status: 'sent', expiresInSeconds: 600 });
    const code = await codeMailedTo(email);
    expect(code).toMatch(/^\d{6}$/);

    const res = await logon({ email, password: 'long enough pw', name: 'Ada', code });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email, name: 'Ada', roles: ['advertiser'] });
    expect(body.user).not.toHaveProperty('passwordHash');
    const self = await t.request({ method: 'GET', url: '/api/users/self', token: body.token });
    expect(self.json().email).toBe(email);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, password } = await t.signUp();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(password);
  });

  it('creates an influencer account when the role is chosen', async () => {
    const { user } = await t.signUp({ role: 'influencer' });
    expect(user.roles).toEqual(['influencer']);
  });

  it('rejects a wrong code, naming the code field', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeMailedTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await logon({ email, password: 'long enough pw', name: 'Ada', code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([
      { path: 'body.code', message: expect.stringContaining('wrong or has expired') },
    ]);
  });

  it('rejects an expired code', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeMailedTo(email);
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    const res = await logon({ email, password: 'long enough pw', name: 'Ada', code });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.code');
  });

  it('rejects a code that was already used', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeMailedTo(email);
    expect((await logon({ email, password: 'long enough pw', name: 'Ada', code })).statusCode).toBe(
      201,
    );
    const again = await logon({
      email: email.toUpperCase(),
      password: 'other password',
      name: 'Eve',
      code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].path).toBe('body.code');
  });

  it('checks at most five guesses even when they arrive at once', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeMailedTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    // Nine at once: under the per-address limit (10 per 15 minutes), so each reaches the check.
    const guesses = await Promise.all(
      Array.from({ length: 9 }, () =>
        logon({ email, password: 'long enough pw', name: 'Ada', code: wrong }),
      ),
    );
    expect(guesses.map((g) => g.statusCode)).toEqual(Array(9).fill(400));
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.attempts).toBe(5);
    const right = await logon({ email, password: 'long enough pw', name: 'Ada', code });
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].path).toBe('body.code');
  });

  it('kills a code after five wrong guesses, even if the sixth is right', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeMailedTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await logon({ email, password: 'long enough pw', name: 'Ada', code: wrong });
    const res = await logon({ email, password: 'long enough pw', name: 'Ada', code });
    expect(res.statusCode).toBe(400);
  });

  it('mails "you already have an account" instead of a code for a taken address, with the same answer', async () => {
    const { user } = await t.signUp();
    // Past the one-minute resend cooldown of the sign-up code.
    await t.database.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(emailCodes.email, user.email));
    const res = await sendCode(user.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'sent', expiresInSeconds: 600 });
    const mail = await t.smtp.waitFor(user.email, (m) =>
      (m.email.subject ?? '').includes('already have'),
    );
    expect(mail.email.text).toContain('/forgot-password');
    expect(mail.email.text).not.toMatch(/\b\d{6}\b/);
  });

  it('gives the admin role to ADMIN_EMAILS', async () => {
    const { user } = await t.signUp({ email: 'admin@example.com' });
    expect(user.roles).toEqual(['advertiser', 'admin']);
  });
});

describe('bad input', () => {
  it('rejects unknown fields and bad types, naming each field', async () => {
    const res = await logon({
      email: 'not-an-email',
      password: 123,
      name: '',
      code: 'abc',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual([
      'body.code',
      'body.email',
      'body.isAdmin',
      'body.name',
      'body.password',
    ]);
    expect(res.json()).toMatchObject({
      type: 'urn:collabify:problem:validation-error',
      status: 400,
    });
  });

  it('rejects a short password with its minimum', async () => {
    const res = await logon({ email: uniqueEmail(), password: 'short', name: 'A', code: '123456' });
    expect(res.json().errors).toEqual([
      { path: 'body.password', message: expect.stringContaining('8') },
    ]);
  });

  it('rejects malformed JSON as a problem', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('login', () => {
  it('signs in with the right password, case-insensitively on the email', async () => {
    const { user, password } = await t.signUp();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { user } = await t.signUp();
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'nope nope' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'nope nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, instance: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
  });
});

describe('password change and reset revoke old tokens', () => {
  it('rejects a token issued before a password change and accepts the new one', async () => {
    const { token, password } = await t.signUp();
    const changed = await t.request({
      method: 'POST',
      url: '/api/users/password',
      token,
      payload: { currentPassword: password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users/self', token })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/users/self', token: changed.json().token }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a password change with the wrong current password', async () => {
    const { token } = await t.signUp();
    const res = await t.request({
      method: 'POST',
      url: '/api/users/password',
      token,
      payload: { currentPassword: 'not it at all', newPassword: 'a brand new password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.currentPassword');
  });

  it('resets a forgotten password with an emailed code, revoking old sessions', async () => {
    const { user, token } = await t.signUp();
    expect((await sendCode(user.email, 'reset-password')).statusCode).toBe(202);
    const code = await codeMailedTo(user.email, 'password reset code');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, code, password: 'my new secret pw' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users/self', token })).statusCode).toBe(
      401,
    );
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'my new secret pw' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends no reset mail to an unknown address but answers exactly as for a known one', async () => {
    const { user } = await t.signUp();
    await t.database.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(emailCodes.email, user.email));
    const known = await sendCode(user.email, 'reset-password');
    const email = uniqueEmail('ghost');
    const unknown = await sendCode(email, 'reset-password');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await t.smtp.waitFor(user.email, (m) =>
      (m.email.subject ?? '').includes('password reset code'),
    );
    await expect(t.smtp.waitFor(email, undefined, 1_000)).rejects.toThrow('No mail');
  });

  it('signs out everywhere, ending every session of the account', async () => {
    const [token, other] = await twoSessions();
    expect((await post('/api/auth/logout-all', token)).statusCode).toBe(204);
    expect((await self(token)).statusCode).toBe(401);
    expect((await self(other)).statusCode).toBe(401);
  });
});

const post = (url: string, token?: string) => t.request({ method: 'POST', url, token });
const self = (token: string) => t.request({ method: 'GET', url: '/api/users/self', token });

/** Two sessions of a new account, as two browsers signing in get them. */
async function twoSessions(): Promise<[string, string]> {
  const { token, user, password } = await t.signUp();
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return [token, res.json<{ token: string }>().token];
}

/** A token signed with the server's own secret, carrying whatever claims the test gives it. */
const forged = (subject: string, claims: Record<string, unknown>) =>
  signToken(
    t.ctx.secret,
    { audience: 'collabify:session', ttlSeconds: TOKEN_TTL_SECONDS },
    subject,
    claims,
  );

describe('sign-out', () => {
  it('ends this session on the server: a copied token answers 401 afterwards', async () => {
    const { token } = await t.signUp();
    expect((await self(token)).statusCode).toBe(200);
    const res = await post('/api/auth/logout', token);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const after = await self(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      status: 401,
      detail: 'Your session has ended. Sign in again.',
    });
    expect((await post('/api/auth/logout', token)).statusCode).toBe(401);
  });

  it('keeps the account’s other sessions working', async () => {
    const [token, other] = await twoSessions();
    expect((await post('/api/auth/logout', token)).statusCode).toBe(204);
    expect((await self(other)).statusCode).toBe(200);
    expect((await self(token)).statusCode).toBe(401);
  });

  it('answers 401 without a bearer token', async () => {
    const res = await post('/api/auth/logout');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('keeps a signed-out session until its token expires, then forgets it on a later sign-out', async () => {
    const expired = randomUUID();
    await t.database.db
      .insert(revokedSessions)
      .values({ sessionId: expired, expiresAt: new Date(Date.now() - 1_000) });
    const { token } = await t.signUp();
    expect((await post('/api/auth/logout', token)).statusCode).toBe(204);
    const rows = await t.database.db.select().from(revokedSessions);
    const ids = rows.map((row) => row.sessionId);
    expect(ids).not.toContain(expired);
    const kept = rows.filter((row) => row.expiresAt.getTime() > Date.now());
    expect(kept.length).toBeGreaterThanOrEqual(1);
    for (const row of kept) {
      expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + TOKEN_TTL_SECONDS * 1000);
    }
  });
});

describe('session token claims', () => {
  it('answers 401, not 500, to a correctly signed token whose subject is not a UUID', async () => {
    const { user } = await t.signUp();
    for (const subject of ['not-a-uuid', `${user.id}x`, "' or 1=1 --"]) {
      const token = await forged(subject, { ver: 0, jti: randomUUID() });
      const res = await self(token);
      expect(res.statusCode, subject).toBe(401);
    }
  });

  it('answers 401 to a signed token lacking a session id or with a malformed version', async () => {
    const { user } = await t.signUp();
    const valid = await forged(user.id, { ver: 0, jti: randomUUID() });
    expect((await self(valid)).statusCode).toBe(200);
    for (const claims of [
      { ver: 0 },
      { ver: 0, jti: 'session-1' },
      { ver: '0', jti: randomUUID() },
    ]) {
      expect((await self(await forged(user.id, claims))).statusCode, JSON.stringify(claims)).toBe(
        401,
      );
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After when one address asks for codes too often', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await sendCode(uniqueEmail(), undefined, ip);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({ status: 429, type: 'urn:collabify:problem:rate-limited' });
  });

  it('answers 429 with Retry-After when the same email asks again within a minute', async () => {
    const email = uniqueEmail();
    expect((await sendCode(email)).statusCode).toBe(202);
    const again = await sendCode(email);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
  });

  describe('account lockout', () => {
    const signInAs = (email: string, password: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/login',
        ip: uniqueIp(),
        payload: { email, password },
      });
    const newAccount = async () => {
      const { user, password } = await t.signUp();
      return { email: user.email, password };
    };
    const failTimes = async ({ email }: { email: string }, times: number) => {
      for (let i = 0; i < times; i++) {
        expect((await signInAs(email, 'guess guess')).statusCode).toBe(401);
      }
    };
    afterEach(() => vi.useRealTimers());

    it('never counts successful sign-ins: twelve in a row all succeed', async () => {
      const { email, password } = await newAccount();
      for (let i = 0; i < 12; i++) {
        expect((await signInAs(email, password)).statusCode, `sign-in ${i + 1}`).toBe(200);
      }
    });

    it('locks an account after ten failures from many addresses, even for the right password', async () => {
      const account = await newAccount();
      await failTimes(account, MAX_FAILED_SIGN_INS);
      for (const password of ['guess guess', account.password]) {
        const blocked = await signInAs(account.email, password);
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
        expect(blocked.json()).toMatchObject({ type: 'urn:collabify:problem:rate-limited' });
      }
      // Another account is not touched by it.
      const other = await newAccount();
      expect((await signInAs(other.email, other.password)).statusCode).toBe(200);
    });

    it('forgets the failures when the right password is given', async () => {
      const account = await newAccount();
      await failTimes(account, MAX_FAILED_SIGN_INS - 1);
      expect((await signInAs(account.email, account.password)).statusCode).toBe(200);
      await failTimes(account, MAX_FAILED_SIGN_INS - 1);
      expect((await signInAs(account.email, account.password)).statusCode).toBe(200);
    });

    it('unlocks after fifteen minutes', async () => {
      const account = await newAccount();
      await failTimes(account, MAX_FAILED_SIGN_INS);
      expect((await signInAs(account.email, account.password)).statusCode).toBe(429);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
      expect((await signInAs(account.email, account.password)).statusCode).toBe(200);
    });
  });

  it('limits login attempts per client address', async () => {
    const ip = uniqueIp();
    const attempt = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/login',
        ip,
        payload: { email: uniqueEmail(), password: 'guess guess' },
      });
    // A flood limit, generous for the many people behind one office or carrier address.
    for (let i = 0; i < 30; i++) {
      const r = await attempt();
      expect(r.statusCode, `${i} ${r.body}`).toBe(401);
    }
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

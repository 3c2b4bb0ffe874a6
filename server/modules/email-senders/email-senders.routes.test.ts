import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSender } from '@shared/schemas/email';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import type { ReceivedMail } from '../../test/smtp-sink';
import { errorPaths, expectValidationProblem } from '../../test/problems';
import { signSenderToken } from './sender-tokens';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const setSender = (token: string, payload: { email: string; name: string }) =>
  t.request({ method: 'POST', url: '/api/users/email-sender', token, payload });

/** POSTs a verification token without any session (the link may open on another device). */
const verify = (token: string) =>
  t.request({ method: 'POST', url: '/api/users/email-sender/verify', payload: { token } });

async function checkSender(token: string): Promise<EmailSender> {
  const res = await t.request({ method: 'GET', url: '/api/users/check-email-sender', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The link's token of the newest verification mail to `address` not among `earlier`. */
async function linkToken(address: string, earlier = new Set<ReceivedMail>()): Promise<string> {
  const mail = await t.smtp.waitFor(address, (m) => !earlier.has(m));
  expect(mail.email.subject).toBe('Confirm your sender address for Collabify');
  const link = /http:\/\/localhost:3000\/email-sender-verify\?token=(\S+)/.exec(
    mail.email.text ?? '',
  );
  expect(link, mail.email.text).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('setting and verifying the sender', () => {
  it('mails a link that verifies the address, and shows the From outreach will carry', async () => {
    const { token } = await t.signUp({ name: 'Bria Brand' });
    const address = uniqueEmail('sender');
    const posing = await setSender(token, { email: address, name: 'Bob <ceo@bank.example>' });
    expect(posing.statusCode).toBe(400);
    expect(posing.json().errors[0].path).toBe('body.name');
    const res = await setSender(token, { email: address.toUpperCase(), name: 'Bria Brand' });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      email: address,
      name: 'Bria Brand',
      from: '"Bria Brand via Collabify" <no-reply@collabify.test>',
      sendVia: 'collabify',
      gmail: null,
      postalAddress: null,
    };
    expect(res.json()).toEqual({ ...expected, verified: false });
    expect(await checkSender(token)).toEqual({ ...expected, verified: false });

    const verified = await verify(await linkToken(address));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ ...expected, verified: true });
    expect(await checkSender(token)).toEqual({ ...expected, verified: true });
    // Following the link again is fine.
    expect((await verify(await linkToken(address))).statusCode).toBe(200);
  });

  it('answers nulls before a sender is set', async () => {
    const { token } = await t.signUp();
    expect(await checkSender(token)).toEqual({
      email: null,
      name: null,
      verified: false,
      from: null,
      sendVia: 'collabify',
      gmail: null,
      postalAddress: null,
    });
  });

  it('keeps a verified address verified when only the name changes, and sends no mail', async () => {
    const { token } = await t.signUp();
    const address = uniqueEmail('sender');
    await setSender(token, { email: address, name: 'First' });
    await verify(await linkToken(address));
    const before = t.smtp.messages.filter((m) => m.envelopeTo.includes(address)).length;
    const res = await setSender(token, { email: address, name: 'Second' });
    expect(res.json()).toMatchObject({ name: 'Second', verified: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.smtp.messages.filter((m) => m.envelopeTo.includes(address))).toHaveLength(before);
  });

  it('clears verification when the address changes and mails the new address', async () => {
    const { token } = await t.signUp();
    const first = uniqueEmail('sender');
    await setSender(token, { email: first, name: 'Brand' });
    await verify(await linkToken(first));
    const second = uniqueEmail('sender');
    const res = await setSender(token, { email: second, name: 'Brand' });
    expect(res.json()).toMatchObject({ email: second, verified: false });
    expect((await verify(await linkToken(second))).json()).toMatchObject({ verified: true });
  });

  it('resends the link while the address is unverified', async () => {
    const { token } = await t.signUp();
    const address = uniqueEmail('sender');
    await setSender(token, { email: address, name: 'Brand' });
    const first = await t.smtp.waitFor(address);
    await setSender(token, { email: address, name: 'Brand' });
    const token2 = await linkToken(address, new Set([first]));
    expect((await verify(token2)).json()).toMatchObject({ verified: true });
  });

  it('refuses influencer-only accounts with 403', async () => {
    const { token } = await t.signUp({ role: 'influencer' });
    const res = await setSender(token, { email: uniqueEmail(), name: 'Creator' });
    expect(res.statusCode).toBe(403);
  });

  it('asks for a session to set or read the sender', async () => {
    const set = await t.request({
      method: 'POST',
      url: '/api/users/email-sender',
      payload: { email: uniqueEmail(), name: 'X' },
    });
    expect(set.statusCode).toBe(401);
    const read = await t.request({ method: 'GET', url: '/api/users/check-email-sender' });
    expect(read.statusCode).toBe(401);
  });

  it('answers 400 naming body.email and body.name for bad input', async () => {
    const { token } = await t.signUp();
    const res = await setSender(token, { email: 'not-an-address', name: '' });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(expect.arrayContaining(['body.email', 'body.name']));
  });
});

describe('addresses the mail server refuses', () => {
  it('answers 400 naming body.email and keeps the sender as it was', async () => {
    const { token } = await t.signUp();
    const address = uniqueEmail('sender');
    expect((await setSender(token, { email: address, name: 'Bria Brand' })).statusCode).toBe(200);
    // Valid to zod, refused by the SMTP server at RCPT TO (a domain label ending in "-").
    const refused = await setSender(token, { email: '-@a-.example', name: 'Bria Brand' });
    expectValidationProblem(refused, 'body.email', /refused this address/);
    expect(await checkSender(token)).toMatchObject({ email: address, verified: false });
  });
});

describe('NUL characters', () => {
  it('answers 400 naming body.name for a NUL in the sender name', async () => {
    const { token } = await t.signUp();
    const res = await setSender(token, { email: uniqueEmail('sender'), name: 'Bria\u0000' });
    expectValidationProblem(res, 'body.name', /NUL/);
  });
});

describe('verification tokens', () => {
  it('refuses an expired token with 400 naming body.token', async () => {
    const session = await t.signUp();
    const address = uniqueEmail('sender');
    await setSender(session.token, { email: address, name: 'Brand' });
    const expired = await signSenderToken(
      t.ctx.secret,
      { userId: session.user.id, email: address },
      -60,
    );
    const res = await verify(expired);
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.token']);
    expect((await checkSender(session.token)).verified).toBe(false);
  });

  it('refuses a forged token (another secret) and a session token with 400 naming body.token', async () => {
    const session = await t.signUp();
    const address = uniqueEmail('sender');
    await setSender(session.token, { email: address, name: 'Brand' });
    const forged = await signSenderToken('another-secret-that-is-at-least-32-chars', {
      userId: session.user.id,
      email: address,
    });
    for (const token of [forged, session.token, 'not.a.jwt-at-all']) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(errorPaths(res.json())).toEqual(['body.token']);
    }
    expect((await checkSender(session.token)).verified).toBe(false);
  });

  it('does not verify an address the user has since changed (409 naming body.token)', async () => {
    const { token } = await t.signUp();
    const old = uniqueEmail('old');
    await setSender(token, { email: old, name: 'Brand' });
    const stale = await linkToken(old);
    const current = uniqueEmail('new');
    await setSender(token, { email: current, name: 'Brand' });
    const res = await verify(stale);
    expect(res.statusCode).toBe(409);
    expect(errorPaths(res.json())).toEqual(['body.token']);
    expect(await checkSender(token)).toMatchObject({ email: current, verified: false });
  });
});

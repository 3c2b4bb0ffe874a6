import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSender, GmailLoginResult } from '@shared/schemas/email';
import { gmailConnections, socialAccounts } from '../../db/schema';
import { type FakeGoogle, startFakeGoogle } from '@providers/google/server';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { callbackParams, connectGmail, socialAccountsOf } from '../../test/oauth';
import { signUpWithVerifiedSender } from '../../test/verified-sender';

/**
 * Connecting a brand's Gmail to send outreach through it (issue 18, integrations.md §6) against
 * the local Google: the consent asks for gmail.send only, the state belongs to the account that
 * started it, the grant must include gmail.send, the connection is kept sealed with its daily
 * cap, the sender may then choose Gmail, and disconnecting revokes the grant and sends through
 * Collabify again.
 */

const CLIENT_ID = 'gmail-tests.apps.googleusercontent.com';
const CLIENT_SECRET = 'gmail-tests-secret';
const GMAIL_SEND = 'https://www.googleapis.com/auth/gmail.send';

let google: FakeGoogle;
let t: TestApp;
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}@gmail.example`;

beforeAll(async () => {
  google = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  t = await buildTestApp({
    google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, testServerUrl: google.origin },
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

/** A brand with a verified sender named `name`; returns its session. */
const brand = (name = 'Gail Brand') =>
  signUpWithVerifiedSender(t, name, { email: unique('replies'), name });

/** Starts a Gmail connection as `token`; answers the request (200 carries Google's consent URL). */
const authorize = (token: string | undefined, redirect = '/email?tab=sender') =>
  t.request({
    method: 'GET',
    url: `/api/users/social-accounts/gmail/authorize?redirect=${encodeURIComponent(redirect)}`,
    token,
  });

/** Posts a callback to `/api/auth/gmail-login` as `token`. */
const gmailLogin = (token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: '/api/auth/gmail-login', token, payload });

/** A whole connection: `token` starts it, `email` consents at Google, the callback is posted. */
const connect = (token: string, email: string) =>
  connectGmail(t, google, token, email, '/email?tab=sender');

const getSender = async (token: string) =>
  (
    await t.request({ method: 'GET', url: '/api/users/check-email-sender', token })
  ).json<EmailSender>();

const chooseSendVia = (token: string, sendVia: string) =>
  t.request({
    method: 'PUT',
    url: '/api/users/email-sender/send-via',
    token,
    payload: { sendVia },
  });

describe('connecting Gmail', () => {
  it('asks for gmail.send only (offline), keeps the connection sealed with its daily limit and shows it on the sender', async () => {
    const session = await brand('Gail Brand');
    const email = unique('gail');
    const account = google.addAccount({ email, name: 'Gail Gmail' });

    const started = await authorize(session.token);
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json<{ url: string }>().url);
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(
      ['email', 'openid', GMAIL_SEND].sort(),
    );
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const consented = await google.consent(url.toString(), { email });
    const res = await gmailLogin(session.token, callbackParams(consented));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GmailLoginResult>()).toMatchObject({
      verified: true,
      sendVia: 'collabify',
      from: '"Gail Brand via Collabify" <no-reply@collabify.test>',
      gmail: { address: email, dailyLimit: 500, sentLast24Hours: 0, nextSendAt: null },
      redirect: '/email?tab=sender',
    });

    const [row] = await t.database.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, session.user.id), eq(socialAccounts.provider, 'gmail')));
    expect(row).toMatchObject({ providerAccountId: account.sub, displayName: email });
    expect(row!.scopes).toContain(GMAIL_SEND);
    // Sealed at rest: neither token is stored as Google issued it.
    expect(row!.accessToken).not.toMatch(/^ya29\./);
    expect(row!.refreshToken).toBeTruthy();
    expect(row!.refreshToken).not.toMatch(/^1\/\//);
    expect(row!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());

    expect(await socialAccountsOf(t, session.token)).toEqual([
      expect.objectContaining({ provider: 'gmail', displayName: email }),
    ]);
  });

  it('gives a Google Workspace account (hd) the Workspace daily limit', async () => {
    const session = await brand();
    const email = `team-${++sequence}@workspace.example`;
    google.addAccount({ email, name: 'Team Mail', hostedDomain: 'workspace.example' });
    const res = await connect(session.token, email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GmailLoginResult>().gmail).toMatchObject({ address: email, dailyLimit: 2000 });
    const stored = await t.database.db
      .select()
      .from(gmailConnections)
      .where(eq(gmailConnections.hostedDomain, 'workspace.example'));
    expect(stored).toEqual([expect.objectContaining({ dailySendLimit: 2000 })]);
  });

  it('refuses visitors, influencers, and a state that another account, or a sign-in, started', async () => {
    expect((await authorize(undefined)).statusCode).toBe(401);
    const creator = await t.signUp({ role: 'influencer' });
    expect((await authorize(creator.token)).statusCode).toBe(403);

    const email = unique('crossed');
    google.addAccount({ email, name: 'Crossed Wires' });
    const owner = await brand();
    const stranger = await brand('Stranger Brand');
    const started = await authorize(owner.token);
    const consented = callbackParams(
      await google.consent(started.json<{ url: string }>().url, { email }),
    );
    expect((await gmailLogin(undefined, consented)).statusCode).toBe(401);
    const foreign = await gmailLogin(stranger.token, consented);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('body.state');
    // The state was spent by the refusal: the owner starts again.
    const reused = await gmailLogin(owner.token, consented);
    expect(reused.json().errors[0].path).toBe('body.state');

    // A state from "Continue with Google" (no account, another provider) connects nothing.
    const signIn = await t.request({ method: 'GET', url: '/api/auth/oauth/google/authorize' });
    const signInState = callbackParams(
      await google.consent(signIn.json<{ url: string }>().url, { email }),
    );
    const crossed = await gmailLogin(owner.token, signInState);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().errors[0].path).toBe('body.state');

    const forged = await gmailLogin(owner.token, { code: '4/forged', state: 'f'.repeat(43) });
    expect(forged.json().errors[0].path).toBe('body.state');
    expect((await getSender(owner.token)).gmail).toBeNull();
  });

  it('refuses a grant without gmail.send, and a Google account whose email is not verified', async () => {
    const session = await brand();
    const email = unique('noscope');
    google.addAccount({ email, name: 'No Scope' });
    const url = new URL((await authorize(session.token)).json<{ url: string }>().url);
    // The person granted only part of what was asked (Google's granular consent).
    url.searchParams.set('scope', 'openid email');
    const partial = await gmailLogin(
      session.token,
      callbackParams(await google.consent(url.toString(), { email })),
    );
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors[0].path).toBe('body.code');
    expect(partial.json().detail).toMatch(/permission to send email/);

    const unverified = unique('unverified');
    google.addAccount({ email: unverified, name: 'Not Verified', emailVerified: false });
    const refused = await connect(session.token, unverified);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('body.code');
    expect((await getSender(session.token)).gmail).toBeNull();
  });

  it('answers 409 when that Gmail is connected to another Collabify account', async () => {
    const email = unique('shared');
    google.addAccount({ email, name: 'Shared Inbox' });
    const first = await brand();
    expect((await connect(first.token, email)).statusCode).toBe(200);
    const second = await brand();
    const taken = await connect(second.token, email);
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().detail).toMatch(/already connected to another Collabify account/);
    expect((await getSender(second.token)).gmail).toBeNull();
    expect((await getSender(first.token)).gmail?.address).toBe(email);
  });
});

describe('sending through Gmail', () => {
  it('is chosen only with a verified sender and a connected Gmail; From becomes the Gmail address', async () => {
    const session = await brand('Vera Brand');
    const notConnected = await chooseSendVia(session.token, 'gmail');
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json().errors[0].path).toBe('body.sendVia');

    const email = unique('vera');
    google.addAccount({ email, name: 'Vera Gmail' });
    expect((await connect(session.token, email)).statusCode).toBe(200);
    const chosen = await chooseSendVia(session.token, 'gmail');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<EmailSender>()).toMatchObject({
      sendVia: 'gmail',
      from: `"Vera Brand" <${email}>`,
      gmail: { address: email },
    });
    expect(await getSender(session.token)).toMatchObject({ sendVia: 'gmail' });

    const back = await chooseSendVia(session.token, 'collabify');
    expect(back.json<EmailSender>()).toMatchObject({
      sendVia: 'collabify',
      from: '"Vera Brand via Collabify" <no-reply@collabify.test>',
    });

    // Without a verified sender Gmail is refused even when connected.
    const unverified = await t.signUp({ name: 'Una Brand' });
    await t.request({
      method: 'POST',
      url: '/api/users/email-sender',
      token: unverified.token,
      payload: { email: unique('una'), name: 'Una' },
    });
    const unaGmail = unique('una-gmail');
    google.addAccount({ email: unaGmail, name: 'Una Gmail' });
    expect((await connect(unverified.token, unaGmail)).statusCode).toBe(200);
    const refused = await chooseSendVia(unverified.token, 'gmail');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/Verify your sender/);

    const creator = await t.signUp({ role: 'influencer' });
    expect((await chooseSendVia(creator.token, 'collabify')).statusCode).toBe(403);
    expect((await chooseSendVia(session.token, 'smtp')).statusCode).toBe(400);
  });

  it('disconnecting revokes the grant at Google and sends through Collabify again', async () => {
    const session = await brand('Dora Brand');
    const email = unique('dora');
    google.addAccount({ email, name: 'Dora Gmail' });
    expect((await connect(session.token, email)).statusCode).toBe(200);
    expect((await chooseSendVia(session.token, 'gmail')).statusCode).toBe(200);

    const before = google.revoked.length;
    const res = await t.request({
      method: 'DELETE',
      url: '/api/users/social-accounts/gmail',
      token: session.token,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(google.revoked.length).toBeGreaterThan(before);
    expect(google.revoked.at(-1)).toMatchObject({ email, reason: 'revoked' });
    expect(await getSender(session.token)).toMatchObject({
      sendVia: 'collabify',
      gmail: null,
      from: '"Dora Brand via Collabify" <no-reply@collabify.test>',
    });
    const [gone] = await t.database.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, session.user.id), eq(socialAccounts.provider, 'gmail')));
    expect(gone).toBeUndefined();
  });
});

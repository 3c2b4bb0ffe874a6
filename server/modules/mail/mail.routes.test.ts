import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '@shared/schemas/email';
import { emailMessages } from '../../db/schema';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { errorPaths, expectValidationProblem } from '../../test/problems';
import { unsubscribeUrl } from '../email-delivery/outreach-message';

let t: TestApp;
let nextProfile = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const call: TestApp['call'] = (...args) => t.call(...args);

async function insertProfile(email: string | null, name: string | null = 'Dana Creator') {
  const [row] = await insertInfluencers(t.database.db, 1, 40_000 + ++nextProfile, { email, name });
  return row!;
}

/** A signed-up advertiser whose sender address is verified through the mailed link. */
async function verifiedBrand(name = 'Bria Brand') {
  const session = await t.signUp({ name });
  const address = uniqueEmail('sender');
  const set = await call(session.token, 'POST', '/api/users/email-sender', {
    email: address,
    name: `${name} Sender`,
  });
  expect(set.statusCode, set.body).toBe(200);
  const mail = await t.smtp.waitFor(address);
  const token = /token=(\S+)/.exec(mail.email.text ?? '')![1]!;
  const verified = await t.request({
    method: 'POST',
    url: '/api/users/email-sender/verify',
    payload: { token: decodeURIComponent(token) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return session;
}

async function mails(token: string, page = 1): Promise<{ query: Mail[]; total: number }> {
  const res = await call(token, 'GET', `/api/mail/user/self?page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const written = {
  subject: 'Hello {{ influencer.name }}',
  content:
    '<p>Hi {{ influencer.name }} (@{{ influencer.username }}), I am {{ sender.name }}.</p><p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p><script>x()</script>',
};

describe('POST /api/mail', () => {
  it('queues a rendered mail to the profile’s known address and lists it as queued', async () => {
    const brand = await verifiedBrand();
    const profile = await insertProfile('Dana@Example.com', '<i>Dana</i>');
    const res = await call(brand.token, 'POST', '/api/mail', {
      influencerId: profile.id,
      ...written,
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = res.json() as Mail;
    expect(mail).toMatchObject({
      influencer: { id: profile.id, username: profile.username, name: '<i>Dana</i>' },
      email: 'dana@example.com',
      status: 'pending',
      subject: 'Hello <i>Dana</i>',
      attempts: 0,
      lastError: null,
      sentAt: null,
      history: [{ status: 'queued', at: mail.createdAt, reason: null }],
    });

    const [row] = await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.id, mail.id));
    expect(row).toMatchObject({ campaignId: null, name: '<i>Dana</i>', status: 'pending' });
    expect(row!.messageId).toMatch(/^<[0-9a-f-]{36}@collabify\.test>$/);
    expect(row!.html).toBe(
      `<p>Hi &lt;i&gt;Dana&lt;/i&gt; (@${profile.username}), I am Bria Brand Sender.</p>` +
        `<p><a href="${unsubscribeUrl(t.ctx.appUrl, t.ctx.secret, { userId: brand.user.id, email: mail.email! })}">Unsubscribe</a></p>`,
    );

    expect(await mails(brand.token)).toEqual({ query: [mail], total: 1 });
  });

  it('sends from a template of the user, rendering its subject and content', async () => {
    const brand = await verifiedBrand();
    const template = await call(brand.token, 'POST', '/api/email-template', {
      name: 'Intro',
      subject: 'Intro for @{{ influencer.username }}',
      content: '<p>Dear {{ influencer.name }}</p>',
    });
    expect(template.statusCode).toBe(201);
    const profile = await insertProfile('x@example.com', null);
    const res = await call(brand.token, 'POST', '/api/mail', {
      influencerId: profile.id,
      templateId: template.json().id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subject: `Intro for @${profile.username}` });
    const [row] = await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.id, res.json().id));
    expect(row!.html).toBe(`<p>Dear ${profile.username}</p>`);
  });

  it('refuses with 409 until the sender address is verified', async () => {
    const { token } = await t.signUp();
    const profile = await insertProfile('x@example.com');
    const body = { influencerId: profile.id, ...written };
    const none = await call(token, 'POST', '/api/mail', body);
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('Verify your sender address first');
    await call(token, 'POST', '/api/users/email-sender', { email: uniqueEmail(), name: 'X' });
    const unverified = await call(token, 'POST', '/api/mail', body);
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().detail).toBe('Verify your sender address first');
    expect((await mails(token)).total).toBe(0);
  });

  it('refuses a suppressed address with 409 naming body.email', async () => {
    const brand = await verifiedBrand();
    const profile = await insertProfile('stopped@example.com');
    await call(brand.token, 'POST', '/api/email-suppression', { email: 'Stopped@Example.com' });
    const res = await call(brand.token, 'POST', '/api/mail', {
      influencerId: profile.id,
      ...written,
    });
    expect(res.statusCode).toBe(409);
    expect(errorPaths(res.json())).toEqual(['body.email']);
    expect((await mails(brand.token)).total).toBe(0);
  });

  it('answers 400 naming body.email when no address is known', async () => {
    const brand = await verifiedBrand();
    const profile = await insertProfile(null);
    const res = await call(brand.token, 'POST', '/api/mail', {
      influencerId: profile.id,
      ...written,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'body.email', message: 'No email known for this influencer — add one' },
    ]);
  });

  it('remembers a given address as the user’s contact for the profile', async () => {
    const brand = await verifiedBrand();
    const profile = await insertProfile('public@example.com');
    const res = await call(brand.token, 'POST', '/api/mail', {
      influencerId: profile.id,
      email: 'Direct@Example.com',
      ...written,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().email).toBe('direct@example.com');
    const contact = await call(brand.token, 'GET', `/api/influencer/${profile.id}/contact-email`);
    expect(contact.json()).toEqual({ email: 'direct@example.com', source: 'mine' });
  });

  it('refuses unknown variables (400 naming body.content) and another user’s private template (400 naming body.templateId)', async () => {
    const [brand, other] = await Promise.all([verifiedBrand(), t.signUp()]);
    const profile = await insertProfile('x@example.com');
    const unknown = await call(brand.token, 'POST', '/api/mail', {
      influencerId: profile.id,
      subject: 'Hi',
      content: '<p>{{ influencer.email }}</p>',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorPaths(unknown.json())).toEqual(['body.content']);

    const template = await call(other.token, 'POST', '/api/email-template', {
      name: 'Private',
      subject: 'S',
      content: '<p>x</p>',
    });
    const res = await call(brand.token, 'POST', '/api/mail', {
      influencerId: profile.id,
      templateId: template.json().id,
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.templateId']);
  });

  it('answers 400 naming body.influencerId for an unknown profile and body.content without content', async () => {
    const brand = await verifiedBrand();
    const missing = await call(brand.token, 'POST', '/api/mail', {
      influencerId: '00000000-0000-4000-8000-000000000000',
      ...written,
    });
    expect(missing.statusCode).toBe(400);
    expect(errorPaths(missing.json())).toEqual(['body.influencerId']);
    const empty = await call(brand.token, 'POST', '/api/mail', {
      influencerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorPaths(empty.json())).toEqual(['body.content']);
  });
});

describe('NUL characters', () => {
  it.each([
    [{ subject: 'Hello\u0000', content: '<p>Hi</p>' }, 'body.subject'],
    [{ subject: 'Hello', content: '<p>Hi\u0000</p>' }, 'body.content'],
  ])('answers 400 to %j, naming %s', async (body, path) => {
    const { token } = await verifiedBrand();
    const profile = await insertProfile(uniqueEmail('creator'));
    const res = await call(token, 'POST', '/api/mail', { influencerId: profile.id, ...body });
    expectValidationProblem(res, path, /NUL/);
  });
});

describe('GET /api/mail/user/self', () => {
  it('lists only the user’s own mails, newest first, with the status history', async () => {
    const [brand, other] = await Promise.all([verifiedBrand(), verifiedBrand('Other')]);
    const profile = await insertProfile('x@example.com');
    const send = async (token: string) => {
      const res = await call(token, 'POST', '/api/mail', { influencerId: profile.id, ...written });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Mail;
    };
    const first = await send(brand.token);
    const second = await send(brand.token);
    const third = await send(brand.token);
    await send(other.token);

    const sentAt = new Date(Date.now() + 1_000);
    const failedAt = new Date(Date.now() + 2_000);
    await t.database.db
      .update(emailMessages)
      .set({ status: 'sent', attempts: 1, sentAt })
      .where(eq(emailMessages.id, first.id));
    await t.database.db
      .update(emailMessages)
      .set({ status: 'failed', attempts: 1, failedAt, lastError: '550 No such user' })
      .where(eq(emailMessages.id, second.id));
    await t.database.db
      .update(emailMessages)
      .set({ attempts: 1, lastError: '421 Try again later' })
      .where(eq(emailMessages.id, third.id));

    const list = await mails(brand.token);
    expect(list.total).toBe(3);
    expect(list.query.map((m) => m.id)).toEqual([third.id, second.id, first.id]);
    const [retrying, failed, sent] = list.query;
    expect(sent!.history).toEqual([
      { status: 'queued', at: first.createdAt, reason: null },
      { status: 'sent', at: sentAt.toISOString(), reason: null },
    ]);
    expect(failed).toMatchObject({ status: 'failed', lastError: '550 No such user' });
    expect(failed!.history).toEqual([
      { status: 'queued', at: second.createdAt, reason: null },
      { status: 'failed', at: failedAt.toISOString(), reason: '550 No such user' },
    ]);
    expect(retrying!.history.map((h) => [h.status, h.reason])).toEqual([
      ['queued', null],
      ['retrying', '421 Try again later'],
    ]);

    expect((await mails(brand.token, 2)).query).toEqual([]);
    expect((await mails(other.token)).total).toBe(1);
  });
});

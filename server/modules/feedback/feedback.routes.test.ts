import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Feedback, FeedbackList } from '@shared/schemas/feedback';
import { feedback } from '../../db/schema';
import { buildTestApp, uniqueEmail, uniqueIp, type TestApp } from '../../test/build-test-app';
import { FEEDBACK_PER_EMAIL_PER_HOUR, FEEDBACK_PER_IP_PER_HOUR } from './feedback.routes';

let t: TestApp;
let adminToken: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.signUp({ email: t.ctx.adminEmails[0] })).token;
});
afterAll(() => t?.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: uniqueEmail('contact'),
  subject: 'Question about plans',
  message: 'Can a Starter plan be paid yearly?',
  ...overrides,
});

const send = (payload: object, options: { ip?: string; token?: string } = {}) =>
  t.request({ method: 'POST', url: '/api/feedback', payload, ...options });

const storedFor = (email: string) =>
  t.database.db.select().from(feedback).where(eq(feedback.email, email));

const list = (query: string, token = adminToken) =>
  t.request({ method: 'GET', url: `/api/admin/feedback${query}`, token });

const close = (id: string, token = adminToken) =>
  t.request({ method: 'POST', url: `/api/admin/feedback/${id}/close`, token });

describe('POST /api/feedback', () => {
  it('stores the message, mails it to SUPPORT_EMAIL with Reply-To the sender and confirms to the sender', async () => {
    const payload = message({ email: `  ${uniqueEmail('Mixed').toUpperCase()} ` });
    const res = await send(payload);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ received: true });

    const email = (payload.email as string).trim().toLowerCase();
    const [row] = await storedFor(email);
    expect(row).toMatchObject({
      name: 'Grace Hopper',
      subject: 'Question about plans',
      message: 'Can a Starter plan be paid yearly?',
      status: 'open',
      userId: null,
    });

    const support = await t.smtp.waitFor(t.ctx.supportEmail, (m) =>
      (m.email.replyTo ?? []).some((a) => a.address === email),
    );
    expect(support.email.subject).toBe('[Contact] Question about plans');
    expect(support.email.text).toContain('Can a Starter plan be paid yearly?');
    expect(support.email.text).toContain(`Grace Hopper <${email}>`);

    const confirmation = await t.smtp.waitFor(email);
    expect(confirmation.email.subject).toBe('We got your message');
    expect(confirmation.email.text).not.toContain('Can a Starter plan be paid yearly?');
  });

  it('records the account of a signed-in sender', async () => {
    const { token, user } = await t.signUp();
    const payload = message();
    expect((await send(payload, { token })).statusCode).toBe(202);
    const [row] = await storedFor(payload.email as string);
    expect(row?.userId).toBe(user.id);
  });

  it('answers 400 naming every invalid field', async () => {
    const res = await send({
      name: ' ',
      email: 'not-an-email',
      subject: 'x'.repeat(151),
      message: 'too short',
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['body.email', 'body.message', 'body.name', 'body.subject']);
  });

  it('answers 400 naming a message over 5,000 characters and a missing name', async () => {
    const payload = message({ message: 'x'.repeat(5_001) });
    const res = await send({ ...payload, name: undefined });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['body.message', 'body.name']);
  });

  it('answers a filled honeypot like a success but stores and mails nothing', async () => {
    const sendLater = vi.spyOn(t.ctx.mailer, 'sendLater');
    try {
      const payload = message({ website: 'https://spam.example' });
      const res = await send(payload);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ received: true });
      expect(await storedFor(payload.email as string)).toEqual([]);
      expect(sendLater).not.toHaveBeenCalled();
    } finally {
      sendLater.mockRestore();
    }
  });

  it('answers 429 with Retry-After one past the limit from one client address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= FEEDBACK_PER_IP_PER_HOUR; i++) {
      last = await send(message(), { ip });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(FEEDBACK_PER_IP_PER_HOUR).fill(202), 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(last!.json()).toMatchObject({ status: 429, type: 'urn:collabify:problem:rate-limited' });
  });

  it('answers 429 with Retry-After one past the limit for one sender address from many client addresses', async () => {
    const email = uniqueEmail('persistent');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= FEEDBACK_PER_EMAIL_PER_HOUR; i++) {
      last = await send(message({ email }), { ip: uniqueIp() });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(FEEDBACK_PER_EMAIL_PER_HOUR).fill(202), 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(await storedFor(email)).toHaveLength(FEEDBACK_PER_EMAIL_PER_HOUR);
  });
});

describe('admin feedback', () => {
  it('lists open messages newest first, closes one idempotently and lists it as closed', async () => {
    const older = message({ subject: 'Older message' });
    const newer = message({ subject: 'Newer message' });
    expect((await send(older)).statusCode).toBe(202);
    expect((await send(newer)).statusCode).toBe(202);

    const open = await list('');
    expect(open.statusCode).toBe(200);
    const body = open.json() as FeedbackList;
    const subjects = body.query.map((f) => f.subject);
    expect(subjects.indexOf('Newer message')).toBeLessThan(subjects.indexOf('Older message'));
    expect(body.total).toBeGreaterThanOrEqual(2);
    const target = body.query.find((f) => f.email === older.email)!;
    expect(target).toMatchObject({ status: 'open', closedAt: null, name: 'Grace Hopper' });

    const closed = await close(target.id);
    expect(closed.statusCode).toBe(200);
    const first = closed.json() as Feedback;
    expect(first).toMatchObject({ id: target.id, status: 'closed' });
    expect(first.closedAt).not.toBeNull();

    const again = await close(target.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);

    const stillOpen = (await list('?status=open')).json() as FeedbackList;
    expect(stillOpen.query.map((f) => f.id)).not.toContain(target.id);
    const closedList = (await list('?status=closed')).json() as FeedbackList;
    expect(closedList.query.map((f) => f.id)).toContain(target.id);
  });

  it('answers 404 when closing an unknown message', async () => {
    const res = await close(UNKNOWN_ID);
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 naming the status for an unknown one', async () => {
    const res = await list('?status=pending');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('query.status');
  });

  it('answers 403 to a signed-in person who is not an admin and 401 to a visitor', async () => {
    const { token } = await t.signUp();
    expect((await list('', token)).statusCode).toBe(403);
    expect((await close(UNKNOWN_ID, token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/feedback' })).statusCode).toBe(401);
  });
});

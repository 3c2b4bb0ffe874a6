import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@shared/schemas/email';
import { emailMessages } from '../../db/schema';
import { createMailer, type Mailer } from '../../integrations/smtp/client';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';

let t: TestApp;
let outboxDir: string;
/** The real outbox writer (the mailer without SMTP), writing where the app reads. */
let outbox: Mailer;

beforeAll(async () => {
  outboxDir = mkdtempSync(join(tmpdir(), 'collabify-outbox-'));
  t = await buildTestApp({ outboxDir });
  outbox = createMailer({ outboxDir, from: t.ctx.mailFrom });
});
afterAll(async () => {
  outbox?.close();
  await t?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

async function listOutbox(token: string): Promise<OutboxEntry[]> {
  const res = await t.request({ method: 'GET', url: '/api/dev/outbox', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().query;
}

/** Copies the `nth` mail (1-based) the SMTP sink received for `to` into the outbox, byte for byte. */
async function copyToOutbox(to: string, name: string, nth = 1) {
  const mail = await t.smtp.waitFor(
    to,
    (m) => t.smtp.messages.filter((x) => x.envelopeTo.includes(to)).indexOf(m) === nth - 1,
  );
  writeFileSync(join(outboxDir, name), mail.raw);
}

describe('GET /api/dev/outbox', () => {
  it('lists the user’s own mail, newest first, parsed with its headers and parts', async () => {
    const session = await t.signUp();
    const other = await t.signUp();
    await outbox.send({ to: session.user.email, subject: 'First', text: 'one' });
    await outbox.send({ to: other.user.email, subject: 'Not yours', text: 'secret' });
    await outbox.send({
      to: session.user.email,
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
      headers: { 'List-Unsubscribe': '<http://localhost:3000/unsubscribe/abc>' },
    });
    const entries = await listOutbox(session.token);
    expect(entries.map((e) => e.subject)).toEqual(['Second', 'First']);
    expect(entries[0]).toMatchObject({
      to: session.user.email,
      from: 'Collabify <no-reply@collabify.test>',
      listUnsubscribe: '<http://localhost:3000/unsubscribe/abc>',
      html: expect.stringMatching(/^<p>two<\/p>\s*$/),
      text: expect.stringMatching(/^two\s*$/),
    });
    expect(entries[0]!.file).toMatch(/\.eml$/);
    expect(Date.parse(entries[0]!.date!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await listOutbox(other.token)).map((e) => e.subject)).toEqual(['Not yours']);
  });

  it('shows the outreach the user sent, and a sender verification mail only to its requester', async () => {
    const [brand, impostor] = await Promise.all([t.signUp(), t.signUp()]);
    const sender = uniqueEmail('sender');
    const setSender = (token: string, name: string) =>
      t.request({
        method: 'POST',
        url: '/api/users/email-sender',
        token,
        payload: { email: sender, name },
      });
    const verify = async (entry: OutboxEntry) => {
      const token = /token=(\S+)/.exec(entry.text ?? '')![1]!;
      const res = await t.request({
        method: 'POST',
        url: '/api/users/email-sender/verify',
        payload: { token: decodeURIComponent(token) },
      });
      expect(res.json()).toMatchObject({ verified: true });
    };

    await setSender(brand.token, 'Brand');
    await copyToOutbox(sender, '20990101T000000000Z-000001.eml');
    const mine = await listOutbox(brand.token);
    expect(mine.map((e) => e.subject)).toEqual(['Confirm your sender address for Collabify']);
    await verify(mine[0]!);

    const [profile] = await insertInfluencers(t.database.db, 1, 50_000, {
      email: uniqueEmail('creator'),
    });
    const queued = await t.request({
      method: 'POST',
      url: '/api/mail',
      token: brand.token,
      payload: { influencerId: profile!.id, subject: 'Outreach', content: '<p>Hi</p>' },
    });
    expect(queued.statusCode, queued.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.id, queued.json().id));
    await outbox.send({
      to: row!.email!,
      subject: row!.subject!,
      text: 'Hi',
      html: row!.html!,
      from: '"Brand via Collabify" <no-reply@collabify.test>',
      replyTo: sender,
      messageId: row!.messageId,
    });
    expect((await listOutbox(brand.token)).map((e) => e.subject)).toContain('Outreach');

    // Another user claiming the same address sees only the verification mail they asked for,
    // and even once verified, not the outreach the first user sent with that Reply-To.
    await setSender(impostor.token, 'Impostor');
    await copyToOutbox(sender, '20990101T000000000Z-000002.eml', 2);
    const theirs = await listOutbox(impostor.token);
    expect(theirs.map((e) => e.file)).toEqual(['20990101T000000000Z-000002.eml']);
    expect(theirs[0]!.text).toContain('"Impostor"');
    await verify(theirs[0]!);
    expect((await listOutbox(impostor.token)).map((e) => e.subject)).not.toContain('Outreach');
    expect((await listOutbox(brand.token)).map((e) => e.file)).not.toContain(
      '20990101T000000000Z-000002.eml',
    );
  });

  it('answers 404 when SMTP is configured (no outbox)', async () => {
    const { token } = await t.signUp();
    t.ctx.outboxDir = undefined;
    try {
      const res = await t.request({ method: 'GET', url: '/api/dev/outbox', token });
      expect(res.statusCode).toBe(404);
    } finally {
      t.ctx.outboxDir = outboxDir;
    }
  });

  it('asks for a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(401);
  });
});

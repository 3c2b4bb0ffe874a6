import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CampaignRecipients, EmailCampaign, Mail } from '@shared/schemas/email';
import { createMailer } from '../../integrations/smtp/client';
import { startEmailWorkers } from '../../jobs/email-workers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { expectValidationProblem } from '../../test/problems';
import { signUpWithVerifiedSender } from '../../test/verified-sender';
import {
  type ReceivedMail,
  type SmtpRefusal,
  type SmtpSink,
  startSmtpSink,
} from '../../test/smtp-sink';
import { type DeliveryConfig, DeliveryWorker } from './delivery-worker';
import { grantPlan } from '../../test/plans';
import { quietLog, TEST_DELIVERY_CONFIG } from '../../test/delivery-config';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  const dana = await signUpWithVerifiedSender(t, 'Dana Brand', {
    email: 'dana@brand.example',
    name: 'Dana at Brand',
  });
  token = dana.token;
  // Sends far more than the Free plan's 50 emails a month across these tests.
  await grantPlan(t, dana.user.id, 'pro');
});
afterAll(() => t?.close());

let sequence = 1_000;
/**
 * Inserts `count` profiles (numbered on from the last call), each with the address `email(n)`
 * saved as the user's contact; returns their ids and addresses in order.
 */
async function profiles(count: number, email = (n: number) => `creator${n}@inbox.example`) {
  const from = sequence;
  sequence += count;
  const rows = await insertInfluencers(t.database.db, count, from);
  const addresses = rows.map((_, k) => email(from + k));
  for (const [k, row] of rows.entries()) {
    await t.request({
      method: 'PUT',
      url: `/api/influencer/${row.id}/contact-email`,
      token,
      payload: { email: addresses[k] },
    });
  }
  return { ids: rows.map((r) => r.id), addresses };
}

/**
 * Creates a draft campaign through the API (subject "Hi" and a one-line content unless `payload`
 * names them); answers its id.
 */
async function createCampaign(payload: {
  name: string;
  influencerIds: string[];
  subject?: string;
  content?: string;
  trackOpens?: boolean;
  trackClicks?: boolean;
}) {
  const created = await t.request({
    method: 'POST',
    url: '/api/email-campaign',
    token,
    payload: { subject: 'Hi', content: '<p>Hi</p>', ...payload },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<EmailCampaign>().id;
}

/** Creates a campaign to `influencerIds` through the API and starts it. */
async function startCampaign(
  influencerIds: string[],
  extra: Partial<{ trackOpens: boolean; trackClicks: boolean }> = {},
) {
  const id = await createCampaign({
    name: 'Spring drop',
    subject: 'Hi {{ influencer.name }}',
    content:
      '<p>Hello {{ influencer.username }}, from {{ sender.name }}. <a href="https://brand.example/offer">Offer</a></p>',
    influencerIds,
    ...extra,
  });
  const started = await t.request({
    method: 'PATCH',
    url: `/api/email-campaign/${id}`,
    token,
    payload: { status: 'sending' },
  });
  expect(started.statusCode, started.body).toBe(200);
  return id;
}

const getCampaign = async (id: string) =>
  (
    await t.request({ method: 'GET', url: `/api/email-campaign/${id}`, token })
  ).json<EmailCampaign>();

/** The campaign once it has `status` (polled through the API until then, at most `timeoutMs`). */
function waitForStatus(id: string, status: string, timeoutMs = 20_000) {
  return vi.waitFor(
    async () => {
      const campaign = await getCampaign(id);
      expect(campaign.status, JSON.stringify(campaign.counts)).toBe(status);
      return campaign;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** Messages the sink received for one campaign's recipients, grouped by address. */
function byAddress(sink: SmtpSink, addresses: string[]) {
  const wanted = new Set(addresses);
  const grouped = new Map<string, ReceivedMail[]>();
  for (const mail of sink.messages) {
    for (const to of mail.envelopeTo) {
      if (!wanted.has(to)) continue;
      grouped.set(to, [...(grouped.get(to) ?? []), mail]);
    }
  }
  return grouped;
}

/** A worker on its own SMTP sink (refusing as told), outside the job queue. */
async function workerOn(sink: SmtpSink, config: Partial<DeliveryConfig> = {}, hooks = {}) {
  const worker = new DeliveryWorker({
    db: t.ctx.db,
    mailer: createMailer({ smtpUrl: sink.url, outboxDir: '/nonexistent', from: t.ctx.mailFrom }),
    jobs: t.ctx.jobs,
    mailFrom: t.ctx.mailFrom,
    appUrl: t.ctx.appUrl,
    secret: t.ctx.secret,
    config: { ...TEST_DELIVERY_CONFIG, ...config },
    log: quietLog,
    ...hooks,
  });
  await worker.start();
  return worker;
}

describe('sending a campaign through the job queue', () => {
  let worker: DeliveryWorker;
  beforeAll(async () => {
    worker = await startEmailWorkers(t.ctx, TEST_DELIVERY_CONFIG, quietLog);
  });
  afterAll(() => worker?.stop());

  it('sends each recipient one personalised message with the outreach headers', async () => {
    const { ids, addresses } = await profiles(5);
    const id = await startCampaign(ids);
    const campaign = await waitForStatus(id, 'sent');
    expect(campaign.counts).toMatchObject({ total: 5, sent: 5, pending: 0, failed: 0 });

    const mail = await t.smtp.waitFor(addresses[0]!);
    const n = sequence - 5;
    const headers = new Map(mail.email.headers.map((h) => [h.key, h.value]));
    expect(mail.email.from).toEqual({
      address: 'no-reply@collabify.test',
      name: 'Dana at Brand via Collabify',
    });
    expect(mail.email.replyTo).toEqual([{ address: 'dana@brand.example', name: '' }]);
    expect(mail.email.subject).toBe(`Hi Creator ${n}`);
    expect(mail.email.html).toContain(`Hello creator_${n}, from Dana at Brand.`);
    expect(headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\/[\w-]+\.[\w-]{22}>$/,
    );
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Links go through the signed click redirect; the open pixel is appended.
    expect(mail.email.html).toMatch(
      /href="http:\/\/localhost:3000\/api\/t\/c\/[0-9a-f-]{36}\?u=https%3A%2F%2Fbrand.example%2Foffer&amp;s=/,
    );
    expect(mail.email.html).toMatch(
      /src="http:\/\/localhost:3000\/api\/t\/o\/[0-9a-f-]{36}\?s=[\w-]{22}"/,
    );
    // The footer: the sender's postal address (CAN-SPAM) with the unsubscribe link.
    expect(mail.email.html).toContain(
      'Dana at Brand, 1 Market Street, 94105 San Francisco, United States<br><a href="http://localhost:3000/unsubscribe/',
    );
    expect(mail.email.text).toContain(
      'Dana at Brand, 1 Market Street, 94105 San Francisco, United States\nUnsubscribe: http://localhost:3000/unsubscribe/',
    );
  });

  it('skips recipients without an address, with a suppressed address or sharing an address', async () => {
    const [unknown] = await insertInfluencers(t.database.db, 1, sequence++, { email: null });
    const [first, second] = (await profiles(2, () => 'shared@inbox.example')).ids;
    const [suppressed] = (await profiles(1, () => 'gone@inbox.example')).ids;
    await t.request({
      method: 'POST',
      url: '/api/email-suppression',
      token,
      payload: { email: 'gone@inbox.example' },
    });
    const id = await startCampaign([unknown!.id, first!, second!, suppressed!]);
    const campaign = await waitForStatus(id, 'sent');
    expect(campaign.counts).toMatchObject({ total: 4, sent: 1, skipped: 3 });
    const recipients = (
      await t.request({ method: 'GET', url: `/api/email-campaign/${id}/recipients`, token })
    ).json<CampaignRecipients>();
    expect(recipients.query.map((r) => [r.status, r.skipReason])).toEqual([
      ['skipped', 'no_email'],
      ['sent', null],
      ['skipped', 'duplicate'],
      ['skipped', 'unsubscribed'],
    ]);
  });

  it('starting twice creates the recipients once and sends once', async () => {
    const { ids, addresses } = await profiles(3);
    const id = await startCampaign(ids);
    const again = await t.request({
      method: 'PATCH',
      url: `/api/email-campaign/${id}`,
      token,
      payload: { status: 'sending' },
    });
    expect(again.statusCode).toBe(200);
    const campaign = await waitForStatus(id, 'sent');
    expect(campaign.counts.total).toBe(3);
    const received = byAddress(t.smtp, addresses);
    expect([...received.values()].map((m) => m.length)).toEqual([1, 1, 1]);
  });

  it('the one-click unsubscribe POST works without a session and later sends respect it', async () => {
    const [profile] = (await profiles(1, () => 'leaver@inbox.example')).ids;
    await waitForStatus(await startCampaign([profile!]), 'sent');
    const mail = await t.smtp.waitFor('leaver@inbox.example');
    const header = mail.email.headers.find((h) => h.key === 'list-unsubscribe')?.value ?? '';
    const url = new URL(header.slice(1, -1));

    // As Gmail does it: form-encoded body, no cookies, no authorization.
    const oneClick = await t.request({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ email: 'leaver@inbox.example', unsubscribed: true });
    const repeated = await t.request({ method: 'POST', url: url.pathname });
    expect(repeated.statusCode).toBe(200);

    const forged = await t.request({ method: 'POST', url: `${url.pathname.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(404);

    // A later campaign skips the address; one to that address alone reaches nobody: refused.
    const [stayer] = (await profiles(1, () => 'stayer@inbox.example')).ids;
    const id = await startCampaign([profile!, stayer!]);
    const campaign = await waitForStatus(id, 'sent');
    expect(campaign.counts).toMatchObject({ total: 2, sent: 1, skipped: 1 });
    const again = await createCampaign({ name: 'Again', influencerIds: [profile!] });
    const refused = await t.request({
      method: 'PATCH',
      url: `/api/email-campaign/${again}`,
      token,
      payload: { status: 'sending' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/1 unsubscribed or suppressed/);
    expect(
      t.smtp.messages.filter((m) => m.envelopeTo.includes('leaver@inbox.example')),
    ).toHaveLength(1);
  });

  it('keeps unsubscribe links working after their campaign is deleted, and the unsubscribed stay unsubscribed', async () => {
    const { ids, addresses } = await profiles(1, () => 'deleted-campaign@inbox.example');
    const id = await startCampaign(ids);
    await waitForStatus(id, 'sent');
    const mail = await t.smtp.waitFor(addresses[0]!);
    const header = mail.email.headers.find((h) => h.key === 'list-unsubscribe')?.value ?? '';
    const path = new URL(header.slice(1, -1)).pathname;
    const deleted = await t.request({ method: 'DELETE', url: `/api/email-campaign/${id}`, token });
    expect(deleted.statusCode).toBe(204);
    expect((await t.request({ method: 'POST', url: path })).statusCode).toBe(200);
    const remove = await t.request({
      method: 'DELETE',
      url: `/api/email-suppression/${addresses[0]}`,
      token,
    });
    expect(remove.statusCode).toBe(409);
  });

  it('starts with the recipients an edit in the same request chose', async () => {
    const first = await profiles(1);
    const second = await profiles(1);
    const id = await createCampaign({ name: 'Edited', influencerIds: first.ids });
    const started = await t.request({
      method: 'PATCH',
      url: `/api/email-campaign/${id}`,
      token,
      payload: { influencerIds: second.ids, status: 'sending' },
    });
    expect(started.statusCode, started.body).toBe(200);
    await waitForStatus(id, 'sent');
    const recipients = (
      await t.request({ method: 'GET', url: `/api/email-campaign/${id}/recipients`, token })
    ).json<CampaignRecipients>();
    expect(recipients.query.map((r) => r.email)).toEqual(second.addresses);
  });

  it('counts opens and clicks, and the click redirect refuses a URL it did not sign', async () => {
    const [profile] = (await profiles(1, () => 'reader@inbox.example')).ids;
    const id = await startCampaign([profile!]);
    await waitForStatus(id, 'sent');
    const mail = await t.smtp.waitFor('reader@inbox.example');
    const pixel = /src="http:\/\/localhost:3000(\/api\/t\/o\/[^"]+)"/.exec(
      mail.email.html ?? '',
    )?.[1];
    const link = /href="http:\/\/localhost:3000(\/api\/t\/c\/[^"]+)"/
      .exec(mail.email.html ?? '')?.[1]
      ?.replaceAll('&amp;', '&');
    const opened = await t.request({ method: 'GET', url: pixel! });
    expect(opened.headers['content-type']).toBe('image/gif');
    const clicked = await t.request({ method: 'GET', url: link! });
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toBe('https://brand.example/offer');
    const elsewhere = link!.replace('brand.example', 'evil.example');
    expect((await t.request({ method: 'GET', url: elsewhere })).statusCode).toBe(404);

    expect((await getCampaign(id)).counts).toMatchObject({ opened: 1, clicked: 1 });
  });
  it('sends a single mail from the queue and records it sent', async () => {
    const { ids, addresses } = await profiles(1, () => 'single@inbox.example');
    const res = await t.request({
      method: 'POST',
      url: '/api/mail',
      token,
      payload: {
        influencerId: ids[0],
        subject: 'Quick question, {{ influencer.name }}',
        content: '<p>Would you try our shoes? {{ sender.name }}</p>',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.smtp.waitFor(addresses[0]!, undefined, 10_000);
    expect(mail.email.subject).toBe(`Quick question, Creator ${sequence - 1}`);
    expect(mail.email.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe(
      'List-Unsubscribe=One-Click',
    );
    const history = await vi.waitFor(
      async () => {
        const list = await t.request({ method: 'GET', url: '/api/mail/user/self', token });
        const mine = list.json<{ query: Mail[] }>().query.find((m) => m.email === addresses[0]);
        expect(mine?.status).toBe('sent');
        return mine;
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(history?.history.map((h) => h.status)).toEqual(['queued', 'sent']);
  });

  it("sends a burst of 50 single mails from 5 users within seconds, none waiting on another's retry", async () => {
    // A mail waiting for its retry an hour from now, queued as the worker queues a retry.
    const waiting = randomUUID();
    await t.ctx.jobs.send(
      'email.send-mail',
      { messageId: waiting },
      { startAfter: new Date(Date.now() + 3_600_000), singletonKey: waiting },
    );
    const { ids } = await profiles(10);
    const brands = await Promise.all(
      Array.from({ length: 5 }, async (_, b) => {
        const brand = await signUpWithVerifiedSender(t, `Brand ${b}`, {
          email: `brand${b}@brand.example`,
          name: `Brand ${b}`,
        });
        return brand.token;
      }),
    );
    const addresses = brands.flatMap((_, b) => ids.map((_, k) => `burst${b}-${k}@inbox.example`));
    const answers = await Promise.all(
      brands.flatMap((brandToken, b) =>
        ids.map((influencerId, k) =>
          t.request({
            method: 'POST',
            url: '/api/mail',
            token: brandToken,
            payload: {
              influencerId,
              email: `burst${b}-${k}@inbox.example`,
              subject: 'Hello',
              content: '<p>Hello</p>',
            },
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    await Promise.all(addresses.map((address) => t.smtp.waitFor(address, undefined, 15_000)));
    expect(byAddress(t.smtp, addresses).size).toBe(50);
    expect([...byAddress(t.smtp, addresses).values()].every((m) => m.length === 1)).toBe(true);
  });

  it('starts a scheduled campaign when its time comes', async () => {
    const { ids } = await profiles(2);
    const id = await createCampaign({ name: 'Later', influencerIds: ids });
    const past = await t.request({
      method: 'PATCH',
      url: `/api/email-campaign/${id}`,
      token,
      payload: { status: 'scheduled', scheduledAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].path).toBe('body.scheduledAt');
    const scheduled = await t.request({
      method: 'PATCH',
      url: `/api/email-campaign/${id}`,
      token,
      payload: { status: 'scheduled', scheduledAt: new Date(Date.now() + 1_500).toISOString() },
    });
    expect(scheduled.json<EmailCampaign>().status).toBe('scheduled');
    const sent = await waitForStatus(id, 'sent');
    expect(sent.counts).toMatchObject({ total: 2, sent: 2 });
    expect(new Date(sent.startedAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(sent.scheduledAt!).getTime(),
    );
  });
});

describe('SMTP answers', () => {
  let sink: SmtpSink;
  const refusals = new Map<string, SmtpRefusal[]>();
  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: (address) => refusals.get(address)?.shift() });
  });
  afterAll(() => sink?.close());

  it('retries a 4xx answer with backoff until it is accepted, and marks a 5xx failed', async () => {
    const { ids, addresses } = await profiles(3, (n) => `smtp${n}@inbox.example`);
    const [busyAt, missingAt] = addresses;
    refusals.set(busyAt!, [
      { code: 451, message: 'Try again later' },
      { code: 452, message: 'Mailbox full, try later' },
    ]);
    refusals.set(missingAt!, [{ code: 550, message: 'No such user here' }]);
    const worker = await workerOn(sink);
    const id = await startCampaign(ids);
    // Dispatch again until every retry (0.2 s, then 0.4 s later) has been sent.
    await vi.waitFor(
      async () => {
        await worker.dispatchCampaign(id);
        expect((await getCampaign(id)).counts.pending).toBe(0);
      },
      { timeout: 10_000, interval: 100 },
    );
    await worker.stop();

    const recipients = (
      await t.request({ method: 'GET', url: `/api/email-campaign/${id}/recipients`, token })
    ).json<CampaignRecipients>();
    const [busyRow, missingRow, fineRow] = recipients.query;
    expect(busyRow).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(missingRow).toMatchObject({ status: 'failed', attempts: 1 });
    expect(missingRow?.lastError).toContain('No such user here');
    expect(fineRow).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sink.messages.filter((m) => m.envelopeTo.includes(busyAt!))).toHaveLength(1);
    expect((await getCampaign(id)).status).toBe('sent');

    // A hard bounce (550 to RCPT TO) joins the suppression list.
    const list = await t.request({ method: 'GET', url: '/api/email-suppression/user/self', token });
    expect(list.json().query).toContainEqual(
      expect.objectContaining({ email: missingAt, reason: 'bounced' }),
    );
  });

  it('pauses a campaign after repeated failures and says why', async () => {
    const { ids, addresses } = await profiles(8, (n) => `down${n}@inbox.example`);
    for (const address of addresses) refusals.set(address, [{ code: 554, message: 'Rejected' }]);
    const worker = await workerOn(sink, { concurrency: 1, autoPauseFailures: 3 });
    const id = await startCampaign(ids);
    await worker.dispatchCampaign(id);
    await worker.stop();
    const campaign = await getCampaign(id);
    expect(campaign.status).toBe('paused');
    expect(campaign.pausedReason).toMatch(/Paused after 3 failed sends in a row.*Rejected/);
    expect(campaign.counts).toMatchObject({ failed: 3, pending: 5 });
  });
});

describe('crashes and concurrent workers', () => {
  it('a worker killed after the SMTP server accepted a message loses no recipient, and a repeat keeps its Message-ID', async () => {
    const sink = await startSmtpSink();
    const { ids, addresses } = await profiles(12, (n) => `crash${n}@inbox.example`);
    let accepted = 0;
    let release: () => void = () => {};
    const hang = new Promise<void>((resolve) => (release = resolve));
    // Worker A "dies" after its fifth accepted message: its loop never records it, and its
    // heartbeat (every 20 min with this stale time) goes silent.
    const dying = await workerOn(
      sink,
      { concurrency: 1, staleSeconds: 3_600 },
      { afterSmtpAccept: () => (++accepted === 5 ? hang : undefined) },
    );
    const id = await startCampaign(ids);
    const dead = dying.dispatchCampaign(id);
    while (accepted < 5) await new Promise((r) => setTimeout(r, 20));

    // Worker B starts after A's heartbeat is stale, recovers A's claim and finishes.
    await new Promise((r) => setTimeout(r, 1_100));
    const rescuer = await workerOn(sink);
    await rescuer.sweep();
    await rescuer.dispatchCampaign(id);
    expect((await getCampaign(id)).counts).toMatchObject({ total: 12, sent: 12, pending: 0 });
    expect((await getCampaign(id)).status).toBe('sent');

    // A wakes up late: its write no longer counts (B holds the row's history now).
    release();
    await dead;
    const received = byAddress(sink, addresses);
    expect(received.size).toBe(12);
    for (const mails of received.values()) {
      expect(new Set(mails.map((m) => m.email.messageId)).size).toBe(1);
    }
    const repeated = [...received.values()].filter((m) => m.length > 1);
    expect(repeated).toHaveLength(1); // the one A sent but never recorded
    await rescuer.stop();
    await sink.close();
  });

  it('two workers on one campaign never both send to a recipient, and stay under the rate', async () => {
    const sink = await startSmtpSink();
    const { ids, addresses } = await profiles(40, (n) => `pair${n}@inbox.example`);
    const config = { ratePerSecond: 20, concurrency: 3 };
    const [a, b] = await Promise.all([workerOn(sink, config), workerOn(sink, config)]);
    const id = await startCampaign(ids);
    await Promise.all([a.dispatchCampaign(id), b.dispatchCampaign(id)]);

    const received = byAddress(sink, addresses);
    expect(received.size).toBe(40);
    expect([...received.values()].every((m) => m.length === 1)).toBe(true);
    const claimedBy = await t.ctx.db.query.emailMessages.findMany({
      where: (m, { eq }) => eq(m.campaignId, id),
    });
    expect(claimedBy.every((m) => m.status === 'sent')).toBe(true);

    // No one-second window at the receiving server holds more than the rate.
    const times = sink.messages.map((m) => m.receivedAt).sort((x, y) => x - y);
    let most = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! >= 1_000) j++;
      most = Math.max(most, i - j + 1);
    }
    expect(most).toBeLessThanOrEqual(20);
    await Promise.all([a.stop(), b.stop()]);
    await sink.close();
  });
});

describe('who may see campaigns', () => {
  it("answers 404 for another user's campaign and its recipients", async () => {
    const { ids } = await profiles(1);
    const id = await createCampaign({ name: 'Mine', influencerIds: ids });
    const other = await t.signUp();
    for (const [method, url] of [
      ['GET', `/api/email-campaign/${id}`],
      ['PATCH', `/api/email-campaign/${id}`],
      ['DELETE', `/api/email-campaign/${id}`],
      ['GET', `/api/email-campaign/${id}/recipients`],
    ] as const) {
      const res = await t.request({
        method,
        url,
        token: other.token,
        ...(method === 'PATCH' && { payload: { status: 'sending' } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const visitor = await t.request({ method: 'GET', url: `/api/email-campaign/${id}` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('NUL characters', () => {
  it.each([
    [{ name: 'Spring\u0000' }, 'body.name'],
    [{ subject: 'Hi\u0000' }, 'body.subject'],
    [{ discountCode: 'SAVE\u0000' }, 'body.discountCode'],
  ])('answer 400 to %j on create and edit, naming %s', async (field, path) => {
    const { ids } = await profiles(1);
    const body = { name: 'Mine', subject: 'Hi', content: '<p>Hi</p>', influencerIds: ids };
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.request({ method, url, token, payload });
    expectValidationProblem(
      await call('POST', '/api/email-campaign', { ...body, ...field }),
      path,
      /NUL/,
    );
    const { id } = (await call('POST', '/api/email-campaign', body)).json<EmailCampaign>();
    expectValidationProblem(await call('PATCH', `/api/email-campaign/${id}`, field), path, /NUL/);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmailCampaign, EmailSender, Mail } from '@shared/schemas/email';
import {
  emailMessages,
  emailPacer,
  gmailConnections,
  gmailSends,
  socialAccounts,
} from '../../db/schema';
import { type FakeGoogle, startFakeGoogle } from '@providers/google/server';
import { startEmailWorkers } from '../../jobs/email-workers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { connectGmail } from '../../test/oauth';
import { grantPlan } from '../../test/plans';
import { signUpWithVerifiedSender } from '../../test/verified-sender';
import { openTokens } from '../social-auth/token-sealing';
import type { DeliveryWorker } from './delivery-worker';
import { GMAIL_WAIT_MARK } from './delivery.repository';
import { quietLog, TEST_DELIVERY_CONFIG } from '../../test/delivery-config';

/**
 * Outreach sent through a brand's connected Gmail (issue 18, integrations.md §6–§7) by the real
 * worker on the job queue, against the local Google: single mails, campaigns and the campaign
 * test go out with `users.messages.send` carrying the outreach headers and the row's
 * Message-ID; the account's 24-hour cap and Gmail's own limit make mail wait (never fail, never
 * pause a campaign); expired tokens are renewed; a connection Google ends holds the mail until
 * Gmail is connected again.
 */

const CLIENT_ID = 'gmail-delivery.apps.googleusercontent.com';
const CLIENT_SECRET = 'gmail-delivery-secret';
/** The local Gmail's own cap per account and 24 hours (ours is 500 unless a test lowers it). */
const GMAIL_DAILY_CAP = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

let google: FakeGoogle;
let t: TestApp;
let worker: DeliveryWorker;
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}@gmail.example`;
/** The number of the next test profile (each call of {@link newProfiles} takes its own). */
let profileNumber = 50_000;
const newProfiles = (count: number) => {
  const from = profileNumber;
  profileNumber += count;
  return insertInfluencers(t.database.db, count, from);
};

beforeAll(async () => {
  google = await startFakeGoogle({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    dailySendLimit: GMAIL_DAILY_CAP,
  });
  t = await buildTestApp({
    google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, testServerUrl: google.origin },
  });
  worker = await startEmailWorkers(t.ctx, TEST_DELIVERY_CONFIG, quietLog);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await google?.close();
});

/**
 * A brand with a verified sender (`name`, replies to its own address) that connected a new Gmail
 * account at the local Google and chose to send through it.
 */
async function gmailBrand(name: string) {
  const replyTo = unique('replies');
  const session = await signUpWithVerifiedSender(t, name, { email: replyTo, name });
  await grantPlan(t, session.user.id, 'pro');
  const gmail = unique(name.split(' ')[0]!.toLowerCase());
  const account = google.addAccount({ email: gmail, name: `${name} Gmail` });
  const connected = await connectGmail(t, google, session.token, gmail);
  expect(connected.statusCode, connected.body).toBe(200);
  const chosen = await t.request({
    method: 'PUT',
    url: '/api/users/email-sender/send-via',
    token: session.token,
    payload: { sendVia: 'gmail' },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return {
    token: session.token,
    userId: session.user.id,
    email: session.user.email,
    gmail,
    replyTo,
    account,
  };
}

type Brand = Awaited<ReturnType<typeof gmailBrand>>;

/** Sets our stored daily cap of the brand's Gmail connection (the local Gmail keeps its own). */
async function setOurCap(brand: Brand, dailySendLimit: number) {
  const [connection] = await t.database.db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, brand.userId), eq(socialAccounts.provider, 'gmail')));
  await t.database.db
    .update(gmailConnections)
    .set({ dailySendLimit })
    .where(eq(gmailConnections.socialAccountId, connection!.id));
}

/** Queues a single mail from `brand` to a new profile at `to`. */
async function sendMail(brand: Brand, to: string) {
  const [profile] = await newProfiles(1);
  const res = await t.request({
    method: 'POST',
    url: '/api/mail',
    token: brand.token,
    payload: {
      influencerId: profile!.id,
      email: to,
      subject: 'Hello {{ influencer.name }}',
      content: '<p>Would you try our shoes? {{ sender.name }}</p>',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Mail>();
}

/** Creates a campaign from `brand` to new profiles at `addresses` and starts it. */
async function startCampaign(brand: Brand, addresses: string[]) {
  const profiles = await newProfiles(addresses.length);
  for (const [k, profile] of profiles.entries()) {
    await t.request({
      method: 'PUT',
      url: `/api/influencer/${profile.id}/contact-email`,
      token: brand.token,
      payload: { email: addresses[k] },
    });
  }
  const created = await t.request({
    method: 'POST',
    url: '/api/email-campaign',
    token: brand.token,
    payload: {
      name: 'Gmail drop',
      subject: 'Hi {{ influencer.name }}',
      content: '<p>Hello {{ influencer.username }}, from {{ sender.name }}.</p>',
      influencerIds: profiles.map((p) => p.id),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<EmailCampaign>().id;
  const started = await t.request({
    method: 'PATCH',
    url: `/api/email-campaign/${id}`,
    token: brand.token,
    payload: { status: 'sending' },
  });
  expect(started.statusCode, started.body).toBe(200);
  return id;
}

const getCampaign = async (brand: Brand, id: string) =>
  (
    await t.request({ method: 'GET', url: `/api/email-campaign/${id}`, token: brand.token })
  ).json<EmailCampaign>();

const getSender = async (brand: Brand) =>
  (
    await t.request({ method: 'GET', url: '/api/users/check-email-sender', token: brand.token })
  ).json<EmailSender>();

/** The message the local Gmail delivered to `to`, once there is one. */
const gmailTo = (to: string) =>
  vi.waitFor(
    () => {
      const found = google.sentMail.find((m) => m.to.includes(to));
      expect(found, `a Gmail message to ${to}`).toBeDefined();
      return found!;
    },
    { timeout: 15_000, interval: 100 },
  );

/** The `email_messages` rows of `brand` to `to`. */
const rowsTo = (brand: Brand, to: string) =>
  t.database.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.userId, brand.userId), eq(emailMessages.email, to)));

/** Waits until every row of `brand` to `addresses` has left the queue or waits for Gmail. */
const settled = (brand: Brand, addresses: string[]) =>
  vi.waitFor(
    async () => {
      const rows = (await Promise.all(addresses.map((a) => rowsTo(brand, a)))).flat();
      expect(rows).toHaveLength(addresses.length);
      for (const row of rows) {
        const waiting = row.status === 'pending' && row.lastError?.startsWith(GMAIL_WAIT_MARK);
        expect(row.status === 'sent' || waiting, `${row.email}: ${row.status}`).toBe(true);
      }
      return rows;
    },
    { timeout: 15_000, interval: 100 },
  );

const header = (message: { parsed: { headers: { key: string; value: string }[] } }, key: string) =>
  message.parsed.headers.find((h) => h.key === key)?.value;

describe('sending through Gmail', () => {
  it('sends a single mail and a campaign with the Gmail API: From the Gmail address, outreach headers, the row’s Message-ID', async () => {
    const brand = await gmailBrand('Mia Brand');
    const single = `mia-single-${sequence}@inbox.example`;
    await sendMail(brand, single);
    const mail = await gmailTo(single);
    const [row] = await rowsTo(brand, single);
    expect(mail).toMatchObject({
      account: brand.gmail,
      from: brand.gmail,
      fromName: 'Mia Brand',
      fromRewritten: false,
      to: [single],
    });
    expect(mail.subject).toMatch(/^Hello Creator \d+$/);
    expect(mail.html).toContain('Would you try our shoes? Mia Brand');
    expect(mail.parsed.messageId).toBe(row!.messageId);
    // Replies still go to the verified reply-to address, which is not the Gmail address.
    expect(mail.parsed.replyTo).toEqual([{ address: brand.replyTo, name: '' }]);
    expect(header(mail, 'list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\/[\w-]+\.[\w-]{22}>$/,
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const history = await vi.waitFor(async () => {
      const list = await t.request({
        method: 'GET',
        url: '/api/mail/user/self',
        token: brand.token,
      });
      const mine = list.json<{ query: Mail[] }>().query.find((m) => m.email === single);
      expect(mine?.status).toBe('sent');
      return mine!;
    });
    expect(history.history.map((h) => h.status)).toEqual(['queued', 'sent']);

    const addresses = [0, 1].map((k) => `mia-campaign-${k}-${sequence}@inbox.example`);
    const id = await startCampaign(brand, addresses);
    await vi.waitFor(async () => expect((await getCampaign(brand, id)).status).toBe('sent'), {
      timeout: 15_000,
      interval: 100,
    });
    for (const address of addresses) {
      const sent = await gmailTo(address);
      const [recipient] = await rowsTo(brand, address);
      expect(sent).toMatchObject({ from: brand.gmail, fromName: 'Mia Brand' });
      expect(sent.subject).toMatch(/^Hi Creator \d+$/);
      expect(sent.parsed.messageId).toBe(recipient!.messageId);
      expect(header(sent, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }
    // Nothing went through Collabify's mail server.
    const all = [single, ...addresses];
    expect(t.smtp.messages.filter((m) => m.envelopeTo.some((to) => all.includes(to)))).toEqual([]);
    expect((await getSender(brand)).gmail).toMatchObject({
      address: brand.gmail,
      dailyLimit: 500,
      sentLast24Hours: 3,
      nextSendAt: null,
    });
  });

  it('sends the campaign test through Gmail as real sends go', async () => {
    const brand = await gmailBrand('Tess Brand');
    const res = await t.request({
      method: 'POST',
      url: '/api/mail/campaign-test',
      token: brand.token,
      payload: {
        subject: 'Spring {{ influencer.name }}',
        content: '<p>Hi {{ influencer.name }}</p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const test = await gmailTo(brand.email);
    expect(test).toMatchObject({
      account: brand.gmail,
      fromName: 'Tess Brand',
      fromRewritten: false,
    });
    expect(test.subject).toBe('[Test] Spring Alex Rivera');
    expect(header(test, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect((await getSender(brand)).gmail?.sentLast24Hours).toBe(1);
  });
});

describe('Gmail’s daily limit', () => {
  it('makes a campaign recipient wait at the cap — not failed, not paused — until a slot frees', async () => {
    const brand = await gmailBrand('Cap Brand');
    await setOurCap(brand, 2);
    const addresses = [0, 1, 2].map((k) => `cap-${k}-${sequence}@inbox.example`);
    const id = await startCampaign(brand, addresses);
    const rows = await settled(brand, addresses);
    const waiting = rows.filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.attempts).toBe(0);
    expect(waiting[0]!.lastError).toMatch(
      /Gmail’s daily limit of 2 messages in 24 hours is reached/,
    );

    // It is released when the oldest of the two sends leaves the 24-hour window.
    const sends = await t.database.db
      .select()
      .from(gmailSends)
      .where(eq(gmailSends.accountId, brand.account.sub))
      .orderBy(gmailSends.sentAt);
    expect(sends).toHaveLength(2);
    const slot = sends[0]!.sentAt.getTime() + DAY_MS;
    expect(waiting[0]!.nextAttemptAt.getTime()).toBe(slot);
    const campaign = await getCampaign(brand, id);
    expect(campaign.status).toBe('sending');
    expect(campaign.counts).toMatchObject({ total: 3, sent: 2, failed: 0 });
    expect(campaign.pausedReason ?? null).toBeNull();
    expect((await getSender(brand)).gmail).toMatchObject({
      dailyLimit: 2,
      sentLast24Hours: 2,
      nextSendAt: new Date(slot).toISOString(),
    });
    expect(google.sentMail.filter((m) => m.account === brand.gmail)).toHaveLength(2);

    // A day later (moved back in the database: the window is counted there) the slot is free.
    await t.database.db
      .update(gmailSends)
      .set({ sentAt: sql`${gmailSends.sentAt} - interval '24 hours'` })
      .where(eq(gmailSends.accountId, brand.account.sub));
    await t.database.db
      .update(emailMessages)
      .set({ nextAttemptAt: new Date() })
      .where(eq(emailMessages.id, waiting[0]!.id));
    await worker.dispatchCampaign(id);
    await vi.waitFor(async () => expect((await getCampaign(brand, id)).status).toBe('sent'), {
      timeout: 15_000,
      interval: 100,
    });
    expect((await gmailTo(waiting[0]!.email!)).from).toBe(brand.gmail);
  });

  it('lets a waiting single mail go through Collabify once the sender switches back', async () => {
    const brand = await gmailBrand('Switch Brand');
    await setOurCap(brand, 2);
    const addresses = [0, 1, 2].map((k) => `switch-${k}-${sequence}@inbox.example`);
    for (const address of addresses) await sendMail(brand, address);
    const rows = await settled(brand, addresses);
    const waiting = rows.find((r) => r.status === 'pending')!;
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(2);
    const history = (
      await t.request({ method: 'GET', url: '/api/mail/user/self', token: brand.token })
    )
      .json<{ query: Mail[] }>()
      .query.find((m) => m.id === waiting.id)!;
    expect(history.status).toBe('pending');
    expect(history.history.at(-1)).toMatchObject({
      status: 'retrying',
      reason: expect.stringMatching(/^Waiting for Gmail — Gmail’s daily limit/),
    });

    const back = await t.request({
      method: 'PUT',
      url: '/api/users/email-sender/send-via',
      token: brand.token,
      payload: { sendVia: 'collabify' },
    });
    expect(back.statusCode).toBe(200);
    // The sweep (every minute) releases it; the worker may still hold the old sender for 5 s,
    // and a release it then sees as Gmail's waits again until the next sweep.
    const mail = await vi.waitFor(
      async () => {
        await worker.sweep();
        return t.smtp.waitFor(waiting.email!, undefined, 1_000);
      },
      { timeout: 20_000, interval: 500 },
    );
    expect(mail.email.from).toEqual({
      address: 'no-reply@collabify.test',
      name: 'Switch Brand via Collabify',
    });
    expect(google.sentMail.filter((m) => m.account === brand.gmail)).toHaveLength(2);
  });

  it('waits when Gmail itself answers 429 (mail sent from Gmail directly counts too), until the time Gmail names', async () => {
    const brand = await gmailBrand('Busy Brand');
    const addresses = [0, 1, 2, 3].map((k) => `busy-${k}-${sequence}@inbox.example`);
    for (const address of addresses) await sendMail(brand, address);
    const rows = await settled(brand, addresses);
    const waiting = rows.filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.lastError).toMatch(/Gmail answered 429: User-rate limit exceeded/);
    expect(waiting[0]!.attempts).toBe(0);
    const delivered = google.sentMail.filter((m) => m.account === brand.gmail);
    expect(delivered).toHaveLength(GMAIL_DAILY_CAP);
    expect(waiting[0]!.nextAttemptAt.getTime()).toBe(delivered[0]!.sentAt.getTime() + DAY_MS);
    // The refused send gave its place back: only what Gmail took is counted.
    expect((await getSender(brand)).gmail?.sentLast24Hours).toBe(GMAIL_DAILY_CAP);
  });
});

describe('the Gmail connection', () => {
  it('renews an expired access token before sending, and once when Gmail answers 401', async () => {
    const brand = await gmailBrand('Renew Brand');
    const storedToken = async () =>
      (
        await t.database.db
          .select()
          .from(socialAccounts)
          .where(and(eq(socialAccounts.userId, brand.userId), eq(socialAccounts.provider, 'gmail')))
      )[0]!.accessToken;
    const first = await storedToken();

    // An hour later the token has expired (our clock; the local Google's follows the real one).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    try {
      const later = `renew-later-${sequence}@inbox.example`;
      await sendMail(brand, later);
      expect((await gmailTo(later)).from).toBe(brand.gmail);
    } finally {
      vi.useRealTimers();
      // PGlite's clock is JavaScript's Date: the pacer's next slot moved an hour ahead with it.
      await t.database.db.update(emailPacer).set({ nextSlot: new Date() });
    }
    const second = await storedToken();
    expect(second).not.toBe(first);

    // Google ends every access token early: the 401 renews it once and the mail still goes.
    google.expireAccessTokens();
    const early = `renew-early-${sequence}@inbox.example`;
    await sendMail(brand, early);
    expect((await gmailTo(early)).from).toBe(brand.gmail);
    expect(await storedToken()).not.toBe(second);
  });

  it('holds mail when Google refuses the connection, shows the sender needs to reconnect, and sends once reconnected', async () => {
    const brand = await gmailBrand('Lost Brand');
    const [connection] = await t.database.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, brand.userId), eq(socialAccounts.provider, 'gmail')));
    // The person removed Collabify's access in their Google account.
    await t.ctx.google!.revoke(openTokens(t.ctx, connection!).refreshToken!);

    const held = `lost-${sequence}@inbox.example`;
    await sendMail(brand, held);
    const [row] = await vi.waitFor(
      async () => {
        const rows = await rowsTo(brand, held);
        expect(rows[0]?.lastError ?? JSON.stringify(rows[0])).toMatch(
          /Your Gmail connection has ended/,
        );
        return rows;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(row!.status === 'pending' || row!.status === 'sending').toBe(true);
    expect(await getSender(brand)).toMatchObject({ sendVia: 'gmail', gmail: null });
    expect(google.sentMail.some((m) => m.to.includes(held))).toBe(false);
    expect(t.smtp.messages.some((m) => m.envelopeTo.includes(held))).toBe(false);

    // Connecting Gmail again lets the held mail go on its next try.
    const again = await connectGmail(t, google, brand.token, brand.gmail);
    expect(again.json<EmailSender>()).toMatchObject({
      sendVia: 'gmail',
      gmail: { address: brand.gmail },
    });
    await worker.sweep();
    expect((await gmailTo(held)).from).toBe(brand.gmail);
  });
});

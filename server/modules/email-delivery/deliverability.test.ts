import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CampaignRecipients, EmailCampaign, EmailSender } from '@shared/schemas/email';
import type { BounceListener } from '../../integrations/smtp/bounce-listener';
import { createMailer } from '../../integrations/smtp/client';
import { startBounceReceiver } from '../../jobs/bounce-receiver';
import { buildTestApp, codeFrom, type TestApp, uniqueEmail } from '../../test/build-test-app';
import { quietLog, TEST_DELIVERY_CONFIG } from '../../test/delivery-config';
import { insertInfluencers } from '../../test/influencer-factory';
import { grantPlan } from '../../test/plans';
import { expectValidationProblem } from '../../test/problems';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { signUpWithVerifiedSender } from '../../test/verified-sender';
import { influencerContacts } from '../../db/schema';
import { DeliveryWorker } from './delivery-worker';
import { openSignature } from './link-signatures';

const DKIM_DOMAIN = 'collabify.test';
const SELECTOR = 'mail2026';
const BOUNCE_DOMAIN = 'bounces.collabify.test';
const PLATFORM_ADDRESS = 'Collabify Ltd, 1 Platform Way, London EC1A 1BB, United Kingdom';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** The DKIM key record as published in DNS (RFC 6376 §3.6.1), answered by the verifier's resolver. */
const dkimRecord = `v=DKIM1; k=rsa; p=${keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const resolver = (name: string, type: string) => {
  if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DKIM_DOMAIN}`) {
    return Promise.resolve([[dkimRecord]]);
  }
  return Promise.reject(Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' }));
};

let t: TestApp;
let token: string;
let brandId: string;
let worker: DeliveryWorker;

beforeAll(async () => {
  t = await buildTestApp({
    dkim: {
      domainName: DKIM_DOMAIN,
      keySelector: SELECTOR,
      privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
    bounceDomain: BOUNCE_DOMAIN,
    mailPostalAddress: PLATFORM_ADDRESS,
  });
  const brand = await signUpWithVerifiedSender(t, 'Ola Brand', {
    email: 'ola@brand.example',
    name: 'Ola at Brand',
  });
  token = brand.token;
  brandId = brand.user.id;
  await grantPlan(t, brand.user.id, 'pro');
  worker = new DeliveryWorker({
    db: t.ctx.db,
    mailer: t.ctx.mailer,
    jobs: t.ctx.jobs,
    mailFrom: t.ctx.mailFrom,
    appUrl: t.ctx.appUrl,
    secret: t.ctx.secret,
    bounceDomain: BOUNCE_DOMAIN,
    config: TEST_DELIVERY_CONFIG,
    log: quietLog,
  });
  await worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

let sequence = 5_000;
/** `count` new profiles whose saved contact addresses are `email(n)`; their ids and addresses. */
async function profiles(count: number, email = (n: number) => `reader${n}@inbox.example`) {
  const rows = await insertInfluencers(t.database.db, count, sequence);
  const addresses = rows.map((_, k) => email(sequence + k));
  sequence += count;
  for (const [k, row] of rows.entries()) {
    await t.call(token, 'PUT', `/api/influencer/${row.id}/contact-email`, {
      email: addresses[k],
    });
  }
  return { ids: rows.map((r) => r.id), addresses };
}

/** Creates a campaign to `influencerIds` as `as` and moves it to sending; answers the response. */
async function start(
  influencerIds: string[],
  extra: Partial<{ trackOpens: boolean; trackClicks: boolean }> = {},
  as = token,
) {
  const created = await t.call(as, 'POST', '/api/email-campaign', {
    name: 'Autumn drop',
    subject: 'Hi {{ influencer.name }}',
    content: '<p>Hello, <a href="https://brand.example/offer">offer</a></p>',
    influencerIds,
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<EmailCampaign>().id;
  return { id, res: await t.call(as, 'PATCH', `/api/email-campaign/${id}`, { status: 'sending' }) };
}

/** Starts a campaign to one new profile, sends it, and answers its id with the mail received. */
async function sendOne(extra: Partial<{ trackOpens: boolean }> = {}) {
  const { ids, addresses } = await profiles(1);
  const { id, res } = await start(ids, extra);
  expect(res.statusCode, res.body).toBe(200);
  await worker.dispatchCampaign(id);
  return { id, address: addresses[0]!, mail: await t.smtp.waitFor(addresses[0]!) };
}

const counts = async (id: string) =>
  (await t.call(token, 'GET', `/api/email-campaign/${id}`)).json<EmailCampaign>().counts;

/** The DKIM results of a received message, verified against the published key. */
const verify = async (mail: ReceivedMail) =>
  (await dkimVerify(Buffer.from(mail.raw), { resolver })).results;

describe('DKIM', () => {
  it('signs outreach for the platform domain, covering the one-click unsubscribe headers', async () => {
    const { mail } = await sendOne();
    const [result, ...others] = await verify(mail);
    expect(others).toEqual([]);
    expect(result?.status.result).toBe('pass');
    expect(result?.signingDomain).toBe(DKIM_DOMAIN);
    expect(result?.selector).toBe(SELECTOR);
    expect(result?.canonBodyLengthLimited ?? false).toBe(false);
    const signed = (result?.signingHeaders?.keys ?? '').toLowerCase().split(': ');
    expect(signed).toEqual(
      expect.arrayContaining(['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']),
    );
    // The From domain aligns with the signature (DMARC).
    expect(mail.email.from?.address?.split('@')[1]).toBe(DKIM_DOMAIN);
  });

  it('signs platform mail too, which carries the platform postal address', async () => {
    const email = uniqueEmail('code');
    await t.call(undefined, 'POST', '/api/auth/generate-send-email-code', { email });
    const mail = await t.smtp.waitFor(email);
    expect(codeFrom(mail.email.subject)).toMatch(/^\d{6}$/);
    expect((await verify(mail))[0]?.status.result).toBe('pass');
    expect(mail.email.text).toContain(PLATFORM_ADDRESS);
  });

  it('fails verification when a signed header is altered on the way', async () => {
    const { mail } = await sendOne();
    const tampered = mail.raw.replace(/^Subject: .*$/m, 'Subject: Changed');
    const [result] = (await dkimVerify(Buffer.from(tampered), { resolver })).results;
    expect(result?.status.result).toBe('fail');
  });
});

describe('postal address', () => {
  it('prints the sender postal address in the outreach footer with the unsubscribe link', async () => {
    const { mail } = await sendOne();
    expect(mail.email.html).toMatch(
      /Ola at Brand, 1 Market Street, 94105 San Francisco, United States<br><a href="http:\/\/localhost:3000\/unsubscribe\/[^"]+">Unsubscribe<\/a>/,
    );
    expect(mail.email.text).toMatch(
      /Ola at Brand, 1 Market Street, 94105 San Francisco, United States\nUnsubscribe: http:\/\/localhost:3000\/unsubscribe\//,
    );
    // Outreach prints its sender's address, not the platform's.
    expect(mail.email.text).not.toContain(PLATFORM_ADDRESS);
  });

  it('refuses to start a campaign until the sender has a postal address', async () => {
    const other = await signUpWithVerifiedSender(
      t,
      'Pia Brand',
      { email: 'pia@brand.example', name: 'Pia' },
      null,
    );
    const [profile] = await insertInfluencers(t.database.db, 1, sequence++, {
      email: 'pia-reader@inbox.example',
    });
    const { id, res } = await start([profile!.id], {}, other.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      detail: expect.stringContaining('postal address'),
      errors: [expect.objectContaining({ path: 'sender.postalAddress' })],
    });

    const missingCity = await t.call(other.token, 'PUT', '/api/users/email-sender/postal-address', {
      street: '5 Rue de Rivoli',
      city: ' ',
      country: 'France',
    });
    expectValidationProblem(missingCity, 'body.city');

    const saved = await t.call(other.token, 'PUT', '/api/users/email-sender/postal-address', {
      street: '5 Rue de Rivoli',
      city: 'Paris',
      postalCode: '75001',
      country: 'France',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EmailSender>()).toMatchObject({
      verified: true,
      postalAddress: {
        street: '5 Rue de Rivoli',
        city: 'Paris',
        postalCode: '75001',
        country: 'France',
      },
    });
    const started = await t.call(other.token, 'PATCH', `/api/email-campaign/${id}`, {
      status: 'sending',
    });
    expect(started.statusCode, started.body).toBe(200);
  });

  it('answers 409 for a postal address before any sender address was set', async () => {
    const nobody = await t.signUp({ name: 'No Sender' });
    const res = await t.call(nobody.token, 'PUT', '/api/users/email-sender/postal-address', {
      street: '1 Way',
      city: 'Oslo',
      country: 'Norway',
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('opens', () => {
  const pixelOf = (mail: ReceivedMail) =>
    /src="http:\/\/localhost:3000(\/api\/t\/o\/[^"]+)"/.exec(mail.email.html ?? '')?.[1];

  it('sends no pixel and counts nothing with open tracking off', async () => {
    const { id, mail } = await sendOne({ trackOpens: false });
    expect(mail.email.html).not.toContain('/api/t/o/');
    // Even a correctly signed pixel for this message counts nothing.
    const rows = (
      await t.call(token, 'GET', `/api/email-campaign/${id}/recipients`)
    ).json<CampaignRecipients>();
    const rowId = rows.query[0]!.id;
    const res = await t.call(
      undefined,
      'GET',
      `/api/t/o/${rowId}?s=${openSignature(t.ctx.secret, rowId)}`,
    );
    expect(res.headers['content-type']).toBe('image/gif');
    expect(await counts(id)).toMatchObject({ sent: 1, opened: 0, prefetched: 0 });
  });

  it('counts nothing for a forged or unsigned pixel', async () => {
    const { id, mail } = await sendOne();
    const pixel = pixelOf(mail)!;
    const [path] = pixel.split('?');
    for (const url of [`${path}?s=AAAAAAAAAAAAAAAAAAAAAA`, path!]) {
      const res = await t.call(undefined, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
    }
    expect(await counts(id)).toMatchObject({ opened: 0, prefetched: 0 });
  });

  it("reports a mail scanner's prefetch on delivery apart from a person's open", async () => {
    const { id, mail } = await sendOne();
    const pixel = pixelOf(mail)!;
    await t.request({
      method: 'GET',
      url: pixel,
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)',
      },
    });
    expect(await counts(id)).toMatchObject({ opened: 0, prefetched: 1 });
    await t.request({
      method: 'GET',
      url: pixel,
      headers: { 'user-agent': 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko)' },
    });
    expect(await counts(id)).toMatchObject({ opened: 1, prefetched: 0 });
  });
});

/** A delivery status notification (RFC 3464) from `mta.inbox.example` about `recipient`. */
function dsn(recipient: string, action: string, status: string, diagnostic: string) {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mta.inbox.example>',
    `To: <${BOUNCE_DOMAIN}>`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mta.inbox.example. Your message could not be delivered.',
    '',
    '--b1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mta.inbox.example',
    'Arrival-Date: Mon, 2 Nov 2026 10:00:00 +0000',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Original-Recipient: rfc822;${recipient}`,
    `Action: ${action}`,
    `Status: ${status}`,
    'Remote-MTA: dns; mx.inbox.example',
    `Diagnostic-Code: smtp; ${diagnostic}`,
    '',
    '--b1',
    'Content-Type: text/rfc822-headers',
    '',
    'Subject: Hi',
    '',
    '--b1--',
    '',
  ].join('\r\n');
}

describe('bounces', () => {
  let listener: BounceListener;
  beforeAll(async () => {
    listener = await startBounceReceiver(
      t.ctx,
      { host: '127.0.0.1', port: 0, bounceDomain: BOUNCE_DOMAIN },
      { info: () => {}, warn: () => {} },
    );
  });
  afterAll(() => listener?.close());

  /** Delivers `raw` to the bounce listener over SMTP from the null sender, as a mail server does. */
  async function deliverBounce(to: string, raw: string) {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: listener.port });
    try {
      await transport.sendMail({ envelope: { from: '', to }, raw });
    } finally {
      transport.close();
    }
  }

  it('sends outreach with a VERP return path that names the message', async () => {
    const { id, mail } = await sendOne();
    const rows = (
      await t.call(token, 'GET', `/api/email-campaign/${id}/recipients`)
    ).json<CampaignRecipients>();
    expect(mail.envelopeFrom).toBe(`bounces+${rows.query[0]!.id}@${BOUNCE_DOMAIN}`);
  });

  it('suppresses the address when a DSN reports a hard bounce', async () => {
    const { id, address, mail } = await sendOne();
    await deliverBounce(
      mail.envelopeFrom,
      dsn(address, 'failed', '5.1.1', '550 5.1.1 <reader> User unknown'),
    );
    const suppressions = await t.call(token, 'GET', '/api/email-suppression/user/self');
    expect(suppressions.json().query).toContainEqual(
      expect.objectContaining({ email: address, reason: 'bounced' }),
    );
    expect(await counts(id)).toMatchObject({ sent: 0, failed: 1, bounced: 1 });
    const rows = (
      await t.call(token, 'GET', `/api/email-campaign/${id}/recipients`)
    ).json<CampaignRecipients>();
    expect(rows.query[0]?.lastError).toContain('User unknown');
    // The same DSN again changes nothing.
    await deliverBounce(
      mail.envelopeFrom,
      dsn(address, 'failed', '5.1.1', '550 5.1.1 <reader> User unknown'),
    );
    expect(await counts(id)).toMatchObject({ failed: 1, bounced: 1 });
  });

  it('retries a soft bounce within its budget, without suppressing the address', async () => {
    const { id, address, mail } = await sendOne();
    await deliverBounce(mail.envelopeFrom, dsn(address, 'failed', '4.2.2', '452 Mailbox full'));
    const campaign = (
      await t.call(token, 'GET', `/api/email-campaign/${id}`)
    ).json<EmailCampaign>();
    expect(campaign.counts).toMatchObject({ pending: 1, sent: 0, bounced: 0 });
    expect(campaign.status).toBe('sending');
    const suppressions = await t.call(token, 'GET', '/api/email-suppression/user/self');
    expect(suppressions.json().query).not.toContainEqual(
      expect.objectContaining({ email: address }),
    );
  });

  it('refuses mail for addresses that are not VERP bounce addresses', async () => {
    await expect(
      deliverBounce(`someone@${BOUNCE_DOMAIN}`, dsn('x@y.example', 'failed', '5.1.1', '550')),
    ).rejects.toMatchObject({
      responseCode: 550,
    });
  });
});

describe('bounce rate', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({
      refuse: (address) =>
        address.startsWith('gone') ? { code: 550, message: '5.1.1 No such user' } : undefined,
    });
  });
  afterAll(() => sink?.close());

  it('pauses a campaign whose hard bounces pass 5 % of the recipients reached, saying why', async () => {
    // 2 of the first 20 reached bounce: 10 %.
    const { ids } = await profiles(30, (n) =>
      n % 10 === 0 ? `gone${n}@inbox.example` : `fine${n}@inbox.example`,
    );
    const mailer = createMailer({
      smtpUrl: sink.url,
      outboxDir: '/nonexistent',
      from: t.ctx.mailFrom,
    });
    const own = new DeliveryWorker({
      db: t.ctx.db,
      mailer,
      jobs: t.ctx.jobs,
      mailFrom: t.ctx.mailFrom,
      appUrl: t.ctx.appUrl,
      secret: t.ctx.secret,
      config: { ...TEST_DELIVERY_CONFIG, concurrency: 1, autoPauseFailures: 100 },
      log: quietLog,
    });
    await own.start();
    const { id, res } = await start(ids);
    expect(res.statusCode, res.body).toBe(200);
    await own.dispatchCampaign(id);
    await own.stop();
    mailer.close();
    const campaign = (
      await t.call(token, 'GET', `/api/email-campaign/${id}`)
    ).json<EmailCampaign>();
    expect(campaign.status).toBe('paused');
    expect(campaign.pausedReason).toMatch(/bounced \(\d+(\.\d)? %\), over the 5 % limit/);
    expect(campaign.counts.bounced).toBeGreaterThanOrEqual(2);
    expect(campaign.counts.pending).toBeGreaterThan(0);
  });
});

describe('the pacer', () => {
  it('sends a sign-in code within seconds while a 5,000-recipient campaign is sending', async () => {
    const rows = await insertInfluencers(t.database.db, 5_000, 100_000);
    const ids = rows.map((r) => r.id);
    for (let k = 0; k < rows.length; k += 1_000) {
      await t.database.db.insert(influencerContacts).values(
        rows.slice(k, k + 1_000).map((r, i) => ({
          userId: brandId,
          influencerId: r.id,
          email: `bulk${k + i}@inbox.example`,
        })),
      );
    }
    const { id, res } = await start(ids);
    expect(res.statusCode, res.body).toBe(200);
    const sending = worker.dispatchCampaign(id);
    await vi.waitFor(async () => expect((await counts(id)).sent).toBeGreaterThan(200), {
      timeout: 30_000,
      interval: 200,
    });
    const email = uniqueEmail('signin');
    const asked = Date.now();
    await t.call(undefined, 'POST', '/api/auth/generate-send-email-code', { email });
    const mail = await t.smtp.waitFor(email);
    const waited = mail.receivedAt - asked;
    const during = await counts(id);
    expect(during.pending).toBeGreaterThan(1_000);
    expect(waited).toBeLessThan(3_000);
    await t.call(token, 'PATCH', `/api/email-campaign/${id}`, { status: 'cancelled' });
    await sending;
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '@shared/schemas/auth';
import type { EmailCampaign } from '@shared/schemas/email';
import { type Database, openDatabase } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { emailSenders } from '../../db/schema';
import { insertInfluencers } from '../influencer-factory';
import { codeFrom } from '../build-test-app';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { TEST_POSTAL_ADDRESS } from '../verified-sender';
import { listeningUrl, ready, type ServerProcess, spawnServer } from './server-process';

/**
 * Two web processes and one worker — the compiled server, dist/server/main.js, as production
 * runs it — on one PostgreSQL database and one Redis (TEST_DATABASE_URL, REDIS_URL; `npm run
 * test:processes` builds first).
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE_LIMIT_PREFIX = 'collabify:rate-limit:';

let databaseName: string;
let databaseUrl: string;
let dataDir: string;
let sink: SmtpSink;
let database: Database;
let redis: Redis;
const processes: ServerProcess[] = [];
/** The web processes' base URLs, read from their logs: each listens on a free port the system picks. */
const baseUrls: string[] = [];

/** Starts the compiled server with `--services=<services>` on the shared database and Redis. */
function startProcess(services: 'web' | 'worker'): ServerProcess {
  const running = spawnServer(services, {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    JWT_SECRET: 'multi-process-test-secret-at-least-32-characters',
    ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    SMTP_URL: sink.url,
    PORT: '0',
    DATA_DIR: dataDir,
    IMPORT_DATASETS: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    EMAIL_RATE_PER_SECOND: '20',
    EMAIL_WORKER_STALE_SECONDS: '2',
  });
  processes.push(running);
  return running;
}

/** A JSON request to one of the web processes. */
async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

beforeAll(async () => {
  databaseName = `collabify_processes_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  dataDir = mkdtempSync(join(tmpdir(), 'collabify-processes-'));
  sink = await startSmtpSink();
  redis = new Redis(REDIS_URL);
  const stale = await redis.keys(`${RATE_LIMIT_PREFIX}*`);
  if (stale.length) await redis.del(...stale);
  // Both web processes and the worker start at once: migrations run once, under the lock.
  const started = [startProcess('web'), startProcess('web'), startProcess('worker')];
  await Promise.all(started.map((running) => ready(running)));
  for (const web of started.slice(0, 2)) baseUrls.push(listeningUrl(web));
  database = await openDatabase({ databaseUrl, dataDir: null });
}, 120_000);

afterAll(async () => {
  for (const { child } of processes) child.kill('SIGKILL');
  await database?.close();
  await sink?.close();
  redis?.disconnect();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs an advertiser up through web process 0, with a verified sender. */
async function advertiser(): Promise<Session> {
  const email = `brand-${randomBytes(4).toString('hex')}@brand.example`;
  await call(baseUrls[0]!, 'POST', '/api/auth/generate-send-email-code', undefined, { email });
  const mail = await sink.waitFor(email, undefined, 10_000);
  const res = await call(baseUrls[1]!, 'POST', '/api/auth/logon', undefined, {
    email,
    password: 'correct horse battery',
    name: 'Brand',
    code: codeFrom(mail.email.subject),
  });
  expect(res.status).toBe(201);
  const session = res.body as Session;
  await database.db.insert(emailSenders).values({
    userId: session.user.id,
    email,
    name: 'Brand',
    ...TEST_POSTAL_ADDRESS,
    verifiedAt: new Date(),
  });
  return session;
}

describe('two web processes and a worker on one PostgreSQL and Redis', () => {
  it('counts failed sign-ins across both web processes: the account is locked on either', async () => {
    // Ten failed sign-ins lock an account, counted in the shared Redis.
    const body = { email: `nobody-${randomUUID()}@brand.example`, password: 'wrong password here' };
    const statuses = [];
    for (let k = 0; k < 10; k++) {
      statuses.push(
        (await call(baseUrls[k % 2]!, 'POST', '/api/auth/login', undefined, body)).status,
      );
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const past = await call(baseUrls[0]!, 'POST', '/api/auth/login', undefined, body);
    expect(past.status).toBe(429);
    expect((await call(baseUrls[1]!, 'POST', '/api/auth/login', undefined, body)).status).toBe(429);
  });

  it('sends a single mail queued by a web process from the worker within seconds', async () => {
    const { token } = await advertiser();
    const [influencer] = await insertInfluencers(database.db, 1, 90_000);
    const res = await call(baseUrls[1]!, 'POST', '/api/mail', token, {
      influencerId: influencer!.id,
      email: 'single@inbox.example',
      subject: 'Hello',
      content: '<p>Hello</p>',
    });
    expect(res.status).toBe(201);
    await sink.waitFor('single@inbox.example', undefined, 10_000);
  });

  it('an email campaign sent while its worker is killed and restarted reaches every recipient once', async () => {
    const { token } = await advertiser();
    const rows = await insertInfluencers(database.db, 40, 91_000);
    const addresses = rows.map((_, k) => `fan${k}@inbox.example`);
    for (const [k, row] of rows.entries()) {
      const saved = await call(
        baseUrls[k % 2]!,
        'PUT',
        `/api/influencer/${row.id}/contact-email`,
        token,
        {
          email: addresses[k],
        },
      );
      expect(saved.status).toBe(200);
    }
    const created = await call(baseUrls[0]!, 'POST', '/api/email-campaign', token, {
      name: 'Launch',
      subject: 'Hi {{ influencer.name }}',
      content: '<p>Hi</p>',
      influencerIds: rows.map((row) => row.id),
    });
    expect(created.status).toBe(201);
    const id = (created.body as EmailCampaign).id;
    expect(
      (await call(baseUrls[1]!, 'PATCH', `/api/email-campaign/${id}`, token, { status: 'sending' }))
        .status,
    ).toBe(200);

    const wanted = new Set(addresses);
    const received = () => sink.messages.filter((m) => m.envelopeTo.some((to) => wanted.has(to)));
    await vi.waitFor(() => expect(received().length).toBeGreaterThanOrEqual(5), {
      timeout: 20_000,
      interval: 100,
    });
    const worker = processes.find((p) => p.output.join('').includes('"services":["worker"]'))!;
    worker.child.kill('SIGKILL');
    const killedAt = received().length;
    expect(killedAt).toBeLessThan(addresses.length);
    // Its claims go back once it has been silent for EMAIL_WORKER_STALE_SECONDS (2 s): the new
    // worker starts when no worker has a heartbeat younger than that.
    await vi.waitFor(
      async () => {
        const [row] = await rawRows<{ live: number }>(
          database.db,
          sql`select count(*)::int as live from email_workers where heartbeat_at > now() - interval '2 seconds'`,
        );
        expect(row?.live).toBe(0);
      },
      { timeout: 10_000, interval: 200 },
    );
    await ready(startProcess('worker'));

    const campaign = await vi.waitFor(
      async () => {
        const { body } = await call(baseUrls[0]!, 'GET', `/api/email-campaign/${id}`, token);
        expect((body as EmailCampaign).status).toBe('sent');
        return body as EmailCampaign;
      },
      { timeout: 90_000, interval: 200 },
    );
    expect(campaign.counts).toMatchObject({ total: 40, sent: 40, failed: 0 });
    // Every recipient has exactly one message (one Message-ID: a repeat of a send the killed
    // worker had handed to SMTP keeps its Message-ID, so receiving servers drop it).
    for (const address of addresses) {
      const ids = new Set(
        received()
          .filter((m) => m.envelopeTo.includes(address))
          .map((m) => m.email.messageId),
      );
      expect([address, ids.size]).toEqual([address, 1]);
    }
  });
});

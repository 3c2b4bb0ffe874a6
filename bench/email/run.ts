/**
 * Email sending benchmark (`npm run bench:email`, issue 7), two runs:
 *
 * 1. Throughput, on the embedded database (PGlite in this process, as `npm start` runs it): a
 *    campaign to a list of N profiles (default 10,000), created and started through the API,
 *    sent by the production worker on pg-boss (`startEmailWorkers`) with per-recipient Liquid
 *    rendering and click tracking, into an SMTP sink on 127.0.0.1 (a child process). Prints
 *    messages/s, per-message SMTP latency, peak RSS and its growth during the send, the most
 *    messages the sink accepted in any one second against the configured rate, and lost and
 *    duplicated recipients.
 * 2. Crash, on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 *    a fresh database per run, dropped after): the worker runs in a child process that is
 *    SIGKILLed at a random moment 0.2–3 s after its first accepted message, 20 times, restarted
 *    each time, until the campaign is sent; prints lost and duplicated recipients, duplicates
 *    with different Message-IDs (must be 0) and repeats with the same Message-ID (allowed).
 *
 *   npm run bench:email -- [--recipients 10000] [--rate 150] [--concurrency 8]
 *     [--crash-recipients 8000] [--crash-rate 200] [--kills 20] [--stale 1] [--seed 7]
 *     [--skip-throughput] [--skip-crash] [--strict]
 *
 * Goals (2-core machine): ≥ 100 msg/s, RSS growth ≤ 150 MB, 0 lost, 0 duplicates with different
 * Message-IDs, no one-second window above the rate. A missed goal prints FAIL; the exit code is
 * non-zero for it only with --strict.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type Database, openDatabase } from '@server/db/client';
import { createMailer, type Mailer } from '@server/integrations/smtp/client';
import { startEmailWorkers } from '@server/jobs/email-workers';
import { lazyJobQueue } from '@server/jobs/lazy-job-queue';
import { startJobQueue } from '@server/jobs/queue';
import type { DeliveryConfig } from '@server/modules/email-delivery/delivery-worker';
import { machineLine } from '../lib/report';
import { ms, percentile } from '../lib/stats';
import { checkDelivery, type DeliveryCheck, maxPerSecond, seededRandom } from './analysis';
import {
  BENCH_MAIL_FROM,
  benchApi,
  benchContext,
  campaignProgress,
  campaignStatus,
  dispatchJobs,
  seedRecipients,
} from './fixture';
import { startSink } from './sink';
import type { WorkerProcessConfig } from './worker-process';

const { values: args } = parseArgs({
  options: {
    recipients: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '150' },
    concurrency: { type: 'string', default: '8' },
    /** Database of the throughput run: pglite (in-process, as `npm start`) or postgres. */
    engine: { type: 'string', default: 'pglite' },
    'crash-recipients': { type: 'string', default: '8000' },
    'crash-rate': { type: 'string', default: '200' },
    'crash-concurrency': { type: 'string', default: '8' },
    kills: { type: 'string', default: '20' },
    'kill-min': { type: 'string', default: '0.2' },
    'kill-max': { type: 'string', default: '3' },
    stale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '7' },
    'skip-throughput': { type: 'boolean', default: false },
    'skip-crash': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
});
const num = (name: keyof typeof args) => {
  const value = Number(args[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const quietLog = {
  error: (obj: object, msg: string) => console.error(`  worker error: ${msg}`, obj),
  warn: (obj: object, msg: string) => console.error(`  worker warning: ${msg}`, obj),
};

/** One goal of the summary. */
interface Goal {
  run: string;
  goal: string;
  measured: string;
  pass: boolean | null; // null: reported, not a goal
}
const goals: Goal[] = [];
const verdict = (pass: boolean | null) => (pass === null ? 'info' : pass ? 'PASS' : 'FAIL');

/** Bytes of PGlite's WebAssembly memory (it grows and never shrinks); null on PostgreSQL. */
function wasmMemory(database: Database): number | null {
  if (database.connection.engine !== 'pglite') return null;
  const mod = (database.connection.client as unknown as { Module?: { HEAPU8?: Uint8Array } })
    .Module;
  return mod?.HEAPU8?.length ?? null;
}

/** Samples the RSS every 100 ms; `peak` since the last `reset`. */
function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  timer.unref();
  return {
    reset: () => (peak = process.memoryUsage().rss),
    peak: () => Math.max(peak, process.memoryUsage().rss),
    stop: () => clearInterval(timer),
  };
}

function printDelivery(check: DeliveryCheck) {
  console.log(
    `  recipients ${check.recipients.toLocaleString()} · messages at the sink ${check.messages.toLocaleString()} · lost ${check.lost} · duplicated ${check.duplicated} (different Message-IDs ${check.duplicatedDifferentIds}, same-Message-ID repeats ${check.sameIdRepeats})` +
      (check.strays || check.withoutMessageId
        ? ` · strays ${check.strays} · without Message-ID ${check.withoutMessageId}`
        : ''),
  );
}

/** The goals every run keeps: no recipient lost, none sent twice under different Message-IDs. */
function deliveryGoals(run: string, check: DeliveryCheck): Goal[] {
  return [
    { run, goal: '0 lost', measured: String(check.lost), pass: check.lost === 0 },
    {
      run,
      goal: '0 duplicates with different Message-IDs',
      measured: String(check.duplicatedDifferentIds),
      pass: check.duplicatedDifferentIds === 0,
    },
  ];
}

// ——— 1. Throughput on PGlite ———

async function throughputRun() {
  const recipients = num('recipients');
  const rate = num('rate');
  const engine = args.engine === 'postgres' ? 'postgres' : 'pglite';
  const config: DeliveryConfig = {
    ratePerSecond: rate,
    concurrency: num('concurrency'),
    retryBaseSeconds: 60,
    staleSeconds: 15,
    autoPauseFailures: 10,
    singleConnection: engine === 'pglite', // as `npm start` sets it
  };
  console.log(
    `\n## Throughput: ${recipients.toLocaleString()} recipients, rate ${rate}/s, concurrency ${config.concurrency}, ${engine === 'pglite' ? 'PGlite (in-process, on disk)' : 'PostgreSQL'}`,
  );
  const dataDir = resolve('data/bench-email');
  rmSync(dataDir, { recursive: true, force: true });
  const fresh = engine === 'postgres' ? await freshPostgres() : null;
  if (fresh && 'skipped' in fresh) {
    console.log(`  SKIPPED: ${fresh.skipped}`);
    goals.push({ run: 'throughput', goal: 'throughput run', measured: 'skipped', pass: null });
    return;
  }
  const sampler = rssSampler();
  const database = await openDatabase(
    fresh ? { databaseUrl: fresh.url, dataDir: null } : { dataDir },
  );
  await database.migrate();
  const sink = await startSink();

  const seedStarted = performance.now();
  const seeded = await seedRecipients(database.db, recipients);
  console.log(
    `  seeded ${seeded.addresses.length.toLocaleString()} profiles, contacts and list in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  // The engine's own mailer, timed: one sample per message the SMTP server accepted.
  const latencies: number[] = [];
  const smtp = createMailer({
    smtpUrl: sink.url,
    outboxDir: '/nonexistent',
    from: BENCH_MAIL_FROM,
  });
  const mailer: Mailer = {
    send: async (message) => {
      const started = performance.now();
      await smtp.send(message);
      latencies.push(performance.now() - started);
    },
    sendLater: (message) => smtp.sendLater(message),
    close: () => smtp.close(),
  };
  const jobs = lazyJobQueue(() =>
    startJobQueue(database, (error) => console.error('  job queue error', error.message)),
  );
  const ctx = benchContext(database, mailer, jobs);
  const api = await benchApi(ctx, seeded.userId);
  const campaignId = await api.createCampaign(seeded.listId, 'Spring drop');
  const worker = await startEmailWorkers(ctx, config, quietLog);
  await sleep(500);

  const memoryBefore = process.memoryUsage();
  const wasmBefore = wasmMemory(database);
  const rssBefore = memoryBefore.rss;
  sampler.reset();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const startedAt = Date.now();
  await api.startCampaign(campaignId);
  const startMs = Date.now() - startedAt;

  const timeoutMs = Math.max(120_000, ((5 * recipients) / rate) * 1_000);
  let lastProgress = Date.now();
  let status = await campaignStatus(database.db, campaignId);
  while (status === 'sending' && Date.now() - startedAt < timeoutMs) {
    await sleep(250);
    status = await campaignStatus(database.db, campaignId);
    if (Date.now() - lastProgress >= 10_000) {
      lastProgress = Date.now();
      const count = await sink.count();
      console.log(
        `  … ${count.toLocaleString()} accepted after ${((lastProgress - startedAt) / 1000).toFixed(0)} s`,
      );
    }
  }
  const doneAt = Date.now();
  const cpu = process.cpuUsage(cpuBefore);
  loopDelay.disable();
  const peakRss = sampler.peak();
  sampler.stop();

  const records = await sink.dump();
  const progress = await campaignProgress(database.db, campaignId);
  const check = checkDelivery(seeded.addresses, records);
  const times = records.map((r) => r.receivedAt);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const seconds = (last - startedAt) / 1000;
  const perSecond = records.length / seconds;
  const steady = (records.length - 1) / ((last - first) / 1000);
  const window = maxPerSecond(times);

  console.log(
    `  campaign ${status} after ${((doneAt - startedAt) / 1000).toFixed(1)} s (PATCH answered in ${startMs} ms, first message accepted ${first - startedAt} ms after it)`,
  );
  console.log(
    `  rows: sent ${progress.sent}, pending ${progress.pending}, sending ${progress.sending}, other ${progress.other}, claimed more than once ${progress.retried} · dispatch jobs ${await dispatchJobs(database.db, campaignId)}`,
  );
  console.log(
    `  throughput ${perSecond.toFixed(1)} msg/s (${records.length.toLocaleString()} in ${seconds.toFixed(1)} s from the start to the last accepted message; ${steady.toFixed(1)} msg/s from the first to the last)`,
  );
  console.log(
    `  SMTP latency per message (build + send until 250): p50 ${ms(percentile(latencies, 50))} ms · p95 ${ms(percentile(latencies, 95))} ms · p99 ${ms(percentile(latencies, 99))} ms`,
  );
  console.log(
    `  RSS before the send ${mb(rssBefore)} · peak ${mb(peakRss)} · growth ${mb(peakRss - rssBefore)}`,
  );
  // Where the memory sits, before → after the send: the V8 heap (and what survives a full GC
  // when run with `node --expose-gc`) and PGlite's WebAssembly memory.
  const memoryAfter = process.memoryUsage();
  const wasmAfter = wasmMemory(database);
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  console.log(
    `  V8 heap total ${mb(memoryBefore.heapTotal)} → ${mb(memoryAfter.heapTotal)} (used ${mb(memoryBefore.heapUsed)} → ${mb(memoryAfter.heapUsed)}${collect ? `, ${mb(process.memoryUsage().heapUsed)} after a full GC` : ''})` +
      (wasmBefore !== null && wasmAfter !== null
        ? ` · PGlite WebAssembly memory ${mb(wasmBefore)} → ${mb(wasmAfter)}`
        : ''),
  );
  const busy = (cpu.user + cpu.system) / 1000 / (doneAt - startedAt);
  console.log(
    `  this process's CPU ${(busy * 100).toFixed(0)} % of one core · event-loop delay p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
  );
  console.log(`  most messages in any one second at the sink: ${window.max} (rate ${rate})`);
  printDelivery(check);

  const name = 'throughput';
  goals.push(
    {
      run: name,
      goal: '≥ 100 msg/s',
      measured: `${perSecond.toFixed(1)} msg/s`,
      pass: perSecond >= 100,
    },
    {
      run: name,
      goal: 'RSS growth ≤ 150 MB',
      measured: `${mb(peakRss - rssBefore)} (peak ${mb(peakRss)})`,
      pass: peakRss - rssBefore <= 150 * MB,
    },
    {
      run: name,
      goal: `one-second window ≤ rate (${rate})`,
      measured: String(window.max),
      pass: window.max <= rate,
    },
    ...deliveryGoals(name, check),
    {
      run: name,
      goal: 'recipients with > 1 message',
      measured: `${check.duplicated} (same-ID repeats ${check.sameIdRepeats})`,
      pass: null,
    },
    {
      run: name,
      goal: 'p50 / p95 SMTP latency',
      measured: `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))} ms`,
      pass: null,
    },
  );
  if (status !== 'sent') {
    goals.push({ run: name, goal: 'campaign sent', measured: status, pass: false });
  }

  await worker.stop();
  await jobs.stop(2_000);
  await api.close();
  mailer.close();
  await database.close();
  await sink.close();
  await fresh?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

// ——— 2. Crash run on PostgreSQL ———

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database for the run, or why there is none. */
async function freshPostgres(): Promise<
  { url: string; drop: () => Promise<void> } | { skipped: string }
> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const shown = new URL(adminUrl);
  shown.password = '';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return {
      skipped: `PostgreSQL at ${shown.host} is unreachable (${(error as Error).message}); set BENCH_DATABASE_URL or start it (pg_ctlcluster 15 main start)`,
    };
  }
  const name = `collabify_bench_email_${randomBytes(5).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end();
    return { skipped: `cannot create a database: ${(error as Error).message}` };
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A worker child process and what it reports. */
function spawnWorker(config: WorkerProcessConfig) {
  const child: ChildProcess = fork(
    resolve(import.meta.dirname, 'worker-process.ts'),
    [JSON.stringify(config)],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const exited = new Promise<string>((done) =>
    child.once('exit', (code, signal) => done(signal ?? `exit ${code}`)),
  );
  const accepted = new Promise<void>((done) =>
    child.on('message', (m: { type: string }) => {
      if (m.type === 'accepted') done();
    }),
  );
  return { child, exited, accepted };
}

async function crashRun() {
  const recipients = num('crash-recipients');
  const rate = num('crash-rate');
  const kills = Math.round(num('kills'));
  const killMin = num('kill-min');
  const killMax = num('kill-max');
  const staleSeconds = num('stale');
  const random = seededRandom(num('seed'));
  const config: DeliveryConfig = {
    ratePerSecond: rate,
    concurrency: num('crash-concurrency'),
    retryBaseSeconds: 60,
    staleSeconds,
    autoPauseFailures: 10,
  };
  console.log(
    `\n## Crash: ${recipients.toLocaleString()} recipients, rate ${rate}/s, concurrency ${config.concurrency}, ${kills} SIGKILLs ${killMin}–${killMax} s after a worker's first accepted message, stale after ${staleSeconds} s, PostgreSQL`,
  );
  const fresh = await freshPostgres();
  if ('skipped' in fresh) {
    console.log(`  SKIPPED: ${fresh.skipped}`);
    goals.push({ run: 'crash', goal: 'crash run', measured: 'skipped', pass: null });
    return;
  }
  let database: Database | undefined;
  const sink = await startSink();
  try {
    database = await openDatabase({ databaseUrl: fresh.url, dataDir: null });
    await database.migrate();
    const seeded = await seedRecipients(database.db, recipients);
    const smtp = createMailer({
      smtpUrl: sink.url,
      outboxDir: '/nonexistent',
      from: BENCH_MAIL_FROM,
    });
    const jobs = lazyJobQueue(() =>
      startJobQueue(database!, (error) => console.error('  job queue error', error.message)),
    );
    const ctx = benchContext(database, smtp, jobs);
    const api = await benchApi(ctx, seeded.userId);
    const campaignId = await api.createCampaign(seeded.listId, 'Crash drop');
    const startedAt = Date.now();
    await api.startCampaign(campaignId); // queues the dispatch job; the children run it
    await api.close();
    await jobs.stop(1_000);
    smtp.close();

    const db = database.db;
    const workerConfig: WorkerProcessConfig = { databaseUrl: fresh.url, smtpUrl: sink.url, config };
    const finished = async () => (await campaignStatus(db, campaignId)) !== 'sending';
    const pollFinished = async (stop: Promise<unknown>) => {
      let stopped = false;
      void stop.then(() => (stopped = true));
      while (!stopped) {
        if (await finished()) return true;
        await sleep(200);
      }
      return false;
    };

    let killed = 0;
    let midSend = 0;
    const delays: number[] = [];
    for (let k = 1; k <= kills; k++) {
      const worker = spawnWorker(workerConfig);
      const first = await Promise.race([
        worker.accepted.then(() => 'accepted' as const),
        worker.exited.then((how) => `exited: ${how}`),
        pollFinished(Promise.race([worker.accepted, worker.exited])).then((done) =>
          done ? ('finished' as const) : 'accepted',
        ),
      ]);
      if (first === 'finished') {
        console.log(`  the campaign was sent before kill ${k}`);
        worker.child.kill('SIGTERM');
        await worker.exited;
        break;
      }
      if (first !== 'accepted') throw new Error(`worker ${k} ${first} before sending`);
      const delay = killMin + random() * (killMax - killMin);
      delays.push(delay);
      await sleep(delay * 1_000);
      const stillSending = !(await finished());
      worker.child.kill('SIGKILL');
      const how = await worker.exited;
      killed++;
      if (stillSending) midSend++;
      const count = await sink.count();
      console.log(
        `  kill ${String(k).padStart(2)}: ${how} ${delay.toFixed(2)} s after its first accepted message${stillSending ? '' : ' (campaign already sent)'} · sink total ${count.toLocaleString()}`,
      );
      if (!stillSending) break;
      // A supervisor's restart delay of one stale period: the next worker's start-up sweep then
      // hands the dead worker's claims back at once instead of at the next minute's sweep.
      await sleep(staleSeconds * 1_000);
    }

    // The last life sends the rest.
    const lastStarted = Date.now();
    const last = spawnWorker(workerConfig);
    const timeoutMs = Math.max(180_000, ((3 * recipients) / rate) * 1_000);
    while (!(await finished()) && Date.now() - lastStarted < timeoutMs) await sleep(200);
    last.child.kill('SIGTERM');
    const lastExit = await Promise.race([last.exited, sleep(15_000).then(() => 'timeout')]);
    if (lastExit === 'timeout') {
      last.child.kill('SIGKILL');
      await last.exited;
    }
    const doneAt = Date.now();

    const records = await sink.dump();
    const progress = await campaignProgress(db, campaignId);
    const check = checkDelivery(seeded.addresses, records);
    const window = maxPerSecond(records.map((r) => r.receivedAt));
    console.log(
      `  campaign ${progress.status} after ${((doneAt - startedAt) / 1000).toFixed(1)} s, ${killed} kills (${midSend} while it was sending; delays p50 ${percentile(delays, 50).toFixed(2)} s), the last worker ran ${((doneAt - lastStarted) / 1000).toFixed(1)} s`,
    );
    console.log(
      `  rows: sent ${progress.sent}, pending ${progress.pending}, sending ${progress.sending}, other ${progress.other}, claimed more than once ${progress.retried} · dispatch jobs ${await dispatchJobs(db, campaignId)}`,
    );
    console.log(`  most messages in any one second at the sink: ${window.max} (rate ${rate})`);
    printDelivery(check);

    const name = 'crash';
    goals.push(
      {
        run: name,
        goal: `${kills} kills while sending`,
        measured: `${midSend}`,
        pass: midSend === kills,
      },
      ...deliveryGoals(name, check),
      {
        run: name,
        goal: `one-second window ≤ rate (${rate})`,
        measured: String(window.max),
        pass: window.max <= rate,
      },
      {
        run: name,
        goal: 'recipients with > 1 message (same Message-ID)',
        measured: `${check.duplicated} (${check.sameIdRepeats} repeats)`,
        pass: null,
      },
    );
    if (progress.status !== 'sent') {
      goals.push({ run: name, goal: 'campaign sent', measured: progress.status, pass: false });
    }
  } finally {
    await database?.close();
    await sink.close();
    await fresh.drop();
  }
}

async function main() {
  const started = Date.now();
  console.log(
    `email benchmark · node ${process.version} · ${cpus()[0]?.model ?? '?'} · ${(totalmem() / 1024 ** 3).toFixed(0)} GiB · ${machineLine()}`,
  );
  if (!args['skip-throughput']) await throughputRun();
  if (!args['skip-crash']) await crashRun();

  console.log(`\n## Summary (${((Date.now() - started) / 1000).toFixed(0)} s in all)\n`);
  console.log('| run | goal | measured | result |\n|---|---|---|---|');
  for (const g of goals)
    console.log(`| ${g.run} | ${g.goal} | ${g.measured} | ${verdict(g.pass)} |`);
  console.log(`measured on ${machineLine()}`);
  const failed = goals.filter((g) => g.pass === false);
  console.log(
    failed.length
      ? `\n${failed.length} goal(s) missed${args.strict ? '' : ' (exit code 0 without --strict)'}`
      : '\nall goals met',
  );
  if (args.strict && failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import { JOB_NAMES, type JobName, type JobPayloads } from './job-names';

/**
 * Each queue's pg-boss policy, and why. `short` keeps at most one *queued* (created) job per
 * `singletonKey` — and every job without a key shares the one empty key — while any number run;
 * `standard` keeps every job.
 */
const QUEUE_POLICIES: Record<JobName, 'short' | 'standard'> = {
  // Keyed by the refresh's id: one waiting job per refresh (a wait for a quota queues the next
  // while the current one is active).
  'influencers.refresh': 'short',
  // Unkeyed cron job: one waiting run is enough.
  'influencers.schedule-refreshes': 'short',
  // Keyed by the mail's id: the sweep and a retry never queue the same mail twice, and mails of
  // different users never share a slot (unkeyed, one retrying mail held the only slot for an hour).
  'email.send-mail': 'short',
  // Keyed by the campaign's id: one waiting dispatch per campaign (each drains the whole campaign);
  // a dispatch left active by a killed process never holds the next one back.
  'email.dispatch-campaign': 'short',
  // Unkeyed and every job kept: each schedule (and re-schedule) has its own start job, and a start
  // whose time has moved does nothing when it runs.
  'email.start-scheduled': 'standard',
  // Unkeyed cron job: one waiting sweep is enough, as a sweep catches up on everything.
  'email.sweep': 'short',
  // Keyed by account and by delivery id: one queued job stands for any repeat.
  'shopify.register-webhooks': 'short',
  'shopify.process-webhook': 'short',
  // Keyed by user and batch: one waiting job per batch (each emails its whole batch); while one
  // runs, the next burst queues its own.
  'notifications.email': 'short',
  // Unkeyed cron jobs: one waiting sweep is enough.
  'notifications.sweep': 'short',
  'gifts.sweep': 'short',
};

/** Retries of a failed job: 3, with exponential backoff from 5 seconds (pg-boss `retryBackoff`). */
const DEFAULT_RETRIES = { retryLimit: 3, retryBackoff: true, retryDelay: 5 };

/**
 * Queues that retry longer: a provider refresh during an outage retries with backoff from 30
 * seconds up to an hour between tries, for about half a day, before the scheduler's sweep sends
 * it again (a request is never lost).
 */
const QUEUE_RETRIES: Partial<Record<JobName, typeof DEFAULT_RETRIES & { retryDelayMax?: number }>> =
  {
    'influencers.refresh': {
      retryLimit: 16,
      retryBackoff: true,
      retryDelay: 30,
      retryDelayMax: 3_600,
    },
  };

/** pg-boss refused a job that no other queued job stands for (it would otherwise vanish). */
export class JobRefusedError extends Error {
  constructor(name: JobName) {
    super(`The job queue refused a "${name}" job`);
    this.name = 'JobRefusedError';
  }
}

/** Options of one enqueued job. */
export interface EnqueueOptions {
  /** Run no earlier than this (UTC). */
  startAfter?: Date;
  /** At most one queued job with this key (pg-boss `singletonKey`). */
  singletonKey?: string;
}

/** The Postgres job queue (pg-boss) as the rest of the server uses it. */
export interface JobQueue {
  /**
   * Enqueues a job; resolves with its id, or null when a job with the same `singletonKey` is
   * already queued (it stands for this one).
   * @throws JobRefusedError when the queue refuses a job without a key.
   */
  send<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** Runs `handler` for each job of `name` (up to `concurrency` at once in this process). */
  work<N extends JobName>(
    name: N,
    options: { concurrency?: number },
    handler: (data: JobPayloads[N]) => Promise<void>,
  ): Promise<void>;
  /** Runs `name` on a cron schedule (UTC). */
  schedule(name: JobName, cron: string): Promise<void>;
  /** Stops the workers, letting running jobs finish for up to `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts pg-boss 12 on the app's database: PGlite through its `pglite` backend (same in-process
 * connection as Drizzle), PostgreSQL through its own small pool. Creates the queues with the
 * policies above (existing queues are moved to them); jobs retry as DEFAULT_RETRIES or QUEUE_RETRIES say, with exponential backoff
 * (pg-boss `retryBackoff`).
 * @throws when pg-boss cannot install or migrate its schema.
 */
export async function startJobQueue(
  database: Database,
  onError: (error: Error) => void,
): Promise<JobQueue> {
  const { connection } = database;
  const boss =
    connection.engine === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite' })
      : new PgBoss({ connectionString: connection.url, max: 4 });
  boss.on('error', onError);
  await boss.start();
  for (const name of JOB_NAMES) await ensureQueue(boss, name);
  return {
    send: async (name, data, options = {}) => {
      const id = await boss.send(name, data, {
        ...(options.startAfter && { startAfter: options.startAfter }),
        ...(options.singletonKey && { singletonKey: options.singletonKey }),
      });
      if (id === null && !options.singletonKey) throw new JobRefusedError(name);
      return id;
    },
    work: async (name, options, handler) => {
      await boss.work(
        name,
        { localConcurrency: options.concurrency ?? 1, pollingIntervalSeconds: 0.5 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data as JobPayloads[typeof name]);
        },
      );
    },
    schedule: async (name, cron) => {
      await boss.schedule(name, cron);
    },
    stop: (graceMs = 5_000) => boss.stop({ graceful: true, timeout: graceMs }),
  };
}

/**
 * Creates `name` with its policy, or moves an existing queue to it: pg-boss cannot change a
 * queue's policy in place, so a queue created by an older release under another policy is
 * deleted (with its jobs) and created again — the email sweep re-queues everything due.
 */
async function ensureQueue(boss: PgBoss, name: JobName) {
  const policy = QUEUE_POLICIES[name];
  const existing = await boss.getQueue(name);
  if (existing && existing.policy !== policy) await boss.deleteQueue(name);
  if (!existing || existing.policy !== policy) {
    await boss.createQueue(name, { policy, ...(QUEUE_RETRIES[name] ?? DEFAULT_RETRIES) });
  }
}

import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import { JOB_NAMES, type JobName, type JobPayloads } from './job-names';

/** Options of one enqueued job. */
export interface EnqueueOptions {
  /** Run no earlier than this (UTC). */
  startAfter?: Date;
  /** At most one queued job with this key (pg-boss `singletonKey`). */
  singletonKey?: string;
}

/** The Postgres job queue (pg-boss) as the rest of the server uses it. */
export interface JobQueue {
  /** Enqueues a job; resolves with its id, or null when a singleton with that key is already queued. */
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
 * connection as Drizzle), PostgreSQL through its own small pool. Creates the queues (policy
 * `short`: one queued job per singletonKey); jobs retry 3 times with exponential backoff
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
  for (const name of JOB_NAMES) {
    // `short`: at most one queued job per singletonKey (a campaign's dispatch); any number active,
    // so a job left active by a killed process never holds the next one back.
    await boss.createQueue(name, {
      policy: 'short',
      retryLimit: 3,
      retryBackoff: true,
      retryDelay: 5,
    });
  }
  return {
    send: (name, data, options = {}) =>
      boss.send(name, data, {
        ...(options.startAfter && { startAfter: options.startAfter }),
        ...(options.singletonKey && { singletonKey: options.singletonKey }),
      }),
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

/**
 * The sending worker of the crash run, in a process of its own (the parent SIGKILLs it): opens
 * the PostgreSQL database the parent migrated (migrating nothing), starts pg-boss on it and runs
 * the production worker (`startEmailWorkers`: dispatch jobs, a sweep at start and every minute)
 * against the parent's SMTP sink.
 *
 *   node --import tsx bench/email/worker-process.ts '<json WorkerProcessConfig>'
 *
 * IPC to the parent: `{ type: 'ready' }` once started, `{ type: 'accepted' }` after the first
 * message the SMTP server accepted in this life. SIGTERM stops it cleanly.
 */
import { openDatabase } from '@server/db/client';
import { createMailer } from '@server/integrations/smtp/client';
import { startEmailWorkers } from '@server/jobs/email-workers';
import { startJobQueue } from '@server/jobs/queue';
import type { DeliveryConfig } from '@server/modules/email-delivery/delivery-worker';
import { BENCH_MAIL_FROM, benchContext } from './fixture';

/** What the parent passes. */
export interface WorkerProcessConfig {
  databaseUrl: string;
  smtpUrl: string;
  config: DeliveryConfig;
}

type WorkerMessage = { type: 'ready' } | { type: 'accepted' };
const tell = (message: WorkerMessage) => process.send?.(message);

async function main() {
  const { databaseUrl, smtpUrl, config } = JSON.parse(process.argv[2] ?? '') as WorkerProcessConfig;
  const database = await openDatabase({ databaseUrl, dataDir: null });
  const mailer = createMailer({ smtpUrl, outboxDir: '/nonexistent', from: BENCH_MAIL_FROM });
  const jobs = await startJobQueue(database, (error) =>
    console.error(`[worker ${process.pid}] job queue error: ${error.message}`),
  );
  const ctx = benchContext(database, mailer, jobs);
  let announced = false;
  const worker = await startEmailWorkers(
    ctx,
    config,
    {
      error: (obj, msg) => console.error(`[worker ${process.pid}] ${msg}`, obj),
      warn: (obj, msg) => console.error(`[worker ${process.pid}] ${msg}`, obj),
    },
    {
      afterSmtpAccept: () => {
        if (announced) return;
        announced = true;
        tell({ type: 'accepted' });
      },
    },
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      await worker.stop();
      await jobs.stop(2_000);
      mailer.close();
      await database.close();
      process.exit(0);
    })();
  };
  process.on('SIGTERM', stop);
  // An orphan (the parent died) must not go on sending.
  process.on('disconnect', stop);
  tell({ type: 'ready' });
}

main().catch((error: unknown) => {
  console.error('[worker] failed to start', error);
  process.exit(1);
});

import { type ChildProcess, fork } from 'node:child_process';
import { resolve } from 'node:path';

/** One message the sink accepted. */
export interface SinkRecord {
  /** Envelope recipients (RCPT TO), lower-case. */
  to: string[];
  /** The Message-ID header, with its angle brackets; null when the message had none. */
  messageId: string | null;
  /** Epoch ms when the sink accepted the message (end of DATA). */
  receivedAt: number;
}

/** Parent → sink. */
export type SinkRequest = { type: 'dump' } | { type: 'count' } | { type: 'close' };
/** Sink → parent. */
export type SinkReply =
  | { type: 'ready'; port: number }
  | { type: 'dump'; records: SinkRecord[] }
  | { type: 'count'; count: number };

/** A running sink process. */
export interface SinkProcess {
  url: string;
  /** Every message accepted so far. */
  dump(): Promise<SinkRecord[]>;
  count(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Starts the SMTP sink (`sink-process.ts`) in a child process. Why a process and not in the
 * benchmark's own: the SMTP server's protocol handling then runs on its own event loop (off the
 * loop that claims, renders and records — what the throughput run measures) and its memory is
 * not in the benchmark's RSS (a worker thread would share the process's RSS). In the crash run it
 * also outlives every killed worker, being a child of the parent, not of the worker.
 */
export async function startSink(): Promise<SinkProcess> {
  const child: ChildProcess = fork(resolve(import.meta.dirname, 'sink-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiters = new Map<SinkReply['type'], ((reply: SinkReply) => void)[]>();
  child.on('message', (reply: SinkReply) => {
    const queue = waiters.get(reply.type);
    queue?.shift()?.(reply);
  });
  const next = <T extends SinkReply['type']>(type: T) =>
    new Promise<Extract<SinkReply, { type: T }>>((resolveReply, reject) => {
      const onExit = (code: number | null) => reject(new Error(`SMTP sink exited (${code})`));
      child.once('exit', onExit);
      const queue = waiters.get(type) ?? [];
      waiters.set(type, queue);
      queue.push((reply) => {
        child.off('exit', onExit);
        resolveReply(reply as Extract<SinkReply, { type: T }>);
      });
    });
  const ask = <T extends 'dump' | 'count'>(type: T) => {
    const answer = next(type);
    child.send({ type } satisfies SinkRequest);
    return answer;
  };
  const { port } = await next('ready');
  return {
    url: `smtp://127.0.0.1:${port}`,
    dump: async () => (await ask('dump')).records,
    count: async () => (await ask('count')).count,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.send({ type: 'close' } satisfies SinkRequest);
      }),
  };
}

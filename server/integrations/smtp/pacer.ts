import PQueue from 'p-queue';
import type { MailPriority } from './client';

/** Options of {@link createMailPacer}. */
export interface MailPacerOptions {
  /** Most messages handed to the mail server in any rolling second (EMAIL_RATE_PER_SECOND). */
  ratePerSecond: number;
  /** Messages in flight at once (SMTP connections in use). */
  concurrency: number;
}

/** Lane order: a higher number leaves first. */
const LANE: Record<MailPriority, number> = { platform: 10, bulk: 0 };

/**
 * The one pacer every message leaving through the platform's SMTP server passes: at most
 * `ratePerSecond` starts in any rolling second (p-queue's strict interval), with two lanes —
 * platform mail (sign-in codes, resets, verification, notifications) is started before any
 * waiting outreach, so a large campaign never holds a code back by more than one slot.
 * Outreach workers also reserve their slots in the database (`email_pacer`), which spreads
 * campaigns across processes; this queue is what puts platform mail ahead of them.
 */
export interface MailPacer {
  /** Runs `send` when its lane's turn comes; resolves or rejects as `send` does. */
  run<T>(priority: MailPriority, send: () => Promise<T>): Promise<T>;
  /** Messages waiting (not yet started), both lanes together. */
  waiting(): number;
}

/** A {@link MailPacer}. */
export function createMailPacer(opts: MailPacerOptions): MailPacer {
  const queue = new PQueue({
    concurrency: opts.concurrency,
    // p-queue counts per whole interval: a cap of N per second, evenly, for rates ≥ 1.
    interval: 1_000,
    intervalCap: Math.max(1, Math.floor(opts.ratePerSecond)),
    strict: true,
  });
  return {
    run: (priority, send) => queue.add(send, { priority: LANE[priority] }),
    waiting: () => queue.size,
  };
}

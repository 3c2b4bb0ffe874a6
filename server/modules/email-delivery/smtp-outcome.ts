/** What to do with a recipient after a send attempt failed. */
export type FailedSend =
  { kind: 'retry'; reason: string } | { kind: 'fail'; reason: string; bounce: boolean };

/** RCPT TO answers meaning the mailbox does not exist or is not accepted (RFC 5321 §4.2.3). */
const HARD_BOUNCE_CODES = new Set([550, 551, 553]);

/**
 * Sorts a send error by its SMTP answer (RFC 5321 §4.2.1): a 5xx is permanent (failed; a 550/551/553
 * to RCPT TO is a hard bounce, suppressed for later sends), a 4xx is temporary and everything
 * without an answer (connection refused, timeout, the outbox unwritable) is treated as temporary
 * too: retried later, never skipped. nodemailer errors carry `responseCode`, `response` and
 * `command`.
 */
export function classifySendError(error: unknown): FailedSend {
  const e = error as {
    responseCode?: number;
    response?: string;
    command?: string;
    message?: string;
  };
  const answer = (e.response ?? e.message ?? String(error)).slice(0, 500);
  if (e.responseCode && e.responseCode >= 500 && e.responseCode < 600) {
    return {
      kind: 'fail',
      reason: answer,
      bounce: e.command === 'RCPT TO' && HARD_BOUNCE_CODES.has(e.responseCode),
    };
  }
  if (e.responseCode && e.responseCode >= 400) return { kind: 'retry', reason: answer };
  return { kind: 'retry', reason: `Mail server not reachable: ${answer}` };
}

/**
 * When to try again after the `attempts`-th temporary failure: `baseSeconds × 2^(attempts − 1)`,
 * capped at one hour (exponential backoff, as SMTP retry schedules do, RFC 5321 §4.5.4.1).
 */
export function retryAt(now: Date, attempts: number, baseSeconds: number): Date {
  const seconds = Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 3_600);
  return new Date(now.getTime() + seconds * 1_000);
}

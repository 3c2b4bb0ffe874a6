/** What to do with a recipient after a send attempt failed. */
export type FailedSend =
  { kind: 'retry'; reason: string } | { kind: 'fail'; reason: string; bounce: boolean };

/** A plain 5xx to RCPT TO that means the mailbox does not exist or is not accepted (RFC 5321 §4.2.3). */
const HARD_BOUNCE_CODES = new Set([550, 551, 553]);
/** Enhanced status codes of a bad or disabled mailbox (RFC 3463: 5.1.x address, 5.2.1 disabled). */
const MAILBOX_STATUS = /\b5\.(1\.\d{1,3}|2\.1)\b/;
/** Any enhanced status code. */
const ENHANCED_STATUS = /\b[245]\.\d{1,3}\.\d{1,3}\b/;
/** SMTP commands whose 5xx is about this recipient or this message, not the platform's account. */
const RECIPIENT_COMMANDS = new Set(['RCPT TO', 'DATA']);

/**
 * Sorts a send error by its SMTP answer (RFC 5321 §4.2.1), as nodemailer reports it
 * (`responseCode`, `response`, `command`):
 * - a 5xx to RCPT TO or DATA is permanent: the recipient fails. It is a hard bounce, suppressed
 *   for later sends, only when it names the mailbox (5.1.x / 5.2.1, or a bare 550/551/553 to
 *   RCPT TO) — "550 5.7.1 relaying denied" is the platform's problem, not the address's;
 * - a 4xx, a 5xx to anything else (AUTH, MAIL FROM: the platform's account) and errors without an
 *   answer (refused connection, timeout, unwritable outbox) are temporary: retried, never skipped.
 * The reason kept on the row is the server's answer, or a generic line when there was none (the
 * raw error, with hosts and ports, goes to the log only).
 */
export function classifySendError(error: unknown): FailedSend {
  const e = error as { responseCode?: number; response?: string; command?: string };
  const code = e.responseCode;
  const answer = (e.response ?? '').slice(0, 500);
  if (!code) return { kind: 'retry', reason: 'Mail server not reachable; will try again' };
  if (code >= 500 && code < 600 && RECIPIENT_COMMANDS.has(e.command ?? '')) {
    const mailbox =
      e.command === 'RCPT TO' &&
      (MAILBOX_STATUS.test(answer) ||
        (!ENHANCED_STATUS.test(answer) && HARD_BOUNCE_CODES.has(code)));
    return { kind: 'fail', reason: answer, bounce: mailbox };
  }
  return { kind: 'retry', reason: answer || `Mail server answered ${code}` };
}

/**
 * When to try again after the `attempts`-th temporary failure: `baseSeconds × 2^(attempts − 1)`,
 * capped at one hour (exponential backoff, as SMTP retry schedules do, RFC 5321 §4.5.4.1).
 */
export function retryAt(now: Date, attempts: number, baseSeconds: number): Date {
  const seconds = Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 3_600);
  return new Date(now.getTime() + seconds * 1_000);
}

/**
 * Gmail API `users.messages.send` (integrations.md §6): `POST
 * https://gmail.googleapis.com/gmail/v1/users/me/messages/send` with `Authorization: Bearer` (a
 * token with the `gmail.send` scope) and the JSON body `{"raw": base64url of the RFC 5322
 * message}`; the answer is the Message resource `{id, threadId, labelIds: ["SENT"]}`. Refusals
 * come in Google's API envelope `{"error": {code, message, errors: [{reason, domain, message}],
 * status}}` and become a {@link GmailError}.
 */

/** Where `users.messages.send` is (GoogleClient sends it to its local stand-in in tests). */
export const GMAIL_SEND_URL = 'https://gmail.googleapis.com/gmail/v1/users/me/messages/send';

/** Reasons Gmail gives for a limit rather than for the message (integrations.md §6). */
const LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'dailyLimitExceeded']);

/** What Gmail answers for a message it took. */
export interface GmailSentMessage {
  /** Gmail's message id (hex). */
  id: string;
  threadId: string;
}

/**
 * Gmail refused a send: `status` is the HTTP status (401: the access token is no longer valid;
 * 403 `insufficientPermissions`: the grant lacks gmail.send; 429 or a 403 limit reason: try
 * later; 400: the message itself), `reason` the first `errors[].reason` (null when the answer had
 * none), `retryAt` the time Gmail names in "Retry after {ISO time}" or a `Retry-After` header
 * (UTC), else null. `message` is Gmail's, which never holds the token or the message.
 */
export class GmailError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason: string | null,
    readonly retryAt: Date | null,
  ) {
    super(message);
    this.name = 'GmailError';
  }

  /** Whether this is a sending limit (429, or 403 rateLimitExceeded / userRateLimitExceeded / dailyLimitExceeded): try later. */
  get limited(): boolean {
    return this.status === 429 || (this.status === 403 && LIMIT_REASONS.has(this.reason ?? ''));
  }
}

interface GmailErrorBody {
  error?: { message?: string; errors?: { reason?: string }[]; status?: string };
}

/** The time of "Retry after 2026-01-02T03:04:05.000Z", or of a `Retry-After` header (seconds or an HTTP date). */
function retryTime(message: string, header: string | null): Date | null {
  const named = /Retry after (\d{4}-\d{2}-\d{2}T[\d:.]+Z)/i.exec(message)?.[1];
  if (named && !Number.isNaN(Date.parse(named))) return new Date(named);
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return new Date(Date.now() + seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : new Date(date);
}

/**
 * Sends a complete RFC 5322 message (`raw`, as MailComposer builds it) with `accessToken` to
 * `url` (the Gmail API's `users/me/messages/send`, or its local stand-in). @throws GmailError
 * when Gmail refuses; fetch's own error when Gmail cannot be reached.
 */
export async function sendRawGmail(
  url: string,
  accessToken: string,
  raw: Buffer,
): Promise<GmailSentMessage> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ raw: raw.toString('base64url') }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => null)) as
    (GmailErrorBody & Partial<GmailSentMessage>) | null;
  if (response.ok && typeof body?.id === 'string') {
    return { id: body.id, threadId: body.threadId ?? body.id };
  }
  const message = body?.error?.message ?? `Gmail answered ${response.status}`;
  throw new GmailError(
    message,
    response.ok ? 502 : response.status,
    body?.error?.errors?.[0]?.reason ?? body?.error?.status ?? null,
    retryTime(message, response.headers.get('retry-after')),
  );
}

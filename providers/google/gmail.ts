import PostalMime, { type Address, type Email } from 'postal-mime';
import { type FakeAccount, isEmailAddress } from './accounts';
import { GoogleApiError, badRequest, notFound } from './api-error';
import { newGmailId } from './ids';

/**
 * Gmail API `users.messages.send` (https://developers.google.com/gmail/api/reference/rest/v1/users.messages/send)
 * with a JSON body `{"raw": base64url RFC 2822 message, "threadId"?}`. The message is parsed with
 * postal-mime and kept. As Gmail does: a From other than the account's address (or one of its
 * "Send mail as" addresses) is rewritten to the account's address, display name kept, and a
 * missing From is filled in; Bcc recipients get the message without the header.
 *
 * Refused as Gmail refuses (400 INVALID_ARGUMENT unless said): no `raw` ("'raw' RFC822 payload
 * message string or uploading message via /upload/* URL required"), `raw` that is not base64
 * ("Invalid value at 'message.raw' (TYPE_BYTES), Base64 decoding failed …"; base64url and
 * standard base64 are both accepted, as proto3 JSON does), a field Message does not have
 * ("Invalid JSON payload received. Unknown name …"), no recipient ("Recipient address
 * required"), a malformed To / Cc / Bcc / From ("Invalid To header" …), an unknown threadId
 * (404). Past the daily sending cap (messages in the last 24 hours, 500 by default like consumer
 * Gmail) → 429 RESOURCE_EXHAUSTED "User-rate limit exceeded.  Retry after {time} (Mail sending)".
 */

/** A message sent through the fake's Gmail, decoded. */
export interface SentMessage {
  id: string;
  threadId: string;
  labelIds: string[];
  /** The sending account's email. */
  account: string;
  /** The From address as delivered (after Gmail's rewrite). */
  from: string;
  /** The From display name ('' when none). */
  fromName: string;
  /** The From address the client wrote, null when the message had none. */
  originalFrom: string | null;
  /** Whether Gmail replaced (or filled in) the From address. */
  fromRewritten: boolean;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string;
  /** The RFC 2822 message as the client sent it (decoded from `raw`). */
  raw: string;
  /** postal-mime's parse of `raw`: every header, attachments … */
  parsed: Email;
  sentAt: Date;
}

/** What `send` answers: Gmail's Message resource with id, threadId and labelIds. */
export interface SentMessageResource {
  id: string;
  threadId: string;
  labelIds: string[];
}

/** Fields of Gmail's Message resource (the only names a send body may have). */
const MESSAGE_FIELDS = new Set([
  'id',
  'threadId',
  'labelIds',
  'snippet',
  'historyId',
  'internalDate',
  'payload',
  'sizeEstimate',
  'raw',
  'classificationLabelValues',
]);

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function invalidArgument(message: string): GoogleApiError {
  return badRequest(message, { reason: 'invalidArgument' });
}

function invalidJson(message: string): GoogleApiError {
  return badRequest(message, { reason: 'invalid' }, [
    {
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: [{ description: message }],
    },
  ]);
}

/** The mailboxes of an address header, groups unwrapped. */
function mailboxes(addresses: Address[] | undefined): { name: string; address: string }[] {
  return (addresses ?? []).flatMap((a) => (a.group ? a.group : [a]));
}

/** The addresses of a recipient header; throws "Invalid {Name} header" for a malformed one. */
function recipients(addresses: Address[] | undefined, header: string): string[] {
  const list = mailboxes(addresses);
  if (list.some((m) => !isEmailAddress(m.address)))
    throw invalidArgument(`Invalid ${header} header`);
  return list.map((m) => m.address);
}

function normalizedSubject(subject: string): string {
  return subject
    .replace(/^\s*((re|fwd?)\s*:\s*)+/i, '')
    .trim()
    .toLowerCase();
}

/** One Gmail for every account: sent messages and the daily cap. */
export class Gmail {
  /** Every message sent, oldest first. */
  readonly sent: SentMessage[] = [];

  constructor(
    private readonly dailySendLimit: number,
    private readonly now: () => number,
  ) {}

  /** Sends a message as `account` from a parsed JSON request body. */
  async send(account: FakeAccount, requestBody: string): Promise<SentMessageResource> {
    let body: unknown;
    try {
      body = JSON.parse(requestBody);
    } catch {
      throw invalidJson('Invalid JSON payload received. Unexpected token.');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw invalidJson('Invalid JSON payload received. Expected an object.');
    const fields = body as Record<string, unknown>;
    const unknown = Object.keys(fields).find((key) => !MESSAGE_FIELDS.has(key));
    if (unknown !== undefined)
      throw invalidJson(
        `Invalid JSON payload received. Unknown name "${unknown}": Cannot find field.`,
      );
    const raw = fields.raw;
    if (typeof raw !== 'string' || raw === '') {
      throw invalidArgument(
        "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
      );
    }
    if (!BASE64.test(raw) || raw.replace(/=+$/, '').length % 4 === 1) {
      const message = `Invalid value at 'message.raw' (TYPE_BYTES), Base64 decoding failed for "${raw.slice(0, 40)}"`;
      throw badRequest(message, { reason: 'invalid' }, [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field: 'message.raw', description: message }],
        },
      ]);
    }
    const decoded = Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(
      'utf8',
    );
    const parsed = await PostalMime.parse(decoded);

    const fromBoxes = mailboxes(parsed.from ? [parsed.from] : undefined);
    if (parsed.from && (fromBoxes.length !== 1 || !isEmailAddress(fromBoxes[0]!.address)))
      throw invalidArgument('Invalid From header');
    const to = recipients(parsed.to, 'To');
    const cc = recipients(parsed.cc, 'Cc');
    const bcc = recipients(parsed.bcc, 'Bcc');
    if (to.length + cc.length + bcc.length === 0)
      throw invalidArgument('Recipient address required');

    const threadId = this.threadFor(account, fields.threadId, parsed.subject ?? '');
    const now = this.now();
    this.checkDailyLimit(account, now);

    const original = fromBoxes[0] ?? null;
    const own = [account.email.toLowerCase(), ...account.sendAs];
    const keep = original !== null && own.includes(original.address.toLowerCase());
    const id = newGmailId(now);
    const message: SentMessage = {
      id,
      threadId: threadId ?? id,
      labelIds: ['SENT'],
      account: account.email,
      from: keep ? original.address : account.email,
      fromName: original?.name ?? '',
      originalFrom: original?.address ?? null,
      fromRewritten: !keep,
      to,
      cc,
      bcc,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html ?? '',
      raw: decoded,
      parsed,
      sentAt: new Date(now),
    };
    this.sent.push(message);
    return { id: message.id, threadId: message.threadId, labelIds: [...message.labelIds] };
  }

  /** Messages `account` sent in the 24 hours before `now`, oldest first. */
  private sentInLastDay(account: FakeAccount, now: number): SentMessage[] {
    return this.sent.filter(
      (m) => m.account === account.email && m.sentAt.getTime() > now - DAY_MS,
    );
  }

  private checkDailyLimit(account: FakeAccount, now: number): void {
    const lastDay = this.sentInLastDay(account, now);
    if (lastDay.length < this.dailySendLimit) return;
    const retryAfter = new Date(
      (lastDay[lastDay.length - this.dailySendLimit]?.sentAt.getTime() ?? now) + DAY_MS,
    ).toISOString();
    const message = `User-rate limit exceeded.  Retry after ${retryAfter} (Mail sending)`;
    throw new GoogleApiError(429, message, 'RESOURCE_EXHAUSTED', [
      { message, domain: 'usageLimits', reason: 'rateLimitExceeded' },
    ]);
  }

  /**
   * The thread a message joins: `threadId` must be one of the account's threads (404 otherwise);
   * the message joins it when its Subject matches the thread's (Re:/Fwd: aside), else it starts
   * a new one, as Gmail documents for threading.
   */
  private threadFor(account: FakeAccount, threadId: unknown, subject: string): string | null {
    if (threadId === undefined || threadId === null || threadId === '') return null;
    if (typeof threadId !== 'string' || !/^[0-9a-f]{16}$/.test(threadId))
      throw invalidArgument('Invalid thread_id value');
    const thread = this.sent.filter((m) => m.account === account.email && m.threadId === threadId);
    if (thread.length === 0) throw notFound();
    return normalizedSubject(thread[0]!.subject) === normalizedSubject(subject) ? threadId : null;
  }
}

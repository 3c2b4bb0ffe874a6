import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import addressparser from 'nodemailer/lib/addressparser';
import type { AppError } from '../../errors';
import { providerFailure } from '../provider-failure';

/**
 * A message to send: plain text is required, HTML optional. Outreach also sets `from` (the
 * platform address with the sender's name), `replyTo` (the verified sender), a fixed `messageId`
 * (`<id@domain>`, so a repeated send is recognisably the same message) and extra `headers`
 * (List-Unsubscribe, List-Unsubscribe-Post).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
  replyTo?: string;
  messageId?: string;
  headers?: Record<string, string>;
}

/** Sends platform mail. */
export interface Mailer {
  /**
   * Sends one message.
   * @throws when the SMTP server refuses it (nodemailer's error carries `responseCode`, e.g. 421 or
   *   550) or cannot be reached, or when the outbox cannot be written.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait: a request answers in the same time whether or not a
   * mail goes out (no account probing by timing). Failures go to `onError`.
   */
  sendLater(message: MailMessage): void;
  close(): void;
}

/**
 * Whether a send failed because the SMTP server refuses the recipient for good: a 5xx answer to
 * RCPT TO (RFC 5321 §4.2.1), such as "501 Bad recipient address syntax" or "550 No such user".
 * Nothing can be written to that address; a 4xx, or no answer at all, is the server's trouble.
 */
export function isRecipientRefused(error: unknown): error is { response?: string } {
  const e = error as { responseCode?: number; command?: string } | null;
  return e?.command === 'RCPT TO' && (e.responseCode ?? 0) >= 500 && (e.responseCode ?? 0) < 600;
}

/**
 * The HTTP problem of a send made while a request waits (sender verification, a campaign's test
 * mail; the queue keeps its own retries): 503 `provider-unavailable:smtp` when the SMTP server
 * cannot be reached (nodemailer's `ECONNECTION`, `ETIMEDOUT`, `ESOCKET`, `EDNS`), 502
 * `provider-bad-response:smtp` when it does not speak SMTP (`EPROTOCOL`: a greeting or answer
 * that is not an SMTP reply). Undefined for the server's SMTP refusals (a reply code such as 550)
 * and our own errors: the caller keeps its mapping of those.
 */
export function smtpFailure(error: unknown): AppError | undefined {
  return providerFailure(
    'SMTP',
    error,
    (e) => (e as { code?: unknown } | null)?.code === 'EPROTOCOL',
  );
}

/**
 * Whether every recipient of `to` is under `.invalid`, the top-level domain RFC 2606 reserves for
 * addresses that cannot exist: creator accounts made from a platform that shares no email carry
 * one until the creator sets theirs, and mail for them is dropped instead of sent.
 */
export function isUnreachable(to: string): boolean {
  const addresses = addressparser(to, { flatten: true });
  return addresses.length > 0 && addresses.every((a) => /\.invalid$/i.test(a.address.trim()));
}

/** Options of {@link createMailer}. */
export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; absent means the outbox. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  /** Called when a {@link Mailer.sendLater} message fails (log it; never the message body). */
  onError?: (error: unknown, message: MailMessage) => void;
}

/** SMTP transport options from a URL: pooled, with timeouts so a hung server cannot hold a request. */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/**
 * A message as nodemailer takes it: extra headers are prepared, written as given and never folded
 * (a folded List-Unsubscribe breaks DKIM at MTAs that sign later; nodemailer issue 1654).
 */
function nodemailerMessage(message: MailMessage) {
  return {
    ...message,
    ...(message.headers && {
      headers: Object.fromEntries(
        Object.entries(message.headers).map(([k, v]) => [k, { prepared: true, value: v }]),
      ),
    }),
  };
}

/**
 * The complete RFC 5322 message of `message` (From `defaultFrom` unless it sets one), built by
 * nodemailer's MailComposer exactly as the SMTP mailer would send it — for APIs that take the raw
 * message, such as Gmail's `users.messages.send` (integrations.md §6). CRLF line ends.
 */
export function composeMime(message: MailMessage, defaultFrom?: string): Promise<Buffer> {
  const mail = nodemailerMessage(message);
  return new MailComposer({ ...mail, from: mail.from ?? defaultFrom }).compile().build();
}

/**
 * The mailer: over SMTP when `smtpUrl` is set (pooled nodemailer transport), otherwise into the
 * outbox directory as one complete RFC 5322 `.eml` file per message, named so that the newest
 * sorts last (`<UTC timestamp>-<sequence>.eml`).
 */
export function createMailer(opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(smtpOptions(opts.smtpUrl), { from: opts.from })
    : nodemailer.createTransport(
        { streamTransport: true, buffer: true, newline: 'unix' },
        { from: opts.from },
      );
  let sequence = 0;
  const send = async (message: MailMessage) => {
    if (isUnreachable(message.to)) return;
    const info = await transport.sendMail(nodemailerMessage(message));
    if (opts.smtpUrl) return;
    await mkdir(opts.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    sequence = (sequence + 1) % 1_000_000;
    await writeFile(
      resolve(opts.outboxDir, `${stamp}-${String(sequence).padStart(6, '0')}.eml`),
      info.message as Buffer,
    );
  };
  return {
    send,
    sendLater: (message) => {
      send(message).catch((error: unknown) => opts.onError?.(error, message));
    },
    close: () => transport.close(),
  };
}

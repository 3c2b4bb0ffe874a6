import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import escapeHtml from 'escape-html';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import addressparser from 'nodemailer/lib/addressparser';
import type { AppError } from '../../errors';
import { providerFailure } from '../provider-failure';
import { createMailPacer, type MailPacerOptions } from './pacer';

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
  /**
   * The SMTP envelope sender (MAIL FROM, the Return-Path where bounces go), e.g. a VERP address
   * `bounces+<row id>@<bounce domain>`; absent means the From address.
   */
  returnPath?: string;
  /**
   * How the pacer orders it: `platform` (codes, resets, verification, notifications: the default)
   * goes before every waiting `bulk` message (outreach).
   */
  priority?: MailPriority;
}

/** The pacer's two lanes: platform mail first, bulk (outreach) after. */
export type MailPriority = 'platform' | 'bulk';

/**
 * A DKIM key (RFC 6376): the signing domain (`d=`), the selector (`s=`) and the PEM private key
 * whose public half is published at `<selector>._domainkey.<domain>`.
 */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The header fields every signature covers, when present (relaxed/relaxed): those RFC 6376 §5.4.1
 * recommends plus RFC 8058's one-click pair, which Gmail and Yahoo require to be signed.
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Reply-To',
  'Subject',
  'Date',
  'To',
  'Cc',
  'Message-ID',
  'In-Reply-To',
  'References',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'List-Id',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
].join(':');

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
  /**
   * Paces what leaves through SMTP ({@link createMailPacer}); default 10 a second, 5 at once
   * (nodemailer's pool size). The outbox is not paced.
   */
  pacer?: MailPacerOptions;
  /**
   * The platform's postal address (MAIL_POSTAL_ADDRESS), added to the foot of every platform
   * message (outreach, `priority: 'bulk'`, prints its sender's own).
   */
  postalAddress?: string | undefined;
  /** Signs every message with this key (nodemailer's own DKIM signer); unsigned when absent. */
  dkim?: DkimKey | undefined;
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
function nodemailerMessage({ returnPath, priority: _priority, ...message }: MailMessage) {
  return {
    ...message,
    ...(returnPath && { envelope: { from: returnPath, to: message.to } }),
    ...(message.headers && {
      headers: Object.fromEntries(
        Object.entries(message.headers).map(([k, v]) => [k, { prepared: true, value: v }]),
      ),
    }),
  };
}

/**
 * `message` with the platform's postal address at its foot (text, and HTML when it has some):
 * for platform mail only — outreach (`bulk`) carries its sender's address.
 */
export function withPostalAddress(message: MailMessage, address: string | undefined): MailMessage {
  if (!address || message.priority === 'bulk') return message;
  return {
    ...message,
    text: `${message.text.replace(/\n*$/, '')}\n\n--\n${address}\n`,
    ...(message.html && {
      html: `${message.html}<p style="font-size:12px;color:#6b6b6b">${escapeHtml(address)}</p>`,
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
 * The mailer: over SMTP when `smtpUrl` is set (pooled nodemailer transport, every message through
 * one pacer, platform mail first), otherwise into the outbox directory as one complete RFC 5322
 * `.eml` file per message, named so that the newest sorts last (`<UTC timestamp>-<sequence>.eml`).
 * Every message is DKIM-signed when `dkim` is set.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const dkim = opts.dkim && { ...opts.dkim, headerFieldNames: DKIM_SIGNED_HEADERS };
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({ ...smtpOptions(opts.smtpUrl), dkim }, { from: opts.from })
    : nodemailer.createTransport(
        { streamTransport: true, buffer: true, newline: 'unix', dkim },
        { from: opts.from },
      );
  const pacer = createMailPacer(opts.pacer ?? { ratePerSecond: 10, concurrency: 5 });
  let sequence = 0;
  const send = async (message: MailMessage) => {
    if (isUnreachable(message.to)) return;
    const mail = nodemailerMessage(withPostalAddress(message, opts.postalAddress));
    if (opts.smtpUrl) {
      await pacer.run<unknown>(message.priority ?? 'platform', () => transport.sendMail(mail));
      return;
    }
    const info = await transport.sendMail(mail);
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

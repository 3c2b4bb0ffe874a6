import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime, { type Address, type Email } from 'postal-mime';
import type { OutboxEntry } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { findUserSender } from '../email-senders/email-senders.service';
import { readSenderToken } from '../email-senders/sender-tokens';
import { findOwnMessageIds } from './mail.repository';

/** Most messages the outbox page lists. */
export const OUTBOX_LIST_MAX = 100;
/** Most files read per request, newest first (a 10,000-mail campaign must not be read whole). */
export const OUTBOX_SCAN_MAX = 2_000;
/** Files read at once. */
const READ_BATCH = 64;

/** The mailboxes of address fields, lower-case, groups unwrapped. */
function addressesOf(fields: (Address | undefined)[]): string[] {
  return fields
    .flatMap((a) => (!a ? [] : a.group ? a.group : [a]))
    .map((m) => m.address.toLowerCase());
}

/** `Name <address>` of a From header, or its bare address. */
function formatAddress(a: Address | undefined): string {
  if (!a) return '';
  if (a.group) return a.group.map((m) => m.address).join(', ');
  return a.name ? `${a.name} <${a.address}>` : a.address;
}

/** Whose mail a user's outbox shows (see {@link listOutbox}). */
interface Viewer {
  userId: string;
  account: string;
  sender: string | null;
}

/** Whether a mail to the sender address is this user's own verification mail (its link's token). */
async function isOwnVerificationMail(ctx: AppContext, viewer: Viewer, email: Email) {
  const token = /email-sender-verify\?token=([\w.%-]+)/.exec(email.text ?? '')?.[1];
  if (!token) return false;
  const claims = await readSenderToken(ctx.secret, decodeURIComponent(token));
  return claims?.userId === viewer.userId && claims.email === viewer.sender;
}

/** Whether platform mail is the user's: to their account address, or their verification mail. */
async function isOwnPlatformMail(ctx: AppContext, viewer: Viewer, email: Email) {
  const to = addressesOf([...(email.to ?? []), ...(email.cc ?? [])]);
  if (to.includes(viewer.account)) return true;
  return viewer.sender !== null && to.includes(viewer.sender)
    ? isOwnVerificationMail(ctx, viewer, email)
    : false;
}

/** The Message-ID header of a raw message, read without parsing it. */
const rawMessageId = (raw: string) => /^message-id:\s*(<[^>\s]+>)/im.exec(raw)?.[1] ?? null;

/** A header's value (the first of that name), or null. */
const headerOf = (email: Email, key: string) =>
  email.headers.find((h) => h.key === key)?.value ?? null;

/** The `Date` header as UTC ISO, or null when absent or not a date. */
function isoDate(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function presentOutboxEntry(file: string, email: Email): OutboxEntry {
  return {
    file,
    to: (email.to ?? []).map(formatAddress).join(', '),
    from: formatAddress(email.from),
    subject: email.subject ?? '',
    date: isoDate(email.date),
    listUnsubscribe: headerOf(email, 'list-unsubscribe'),
    html: email.html ?? null,
    text: email.text ?? null,
  };
}

/**
 * The development outbox (mail written to `ctx.outboxDir` when SMTP is not configured), newest
 * first, at most {@link OUTBOX_LIST_MAX} of the newest {@link OUTBOX_SCAN_MAX} files. A user sees
 * only their own mail: messages to their account address, the outreach they sent (its
 * Message-ID is one of their `email_messages` rows), and the verification mail of their sender
 * address (its link's token names them) — never mail of other users, even of one who claims the
 * same sender address.
 * @throws 404 when SMTP is configured (no outbox).
 */
export async function listOutbox(
  ctx: AppContext,
  user: UserRow,
): Promise<{ query: OutboxEntry[] }> {
  const dir = ctx.outboxDir;
  if (!dir) throw notFound('page');
  const sender = await findUserSender(ctx.db, user.id);
  const viewer: Viewer = {
    userId: user.id,
    account: user.email.toLowerCase(),
    sender: sender?.email ?? null,
  };
  const names = await readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, OUTBOX_SCAN_MAX);
  const files: { name: string; raw: string | null; messageId: string | null }[] = [];
  // In batches, so a full outbox never opens thousands of files at once.
  for (let i = 0; i < newest.length; i += READ_BATCH) {
    const batch = newest.slice(i, i + READ_BATCH).map(async (name) => {
      const raw = await readFile(join(dir, name), 'utf8').catch(() => null);
      return { name, raw, messageId: raw ? rawMessageId(raw) : null };
    });
    files.push(...(await Promise.all(batch)));
  }
  const own = await findOwnMessageIds(
    ctx.db,
    user.id,
    files.flatMap((f) => (f.messageId ? [f.messageId] : [])),
  );
  const needles = [viewer.account, viewer.sender].filter((a) => a !== null);
  const query: OutboxEntry[] = [];
  for (const { name, raw, messageId } of files) {
    if (query.length >= OUTBOX_LIST_MAX) break;
    if (!raw) continue;
    const outreach = messageId !== null && own.has(messageId);
    // Cheap first pass: platform mail naming none of the user's addresses cannot be theirs.
    const lower = outreach ? '' : raw.toLowerCase();
    if (!outreach && !needles.some((a) => lower.includes(a))) continue;
    const email = await PostalMime.parse(raw);
    if (outreach || (await isOwnPlatformMail(ctx, viewer, email)))
      query.push(presentOutboxEntry(name, email));
  }
  return { query };
}

import PostalMime from 'postal-mime';

/** What one recipient's part of a delivery status notification says (RFC 3464 §2.3). */
export interface DsnRecipient {
  /** The address that could not be delivered to (`Final-Recipient`, lower-case), '' when absent. */
  recipient: string;
  /** `failed`, `delayed`, `delivered`, `relayed` or `expanded`. */
  action: string;
  /** The enhanced status code (RFC 3463), e.g. `5.1.1`; '' when absent. */
  status: string;
  /** The remote server's answer (`Diagnostic-Code`, without its type), '' when absent. */
  diagnostic: string;
}

/** A parsed delivery status notification: its per-recipient reports. */
export interface Dsn {
  recipients: DsnRecipient[];
}

/** The field blocks of a `message/delivery-status` body: blank-line separated header groups. */
function fieldBlocks(body: string): string[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

/** The fields of one block, header-parsed (unfolded, names lower-case) by postal-mime. */
async function fieldsOf(block: string): Promise<Map<string, string>> {
  const parsed = await PostalMime.parse(`${block}\r\n\r\n`);
  return new Map(parsed.headers.map((h) => [h.key, h.value.trim()]));
}

/** The value of a typed field (`rfc822; user@example.com` → `user@example.com`). */
const typedValue = (value: string | undefined) =>
  (value ?? '').replace(/^[\w-]+\s*;\s*/, '').trim();

/**
 * Parses a delivery status notification (RFC 3464: a `multipart/report; report-type=
 * delivery-status` whose `message/delivery-status` part holds one block of per-message fields
 * and a block per recipient) with postal-mime: the MIME tree and every field block. Null when the
 * message carries no delivery-status part (an auto-reply, a report of another kind, a bounce in
 * a non-standard form).
 * @throws when the message is not parseable MIME.
 */
export async function parseDsn(raw: string | Buffer): Promise<Dsn | null> {
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'utf8' });
  const part = email.attachments.find(
    (a) => a.mimeType.toLowerCase() === 'message/delivery-status',
  );
  if (!part) return null;
  const body =
    typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content);
  const [, ...perRecipient] = fieldBlocks(body);
  const recipients: DsnRecipient[] = [];
  for (const block of perRecipient) {
    const fields = await fieldsOf(block);
    const action = (fields.get('action') ?? '').toLowerCase();
    if (!action) continue;
    recipients.push({
      recipient: typedValue(fields.get('final-recipient') ?? fields.get('original-recipient'))
        .replace(/^<|>$/g, '')
        .toLowerCase(),
      action,
      status: /\d\.\d{1,3}\.\d{1,3}/.exec(fields.get('status') ?? '')?.[0] ?? '',
      diagnostic: typedValue(fields.get('diagnostic-code')).slice(0, 500),
    });
  }
  return { recipients };
}

/** How a recipient's report counts: `hard` (permanent failure), `soft` (temporary), or null (delivered, relayed…). */
export type BounceKind = 'hard' | 'soft';

/**
 * The kind of bounce a recipient report is: `failed` with a 5.x.x status is hard (the address
 * will not take mail: RFC 3463 permanent); `failed` with 4.x.x (or no status) and `delayed` are
 * soft; other actions are not bounces.
 */
export function bounceKind(report: DsnRecipient): BounceKind | null {
  if (report.action === 'failed') return report.status.startsWith('5') ? 'hard' : 'soft';
  if (report.action === 'delayed') return 'soft';
  return null;
}

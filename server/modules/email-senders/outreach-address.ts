import addressparser from 'nodemailer/lib/addressparser';

/**
 * The bare address of a From header such as `Collabify <no-reply@collabify.example>`.
 * @throws Error when the header holds no address.
 */
export function platformAddress(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  if (!first?.address) throw new Error(`MAIL_FROM holds no address: ${mailFrom}`);
  return first.address;
}

/** A sender name as one quoted display-name token: quotes, backslashes and line breaks dropped. */
const displayName = (senderName: string) => senderName.replace(/["\\\r\n]/g, '').trim();

/**
 * The From header of outreach (PRODUCT §5): the sender's name "via Collabify" on the platform's
 * own address, so the user's domain is never spoofed; replies go to the verified sender through
 * Reply-To. Quotes and backslashes in the name are dropped so the display name stays one token.
 */
export function outreachFrom(mailFrom: string, senderName: string): string {
  return `"${displayName(senderName)} via Collabify" <${platformAddress(mailFrom)}>`;
}

/**
 * The From header of outreach sent through the user's connected Gmail (integrations.md §6): the
 * sender's name on the Gmail address itself — Gmail rewrites any other From to the account's
 * address anyway, and SPF/DKIM/DMARC are then Google's for that address (§7.2).
 */
export function gmailFrom(senderName: string, gmailAddress: string): string {
  return `"${displayName(senderName)}" <${gmailAddress}>`;
}

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

/**
 * The From header of outreach (PRODUCT §5): the sender's name "via Collabify" on the platform's
 * own address, so the user's domain is never spoofed; replies go to the verified sender through
 * Reply-To. Quotes and backslashes in the name are dropped so the display name stays one token.
 */
export function outreachFrom(mailFrom: string, senderName: string): string {
  const name = senderName.replace(/["\\\r\n]/g, '').trim();
  return `"${name} via Collabify" <${platformAddress(mailFrom)}>`;
}

import { createHash, randomBytes } from 'node:crypto';

/**
 * Identifiers in the shapes Google uses: authorization codes `4/0A…`, access tokens `ya29.a0…`,
 * refresh tokens `1//0…`, 21-digit account subjects, 40-hex key ids, 16-hex Gmail message ids.
 * Random parts come from `crypto.randomBytes`; nothing here is guessable.
 */

function random(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** A single-use authorization code, `4/0A…` like Google's. */
export function newAuthorizationCode(): string {
  return `4/0A${random(48)}`;
}

/** An access token, `ya29.a0…` like Google's. */
export function newAccessToken(): string {
  return `ya29.a0${random(96)}`;
}

/** A refresh token, `1//0…` like Google's. */
export function newRefreshToken(): string {
  return `1//0${random(72)}`;
}

/** A signing key id: 40 hex digits, the shape of Google's `kid`s. */
export function newKeyId(): string {
  return randomBytes(20).toString('hex');
}

/** An opaque id for a pending consent (the consent page's form carries it). */
export function newConsentId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The stable subject (`sub`) of an account: a 21-digit decimal string starting with 1, as
 * Google's are, derived from the email so a restarted fake gives the same account the same sub.
 */
export function subjectFor(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  const value = digest.readBigUInt64BE(0) * 100_000n + BigInt(digest.readUInt32BE(8) % 100_000);
  return `1${(value % 10n ** 20n).toString().padStart(20, '0')}`;
}

let gmailCounter = 0;

/** A Gmail message id: 16 hex digits whose leading digits are the send time in ms, as Gmail's. */
export function newGmailId(atMs: number): string {
  gmailCounter = (gmailCounter + 1) % 0x100000;
  return `${atMs.toString(16).padStart(11, '0')}${gmailCounter.toString(16).padStart(5, '0')}`;
}

/** An `etag` in the shape YouTube answers (27 base64url characters) derived from the content. */
export function etagOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
/** GCM nonce length NIST SP 800-38D recommends (96 bits). */
const IV_BYTES = 12;

/**
 * Encrypts secrets stored in the database (third-party access and refresh tokens) with
 * AES-256-GCM: a random 96-bit IV per value and the 128-bit tag, so a changed ciphertext fails to
 * open instead of decrypting to garbage. Sealed form: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * `context` (e.g. the shop domain) is bound as additional authenticated data: a value copied to
 * another row does not open.
 */
export class SecretBox {
  readonly #key: Buffer;

  /** @throws when `key` is not 32 bytes. */
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.#key = key;
  }

  /** Encrypts `plaintext` (UTF-8) bound to `context`. */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /**
   * Decrypts a value sealed with the same key and `context`.
   * @throws when the value was altered, sealed with another key or context, or is malformed.
   */
  open(sealed: string, context: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined)
      throw new Error('Not a sealed value');
    const decipher = createDecipheriv(ALGORITHM, this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

import { type CryptoKey, type JWK, exportJWK, exportSPKI, generateKeyPair } from 'jose';
import { newKeyId } from './ids';

/**
 * The RS256 keys that sign ID tokens, made and exported with `jose`. Google publishes two keys at
 * a time at `https://www.googleapis.com/oauth2/v3/certs` (JWKS) and `…/oauth2/v1/certs` (kid → PEM)
 * and signs with the newer; the fake does the same: {@link KeyRing.rotate} makes a new signing key
 * and keeps the previous one published, {@link KeyRing.dropOld} unpublishes all but the signing
 * key. Dropped keys are kept (unpublished) so tests can sign with them.
 */

/** One signing key. */
export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  /** `{kty, alg, use, kid, n, e}` as Google's JWKS lists it. */
  readonly jwk: JWK;
  /** SubjectPublicKeyInfo PEM (`-----BEGIN PUBLIC KEY-----`). */
  readonly pem: string;
}

/** Makes a 2048-bit RS256 key pair with a fresh kid. */
export async function newSigningKey(): Promise<SigningKey> {
  const kid = newKeyId();
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048 });
  const { kty, n, e } = await exportJWK(publicKey);
  return {
    kid,
    privateKey,
    jwk: { kty, alg: 'RS256', use: 'sig', kid, n, e },
    pem: await exportSPKI(publicKey),
  };
}

/** The published keys and the one that signs. */
export class KeyRing {
  /** Every key ever made here, oldest first. */
  private readonly keys: SigningKey[] = [];
  private readonly published = new Set<string>();

  private constructor() {}

  /** A ring with one published signing key. */
  static async create(): Promise<KeyRing> {
    const ring = new KeyRing();
    await ring.rotate();
    return ring;
  }

  /** The key that signs new ID tokens (the newest). */
  get current(): SigningKey {
    return this.keys[this.keys.length - 1]!;
  }

  /** Makes a new signing key and publishes it beside the ones already published; answers it. */
  async rotate(): Promise<SigningKey> {
    const key = await newSigningKey();
    this.keys.push(key);
    this.published.add(key.kid);
    return key;
  }

  /** Unpublishes every key but the signing one. */
  dropOld(): void {
    for (const key of this.keys) if (key !== this.current) this.published.delete(key.kid);
  }

  /** A key made here (published or not) by its kid. */
  byKid(kid: string): SigningKey | undefined {
    return this.keys.find((k) => k.kid === kid);
  }

  /** The published keys, newest first. */
  publishedKeys(): SigningKey[] {
    return this.keys.filter((k) => this.published.has(k.kid)).reverse();
  }

  /** The JWKS document (`/oauth2/v3/certs`). */
  jwks(): { keys: JWK[] } {
    return { keys: this.publishedKeys().map((k) => ({ ...k.jwk })) };
  }

  /** The PEM document (`/oauth2/v1/certs`): `{kid: PEM}`. */
  pemCerts(): Record<string, string> {
    return Object.fromEntries(this.publishedKeys().map((k) => [k.kid, k.pem]));
  }
}

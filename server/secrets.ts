import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from './env';

/**
 * A secret generated once and kept in DATA_DIR/secrets/<name> (mode 0600), so the embedded demo
 * keeps it across restarts. Never logged.
 */
function generatedSecret(env: Env, name: string, bytes: number): string {
  const dir = resolve(env.DATA_DIR, 'secrets');
  const file = resolve(dir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(bytes).toString('base64');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/**
 * The session-token key: JWT_SECRET when set (required in production); otherwise a random key
 * generated once under DATA_DIR, so sessions survive restarts of the embedded demo.
 */
export function resolveJwtSecret(env: Env): string {
  return env.JWT_SECRET ?? generatedSecret(env, 'jwt-secret', 48);
}

/**
 * The 32-byte key that encrypts third-party tokens at rest (AES-256-GCM): ENCRYPTION_KEY when set
 * (required in production and with DATABASE_URL); otherwise generated once under DATA_DIR.
 */
export function resolveEncryptionKey(env: Env): Buffer {
  return Buffer.from(env.ENCRYPTION_KEY ?? generatedSecret(env, 'encryption-key', 32), 'base64');
}

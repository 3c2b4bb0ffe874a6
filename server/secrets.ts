import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from './env';

/**
 * The session-token key: JWT_SECRET when set (required in production); otherwise a random key
 * generated once and kept in DATA_DIR/secrets/jwt-secret (mode 0600), so sessions survive restarts
 * of the embedded demo. The key is never logged.
 */
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const dir = resolve(env.DATA_DIR, 'secrets');
  const file = resolve(dir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

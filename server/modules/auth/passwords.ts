import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's minimum argon2id settings: 19 MiB memory, 2 iterations, 1 lane. The algorithm is the
 * library's default, argon2id (its const enum cannot be imported under verbatimModuleSyntax);
 * a test checks the hash says `$argon2id$`.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A hash of a password that no account has, checked when the email is unknown so both paths cost the same. */
let decoyHash: Promise<string> | undefined;

/** Hashes a password with argon2id (PHC string). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches `storedHash`; with no hash, spends the same time and answers false. */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy password that never matches');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}

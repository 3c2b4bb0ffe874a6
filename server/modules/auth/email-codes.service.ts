import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_SECONDS } from '@shared/constants/auth';
import type { EmailCodePurpose } from '@shared/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { fieldError, tooManyRequests } from '../../errors';
import {
  consumeEmailCode,
  countFailedAttempt,
  findLatestEmailCode,
  insertEmailCode,
} from './email-codes.repository';

/** Seconds before the same address may be sent another code. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** Wrong guesses after which a code dies. */
const MAX_ATTEMPTS = 5;

/** The one answer for any unusable code: 400 naming `body.code`. */
export const invalidCodeError = () =>
  fieldError('body.code', 'The code is wrong or has expired. Ask for a new one.');

function hmac(secret: string, purpose: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
}

/**
 * Issues a fresh 6-digit code for `email` and `purpose`, valid 10 minutes, and returns it for
 * mailing. Only its HMAC is stored.
 * @throws 429 (Retry-After) when a code was issued to this address less than 60 s ago.
 */
export async function issueEmailCode(
  db: DbOrTx,
  secret: string,
  email: string,
  purpose: EmailCodePurpose,
): Promise<string> {
  const latest = await findLatestEmailCode(db, email, purpose);
  if (latest) {
    const waited = (Date.now() - latest.createdAt.getTime()) / 1000;
    if (waited < RESEND_COOLDOWN_SECONDS) {
      throw tooManyRequests(
        Math.ceil(RESEND_COOLDOWN_SECONDS - waited),
        'A code was just sent to this address. Check your inbox, or wait a minute to ask again.',
      );
    }
  }
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  await insertEmailCode(db, {
    email,
    purpose,
    codeHash: hmac(secret, purpose, email, code),
    expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_SECONDS * 1000),
  });
  return code;
}

/**
 * Checks `code` against the latest code issued for `email` and `purpose`. A wrong guess is
 * counted (5 kill the code). Returns the id of the code to spend with {@link spendEmailCode}.
 * @throws 400 naming `body.code` when the code is wrong, expired, spent or dead.
 */
export async function checkEmailCode(
  db: DbOrTx,
  secret: string,
  email: string,
  purpose: EmailCodePurpose,
  code: string,
): Promise<string> {
  const latest = await findLatestEmailCode(db, email, purpose);
  if (
    !latest ||
    latest.consumedAt ||
    latest.expiresAt.getTime() <= Date.now() ||
    latest.attempts >= MAX_ATTEMPTS
  ) {
    throw invalidCodeError();
  }
  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hmac(secret, purpose, email, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await countFailedAttempt(db, latest.id);
    throw invalidCodeError();
  }
  return latest.id;
}

/**
 * Spends a checked code inside the caller's transaction, so the code is used only if the rest of
 * the work commits. @throws 400 naming `body.code` when a concurrent request spent it first.
 */
export async function spendEmailCode(tx: DbOrTx, codeId: string): Promise<void> {
  if (!(await consumeEmailCode(tx, codeId))) throw invalidCodeError();
}

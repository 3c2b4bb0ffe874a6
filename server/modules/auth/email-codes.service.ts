import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_SECONDS } from '@shared/constants/auth';
import type { EmailCodePurpose } from '@shared/schemas/auth';
import type { Db, DbOrTx } from '../../db/client';
import { fieldError, tooManyRequests } from '../../errors';
import {
  consumeEmailCode,
  insertEmailCode,
  latestEmailCodeIssuedAt,
  lockEmailCodes,
  takeCodeAttempt,
} from './email-codes.repository';

/** Seconds before the same address may be sent another code. */
export const RESEND_COOLDOWN_SECONDS = 60;

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
  db: Db,
  secret: string,
  email: string,
  purpose: EmailCodePurpose,
): Promise<string> {
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await lockEmailCodes(tx, email, purpose);
    const issuedAt = await latestEmailCodeIssuedAt(tx, email, purpose);
    const waited = issuedAt ? (Date.now() - issuedAt.getTime()) / 1000 : Infinity;
    if (waited < RESEND_COOLDOWN_SECONDS) {
      throw tooManyRequests(
        Math.ceil(RESEND_COOLDOWN_SECONDS - waited),
        'A code was just sent to this address. Check your inbox, or wait a minute to ask again.',
      );
    }
    await insertEmailCode(tx, {
      email,
      purpose,
      codeHash: hmac(secret, purpose, email, code),
      expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_SECONDS * 1000),
    });
  });
  return code;
}

/**
 * Checks `code` against the latest code issued for `email` and `purpose`. Every attempt is
 * counted atomically before comparing, so at most 5 guesses are ever checked, even concurrently. Returns the id of the code to spend with {@link spendEmailCode}.
 * @throws 400 naming `body.code` when the code is wrong, expired, spent or dead.
 */
export async function checkEmailCode(
  db: DbOrTx,
  secret: string,
  email: string,
  purpose: EmailCodePurpose,
  code: string,
): Promise<string> {
  const live = await takeCodeAttempt(db, email, purpose);
  if (!live) throw invalidCodeError();
  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(hmac(secret, purpose, email, code), 'hex');
  if (!timingSafeEqual(expected, given)) throw invalidCodeError();
  return live.id;
}

/**
 * Spends a checked code inside the caller's transaction, so the code is used only if the rest of
 * the work commits. @throws 400 naming `body.code` when a concurrent request spent it first.
 */
export async function spendEmailCode(tx: DbOrTx, codeId: string): Promise<void> {
  if (!(await consumeEmailCode(tx, codeId))) throw invalidCodeError();
}

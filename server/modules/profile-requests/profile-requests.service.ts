import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_SECONDS } from '@shared/constants/auth';
import { SOCIAL_PROVIDER_LABELS } from '@shared/constants/social';
import type {
  AdminProfileRequestList,
  CreateProfileRequest,
  ProfileCorrection,
  ProfileLookupQuery,
  ProfileRequest,
  ProfileRequestTarget,
} from '@shared/schemas/profile-requests';
import type { Platform } from '@shared/constants/discovery';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { InfluencerRow, ProfileRequestRow, UserRow } from '../../db/schema';
import { type AppError, conflict, fieldError, notFound, tooManyRequests } from '../../errors';
import { findLinkedAccount } from '../influencer-accounts/influencer-accounts.service';
import {
  correctProfile,
  findListedProfile,
  removeProfile,
} from '../influencers/influencers.service';
import { profileCodeMail } from './profile-requests.mails';
import { presentAdminRequest, presentRequest, presentTarget } from './profile-requests.presenter';
import {
  countAttempt,
  insertProfileRequest,
  insertRemovedProfile,
  countCodesSentSince,
  latestCodeSentSince,
  listProfileRequests,
  lockProfileCodes,
  lockProfileRequest,
  type NewProfileRequest,
  updateProfileRequest,
} from './profile-requests.repository';

/** Wrong guesses after which a request's code dies (as sign-up codes). */
export const MAX_PROFILE_CODE_ATTEMPTS = 5;

/** Seconds before another code may be sent for the same profile. */
export const PROFILE_CODE_COOLDOWN_SECONDS = 60;

/**
 * Codes mailed for one profile in 24 hours: with 5 guesses each, at most 25 guesses a day at a
 * 6-digit code (and no flood of mail to the creator's inbox).
 */
export const PROFILE_CODES_PER_DAY = 5;

function hmac(secret: string, requestId: string, code: string): string {
  return createHmac('sha256', secret).update(`profile-request:${requestId}:${code}`).digest('hex');
}

/** Whether the signed-in user's creator account was linked to this profile by signing in with its platform. */
async function ownedBy(db: DbOrTx, user: UserRow | null, influencerId: string): Promise<boolean> {
  if (!user) return false;
  const account = await findLinkedAccount(db, influencerId);
  return account?.userId === user.id && account.linkedBy === 'social';
}

/**
 * The listed profile a visitor wants to remove or correct, by id or by platform and handle, with
 * its public email masked. @throws 404 when there is none (or it is already removed).
 */
export async function lookUpProfile(
  ctx: AppContext,
  q: ProfileLookupQuery,
  user: UserRow | null,
): Promise<ProfileRequestTarget> {
  const row = await findListedProfile(
    ctx.db,
    q.influencerId
      ? { influencerId: q.influencerId }
      : { platform: q.platform!, username: q.username! },
  );
  if (!row) throw notFound('influencer');
  return presentTarget(row, await ownedBy(ctx.db, user, row.id));
}

/** The profile columns a correction sets (a removed email is cleared). */
function correctedValues(c: ProfileCorrection) {
  return {
    ...(c.name !== undefined && { name: c.name }),
    ...(c.bio !== undefined && { bio: c.bio || null }),
    ...(c.country !== undefined && { country: c.country }),
    ...(c.language !== undefined && { language: c.language }),
    ...(c.categories !== undefined && { categories: c.categories }),
    ...(c.removeEmail && { email: null }),
  };
}

/**
 * Applies a verified request in the caller's transaction: a removal hides the profile, clears its
 * personal data and records the account in `removed_profiles` (imports skip it); a correction
 * sets the fields as curated (imports keep them). @returns the request, applied.
 */
async function apply(tx: DbOrTx, request: ProfileRequestRow): Promise<ProfileRequestRow> {
  const now = new Date();
  const id = request.influencerId;
  if (!id) throw notFound('influencer');
  if (request.kind === 'remove') {
    await removeProfile(tx, id, now);
    await insertRemovedProfile(tx, {
      platform: request.platform,
      platformId: request.platformId,
      username: request.username.toLowerCase(),
      requestId: request.id,
    });
  } else {
    await correctProfile(tx, id, correctedValues(request.correction as ProfileCorrection));
  }
  return updateProfileRequest(tx, request.id, { state: 'applied', appliedAt: now });
}

/** The columns of a new request for this profile. */
function newRequest(profile: InfluencerRow, body: CreateProfileRequest): NewProfileRequest {
  return {
    influencerId: profile.id,
    platform: profile.platform,
    username: profile.username,
    platformId: profile.platformId,
    kind: body.kind,
    correction: body.correction ?? null,
    message: body.message ?? '',
  };
}

/**
 * A creator asks to remove or correct their profile (`POST /api/profile-requests`). Signed in
 * with the platform (their creator account linked to the profile by a social sign-in) it is
 * verified and applied at once (`verifiedBy: 'social'`); otherwise a 6-digit code (10 minutes,
 * single use, 5 attempts, only its HMAC stored) is mailed to the profile's public email and the
 * answer names that address masked.
 * @throws 404 when the profile does not exist or is already removed; 409 naming
 *   `body.influencerId` when it has no public email (only signing in with the platform can prove
 *   ownership then); 429 when a code was sent for this profile less than a minute ago.
 */
export async function createProfileRequest(
  ctx: AppContext,
  body: CreateProfileRequest,
  user: UserRow | null,
): Promise<ProfileRequest> {
  const profile = await findListedProfile(ctx.db, { influencerId: body.influencerId });
  if (!profile) throw notFound('influencer');
  if (await ownedBy(ctx.db, user, profile.id)) {
    const applied = await ctx.db.transaction(async (tx) => {
      const request = await insertProfileRequest(tx, {
        ...newRequest(profile, body),
        state: 'verified',
        verifiedBy: 'social',
        verifiedAt: new Date(),
        userId: user!.id,
      });
      return apply(tx, request);
    });
    return presentRequest(applied);
  }
  const email = profile.email;
  if (!email) {
    const label = SOCIAL_PROVIDER_LABELS[profile.platform as Platform];
    throw conflict(
      `This profile has no public email to send a code to. Sign in with ${label} as the creator of @${profile.username} to verify instead.`,
      [{ path: 'body.influencerId', message: 'The profile has no public email' }],
    );
  }
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  const request = await ctx.db.transaction(async (tx) => {
    await lockProfileCodes(tx, profile.id);
    const since = new Date(Date.now() - PROFILE_CODE_COOLDOWN_SECONDS * 1000);
    const sentAt = await latestCodeSentSince(tx, profile.id, since);
    if (sentAt) {
      const wait = PROFILE_CODE_COOLDOWN_SECONDS - (Date.now() - sentAt.getTime()) / 1000;
      throw tooManyRequests(
        Math.max(1, Math.ceil(wait)),
        'A code was just sent for this profile. Check its inbox, or wait a minute to ask again.',
      );
    }
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    if ((await countCodesSentSince(tx, profile.id, dayAgo)) >= PROFILE_CODES_PER_DAY) {
      throw tooManyRequests(
        60 * 60,
        'Too many codes were sent for this profile today. Try again tomorrow, or sign in with the platform to verify.',
      );
    }
    const id = randomUUID();
    return insertProfileRequest(tx, {
      id,
      ...newRequest(profile, body),
      email,
      codeHash: hmac(ctx.secret, id, code),
      codeExpiresAt: new Date(Date.now() + EMAIL_CODE_TTL_SECONDS * 1000),
      userId: user?.id ?? null,
    });
  });
  ctx.mailer.sendLater(profileCodeMail(email, { ...request, kind: body.kind }, code, ctx.appUrl));
  return presentRequest(request);
}

/** 400 naming `body.code`, with what the creator can do next. */
const codeError = (message: string) => fieldError('body.code', message);
/** A code that can no longer be used (expired, or the last attempt was wrong): 409, naming the field. */
const codeEnded = (message: string) => conflict(message, [{ path: 'body.code', message }]);

/**
 * Checks the code of a pending request (`POST /api/profile-requests/{id}/verify`); the right code
 * verifies and applies the request at once. Every attempt is counted; after 5 wrong ones the
 * request is rejected, and an expired code marks it expired.
 * @returns the request, applied. @throws 404 when the request does not exist; 409 when it is no
 *   longer pending (applied, rejected, expired), or naming `body.code` when the code has just
 *   expired or the last attempt was wrong; 400 naming `body.code` when the code is wrong (with the
 *   attempts left).
 */
export async function verifyProfileRequest(
  ctx: AppContext,
  id: string,
  code: string,
): Promise<ProfileRequest> {
  // A refusal is decided inside the transaction but thrown after it, so the counted attempt stays.
  const outcome = await ctx.db.transaction(
    async (tx): Promise<{ applied: ProfileRequestRow } | { refused: AppError }> => {
      const request = await lockProfileRequest(tx, id);
      if (!request) return { refused: notFound('profile request') };
      if (request.state !== 'pending' || !request.codeHash || !request.codeExpiresAt) {
        return { refused: conflict(`This request is ${request.state}; start a new one.`) };
      }
      if (request.codeExpiresAt.getTime() <= Date.now()) {
        await updateProfileRequest(tx, id, { state: 'expired', codeHash: null });
        return { refused: codeEnded('The code has expired. Ask for a new one.') };
      }
      const attempts = await countAttempt(tx, id);
      const expected = Buffer.from(request.codeHash, 'hex');
      if (!timingSafeEqual(expected, Buffer.from(hmac(ctx.secret, id, code), 'hex'))) {
        const left = MAX_PROFILE_CODE_ATTEMPTS - attempts;
        if (left > 0) {
          return {
            refused: codeError(
              `The code is wrong: ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
            ),
          };
        }
        await updateProfileRequest(tx, id, { state: 'rejected', codeHash: null });
        return {
          refused: codeEnded('The code is wrong and no attempts are left. Ask for a new one.'),
        };
      }
      const verified = await updateProfileRequest(tx, id, {
        state: 'verified',
        verifiedBy: 'email',
        verifiedAt: new Date(),
        codeHash: null,
      });
      return { applied: await apply(tx, verified) };
    },
  );
  if ('refused' in outcome) throw outcome.refused;
  return presentRequest(outcome.applied);
}

/** Admins: one page of requests, newest first, with their outcome. */
export async function listRequestsForAdmin(
  ctx: AppContext,
  page: { skip: number; limit: number },
): Promise<AdminProfileRequestList> {
  const { total, rows } = await listProfileRequests(ctx.db, page);
  return { count: total, requests: rows.map(presentAdminRequest) };
}

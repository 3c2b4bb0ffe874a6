import { z } from 'zod';
import { EMAIL_CODE_LENGTH } from '../constants/auth';
import { PLATFORMS } from '../constants/discovery';
import { CATEGORY_SLUGS } from '../constants/taxonomy';
import { influencerIdSchema } from './influencers';
import { nameSchema, textSchema } from './text';

/** What a creator asks: hide the profile from discovery, or correct some of its public fields. */
export const PROFILE_REQUEST_KINDS = ['remove', 'correct'] as const;

/** A request's life: pending (code sent) → verified → applied, or rejected / expired. */
export const PROFILE_REQUEST_STATES = [
  'pending',
  'verified',
  'applied',
  'rejected',
  'expired',
] as const;

/** How the creator proved control of the account: the emailed code, or signing in with the platform. */
export const PROFILE_REQUEST_VERIFIERS = ['email', 'social'] as const;

/**
 * The public fields a creator may correct (all optional, at least one): display name, bio, the
 * creator's country (ISO 3166-1 alpha-2), language (ISO 639-1), categories (taxonomy slugs), and
 * `removeEmail: true` to take the public email off the profile. Corrected fields become curated:
 * later imports never overwrite them.
 */
export const profileCorrectionSchema = z
  .strictObject({
    name: nameSchema.max(100).optional(),
    bio: textSchema.trim().max(1000).optional(),
    country: z
      .string()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Use an ISO 3166-1 alpha-2 code such as "US"')
      .optional(),
    language: z
      .string()
      .toLowerCase()
      .regex(/^[a-z]{2}$/, 'Use an ISO 639-1 code such as "en"')
      .optional(),
    categories: z.array(z.enum(CATEGORY_SLUGS)).min(1).max(5).optional(),
    removeEmail: z.literal(true).optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), {
    message: 'Correct at least one field',
  });

/**
 * Query of `GET /api/profile-requests/profile`: the profile by `influencerId` (the link on a
 * profile), or by `platform` and `username` (a handle, `@` optional).
 */
export const profileLookupQuerySchema = z
  .strictObject({
    influencerId: influencerIdSchema.optional(),
    platform: z.enum(PLATFORMS).optional(),
    username: textSchema.trim().min(1).max(100).optional(),
  })
  .refine((q) => q.influencerId !== undefined || (q.platform && q.username), {
    message: 'Give influencerId, or platform and username',
  });

/**
 * The profile a request is about, as the form shows it: `emailMasked` is its public email masked
 * (`j***@g***.com`), null when it has none (then only signing in with the platform can verify);
 * `ownedByYou` when the signed-in user's linked creator account is this profile.
 */
export const profileRequestTargetSchema = z.object({
  influencerId: influencerIdSchema,
  platform: z.enum(PLATFORMS),
  username: z.string(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  emailMasked: z.string().nullable(),
  ownedByYou: z.boolean(),
});

/** Body of `POST /api/profile-requests`: which profile, remove or correct (with the correction). */
export const createProfileRequestSchema = z
  .strictObject({
    influencerId: influencerIdSchema,
    kind: z.enum(PROFILE_REQUEST_KINDS),
    correction: profileCorrectionSchema.optional(),
    message: textSchema.trim().max(2000).default(''),
  })
  .refine((b) => (b.kind === 'correct') === (b.correction !== undefined), {
    message: 'A correction goes with kind "correct", and only with it',
    path: ['correction'],
  });

/** Body of `POST /api/profile-requests/{id}/verify`: the 6-digit code mailed to the profile. */
export const verifyProfileRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), `Enter the ${EMAIL_CODE_LENGTH}-digit code`),
});

/** Path of `/api/profile-requests/{id}/…`. */
export const profileRequestParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * A request as its creator sees it: `emailMasked` is where the code went (never the full
 * address); `state` `applied` once the removal or correction is done.
 */
export const profileRequestSchema = z.object({
  id: z.uuid(),
  influencerId: influencerIdSchema.nullable(),
  platform: z.enum(PLATFORMS),
  username: z.string(),
  kind: z.enum(PROFILE_REQUEST_KINDS),
  state: z.enum(PROFILE_REQUEST_STATES),
  verifiedBy: z.enum(PROFILE_REQUEST_VERIFIERS).nullable(),
  emailMasked: z.string().nullable(),
  createdAt: z.iso.datetime(),
  appliedAt: z.iso.datetime().nullable(),
});

/** One row of the admins' list: the request with its correction and message. */
export const adminProfileRequestSchema = profileRequestSchema.extend({
  correction: profileCorrectionSchema.nullable(),
  message: z.string(),
  attempts: z.number().int(),
  verifiedAt: z.iso.datetime().nullable(),
});

/** Query of `GET /api/admin/profile-requests`: newest first, paged. */
export const adminProfileRequestsQuerySchema = z.strictObject({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** `GET /api/admin/profile-requests`: the total and one page, newest first. */
export const adminProfileRequestListSchema = z.object({
  count: z.number().int(),
  requests: z.array(adminProfileRequestSchema),
});

export type ProfileCorrection = z.infer<typeof profileCorrectionSchema>;
export type ProfileLookupQuery = z.infer<typeof profileLookupQuerySchema>;
export type ProfileRequestTarget = z.infer<typeof profileRequestTargetSchema>;
export type CreateProfileRequest = z.input<typeof createProfileRequestSchema>;
export type ProfileRequest = z.infer<typeof profileRequestSchema>;
export type AdminProfileRequest = z.infer<typeof adminProfileRequestSchema>;
export type AdminProfileRequestList = z.infer<typeof adminProfileRequestListSchema>;

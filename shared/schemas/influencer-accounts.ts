import { z } from 'zod';
import { CAMPAIGN_CURRENCIES } from '../constants/campaigns';
import { PROFILE_LINK_METHODS, RATE_MAX_CENTS } from '../constants/influencer-accounts';
import { influencerIdSchema, influencerProfileSchema } from './influencers';
import { userIdSchema } from './users';

/**
 * A rate for one deliverable: a whole number of minor units (cents) of the account's currency,
 * from 0 to {@link RATE_MAX_CENTS} (10,000,000 units).
 */
export const rateCentsSchema = z
  .number()
  .int('Use whole cents')
  .min(0, 'Enter 0 or more')
  .max(RATE_MAX_CENTS, 'Enter at most 10,000,000');

/**
 * The contact email an influencer publishes to advertisers: trimmed, lower-cased, at most 254
 * characters.
 */
export const contactEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254, 'Use at most 254 characters'));

/** Published rates per deliverable, in cents of the account's currency; null when not published. */
export const influencerRatesSchema = z.object({
  post: rateCentsSchema.nullable(),
  story: rateCentsSchema.nullable(),
  reel: rateCentsSchema.nullable(),
  video: rateCentsSchema.nullable(),
});

/**
 * The influencer side of an account: the published contact email (null when none), the rates in
 * cents of `currency` (ISO 4217), and how the account was linked to its profile (null while it is
 * not linked).
 */
export const influencerAccountSchema = z.object({
  contactEmail: z.string().nullable(),
  rates: influencerRatesSchema,
  currency: z.enum(CAMPAIGN_CURRENCIES),
  linkedBy: z.enum(PROFILE_LINK_METHODS).nullable(),
});

/**
 * `GET /api/influencer/fetch-me-influencer-data` (and `PATCH /api/influencer/me`): the signed-in
 * influencer's account and the profile it is linked to, with its snapshots (oldest first); `profile`
 * is null while the account is not linked.
 */
export const influencerDataSchema = z.object({
  account: influencerAccountSchema,
  profile: influencerProfileSchema.nullable(),
});

/**
 * Body of `PATCH /api/influencer/me`: any of the contact email (null clears it), rates (in cents;
 * only the deliverables sent change, null clears one) and currency. Unknown fields are rejected.
 */
export const updateInfluencerAccountSchema = z.strictObject({
  contactEmail: contactEmailSchema.nullable().optional(),
  rates: z
    .strictObject({
      post: rateCentsSchema.nullable().optional(),
      story: rateCentsSchema.nullable().optional(),
      reel: rateCentsSchema.nullable().optional(),
      video: rateCentsSchema.nullable().optional(),
    })
    .optional(),
  currency: z.enum(CAMPAIGN_CURRENCIES).optional(),
});

/** Path parameters of `/api/influencer-account/{userId}/profile` (admin). */
export const influencerAccountParamsSchema = z.strictObject({ userId: userIdSchema });

/** Body of `PUT /api/influencer-account/{userId}/profile` (admin): the profile to link. */
export const linkInfluencerProfileSchema = z.strictObject({ influencerId: influencerIdSchema });

/**
 * Answer of `PUT /api/influencer-account/{userId}/profile` (admin): the account's user id, its
 * influencer data and the linked profile.
 */
export const linkedInfluencerAccountSchema = influencerDataSchema.extend({ userId: userIdSchema });

/** Rates per deliverable in cents; null when not published. */
export type InfluencerRates = z.infer<typeof influencerRatesSchema>;
/** See {@link influencerAccountSchema}. */
export type InfluencerAccount = z.infer<typeof influencerAccountSchema>;
/** See {@link influencerDataSchema}. */
export type InfluencerData = z.infer<typeof influencerDataSchema>;
/** See {@link updateInfluencerAccountSchema}. */
export type UpdateInfluencerAccount = z.infer<typeof updateInfluencerAccountSchema>;
/** See {@link linkInfluencerProfileSchema}. */
export type LinkInfluencerProfile = z.infer<typeof linkInfluencerProfileSchema>;
/** See {@link linkedInfluencerAccountSchema}. */
export type LinkedInfluencerAccount = z.infer<typeof linkedInfluencerAccountSchema>;

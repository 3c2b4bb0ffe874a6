import { z } from 'zod';
import {
  CAMPAIGN_BRIEF_MAX_LENGTH,
  CAMPAIGN_CURRENCIES,
  CAMPAIGN_NAME_MAX_LENGTH,
  CAMPAIGN_STATUSES,
  COMPENSATION_TYPES,
} from '../constants/campaigns';
import { PLATFORMS } from '../constants/discovery';
import { CATEGORY_SLUGS } from '../constants/taxonomy';
import { isoDateSchema } from './dates';
import { influencerCardSchema } from './influencers';
import { campaignProductSchema } from './shopify';
import { nameSchema, textSchema } from './text';

/** A campaign id (UUID). */
export const campaignIdSchema = z.uuid();

/** Path parameters of `/api/campaign/{id}` and its sub-resources. */
export const campaignParamsSchema = z.strictObject({ id: campaignIdSchema });

/** An ISO 3166-1 alpha-2 country code (upper case). */
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter country code, e.g. "US"');

/** An amount in minor units (cents), 0 to 10 million units of the currency. */
const amount = z.number().int().min(0).max(1_000_000_000);

const campaignFields = {
  name: nameSchema.max(CAMPAIGN_NAME_MAX_LENGTH),
  /** The brief: what the campaign promotes and what it asks of influencers (plain text). */
  description: textSchema.trim().max(CAMPAIGN_BRIEF_MAX_LENGTH),
  product: textSchema.trim().max(300).nullable(),
  /** A product of the connected Shopify shop (`gid://shopify/Product/<n>`); its title becomes `product`. */
  shopifyProductId: z
    .string()
    .regex(/^gid:\/\/shopify\/Product\/\d{1,20}$/, 'Pick a product of your Shopify shop')
    .nullable(),
  platforms: z.array(z.enum(PLATFORMS)).max(PLATFORMS.length),
  categories: z.array(z.enum(CATEGORY_SLUGS)).max(CATEGORY_SLUGS.length),
  countries: z.array(countryCode).max(50),
  compensation: z.enum(COMPENSATION_TYPES),
  /** Budget per influencer, minor units (cents) of `currency`; null when open. */
  budgetMin: amount.nullable(),
  budgetMax: amount.nullable(),
  currency: z.enum(CAMPAIGN_CURRENCIES),
  /** What each influencer delivers (free text) and how many pieces. */
  deliverables: textSchema.trim().max(2_000),
  deliverablesCount: z.number().int().min(1).max(100).nullable(),
  /** UTC dates (YYYY-MM-DD). */
  startsOn: isoDateSchema.nullable(),
  endsOn: isoDateSchema.nullable(),
};

const budgetInOrder = (c: { budgetMin?: number | null; budgetMax?: number | null }) =>
  c.budgetMin == null || c.budgetMax == null || c.budgetMin <= c.budgetMax;
const datesInOrder = (c: { startsOn?: string | null; endsOn?: string | null }) =>
  c.startsOn == null || c.endsOn == null || c.startsOn <= c.endsOn;

/** Body of `POST /api/campaign`: a new draft. Only `name` is required. */
export const createCampaignSchema = z
  .strictObject({
    ...campaignFields,
    description: campaignFields.description.default(''),
    product: campaignFields.product.default(null),
    shopifyProductId: campaignFields.shopifyProductId.default(null),
    platforms: campaignFields.platforms.default([]),
    categories: campaignFields.categories.default([]),
    countries: campaignFields.countries.default([]),
    compensation: campaignFields.compensation.default('gifted'),
    budgetMin: campaignFields.budgetMin.default(null),
    budgetMax: campaignFields.budgetMax.default(null),
    currency: campaignFields.currency.default('USD'),
    deliverables: campaignFields.deliverables.default(''),
    deliverablesCount: campaignFields.deliverablesCount.default(null),
    startsOn: campaignFields.startsOn.default(null),
    endsOn: campaignFields.endsOn.default(null),
  })
  .refine(budgetInOrder, {
    message: 'The minimum budget is above the maximum',
    path: ['budgetMax'],
  })
  .refine(datesInOrder, { message: 'The campaign ends before it starts', path: ['endsOn'] });

/** Body of `PATCH /api/campaign/{id}`: any of the fields (status moves have their own call). */
export const updateCampaignSchema = z
  .strictObject(campaignFields)
  .partial()
  .refine(budgetInOrder, {
    message: 'The minimum budget is above the maximum',
    path: ['budgetMax'],
  })
  .refine(datesInOrder, { message: 'The campaign ends before it starts', path: ['endsOn'] });

/** Body of `PATCH /api/campaign/{id}/status`. */
export const campaignStatusSchema = z.strictObject({ status: z.enum(CAMPAIGN_STATUSES) });

/** Query of `GET /api/campaign/user/self`: optionally one status. */
export const ownCampaignsQuerySchema = z.strictObject({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
});

/** A campaign as its owner sees it. Timestamps ISO 8601 UTC. */
export const campaignSchema = z.object({
  id: campaignIdSchema,
  userId: z.uuid(),
  ...campaignFields,
  /** The picked Shopify product as it was when picked; null without one. */
  shopifyProduct: campaignProductSchema.nullable(),
  imageUrl: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** Influencer accounts that marked interest. */
  interestedCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** `GET /api/campaign/user/self`: the user's campaigns, newest first, and counts per status. */
export const ownCampaignsSchema = z.object({
  query: z.array(campaignSchema),
  counts: z.record(z.enum(CAMPAIGN_STATUSES), z.number().int()),
});

/**
 * A campaign as anyone may see it (public pages, the influencers' marketplace): only active
 * campaigns, no owner-only fields. `interested` is whether the signed-in influencer marked interest
 * (false for visitors).
 */
export const publicCampaignSchema = z.object({
  id: campaignIdSchema,
  advertiser: z.object({ id: z.uuid(), name: z.string(), company: z.string().nullable() }),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  product: z.string().nullable(),
  shopifyProduct: campaignProductSchema.nullable(),
  platforms: z.array(z.enum(PLATFORMS)),
  categories: z.array(z.string()),
  countries: z.array(z.string()),
  compensation: z.enum(COMPENSATION_TYPES),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  currency: z.enum(CAMPAIGN_CURRENCIES),
  deliverables: z.string(),
  deliverablesCount: z.number().int().nullable(),
  startsOn: z.iso.date().nullable(),
  endsOn: z.iso.date().nullable(),
  interested: z.boolean(),
});

/** `GET /api/campaign/active`: the active campaigns, newest first. */
export const publicCampaignsSchema = z.object({ query: z.array(publicCampaignSchema) });

/** `GET /api/campaign/publicByUserId/{userId}`: an advertiser's public profile and active campaigns. */
export const advertiserCampaignsSchema = z.object({
  advertiser: z.object({ id: z.uuid(), name: z.string(), company: z.string().nullable() }),
  query: z.array(publicCampaignSchema),
});

/** An influencer account interested in a campaign, with its linked profile's card when linked. */
export const interestedInfluencerSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  card: influencerCardSchema.nullable(),
  interestedAt: z.iso.datetime(),
});

/** A stored AI pick of a campaign: the card, score 0–100 and reasons, best first. */
export const campaignPickSchema = z.object({
  card: influencerCardSchema,
  score: z.number(),
  reasons: z.array(z.string()),
});

/** `GET /api/campaign/{id}`: the campaign with its interested influencers and stored AI picks. */
export const campaignDetailSchema = campaignSchema.extend({
  interested: z.array(interestedInfluencerSchema),
  picks: z.array(campaignPickSchema),
});

/** `POST /api/campaign/ai-picks/{id}`: the new picks (also stored on the campaign). */
export const campaignPicksSchema = z.object({ query: z.array(campaignPickSchema) });

/** Path parameters of `/api/campaign/publicByUserId/{userId}`. */
export const advertiserParamsSchema = z.strictObject({ userId: z.uuid() });

export type CreateCampaign = z.infer<typeof createCampaignSchema>;
export type UpdateCampaign = z.infer<typeof updateCampaignSchema>;
export type Campaign = z.infer<typeof campaignSchema>;
export type OwnCampaigns = z.infer<typeof ownCampaignsSchema>;
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;
export type PublicCampaigns = z.infer<typeof publicCampaignsSchema>;
export type AdvertiserCampaigns = z.infer<typeof advertiserCampaignsSchema>;
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;
export type CampaignPick = z.infer<typeof campaignPickSchema>;
export type InterestedInfluencer = z.infer<typeof interestedInfluencerSchema>;

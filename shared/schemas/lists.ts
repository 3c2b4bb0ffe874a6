import { z } from 'zod';
import { salesSchema } from './shopify';
import {
  LIST_MAX_IDS_PER_REQUEST,
  LIST_MAX_INFLUENCERS,
  LIST_NAME_MAX_LENGTH,
} from '../constants/lists';
import { influencerCardSchema, influencerIdSchema } from './influencers';
import { nameSchema } from './text';

/** A list id (UUID). */
export const listIdSchema = z.uuid();

/** A list name: 1–100 characters after trimming, no NUL, unique per user ignoring case. */
export const listNameSchema = nameSchema.max(LIST_NAME_MAX_LENGTH);

/** Influencer ids of one add or remove request: at most 1,000. */
const influencerIdsSchema = z.array(influencerIdSchema).max(LIST_MAX_IDS_PER_REQUEST);

/**
 * Body of `POST /api/list`: the name and, optionally, the first influencers (at most 5,000, kept
 * in the order given; repeated ids count once).
 */
export const createListSchema = z.strictObject({
  name: listNameSchema,
  influencers: z.array(influencerIdSchema).max(LIST_MAX_INFLUENCERS).optional(),
});

/** Body of `PATCH /api/list/{id}`: the new name. */
export const renameListSchema = z.strictObject({ name: listNameSchema });

/**
 * Body of `PATCH /api/list/{id}/influencers`: exactly one of `addInfluencers` (appended in the
 * order given; ids already in the list keep their place) or `removeInfluencers` (absent ids are
 * ignored). At most 1,000 ids.
 */
export const updateListInfluencersSchema = z
  .strictObject({
    addInfluencers: influencerIdsSchema.optional(),
    removeInfluencers: influencerIdsSchema.optional(),
  })
  .refine(
    (body) => (body.addInfluencers === undefined) !== (body.removeInfluencers === undefined),
    'Send exactly one of addInfluencers and removeInfluencers',
  );

/** Path parameters of `/api/list/{id}`. */
export const listParamsSchema = z.strictObject({ id: listIdSchema });

/**
 * A list as `GET /api/list` answers it (the client's list collection, `listArr`). `influencers`
 * holds the ids in the order they were added; timestamps are ISO 8601 UTC.
 */
export const listSummarySchema = z.object({
  id: listIdSchema,
  name: z.string(),
  influencers: z.array(influencerIdSchema),
  /** How many influencers the list holds (the length of `influencers`). */
  count: z.number().int(),
  createdAt: z.iso.datetime(),
  /** Last rename or change of membership. */
  updatedAt: z.iso.datetime(),
});

/** `GET /api/list`: the user's lists, "Favorites" first, then oldest first. */
export const listsSchema = z.object({ lists: z.array(listSummarySchema) });

/** `GET /api/list/{id}`: the summary plus the influencers' cards in list order. */
export const listDetailSchema = listSummarySchema.extend({
  cards: z.array(influencerCardSchema),
});

/** One influencer saved in any of the user's lists, as My Influencers shows it. */
export const savedInfluencerSchema = z.object({
  card: influencerCardSchema,
  /** Ids of the user's lists holding it, in the order of `GET /api/list`. */
  lists: z.array(listIdSchema),
  /** When it was first saved to one of those lists (ISO 8601 UTC). */
  addedAt: z.iso.datetime(),
  /** The first 140 characters of the user's note on it; null without a note. */
  note: z.string().nullable(),
  /** Sales the user's Shopify discount codes for this influencer brought; null with no such code. */
  sales: salesSchema.nullable(),
});

/** `GET /api/list/saved`: every saved influencer once, most recently saved first. */
export const savedInfluencersSchema = z.object({ query: z.array(savedInfluencerSchema) });

export type CreateList = z.infer<typeof createListSchema>;
export type RenameList = z.infer<typeof renameListSchema>;
export type UpdateListInfluencers = z.infer<typeof updateListInfluencersSchema>;
export type ListSummary = z.infer<typeof listSummarySchema>;
export type Lists = z.infer<typeof listsSchema>;
export type ListDetail = z.infer<typeof listDetailSchema>;
export type SavedInfluencer = z.infer<typeof savedInfluencerSchema>;
export type SavedInfluencers = z.infer<typeof savedInfluencersSchema>;

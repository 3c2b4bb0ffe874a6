import { z } from 'zod';
import { CAMPAIGN_CURRENCIES, COMPENSATION_TYPES } from '../constants/campaigns';
import {
  COLLABORATION_EVENT_KINDS,
  COLLABORATION_PARTIES,
  COLLABORATION_STATUSES,
  DELIVERABLES_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  PROMOTION_POSTS_MAX,
  REVIEW_MAX_LENGTH,
} from '../constants/collaborations';
import { PLATFORMS } from '../constants/discovery';
import { isoDateSchema } from './dates';
import { chooseGiftSchema } from './gifts';
import { postCount, promotionSchema } from './promotions';
import { salesSchema } from './shopify';
import { publicHttpUrlSchema } from './public-url';
import { httpUrlSchema, textSchema } from './text';

/** A collaboration id (UUID). */
export const collaborationIdSchema = z.uuid();

/** Path parameters of `/api/collaboration/{id}` and its sub-resources. */
export const collaborationParamsSchema = z.strictObject({ id: collaborationIdSchema });

/** Path parameters of `DELETE /api/collaboration/{id}/message/{messageId}`. */
export const collaborationMessageParamsSchema = z.strictObject({
  id: collaborationIdSchema,
  messageId: z.uuid(),
});

/** Path parameters of `GET /api/collaboration/user/self/{influencerId}`. */
export const collaborationInfluencerParamsSchema = z.strictObject({ influencerId: z.uuid() });

/** An amount in minor units (cents), 0 to 10 million units of the currency. */
const amount = z.number().int().min(0).max(1_000_000_000);

/** An http(s) URL, at most 2,000 characters. */
const httpUrl = httpUrlSchema(2_000);

/** An http(s) URL on a public host, at most 2,000 characters (the tracking link's target). */
const publicHttpUrl = publicHttpUrlSchema(2_000);

/** The terms an advertiser proposes; amounts in minor units (cents) of `currency`. */
const termsFields = {
  compensation: z.enum(COMPENSATION_TYPES),
  /** The fee or product value, cents of `currency`; null when not a money amount. */
  amount: amount.nullable(),
  currency: z.enum(CAMPAIGN_CURRENCIES),
  /** What the influencer delivers (posts, stories, videos…), plain text. */
  deliverables: textSchema
    .trim()
    .min(1, 'Say what the influencer delivers')
    .max(DELIVERABLES_MAX_LENGTH),
  /** UTC date (YYYY-MM-DD) by which the content is due. */
  deadline: isoDateSchema.nullable(),
  discountCode: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, "-" and "_"')
    .nullable(),
  /** The link the influencer shares (UTM parameters welcome). */
  trackingUrl: publicHttpUrl.nullable(),
};

/**
 * Body of `POST /api/collaboration` (propose): the influencer profile, optionally one of the
 * advertiser's campaigns, the terms, an optional first message, an optional address for the
 * invitation and an optional gift from the advertiser's connected Shopify shop. Only
 * `influencerId` and `deliverables` are required.
 */
export const proposeCollaborationSchema = z.strictObject({
  influencerId: z.uuid(),
  campaignId: z.uuid().nullable().default(null),
  compensation: termsFields.compensation.default('gifted'),
  amount: termsFields.amount.default(null),
  currency: termsFields.currency.default('USD'),
  deliverables: termsFields.deliverables,
  deadline: termsFields.deadline.default(null),
  discountCode: termsFields.discountCode.default(null),
  trackingUrl: termsFields.trackingUrl.default(null),
  message: textSchema.trim().max(MESSAGE_MAX_LENGTH).default(''),
  /**
   * Where to email the signed link when no account is linked to the profile; defaults to the
   * profile's public email. Ignored when the influencer has an account.
   */
  inviteEmail: z.email('Use an email address').max(254).nullable().default(null),
  /**
   * The gifted products (variants of the connected shop, with quantities) and whether to order
   * them on acceptance: priced by the shop and created with the collaboration, in one
   * transaction (400 naming `body.gift.items.<i>.variantId` creates nothing). Null: no gift.
   */
  gift: chooseGiftSchema.nullable().default(null),
});

/**
 * Body of `PATCH /api/collaboration/{id}`: either a status move `{status}` (by the party allowed
 * to make it) or new terms (advertiser, while proposed; the discount code and tracking link may
 * change until the work is completed) — not both.
 */
export const updateCollaborationSchema = z
  .strictObject({ status: z.enum(COLLABORATION_STATUSES), ...termsFields })
  .partial()
  .refine((b) => b.status === undefined || Object.keys(b).length === 1, {
    message: 'Change the status or the terms, not both in one call',
    path: ['status'],
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change', path: [] });

/** Query of `GET /api/collaboration` and `/user/self`: optionally one status. */
export const collaborationsQuerySchema = z.strictObject({
  status: z.enum(COLLABORATION_STATUSES).optional(),
});

/** Body of `PATCH /api/collaboration/{id}/message`. */
export const collaborationMessageSchema = z.strictObject({
  message: textSchema.trim().min(1, 'Write a message').max(MESSAGE_MAX_LENGTH),
});

/** One published post of a promotion-info submission. Metrics are counts at submission time. */
export const publishedPostSchema = z.strictObject({
  url: httpUrl,
  /** UTC date (YYYY-MM-DD) the post went live. */
  publishedOn: isoDateSchema,
  likes: postCount,
  comments: postCount,
  views: postCount,
});

/**
 * Body of `PATCH /api/collaboration/{id}/promotion-info` (influencer): the published posts, each
 * URL once and on the profile's platform (PLATFORM_POST_HOSTS); 400 names `body.posts.N.url`.
 */
export const promotionInfoSchema = z.strictObject({
  posts: z
    .array(publishedPostSchema)
    .min(1, 'Add at least one post')
    .max(PROMOTION_POSTS_MAX)
    .superRefine((posts, ctx) => {
      const seen = new Set<string>();
      posts.forEach((post, i) => {
        if (seen.has(post.url))
          ctx.addIssue({ code: 'custom', path: [i, 'url'], message: 'This post is listed twice' });
        seen.add(post.url);
      });
    }),
});

/** Body of `PATCH /api/collaboration/{id}/review-for-influencer` and `/review-for-advertiser`. */
export const reviewBodySchema = z.strictObject({
  /** Stars, 1 to 5. */
  rating: z.number().int().min(1).max(5),
  text: textSchema.trim().max(REVIEW_MAX_LENGTH).default(''),
});

/** A review one party left for the other. */
export const reviewSchema = z.object({
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});

/** The influencer profile of a collaboration (compact card). */
export const collaborationInfluencerSchema = z.object({
  id: z.uuid(),
  platform: z.enum(PLATFORMS),
  username: z.string(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followers: z.number().nullable(),
});

/**
 * A collaboration as one of its parties sees it. `viewer` is that party; `allowedMoves` are the
 * status moves the viewer may make now; `unread` counts the other party's messages the viewer has
 * not read. `reach` (advertiser only, else null) says how the influencer learns of it: their
 * account, an emailed link, or neither (no account and no known email). Timestamps ISO 8601 UTC.
 */
export const collaborationSchema = z.object({
  id: collaborationIdSchema,
  status: z.enum(COLLABORATION_STATUSES),
  viewer: z.enum(COLLABORATION_PARTIES),
  allowedMoves: z.array(z.enum(COLLABORATION_STATUSES)),
  advertiser: z.object({ id: z.uuid(), name: z.string(), company: z.string().nullable() }),
  influencer: collaborationInfluencerSchema,
  campaign: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  compensation: z.enum(COMPENSATION_TYPES),
  amount: z.number().int().nullable(),
  currency: z.enum(CAMPAIGN_CURRENCIES),
  deliverables: z.string(),
  deadline: z.iso.date().nullable(),
  discountCode: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /**
   * Sales the Shopify discount code brought (orders, revenue in the shop's currency); null until
   * a code is created in the advertiser's shop for this collaboration.
   */
  sales: salesSchema.nullable(),
  unread: z.number().int(),
  reach: z.enum(['account', 'email', 'none']).nullable(),
  lastActivityAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});

/**
 * One event of the activity timeline, oldest first. Messages are events of kind `message`; a
 * deleted message keeps its place with `deleted: true` and `message: null`. `mine` is whether the
 * viewer's party made it.
 */
export const collaborationEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(COLLABORATION_EVENT_KINDS),
  actor: z.enum(COLLABORATION_PARTIES),
  mine: z.boolean(),
  message: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.iso.datetime(),
});

/**
 * `GET /api/collaboration/{id}`: the collaboration with its timeline, published posts and
 * reviews. Reading it marks the thread read; its `unread` is what was unread before this read.
 */
export const collaborationDetailSchema = collaborationSchema.extend({
  /**
   * Whether the viewer may add posts and reviews: false only for an influencer reached by a link
   * sent to an address the brand typed (not the profile's own), whose posts could be anyone's.
   */
  viewerVerified: z.boolean(),
  /**
   * The tracking link the influencer shares: the short `/s/{code}` address (absolute) that
   * redirects to `trackingUrl` with UTM parameters; null until a tracking URL is set.
   */
  trackingShortUrl: z.url().nullable(),
  /** Real clicks on the tracking short link (no link previews, bots or HEAD requests). */
  trackingClicks: z.number().int(),
  events: z.array(collaborationEventSchema),
  promotions: z.array(promotionSchema),
  reviewForInfluencer: reviewSchema.nullable(),
  reviewForAdvertiser: reviewSchema.nullable(),
});

/**
 * `GET /api/collaboration` and `/user/self`: the user's collaborations (either party), most
 * recent activity first, with counts per status and the total of unread messages.
 */
export const collaborationListSchema = z.object({
  query: z.array(collaborationSchema),
  counts: z.record(z.enum(COLLABORATION_STATUSES), z.number().int()),
  unread: z.number().int(),
});

export type ProposeCollaboration = z.infer<typeof proposeCollaborationSchema>;
export type UpdateCollaboration = z.infer<typeof updateCollaborationSchema>;
export type PromotionInfo = z.infer<typeof promotionInfoSchema>;
export type PublishedPost = z.infer<typeof publishedPostSchema>;
export type ReviewBody = z.infer<typeof reviewBodySchema>;
export type Review = z.infer<typeof reviewSchema>;
export type Collaboration = z.infer<typeof collaborationSchema>;
export type CollaborationEvent = z.infer<typeof collaborationEventSchema>;
export type CollaborationDetail = z.infer<typeof collaborationDetailSchema>;
export type CollaborationList = z.infer<typeof collaborationListSchema>;

import { z } from 'zod';
import { emailSchema } from './auth';
import { nameSchema, textSchema } from './text';

/** Longest contact-form message, in characters (UTF-16 code units). */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5_000;

/** Shortest contact-form message, in characters, after trimming. */
export const FEEDBACK_MESSAGE_MIN_LENGTH = 10;

/** Contact-form messages a page of `GET /api/admin/feedback` holds. */
export const FEEDBACK_PAGE_SIZE = 50;

/** A contact-form message's states: `open` until an admin closes it. */
export const FEEDBACK_STATUSES = ['open', 'closed'] as const;

/** One of {@link FEEDBACK_STATUSES}. */
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * Body of `POST /api/feedback` (the public contact form): the sender's name (1–100 characters),
 * email (trimmed, lower-cased), subject (1–150) and message (10–5,000). `website` is a honeypot
 * people never see: any text is accepted, but a filled one marks a bot, whose message is dropped
 * while the answer stays the same. Errors: 400 naming `body.name`, `body.email`, `body.subject`
 * or `body.message`.
 */
export const sendFeedbackSchema = z.strictObject({
  name: nameSchema.max(100, 'Use at most 100 characters'),
  email: emailSchema,
  subject: nameSchema.max(150, 'Use at most 150 characters'),
  message: textSchema
    .trim()
    .min(FEEDBACK_MESSAGE_MIN_LENGTH, `Write at least ${FEEDBACK_MESSAGE_MIN_LENGTH} characters`)
    .max(FEEDBACK_MESSAGE_MAX_LENGTH, 'Use at most 5,000 characters'),
  website: textSchema.max(2_000).default(''),
});

/** Answer of `POST /api/feedback`: the same whether the message was kept or dropped as a bot's. */
export const feedbackReceivedSchema = z.object({ received: z.literal(true) });

/** Query of `GET /api/admin/feedback`: `status` (default `open`) and a 1-based `page`. */
export const feedbackQuerySchema = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Path parameters of `/api/admin/feedback/{id}/close`. */
export const feedbackParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * A contact-form message as admins read it: `userId` is the account that sent it while signed
 * in (else null); dates are ISO 8601 UTC, `closedAt` null while open.
 */
export const feedbackSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  userId: z.uuid().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});

/** `GET /api/admin/feedback`: one page of 50, newest first, and how many have the status. */
export const feedbackListSchema = z.object({
  query: z.array(feedbackSchema),
  total: z.number().int(),
});

export type SendFeedback = z.input<typeof sendFeedbackSchema>;
export type FeedbackQuery = z.infer<typeof feedbackQuerySchema>;
export type Feedback = z.infer<typeof feedbackSchema>;
export type FeedbackList = z.infer<typeof feedbackListSchema>;

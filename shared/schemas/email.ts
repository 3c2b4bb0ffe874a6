import { z } from 'zod';
import { PLATFORMS } from '../constants/discovery';
import {
  EMAIL_CAMPAIGN_MAX_RECIPIENTS,
  EMAIL_CAMPAIGN_STATUSES,
  EMAIL_CONTENT_MAX_LENGTH,
  EMAIL_MESSAGE_STATUSES,
  EMAIL_REACH_LISTED,
  EMAIL_SKIP_REASONS,
  EMAIL_SUBJECT_MAX_LENGTH,
  SEND_VIA_OPTIONS,
  SUPPRESSION_REASONS,
} from '../constants/email';
import { isoDateTimeSchema } from './dates';
import { nameSchema, textSchema } from './text';

/** An email address, trimmed and lower-cased. */
export const emailAddressSchema = z.string().trim().toLowerCase().pipe(z.email());

/** Path parameters `{id}` of templates, campaigns and mails (UUID). */
export const emailResourceParamsSchema = z.strictObject({ id: z.uuid() });

const subject = textSchema.trim().min(1, 'Write a subject').max(EMAIL_SUBJECT_MAX_LENGTH);
/** HTML from the rich-text editor; sanitised on the server before it is stored. */
const content = textSchema.trim().min(1, 'Write the email').max(EMAIL_CONTENT_MAX_LENGTH);

// ——— Sender ———

/** Body of `POST /api/users/email-sender`: the address replies go to and the name recipients see. */
export const setEmailSenderSchema = z.strictObject({
  email: emailAddressSchema,
  /** Shown as `"<name> via Collabify"`: no address-like characters, so it cannot pose as one. */
  name: nameSchema.max(100).regex(/^[^<>@"\\]+$/, 'Use a name without < > @ " or \\'),
});

/** No line breaks: the address is printed on one footer line. */
const ONE_LINE = /^[^\r\n]*$/;

/**
 * The sender's postal address, which CAN-SPAM requires in every commercial email (printed in the
 * outreach footer): street (with number, or a registered PO box), city, optional postal code,
 * country. Body of `PUT /api/users/email-sender/postal-address`.
 */
export const postalAddressSchema = z.strictObject({
  street: nameSchema.max(200).regex(ONE_LINE, 'Use one line'),
  city: nameSchema.max(100).regex(ONE_LINE, 'Use one line'),
  postalCode: textSchema.trim().max(20).regex(ONE_LINE, 'Use one line').default(''),
  country: nameSchema.min(2, 'Enter the country').max(60).regex(ONE_LINE, 'Use one line'),
});

/** Body of `POST /api/users/email-sender/verify`: the token from the emailed link. */
export const verifyEmailSenderSchema = z.strictObject({ token: textSchema.min(10).max(2_000) });

/**
 * The user's connected Gmail as a way of sending (integrations.md §6): its address, the cap of
 * messages per rolling 24 hours (500 consumer, 2,000 Workspace), how many went through it in the
 * last 24 hours (counts; Collabify's own sends only), and — at the cap — when the next one may
 * go (ISO 8601 UTC), else null.
 */
export const gmailSendingSchema = z.object({
  address: z.string(),
  dailyLimit: z.number().int(),
  sentLast24Hours: z.number().int(),
  nextSendAt: isoDateTimeSchema.nullable(),
});

/**
 * `GET /api/users/check-email-sender`: the user's sender, `verified` once its link was followed;
 * `email`/`name` null when none was set. `from` is the From header outreach will carry.
 * `sendVia` is how outreach goes out; `gmail` the connected Gmail (null when none). `sendVia:
 * 'gmail'` with `gmail: null` means the Gmail connection ended (Google refused to renew it):
 * outreach waits until Gmail is connected again or the sender switches back to Collabify.
 */
export const emailSenderSchema = z.object({
  email: z.string().nullable(),
  name: z.string().nullable(),
  verified: z.boolean(),
  from: z.string().nullable(),
  sendVia: z.enum(SEND_VIA_OPTIONS),
  gmail: gmailSendingSchema.nullable(),
  /** The postal address printed in outreach footers; null until set (campaigns cannot start). */
  postalAddress: z
    .object({ street: z.string(), city: z.string(), postalCode: z.string(), country: z.string() })
    .nullable(),
});

/**
 * Body of `PUT /api/users/email-sender/send-via`: send outreach through Collabify or through the
 * connected Gmail (which needs a verified sender and a connected Gmail).
 */
export const chooseSendViaSchema = z.strictObject({ sendVia: z.enum(SEND_VIA_OPTIONS) });

/**
 * `POST /api/auth/gmail-login`: the sender once Gmail is connected, and the app path the
 * connection was started from (null when none).
 */
export const gmailLoginResultSchema = emailSenderSchema.extend({
  redirect: z.string().nullable(),
});

// ——— Templates ———

/** Body of `POST /api/email-template`. `isPublic` is false unless asked for. */
export const createEmailTemplateSchema = z.strictObject({
  name: nameSchema.max(100),
  subject: subject.optional().default(''),
  content,
  isPublic: z.boolean().default(false),
});

/** Body of `PATCH /api/email-template/{id}`: any of the fields. */
export const updateEmailTemplateSchema = z
  .strictObject({
    name: nameSchema.max(100),
    subject: textSchema.trim().max(EMAIL_SUBJECT_MAX_LENGTH),
    content,
    isPublic: z.boolean(),
  })
  .partial();

/** A template; `mine` is false for gallery templates of other users (read-only). UTC timestamps. */
export const emailTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  content: z.string(),
  isPublic: z.boolean(),
  mine: z.boolean(),
  author: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** `GET /api/email-template/user/self` (own templates) and `GET /api/email-template/public` (gallery). */
export const emailTemplatesSchema = z.object({ query: z.array(emailTemplateSchema) });

/**
 * Body of `POST /api/email-template/preview`: renders a subject and body for one influencer (the
 * first of the user's saved influencers when `influencerId` is absent) without sending.
 */
export const previewEmailSchema = z.strictObject({
  subject: textSchema.max(EMAIL_SUBJECT_MAX_LENGTH).default(''),
  content: textSchema.max(EMAIL_CONTENT_MAX_LENGTH),
  influencerId: z.uuid().optional(),
  campaignName: textSchema.max(200).optional(),
  discountCode: textSchema.max(100).optional(),
});

/**
 * A rendered preview. `unknownVariables` lists variables outside the supported set (they would
 * not be sent blank: sending refuses them); `errors` holds Liquid syntax errors.
 */
export const emailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  unknownVariables: z.array(z.string()),
  errors: z.array(z.string()),
});

// ——— Contacts ———

/** Body of `PUT /api/influencer/{id}/contact-email`: the address this user knows for a profile (null removes it). */
export const setContactEmailSchema = z.strictObject({ email: emailAddressSchema.nullable() });

/** The address outreach to a profile would use, and where it came from. */
export const contactEmailSchema = z.object({
  email: z.string().nullable(),
  source: z.enum(['mine', 'influencer', 'profile']).nullable(),
});

// ——— Single mail ———

/**
 * Body of `POST /api/mail`: one email to an influencer's known address (or `email`, which is then
 * remembered as this user's contact for the profile), from a template or written subject and HTML.
 */
export const sendMailSchema = z
  .strictObject({
    influencerId: z.uuid(),
    email: emailAddressSchema.optional(),
    templateId: z.uuid().optional(),
    subject: subject.optional(),
    content: content.optional(),
  })
  .refine((b) => b.templateId || (b.subject && b.content), {
    message: 'Choose a template or write a subject and a message',
    path: ['content'],
  });

const messageRecipientFields = {
  id: z.uuid(),
  influencer: z
    .object({ id: z.uuid(), platform: z.enum(PLATFORMS), username: z.string(), name: z.string() })
    .nullable(),
  email: z.string().nullable(),
  status: z.enum(EMAIL_MESSAGE_STATUSES),
  skipReason: z.enum(EMAIL_SKIP_REASONS).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  failedAt: z.iso.datetime().nullable(),
  openCount: z.number().int(),
  clickCount: z.number().int(),
  createdAt: z.iso.datetime(),
};

/** One status change of a mail (queued → sent, or failed with its reason); UTC. */
export const mailHistoryEntrySchema = z.object({
  status: z.enum(['queued', 'sent', 'failed', 'retrying']),
  at: z.iso.datetime(),
  reason: z.string().nullable(),
});

/** A single mail with its status history, newest first in lists. */
export const mailSchema = z.object({
  ...messageRecipientFields,
  subject: z.string(),
  history: z.array(mailHistoryEntrySchema),
});

/** `GET /api/mail/user/self`: the user's single mails, newest first (`page` is 1-based, 50 a page). */
export const mailsSchema = z.object({ query: z.array(mailSchema), total: z.number().int() });

/** Query of `GET /api/mail/user/self`. */
export const mailsQuerySchema = z.strictObject({ page: z.coerce.number().int().min(1).default(1) });

// ——— Email campaigns ———

const campaignFields = {
  name: nameSchema.max(200),
  subject,
  content,
  templateId: z.uuid().nullable(),
  /** Recipients: a list of the user's, or chosen profiles (`influencerIds`). */
  listId: z.uuid().nullable(),
  influencerIds: z.array(z.uuid()).max(EMAIL_CAMPAIGN_MAX_RECIPIENTS),
  discountCode: textSchema.trim().max(100).nullable(),
  trackOpens: z.boolean(),
  trackClicks: z.boolean(),
};

/** Body of `POST /api/email-campaign`: a draft. Needs a list or chosen influencers. */
export const createEmailCampaignSchema = z
  .strictObject({
    ...campaignFields,
    templateId: campaignFields.templateId.default(null),
    listId: campaignFields.listId.default(null),
    influencerIds: campaignFields.influencerIds.default([]),
    discountCode: campaignFields.discountCode.default(null),
    trackOpens: campaignFields.trackOpens.default(true),
    trackClicks: campaignFields.trackClicks.default(true),
  })
  .refine((c) => c.listId !== null || c.influencerIds.length > 0, {
    message: 'Choose a list or at least one influencer',
    path: ['listId'],
  });

/**
 * Body of `PATCH /api/email-campaign/{id}`: edits (draft or scheduled only) and/or a status move
 * (`EMAIL_CAMPAIGN_TRANSITIONS`). `scheduledAt` (UTC, in the future) goes with `status: 'scheduled'`.
 */
export const updateEmailCampaignSchema = z
  .strictObject({
    ...campaignFields,
    status: z.enum(EMAIL_CAMPAIGN_STATUSES),
    scheduledAt: isoDateTimeSchema,
  })
  .partial();

/**
 * Per-status recipient counts of a campaign, plus unique opens and clicks. `opened` counts
 * recipients opened by a person as far as the pixel can tell (Apple Mail Privacy Protection
 * opens every message it delivers, so opens are approximate); `prefetched` those whose only
 * pixel fetch was a known mail scanner's within seconds of delivery; `bounced` those whose
 * address bounced hard (also counted in `failed`).
 */
export const emailCampaignCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  cancelled: z.number().int(),
  opened: z.number().int(),
  prefetched: z.number().int(),
  clicked: z.number().int(),
  bounced: z.number().int(),
});

/** All-zero counts: a campaign before sending starts. */
export const emptyEmailCampaignCounts = (): EmailCampaignCounts => ({
  total: 0,
  pending: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  cancelled: 0,
  opened: 0,
  prefetched: 0,
  clicked: 0,
  bounced: 0,
});

/** An email campaign. Timestamps are UTC; `counts` is all zero until sending starts. */
export const emailCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  content: z.string(),
  templateId: z.uuid().nullable(),
  listId: z.uuid().nullable(),
  listName: z.string().nullable(),
  influencerIds: z.array(z.uuid()),
  discountCode: z.string().nullable(),
  trackOpens: z.boolean(),
  trackClicks: z.boolean(),
  status: z.enum(EMAIL_CAMPAIGN_STATUSES),
  scheduledAt: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  pausedReason: z.string().nullable(),
  counts: emailCampaignCountsSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** `GET /api/email-campaign/user/self`: newest first. */
export const emailCampaignsSchema = z.object({ query: z.array(emailCampaignSchema) });

/** Query of `GET /api/email-campaign/{id}/recipients`: 1-based page of 50, optionally one status. */
export const campaignRecipientsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  status: z.enum(EMAIL_MESSAGE_STATUSES).optional(),
});

/** `GET /api/email-campaign/{id}/recipients`: per-recipient status. */
export const campaignRecipientsSchema = z.object({
  query: z.array(z.object(messageRecipientFields)),
  total: z.number().int(),
});

/**
 * `GET /api/email-campaign/{id}/reach`: how many of the campaign's recipients would be emailed
 * if it started now, and how many would be skipped for each reason: `noEmail` (no address known:
 * none saved by the user, none published by the influencer's account or profile), `unsubscribed`
 * (the address unsubscribed or was suppressed by hand), `bounced`, `duplicate` (another recipient
 * earlier in the list has the same address: it is emailed once). `withoutEmail` lists the first
 * `EMAIL_REACH_LISTED` (50) recipients without an address, in recipient order.
 */
export const emailCampaignReachSchema = z.object({
  total: z.number().int(),
  reachable: z.number().int(),
  noEmail: z.number().int(),
  unsubscribed: z.number().int(),
  bounced: z.number().int(),
  duplicate: z.number().int(),
  withoutEmail: z
    .array(
      z.object({
        id: z.uuid(),
        platform: z.enum(PLATFORMS),
        username: z.string(),
        name: z.string(),
        avatarUrl: z.string().nullable(),
      }),
    )
    .max(EMAIL_REACH_LISTED),
});

/** Body of `POST /api/mail/campaign-test`: renders a campaign (saved or not) and sends it to the user's own address. */
export const campaignTestSchema = z.strictObject({
  campaignId: z.uuid().optional(),
  subject: subject.optional(),
  content: content.optional(),
  influencerId: z.uuid().optional(),
});

/** `POST /api/mail/campaign-test` answer: where the test went. */
export const campaignTestResultSchema = z.object({ to: z.string() });

// ——— Suppression list ———

/** One suppressed address of the user's suppression list (UTC). */
export const suppressionSchema = z.object({
  email: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  createdAt: z.iso.datetime(),
});

/** `GET /api/email-suppression/user/self`. */
export const suppressionsSchema = z.object({ query: z.array(suppressionSchema) });

/** Body of `POST /api/email-suppression`: add an address by hand. */
export const addSuppressionSchema = z.strictObject({ email: emailAddressSchema });

/** Path of `DELETE /api/email-suppression/{email}`. */
export const suppressionParamsSchema = z.strictObject({ email: emailAddressSchema });

// ——— Unsubscribe and dev outbox ———

/** `GET /api/unsubscribe/{token}`: who is unsubscribing from whom (for the confirmation page). */
export const unsubscribeInfoSchema = z.object({
  email: z.string(),
  sender: z.string(),
  unsubscribed: z.boolean(),
});

/** One message in the development outbox (`GET /api/dev/outbox`, only without SMTP_URL). */
export const outboxEntrySchema = z.object({
  file: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  date: z.iso.datetime().nullable(),
  listUnsubscribe: z.string().nullable(),
  html: z.string().nullable(),
  text: z.string().nullable(),
});

/** `GET /api/dev/outbox`: newest first, at most 100. */
export const outboxSchema = z.object({ query: z.array(outboxEntrySchema) });

export type EmailSender = z.infer<typeof emailSenderSchema>;
export type PostalAddress = z.infer<typeof postalAddressSchema>;
export type GmailSending = z.infer<typeof gmailSendingSchema>;
export type ChooseSendVia = z.infer<typeof chooseSendViaSchema>;
export type GmailLoginResult = z.infer<typeof gmailLoginResultSchema>;
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
export type Mail = z.infer<typeof mailSchema>;
export type EmailCampaign = z.infer<typeof emailCampaignSchema>;
export type EmailCampaignCounts = z.infer<typeof emailCampaignCountsSchema>;
export type EmailCampaignReach = z.infer<typeof emailCampaignReachSchema>;
export type CampaignRecipients = z.infer<typeof campaignRecipientsSchema>;
export type Suppression = z.infer<typeof suppressionSchema>;
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;
export type ContactEmail = z.infer<typeof contactEmailSchema>;

import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE } from '../constants/notifications';
import { textSchema } from './text';

/** A notification kind (see NOTIFICATION_KIND_INFO). */
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/**
 * Query of `GET /api/notifications`: `before` (a notification id) pages on from that item, older
 * ones; `limit` items (1–50, default 20); `viewing` is the app path the tab shows (from the bell's
 * poll): it records the user as active there and marks that place's notifications read.
 */
export const notificationsQuerySchema = z.strictObject({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
  viewing: textSchema
    .max(300)
    .regex(/^\/[^\s]*$/, 'An app path starting with /')
    .optional(),
});
/** Parsed {@link notificationsQuerySchema}. */
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/**
 * One notification: what happened (`title`, e.g. "Lina replied in your collaboration"), a short
 * quote (`body`), who did it (`actor`, null for the system), the app path of the place (`link`),
 * when it was read (null while unread) and created; times UTC.
 */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string().nullable(),
  link: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
/** One notification as the API returns it. */
export type Notification = z.infer<typeof notificationSchema>;

/**
 * `GET /api/notifications`: the unread count and one page of notifications, newest first;
 * `nextBefore` is the `before` of the next page (null on the last).
 */
export const notificationPageSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
  nextBefore: z.uuid().nullable(),
});
/** A page of notifications. */
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Body of `POST /api/notifications/read`: these ids (1–100), or `{ all: true }`. */
export const readNotificationsSchema = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
/** Parsed {@link readNotificationsSchema}. */
export type ReadNotifications = z.infer<typeof readNotificationsSchema>;

/** Answer of `POST /api/notifications/read`: the unread count after the marks. */
export const unreadNotificationsSchema = z.object({ unread: z.number().int() });

/** One kind's preference: shown in the app, emailed. */
export const notificationPreferenceSchema = z.strictObject({
  kind: notificationKindSchema,
  inApp: z.boolean(),
  email: z.boolean(),
});
/** One preference. */
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** `GET`/`PUT /api/notifications/preferences`: every kind the user's roles concern, in kind order. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
/** The user's preferences. */
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Body of `PUT /api/notifications/preferences`: the kinds to change (others keep theirs). */
export const updateNotificationPreferencesSchema = z.strictObject({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1)
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, {
      message: 'Each kind at most once',
    }),
});

/**
 * What a notification email's unsubscribe link turns off: that `kind`'s email for `email`;
 * `unsubscribed` once it is off.
 */
export const notificationUnsubscribeSchema = z.object({
  kind: notificationKindSchema,
  label: z.string(),
  email: z.string(),
  unsubscribed: z.boolean(),
});
/** An unsubscribe link's description. */
export type NotificationUnsubscribe = z.infer<typeof notificationUnsubscribeSchema>;

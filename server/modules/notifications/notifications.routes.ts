import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  notificationUnsubscribeSchema,
  readNotificationsSchema,
  unreadNotificationsSchema,
  updateNotificationPreferencesSchema,
} from '@shared/schemas/notifications';
import type { AppContext } from '../../context';
import { oneClickUnsubscribeRoute, unsubscribeTokenParams } from '../../one-click-unsubscribe';
import { currentUser } from '../../plugins/auth';
import {
  describeNotificationUnsubscribe,
  unsubscribeNotification,
} from './notification-unsubscribe';
import {
  getPreferences,
  listNotifications,
  readNotifications,
  updatePreferences,
} from './notifications.service';

/**
 * The signed-in user's notifications (issue 33): `/api/notifications` (the bell, the history),
 * `/read`, `/preferences`, and the public description of an email's unsubscribe link. Each user
 * only ever reads and marks their own.
 */
export function notificationsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['notifications'];

    app.get('/', {
      config: { access: 'user' },
      schema: {
        summary: 'List your notifications',
        operationId: 'listNotifications',
        description:
          'The unread count and a page of notifications, newest first (`before` pages on). `viewing` is the app page the tab shows: it marks you active there and that place’s notifications read.',
        tags,
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema },
      },
      handler: (request) => listNotifications(ctx, currentUser(request), request.query),
    });

    app.post('/read', {
      config: { access: 'user' },
      schema: {
        summary: 'Mark notifications read',
        operationId: 'readNotifications',
        description: '`{ ids }` (ids of others’ notifications are ignored) or `{ all: true }`.',
        tags,
        body: readNotificationsSchema,
        response: { 200: unreadNotificationsSchema },
      },
      handler: (request) => readNotifications(ctx, currentUser(request), request.body),
    });

    app.get('/preferences', {
      config: { access: 'user' },
      schema: {
        summary: 'Get your notification preferences',
        operationId: 'getNotificationPreferences',
        description: 'In the app and by email, for every kind that concerns your account.',
        tags,
        response: { 200: notificationPreferencesSchema },
      },
      handler: (request) => getPreferences(ctx, currentUser(request)),
    });

    app.put('/preferences', {
      config: { access: 'user' },
      schema: {
        summary: 'Change your notification preferences',
        operationId: 'updateNotificationPreferences',
        description: 'The kinds given change; the others keep theirs.',
        tags,
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
      handler: (request) => updatePreferences(ctx, currentUser(request), request.body),
    });

    app.get('/unsubscribe/:token', {
      config: { access: 'public' },
      schema: {
        summary: 'Describe a notification email’s unsubscribe link',
        operationId: 'describeNotificationUnsubscribe',
        description:
          'Which emails the link turns off, for which address, and whether they are off.',
        tags,
        params: unsubscribeTokenParams,
        response: { 200: notificationUnsubscribeSchema },
      },
      handler: (request) => describeNotificationUnsubscribe(ctx, request.params.token),
    });
  };
}

/**
 * `POST /unsubscribe/notifications/{token}`: the List-Unsubscribe URL of a notification email
 * (RFC 8058 one-click, as outreach's: oneClickUnsubscribeRoute): turns that kind's email off
 * without a session. A GET of the same URL is the app's confirmation page, which posts here too.
 */
export function notificationOneClickRoutes(ctx: AppContext) {
  return oneClickUnsubscribeRoute(
    '/unsubscribe/notifications/:token',
    notificationUnsubscribeSchema,
    (token) => unsubscribeNotification(ctx, token),
  );
}

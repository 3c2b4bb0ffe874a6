import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chooseSendViaSchema,
  emailSenderSchema,
  postalAddressSchema,
  setEmailSenderSchema,
  verifyEmailSenderSchema,
} from '@shared/schemas/email';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limits';
import {
  chooseSendVia,
  getSender,
  type GmailStatusOf,
  setPostalAddress,
  setSender,
  verifySender,
} from './email-senders.service';

/** Verification mails one account may ask for per hour (each goes to an address it typed). */
const SET_PER_HOUR = 10;

/**
 * The outreach sender (PRODUCT §5), under `/api/users`: set it (a verification link is mailed),
 * verify it from the link (public: the link may open on another device), read it, and choose
 * whether it sends through Collabify or the connected Gmail. `gmailOf` is the social-auth
 * module's lookup of the user's connected Gmail (the app passes it in).
 */
export function emailSendersRoutes(ctx: AppContext, gmailOf: GmailStatusOf) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['email'];

    app.post('/email-sender', {
      config: {
        access: 'user',
        rateLimit: perUserRateLimit('email-sender', SET_PER_HOUR, 3_600_000),
        problems: [403, 502],
      },
      schema: {
        summary: 'Set your sender address',
        operationId: 'setEmailSender',
        description:
          'A new or still unverified address gets a verification link by mail (valid 2 days). Advertiser accounts only.',
        tags,
        body: setEmailSenderSchema,
        response: { 200: emailSenderSchema },
      },
      handler: (request) => setSender(ctx, currentUser(request), request.body, gmailOf),
    });

    app.post('/email-sender/verify', {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 }, problems: [409] },
      schema: {
        summary: 'Verify a sender address from its emailed link',
        operationId: 'verifyEmailSender',
        description:
          'No session needed. 400 naming `body.token` when forged or expired; 409 when the user has since changed the address.',
        tags,
        body: verifyEmailSenderSchema,
        response: { 200: emailSenderSchema },
      },
      handler: (request) => verifySender(ctx, request.body.token, gmailOf),
    });

    app.get('/check-email-sender', {
      config: { access: 'user' },
      schema: {
        summary: 'Get your sender address',
        operationId: 'getEmailSender',
        description:
          'With whether it is verified, the From header it gives, whether it sends through Collabify or your Gmail, and your connected Gmail with its daily limit and what was sent through it in the last 24 hours.',
        tags,
        response: { 200: emailSenderSchema },
      },
      handler: (request) => getSender(ctx, currentUser(request), gmailOf),
    });

    app.put('/email-sender/postal-address', {
      config: { access: 'user', problems: [403, 409] },
      schema: {
        summary: 'Set the postal address of your outreach',
        operationId: 'setEmailSenderPostalAddress',
        description:
          'Printed in the footer of every outreach email with the unsubscribe link (CAN-SPAM requires a valid physical postal address); an email campaign cannot start without it. 409 when no sender address was set yet. Advertiser accounts only.',
        tags,
        body: postalAddressSchema,
        response: { 200: emailSenderSchema },
      },
      handler: (request) => setPostalAddress(ctx, currentUser(request), request.body, gmailOf),
    });

    app.put('/email-sender/send-via', {
      config: { access: 'user', problems: [403, 409] },
      schema: {
        summary: 'Choose how your outreach is sent',
        operationId: 'chooseSendVia',
        description:
          'Through Collabify (`"<name> via Collabify"`, replies to your sender address) or through your connected Gmail (From your Gmail address, within Gmail’s daily limit). Gmail needs a verified sender (409) and a connected Gmail (409 naming `body.sendVia`). Advertiser accounts only.',
        tags,
        body: chooseSendViaSchema,
        response: { 200: emailSenderSchema },
      },
      handler: (request) => chooseSendVia(ctx, currentUser(request), request.body.sendVia, gmailOf),
    });
  };
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addSuppressionSchema,
  contactEmailSchema,
  emailResourceParamsSchema,
  setContactEmailSchema,
  suppressionParamsSchema,
  suppressionSchema,
  suppressionsSchema,
} from '@shared/schemas/email';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import {
  addSuppression,
  getContactEmail,
  listSuppressions,
  removeSuppression,
  setContactEmail,
} from './influencer-contacts.service';

/**
 * Outreach addresses (PRODUCT §5), per signed-in user: the address known for a profile
 * (`/api/influencer/{id}/contact-email`) and the suppression list (`/api/email-suppression/*`).
 */
export function influencerContactsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['email'];
    const params = emailResourceParamsSchema;

    app.get('/influencer/:id/contact-email', {
      config: { access: 'user', problems: [403] },
      schema: {
        summary: 'Get the address your outreach to an influencer uses',
        operationId: 'getContactEmail',
        tags,
        params,
        response: { 200: contactEmailSchema },
      },
      handler: (request) => getContactEmail(ctx, currentUser(request), request.params.id),
    });

    app.put('/influencer/:id/contact-email', {
      config: { access: 'user', problems: [403] },
      schema: {
        summary: 'Set or forget your address for an influencer',
        operationId: 'setContactEmail',
        description: 'Null forgets it; answers the address that now applies.',
        tags,
        params,
        body: setContactEmailSchema,
        response: { 200: contactEmailSchema },
      },
      handler: (request) =>
        setContactEmail(ctx, currentUser(request), request.params.id, request.body.email),
    });

    app.get('/email-suppression/user/self', {
      config: { access: 'user' },
      schema: {
        summary: 'List your suppressed addresses',
        operationId: 'listSuppressions',
        description: 'Alphabetical.',
        tags,
        response: { 200: suppressionsSchema },
      },
      handler: (request) => listSuppressions(ctx, currentUser(request)),
    });

    app.post('/email-suppression', {
      config: { access: 'user' },
      schema: {
        summary: 'Suppress an address',
        operationId: 'addSuppression',
        description: 'An address already listed keeps its reason.',
        tags,
        body: addSuppressionSchema,
        response: { 201: suppressionSchema },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await addSuppression(ctx, currentUser(request), request.body.email)),
    });

    app.delete('/email-suppression/:email', {
      config: { access: 'user', problems: [409] },
      schema: {
        summary: 'Take an address off your suppression list',
        operationId: 'removeSuppression',
        description: 'Not one whose owner unsubscribed (409): only they can opt in again.',
        tags,
        params: suppressionParamsSchema,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await removeSuppression(ctx, currentUser(request), request.params.email);
        return reply.status(204).send(null);
      },
    });
  };
}

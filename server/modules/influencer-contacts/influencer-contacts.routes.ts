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
      config: { access: 'user' },
      schema: { tags, params, response: { 200: contactEmailSchema } },
      handler: (request) => getContactEmail(ctx, currentUser(request), request.params.id),
    });

    app.put('/influencer/:id/contact-email', {
      config: { access: 'user' },
      schema: { tags, params, body: setContactEmailSchema, response: { 200: contactEmailSchema } },
      handler: (request) =>
        setContactEmail(ctx, currentUser(request), request.params.id, request.body.email),
    });

    app.get('/email-suppression/user/self', {
      config: { access: 'user' },
      schema: { tags, response: { 200: suppressionsSchema } },
      handler: (request) => listSuppressions(ctx, currentUser(request)),
    });

    app.post('/email-suppression', {
      config: { access: 'user' },
      schema: { tags, body: addSuppressionSchema, response: { 201: suppressionSchema } },
      handler: async (request, reply) =>
        reply.status(201).send(await addSuppression(ctx, currentUser(request), request.body.email)),
    });

    app.delete('/email-suppression/:email', {
      config: { access: 'user' },
      schema: { tags, params: suppressionParamsSchema, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await removeSuppression(ctx, currentUser(request), request.params.email);
        return reply.status(204).send(null);
      },
    });
  };
}

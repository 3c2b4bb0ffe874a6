import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEmailTemplateSchema,
  emailPreviewSchema,
  emailResourceParamsSchema,
  emailTemplateSchema,
  emailTemplatesSchema,
  previewEmailSchema,
  updateEmailTemplateSchema,
} from '@shared/schemas/email';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limits';
import {
  createTemplate,
  editTemplate,
  listOwnTemplates,
  listPublicTemplates,
  preview,
  removeTemplate,
} from './email-templates.service';

/** Previews one account may render per minute (the editor previews as the user types). */
const PREVIEWS_PER_MINUTE = 240;

/**
 * Email templates (PRODUCT §5): `/api/email-template/*`. The user's own templates, the public
 * gallery, and previews; only the author edits or deletes a template.
 */
export function emailTemplatesRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['email'];
    const params = emailResourceParamsSchema;

    app.get('/user/self', {
      config: { access: 'user' },
      schema: {
        summary: 'List your email templates',
        operationId: 'listOwnEmailTemplates',
        description: 'Most recently updated first.',
        tags,
        response: { 200: emailTemplatesSchema },
      },
      handler: (request) => listOwnTemplates(ctx, currentUser(request)),
    });

    app.get('/public', {
      config: { access: 'user' },
      schema: {
        summary: 'List the public template gallery',
        operationId: 'listPublicEmailTemplates',
        description: 'Every user’s public templates, your own marked `mine`.',
        tags,
        response: { 200: emailTemplatesSchema },
      },
      handler: (request) => listPublicTemplates(ctx, currentUser(request)),
    });

    app.post('/', {
      config: { access: 'user', problems: [403] },
      schema: {
        summary: 'Create an email template',
        operationId: 'createEmailTemplate',
        description:
          'Private unless `isPublic`. Advertiser accounts only; 400 naming `body.subject` or `body.content` for Liquid errors or unknown variables.',
        tags,
        body: createEmailTemplateSchema,
        response: { 201: emailTemplateSchema },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await createTemplate(ctx, currentUser(request), request.body)),
    });

    app.post('/preview', {
      config: {
        access: 'user',
        rateLimit: perUserRateLimit('email-preview', PREVIEWS_PER_MINUTE),
      },
      schema: {
        summary: 'Preview an email as an influencer would get it',
        operationId: 'previewEmail',
        description:
          'Renders for `influencerId`, else your most recently saved influencer, else a sample. Unknown variables and syntax errors are listed, not rendered blank.',
        tags,
        body: previewEmailSchema,
        response: { 200: emailPreviewSchema },
      },
      handler: (request) => preview(ctx, currentUser(request), request.body),
    });

    app.patch('/:id', {
      config: { access: 'user', problems: [403] },
      schema: {
        summary: 'Edit your email template',
        operationId: 'updateEmailTemplate',
        description: 'Only the author edits a template (404 for anyone else’s).',
        tags,
        params,
        body: updateEmailTemplateSchema,
        response: { 200: emailTemplateSchema },
      },
      handler: (request) =>
        editTemplate(ctx, currentUser(request), request.params.id, request.body),
    });

    app.delete('/:id', {
      config: { access: 'user' },
      schema: {
        summary: 'Delete your email template',
        operationId: 'deleteEmailTemplate',
        tags,
        params,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await removeTemplate(ctx, currentUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}

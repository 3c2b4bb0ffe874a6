import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collaborationParamsSchema } from '@shared/schemas/collaborations';
import {
  chooseGiftSchema,
  collaborationGiftSchema,
  giftAddressSchema,
} from '@shared/schemas/gifts';
import type { AppContext } from '../../context';
import { callerOf } from '../collaborations/collaboration-access';
import { cancelGift, chooseGift, readGift, saveAddress, sendGift } from './gifts.service';

/**
 * A collaboration's gift: `/api/collaboration/{id}/gift…` (issue 35). Reading it and giving the
 * address work with a party's session or the emailed link's token (`X-Collaboration-Token`);
 * anyone else gets 404. Choosing, sending and cancelling are the brand's.
 */
export function giftsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['collaborations'];
    const base = { tags, params: collaborationParamsSchema };
    const response = { 200: collaborationGiftSchema };
    const sessionOrLink = [{ bearer: [] }, { collaborationToken: [] }] as const;

    app.get('/:id/gift', {
      config: { access: 'public' },
      schema: {
        ...base,
        summary: 'Get a collaboration’s gift',
        operationId: 'getCollaborationGift',
        description:
          'The gifted products, their retail value, the order in the brand’s shop and the parcel, and the creator’s shipping address (to the two parties only, until erased 30 days after delivery). `gift` is null when none was chosen.',
        security: sessionOrLink,
        response,
      },
      handler: (request) => readGift(ctx, callerOf(request), request.params.id),
    });

    app.put('/:id/gift', {
      config: { access: 'user', problems: [403, 409, 429, 502] },
      schema: {
        ...base,
        summary: 'Choose the gift of a collaboration',
        operationId: 'chooseCollaborationGift',
        description:
          'The brand picks variants of its connected shop and quantities, priced by the shop now; an out-of-stock variant answers 400 naming it. While the collaboration is open and the gift not ordered (409 otherwise).',
        body: chooseGiftSchema,
        response,
      },
      handler: (request) => chooseGift(ctx, callerOf(request), request.params.id, request.body),
    });

    app.put('/:id/gift/address', {
      config: {
        access: 'public',
        rateLimit: { max: 30, timeWindow: 60_000 },
        problems: [403, 409],
      },
      schema: {
        ...base,
        summary: 'Give the shipping address for a gift',
        operationId: 'saveGiftAddress',
        description:
          'The creator’s address, checked for its country (400 naming the field), stored encrypted, shown only to the two parties and erased 30 days after delivery or when the collaboration or gift is cancelled.',
        security: sessionOrLink,
        body: giftAddressSchema,
        response,
      },
      handler: (request) => saveAddress(ctx, callerOf(request), request.params.id, request.body),
    });

    app.post('/:id/gift/order', {
      config: {
        access: 'user',
        rateLimit: { max: 20, timeWindow: 60_000 },
        problems: [403, 409, 429, 502],
      },
      schema: {
        ...base,
        summary: 'Send the gift (order it in the brand’s shop)',
        operationId: 'sendCollaborationGift',
        description:
          'A draft order at 100 % off tagged `collabify-gift` with the collaboration id as a note attribute, completed. Idempotent: a gift already ordered answers as it is. Shopify’s refusals answer 409 in words and change nothing.',
        response,
      },
      handler: (request) => sendGift(ctx, callerOf(request), request.params.id),
    });

    app.post('/:id/gift/cancel', {
      config: { access: 'user', problems: [403, 409, 429, 502] },
      schema: {
        ...base,
        summary: 'Cancel a gift that has not shipped',
        operationId: 'cancelCollaborationGift',
        description:
          'An ordered gift is cancelled in the shop (restocked) and its address erased; 409 once shipped.',
        response,
      },
      handler: (request) => cancelGift(ctx, callerOf(request), request.params.id),
    });
  };
}

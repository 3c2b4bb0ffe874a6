import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectShopifyQuerySchema,
  createShopifyDiscountSchema,
  createdShopifyDiscountSchema,
  shopifyAuthorizeUrlSchema,
  shopifyCallbackResultSchema,
  shopifyDiscountsQuerySchema,
  shopifyDiscountsSchema,
  shopifyLaunchResultSchema,
  shopifyLoginSettingSchema,
  shopifyProductsQuerySchema,
  shopifyProductsSchema,
  shopifySignedQuerySchema,
  shopifyStatusSchema,
} from '@shared/schemas/shopify';
import { giftProductsSchema } from '@shared/schemas/gifts';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { keepRawJsonBody } from '../../plugins/json-body';
import { perUserRateLimit } from '../../plugins/rate-limits';
import {
  beginConnect,
  completeCallback,
  createDiscount,
  getStatus,
  launch,
  listDiscounts,
  listProducts,
  loginSetting,
  uninstall,
} from './shopify.service';
import { receiveWebhook } from './shopify-webhooks.service';
import { listGiftProducts } from './shopify-gifts.service';

const tags = ['shopify'];

/** The raw query string of a request (everything after `?`), as Shopify signed it. */
const rawQuery = (request: FastifyRequest) => request.url.split('?')[1] ?? '';

/** Per-address limit of the unauthenticated Shopify calls (launch, callback). */
const PUBLIC_LIMIT = { max: 30, timeWindow: 60_000 };

/** Shopify routes under `/api/auth`: the app launch from the Shopify admin and its setting. */
export function shopifyAuthRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/shopify-login', {
      config: { access: 'public', rateLimit: PUBLIC_LIMIT },
      schema: {
        summary: 'Sign in from the Shopify admin (app launch)',
        operationId: 'shopifyLaunch',
        description:
          'The query Shopify sends to the App URL (`shop`, `timestamp`, `host`, `hmac`…), passed on unchanged. Signs in the account the shop is connected to, or answers the authorize URL to install through (the account is created at the callback). 400 naming `query.hmac`, `query.timestamp` or `query.shop`; 503 when Shopify is not configured.',
        tags,
        querystring: shopifySignedQuerySchema,
        response: { 200: shopifyLaunchResultSchema },
      },
      handler: (request) => launch(ctx, rawQuery(request)),
    });

    app.get('/shopify-login-setting', {
      config: { access: 'public' },
      schema: {
        summary: 'Whether Shopify sign-in is offered',
        operationId: 'getShopifyLoginSetting',
        description:
          'No token needed. The scopes an install asks for and the pinned Admin API version.',
        tags,
        response: { 200: shopifyLoginSettingSchema },
      },
      handler: async () => loginSetting(ctx),
    });
  };
}

/** Shopify routes under `/api/users`: connect, the connection, discounts, disconnect. */
export function shopifyUserRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/shopify', {
      config: { access: 'user' },
      schema: {
        summary: 'Get your Shopify connection',
        operationId: 'getShopifyConnection',
        description:
          'Whether Shopify is configured on this server, and the shop connected to your account.',
        tags,
        response: { 200: shopifyStatusSchema },
      },
      handler: (request) => getStatus(ctx, currentUser(request)),
    });

    app.get('/connect-shopify', {
      config: {
        access: 'user',
        rateLimit: perUserRateLimit('connect-shopify', 20),
        problems: [403, 409],
      },
      schema: {
        summary: 'Start connecting a Shopify shop',
        operationId: 'connectShopify',
        description:
          'Answers Shopify’s authorize URL for the shop (scopes read_products, read_discounts, write_discounts, read_orders; a single-use state valid 10 minutes). Advertiser accounts only; 409 when your account has another shop or the shop another account; 503 when Shopify is not configured.',
        tags,
        querystring: connectShopifyQuerySchema,
        response: { 200: shopifyAuthorizeUrlSchema },
      },
      handler: (request) => beginConnect(ctx, currentUser(request), request.query.shop),
    });

    app.post('/connect-shopify/callback', {
      config: { access: 'public', rateLimit: PUBLIC_LIMIT, problems: [403, 409, 502] },
      schema: {
        summary: 'Complete a Shopify install',
        operationId: 'completeShopifyConnect',
        description:
          'Called by /profile/shopify with the query Shopify appended (`code`, `hmac`, `host`, `shop`, `state`, `timestamp`), unchanged. Checks the HMAC, the timestamp, the shop domain and the single-use state, exchanges the code for an expiring offline token (stored encrypted) and subscribes the order webhooks. An install begun from the profile needs the same signed-in account; one begun by an app launch creates the shop’s account on first launch and answers its session.',
        tags,
        querystring: shopifySignedQuerySchema,
        response: { 200: shopifyCallbackResultSchema },
      },
      handler: (request) => completeCallback(ctx, request.user, rawQuery(request)),
    });

    app.get('/shopify/get-all-price-rules', {
      config: { access: 'user', problems: [409, 429, 502] },
      schema: {
        summary: 'List your shop’s discount codes',
        operationId: 'listShopifyDiscounts',
        description:
          'The shop’s code discounts (Admin GraphQL `codeDiscountNodes`, Shopify’s successor of price rules), newest first, 50 per page. 409 without a connected shop.',
        tags,
        querystring: shopifyDiscountsQuerySchema,
        response: { 200: shopifyDiscountsSchema },
      },
      handler: (request) => listDiscounts(ctx, currentUser(request), request.query.after),
    });

    app.delete('/shopify/uninstall', {
      config: { access: 'user', problems: [409, 502] },
      schema: {
        summary: 'Disconnect your Shopify shop',
        operationId: 'uninstallShopify',
        description:
          'Revokes Collabify’s access at Shopify (the app is uninstalled) and forgets the tokens. Codes already created stay on their collaborations. 409 without a connected shop.',
        tags,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await uninstall(ctx, currentUser(request));
        return reply.code(204).send(null);
      },
    });
  };
}

/** `/api/shopify-product/self` and `/api/shopify-discount`. */
export function shopifyShopRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/shopify-product/self', {
      config: { access: 'user', problems: [409, 429, 502] },
      schema: {
        summary: 'List your shop’s products',
        operationId: 'listShopifyProducts',
        description:
          'Title, image, price range, status and handle, by title, 50 per page (`after` = the last page’s `endCursor`); `search` matches titles. 409 without a connected shop.',
        tags,
        querystring: shopifyProductsQuerySchema,
        response: { 200: shopifyProductsSchema },
      },
      handler: (request) => listProducts(ctx, currentUser(request), request.query),
    });

    app.get('/shopify-product/self/variants', {
      config: { access: 'user', problems: [409, 429, 502] },
      schema: {
        summary: 'List your shop’s products with variants, for a gift',
        operationId: 'listShopifyGiftProducts',
        description:
          'Active products with their variants’ price and stock, 10 per page (`after` = the last page’s `endCursor`); `search` matches titles. A variant out of stock has `available: false` and cannot be gifted. 409 without a connected shop.',
        tags,
        querystring: shopifyProductsQuerySchema,
        response: { 200: giftProductsSchema },
      },
      handler: (request) => listGiftProducts(ctx, currentUser(request).id, request.query),
    });

    app.post('/shopify-discount', {
      config: {
        access: 'user',
        rateLimit: perUserRateLimit('shopify-discount', 30),
        problems: [404, 409, 502],
      },
      schema: {
        summary: 'Create a discount code for a collaboration',
        operationId: 'createShopifyDiscount',
        description:
          'A unique code in your shop (`discountCodeBasicCreate`) for one of your accepted collaborations: a percentage (1–100) or a fixed amount off the order, optional usage limit, one use per customer, start and end. It becomes the collaboration’s discount code, shown to the influencer and filled into `{{ discount_code }}`; orders using it are attributed to the collaboration. 404 for a collaboration that is not yours; 409 when it is not accepted, already has a code, the code is taken in your shop (`body.code`) or no shop is connected; 400 names the field Shopify refused.',
        tags,
        body: createShopifyDiscountSchema,
        response: { 201: createdShopifyDiscountSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await createDiscount(ctx, currentUser(request), request.body)),
    });
  };
}

/**
 * `POST /api/webhooks/shopify`: every topic on one route. The body is kept raw (a string) in this
 * plugin only, so its HMAC is checked over the exact bytes Shopify signed.
 */
export function shopifyWebhookRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    keepRawJsonBody(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/webhooks/shopify', {
      config: { access: 'public', problems: [401] },
      schema: {
        summary: 'Receive a Shopify webhook',
        operationId: 'receiveShopifyWebhook',
        description:
          'Shopify’s deliveries (topic in `X-Shopify-Topic`): orders/create, orders/paid, orders/updated (attribution), app/uninstalled, and the privacy topics customers/data_request, customers/redact, shop/redact. 401 when `X-Shopify-Hmac-Sha256` does not match the raw body (nothing is stored); a repeated `X-Shopify-Webhook-Id` is acknowledged and ignored; the work is queued and the answer is immediate.',
        tags,
        headers: z.looseObject({
          'x-shopify-topic': z.string().max(100).optional(),
          'x-shopify-hmac-sha256': z.string().max(200).optional(),
        }),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
      handler: async (request, reply) => {
        await receiveWebhook(ctx, String(request.body ?? ''), request.raw, reply.raw);
        return { received: true as const };
      },
    });
  };
}

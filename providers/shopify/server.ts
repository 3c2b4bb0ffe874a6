import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAuthError } from '../kit/oauth-error';
import { INVALID_TOKEN_BODY, handleAdminGraphql } from './admin-graphql';
import { type BucketOptions, LeakyBucket } from './bucket';
import { deliveryLogLine } from './delivery-log';
import { findDiscountByCode, seedDiscounts } from './discounts';
import { FakeShopifyError } from './errors';
import { headerValue, readBody, redirect, send, sendHtml, sendJson, sendSvg } from '../kit/http';
import { listen } from '../kit/server';
import { parseParams } from './http';
import { productSvg } from './images';
import { type AppConfig, approveInstall, checkAuthorize, withSignedQuery } from './oauth';
import {
  type RestFulfillment,
  type RestOrder,
  type RestRefund,
  shopPayload,
} from './order-payloads';
import { type FulfillmentEvent, fulfillOrder, markDelivered } from './fulfillments';
import { type PlaceOrderInput, type OrderEvent, placeOrder, refundOrder } from './orders';
import {
  adminHomePage,
  authorizePage,
  checkoutPage,
  errorPage,
  indexPage,
  productPage,
} from './pages';
import { createProduct, slugify } from './products';
import { launchQuery } from './signing';
import {
  type FakeDelivery,
  type FakeDiscount,
  type FakeDraftOrder,
  type FakeProduct,
  type FakeProductInput,
  type FakeShopInput,
  FakeStore,
  type FakeWebhookSubscription,
  ShopState,
  WEBHOOK_TOPICS,
  topicFromRest,
} from './store';
import { type AccessTokenRecord, type RefreshTokenRecord, TokenStore } from './tokens';
import { deliver, redeliver } from './webhooks';

export { FakeShopifyError } from './errors';
export { hostParam, launchQuery, queryHmac, signShopifyQuery, webhookHmac } from './signing';
export type {
  FakeDelivery,
  FakeDiscount,
  FakeProduct,
  FakeProductInput,
  FakeShopInput,
} from './store';
export type { PlaceOrderInput } from './orders';
export type { RestFulfillment, RestOrder, RestRefund, RestShop } from './order-payloads';

/**
 * A local Shopify for tests, Playwright and the demo: OAuth install pages and token endpoint,
 * the Admin GraphQL API (schema.graphql) with query cost and throttling, uninstall through
 * `DELETE /admin/api_permissions/current.json`, signed webhook deliveries, a storefront checkout
 * and a shop admin with the app launch link.
 *
 * Every route is under `/{shop}` — the app sends what the SDK addresses to `https://{shop}/…` to
 * `{origin}/{shop}/…` — and answers 404 for a shop the fake does not know.
 */

/** Options of {@link startFakeShopify}. */
export interface FakeShopifyOptions {
  /** The app's client id (API key). */
  apiKey: string;
  /** The app's client secret: signs callbacks, launches and webhooks. */
  apiSecret: string;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Lifetime of expiring offline access tokens, seconds (default 3600). */
  accessTokenTtlSeconds?: number;
  /** Lifetime of refresh tokens, seconds (default 90 days). */
  refreshTokenTtlSeconds?: number;
  /** Lifetime of online (per-user) access tokens, seconds (default 86400). */
  onlineTokenTtlSeconds?: number;
  /** Lifetime of authorization codes, seconds (default 600: RFC 6749 §4.1.2's recommended maximum). */
  authorizationCodeTtlSeconds?: number;
  /** The clock in ms (default Date.now): tests move it to expire tokens and refill buckets. */
  now?: () => number;
  /** GraphQL leaky bucket per (app, shop): default 2000 points, 100 points/s. */
  bucket?: BucketOptions;
  /** Log each request and webhook delivery to the console (a failed delivery as a warning with its fix). */
  log?: boolean;
  /** Name shown on the install page and the admin (default "Collabify"). */
  appName?: string;
  /** The App URL the admin's "Open {app}" launches, signed fresh on each click. */
  appUrl?: string;
  /** Allowed OAuth redirect URLs (a redirect_uri must be one of them or below one); any http(s) URL when omitted. */
  allowedRedirectUrls?: string[];
  /** API version of webhooks sent without a subscription (explicit `url`), default "2026-10". */
  webhookApiVersion?: string;
}

/** Read access to one shop's state, for assertions. Lists are live; do not modify them. */
export interface FakeShopView {
  readonly domain: string;
  readonly name: string;
  readonly email: string;
  readonly currencyCode: string;
  /** Installed since the last approved install, until uninstalled. */
  readonly installed: boolean;
  /** Scope granted at the last install ("" when not installed). */
  readonly grantedScope: string;
  /** Access tokens accepted right now. */
  readonly activeAccessTokens: readonly AccessTokenRecord[];
  /** Refresh tokens accepted right now. */
  readonly activeRefreshTokens: readonly RefreshTokenRecord[];
  readonly products: readonly FakeProduct[];
  readonly discounts: readonly FakeDiscount[];
  /** REST Order payloads, current (refunds applied). */
  readonly orders: readonly RestOrder[];
  /** Draft orders, open and completed. */
  readonly draftOrders: readonly FakeDraftOrder[];
  readonly webhookSubscriptions: readonly FakeWebhookSubscription[];
  /** Every webhook POST sent for this shop, oldest first, with the receiver's status. */
  readonly deliveries: readonly FakeDelivery[];
  /** The discount with this code (case-insensitive). */
  discountByCode(code: string): FakeDiscount | undefined;
}

/** Options of {@link FakeShopify.sendWebhook}. */
export interface SendWebhookOptions {
  /** Reuse a webhook id (a duplicate delivery). */
  webhookId?: string;
  /** Sign with this secret instead of the client secret (a forged delivery). */
  secret?: string;
  /** POST here instead of to the shop's subscription for the topic. */
  url?: string;
  /** `X-Shopify-API-Version` when sent to an explicit url (default options.webhookApiVersion). */
  apiVersion?: string;
}

/** A running fake. */
export interface FakeShopify {
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  /** Adds a shop (seeded with WELCOME10 and SPRING5 unless `seedDiscounts: false`). */
  addShop(shop: FakeShopInput): FakeShopView;
  /** Adds a product to a shop (same input as `addShop`'s products). */
  addProduct(domain: string, product: FakeProductInput): FakeProduct;
  /** The state of a shop; throws for an unknown domain. */
  shop(domain: string): FakeShopView;
  /**
   * Places an order (paid by default) through the storefront logic: applies and counts the code,
   * sends `orders/create` (and `orders/paid` when paid) to the matching subscriptions. Throws
   * {@link FakeShopifyError} for an unknown, expired, not yet active or used-up code.
   */
  placeOrder(
    domain: string,
    input: PlaceOrderInput,
  ): Promise<{ order: RestOrder; deliveries: FakeDelivery[] }>;
  /** Refunds an amount (decimal string) of an order; sends `refunds/create` and `orders/updated`. */
  refundOrder(
    domain: string,
    orderId: number | string,
    amount: string,
  ): Promise<{ order: RestOrder; refund: RestRefund; deliveries: FakeDelivery[] }>;
  /**
   * Sends one webhook (REST topic, e.g. "orders/create") to the shop's first subscription for the
   * topic or to `options.url`. `status` is the receiver's HTTP status, 0 when it did not answer.
   */
  sendWebhook(
    domain: string,
    topic: string,
    payload: unknown,
    options?: SendWebhookOptions,
  ): Promise<{ status: number; webhookId: string; delivery: FakeDelivery }>;
  /**
   * Ships an order (as the merchant does in the admin): a fulfilment with the carrier and
   * tracking number; sends `fulfillments/create` and `orders/updated`. Throws
   * {@link FakeShopifyError} for a cancelled or fulfilled order.
   */
  fulfillOrder(
    domain: string,
    orderId: number | string,
    tracking: { carrier: string; trackingNumber: string },
  ): Promise<{ fulfillment: RestFulfillment; deliveries: FakeDelivery[] }>;
  /** The carrier delivered the order's shipment; sends `fulfillments/update`. */
  markDelivered(
    domain: string,
    orderId: number | string,
  ): Promise<{ fulfillment: RestFulfillment; deliveries: FakeDelivery[] }>;
  /** Sends a delivery again: same body, same `X-Shopify-Webhook-Id` (a duplicate). */
  redeliver(webhookId: string): Promise<{ status: number; delivery: FakeDelivery }>;
  /** Uninstalls the app: revokes its tokens, sends `app/uninstalled`, removes its subscriptions. */
  uninstall(domain: string): Promise<{ deliveries: FakeDelivery[] }>;
  /** Empties the shop's GraphQL bucket: the next query with a cost is THROTTLED. */
  drainBucket(domain: string): void;
  /** The signed App URL a merchant opening the app from this shop's admin would reach. */
  launchUrl(domain: string): string;
  close(): Promise<void>;
}

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
const API_VERSION = /^(\d{4}-\d{2}|unstable)$/;

/** Starts the fake on 127.0.0.1. */
export async function startFakeShopify(options: FakeShopifyOptions): Promise<FakeShopify> {
  const now = options.now ?? (() => Date.now());
  const appName = options.appName ?? 'Collabify';
  const appSlug = slugify(appName);
  const webhookApiVersion = options.webhookApiVersion ?? '2026-10';
  const app: AppConfig = {
    apiKey: options.apiKey,
    apiSecret: options.apiSecret,
    ...(options.allowedRedirectUrls ? { allowedRedirectUrls: options.allowedRedirectUrls } : {}),
  };
  const store = new FakeStore();
  const tokens = new TokenStore({
    apiKey: options.apiKey,
    apiSecret: options.apiSecret,
    now,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 90 * 24 * 3600,
    codeTtlSeconds: options.authorizationCodeTtlSeconds ?? 600,
    onlineTokenTtlSeconds: options.onlineTokenTtlSeconds ?? 86400,
  });
  const buckets = new Map<string, LeakyBucket>();
  const bucketFor = (shop: ShopState) => {
    let bucket = buckets.get(shop.domain);
    if (!bucket) {
      bucket = new LeakyBucket(options.bucket ?? { maximumAvailable: 2000, restoreRate: 100 }, now);
      buckets.set(shop.domain, bucket);
    }
    return bucket;
  };
  const shopCreatedAt = new Map<string, number>();
  const deliveriesById = new Map<string, FakeDelivery>();
  let origin = '';

  const requireShop = (domain: string): ShopState => {
    const shop = store.shop(domain);
    if (!shop) throw new FakeShopifyError(`Unknown shop ${domain}`);
    return shop;
  };

  const record = (shop: ShopState, delivery: FakeDelivery) => {
    shop.deliveries.push(delivery);
    deliveriesById.set(delivery.webhookId, delivery);
    if (options.log) {
      const delivered = delivery.status !== null && delivery.status >= 200 && delivery.status < 300;
      (delivered ? console.log : console.warn)(deliveryLogLine(delivery));
    }
    return delivery;
  };

  /** Sends a REST topic to each subscription of the shop for it (includeFields applied). */
  const sendToSubscriptions = async (shop: ShopState, topic: string, payload: object) => {
    const sent: FakeDelivery[] = [];
    const subs = shop.webhookSubscriptions.filter((s) => WEBHOOK_TOPICS[s.topic] === topic);
    for (const sub of subs) {
      const body = sub.includeFields.length
        ? Object.fromEntries(
            Object.entries(payload).filter(([key]) => sub.includeFields.includes(key)),
          )
        : payload;
      sent.push(
        record(
          shop,
          await deliver({
            shop: shop.domain,
            topic,
            url: sub.uri,
            subscriptionId: sub.id,
            apiVersion: sub.apiVersion,
            payload: body,
            secret: options.apiSecret,
            triggeredAt: now(),
          }),
        ),
      );
    }
    return sent;
  };

  const sendEvents = async (
    shop: ShopState,
    events: readonly (OrderEvent | FulfillmentEvent | { topic: string; payload: object })[],
  ) => {
    const sent: FakeDelivery[] = [];
    for (const event of events)
      sent.push(...(await sendToSubscriptions(shop, event.topic, event.payload)));
    return sent;
  };

  const uninstall = async (domain: string) => {
    const shop = requireShop(domain);
    tokens.revokeShop(shop.domain);
    shop.installed = false;
    shop.grantedScope = '';
    const deliveries = await sendToSubscriptions(
      shop,
      WEBHOOK_TOPICS.APP_UNINSTALLED,
      shopPayload(shop, shopCreatedAt.get(shop.domain) ?? now(), now()),
    );
    shop.webhookSubscriptions = [];
    return { deliveries };
  };

  const launchUrl = (domain: string) => {
    const shop = requireShop(domain);
    if (!options.appUrl) throw new FakeShopifyError('No appUrl configured');
    return withSignedQuery(
      options.appUrl,
      launchQuery(shop.domain, options.apiSecret, now()),
      options.apiSecret,
    );
  };

  const view = (shop: ShopState): FakeShopView => ({
    get domain() {
      return shop.domain;
    },
    get name() {
      return shop.name;
    },
    get email() {
      return shop.email;
    },
    get currencyCode() {
      return shop.currencyCode;
    },
    get installed() {
      return shop.installed;
    },
    get grantedScope() {
      return shop.grantedScope;
    },
    get activeAccessTokens() {
      return tokens.activeAccessTokens(shop.domain);
    },
    get activeRefreshTokens() {
      return tokens.activeRefreshTokens(shop.domain);
    },
    get products() {
      return shop.products;
    },
    get discounts() {
      return shop.discounts;
    },
    get orders() {
      return shop.orders.map((o) => o.payload);
    },
    get draftOrders() {
      return shop.draftOrders;
    },
    get webhookSubscriptions() {
      return shop.webhookSubscriptions;
    },
    get deliveries() {
      return shop.deliveries;
    },
    discountByCode: (code: string) => findDiscountByCode(shop, code),
  });

  const handlers = {
    async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      const method = req.method ?? 'GET';
      const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      if (parts.length === 0) {
        if (method === 'GET') return sendHtml(res, 200, indexPage([...store.shops.values()]));
        return sendJson(res, 404, { errors: 'Not Found' });
      }
      const [domain, ...rest] = parts as [string, ...string[]];
      const path = `/${rest.join('/')}`;
      const isApi = path.startsWith('/admin/api') || path.startsWith('/admin/oauth/access_token');
      const shop = SHOP_DOMAIN.test(domain.toLowerCase()) ? store.shop(domain) : undefined;
      if (!shop) {
        if (isApi) return sendJson(res, 404, { errors: 'Not Found' });
        return sendHtml(
          res,
          404,
          errorPage('Shop not found', 'Sorry, this shop is currently unavailable.'),
        );
      }

      if (method === 'GET' && (path === '/' || path === '/admin')) {
        return sendHtml(
          res,
          200,
          adminHomePage(shop, {
            appName,
            appSlug,
            hasAppUrl: Boolean(options.appUrl),
            now: now(),
            ...(url.searchParams.get('notice') ? { notice: url.searchParams.get('notice')! } : {}),
          }),
        );
      }

      if (method === 'GET' && path === '/admin/oauth/authorize') {
        const check = checkAuthorize(app, (name) => url.searchParams.get(name));
        if (!check.ok)
          return sendHtml(res, 400, errorPage('Oauth error', check.message, shop.name));
        return sendHtml(res, 200, authorizePage(shop, appName, check.fields));
      }

      if (method === 'POST' && path === '/admin/oauth/authorize/approve') {
        const form = new URLSearchParams(await readBody(req));
        const check = checkAuthorize(app, (name) => form.get(name));
        if (!check.ok)
          return sendHtml(res, 400, errorPage('Oauth error', check.message, shop.name));
        return redirect(res, approveInstall(app, tokens, shop, check, now()), 302);
      }

      if (method === 'POST' && path === '/admin/oauth/access_token') {
        const params = parseParams(req.headers['content-type'] ?? '', await readBody(req));
        try {
          return sendJson(res, 200, tokens.grant(shop.domain, params));
        } catch (error) {
          if (error instanceof OAuthError) return sendJson(res, error.status, error.body());
          throw error;
        }
      }

      const graphql = /^\/admin\/api\/([^/]+)\/graphql\.json$/.exec(path);
      if (graphql) {
        if (!API_VERSION.test(graphql[1]!)) return sendJson(res, 404, { errors: 'Not Found' });
        if (method !== 'POST') return sendJson(res, 405, { errors: 'Method Not Allowed' });
        const answer = await handleAdminGraphql(
          { store, tokens, bucketFor, now, origin },
          {
            shop,
            apiVersion: graphql[1]!,
            accessToken: headerValue(req, 'x-shopify-access-token'),
            contentType: req.headers['content-type'] ?? '',
            body: await readBody(req),
          },
        );
        send(res, answer.status, answer.body, answer.headers);
        if (answer.events?.length) await sendEvents(shop, answer.events);
        return;
      }

      if (path === '/admin/api_permissions/current.json' && method === 'DELETE') {
        // The documented self-uninstall: https://shopify.dev/docs/apps/build/authentication-authorization/app-installation/uninstall-app-api-request
        if (!tokens.verify(shop.domain, headerValue(req, 'x-shopify-access-token'))) {
          return sendJson(res, 401, INVALID_TOKEN_BODY);
        }
        await uninstall(shop.domain);
        return sendJson(res, 200, {});
      }

      if (method === 'GET' && path === `/admin/apps/${appSlug}`) {
        if (!options.appUrl)
          return sendHtml(
            res,
            404,
            errorPage('App not found', 'No App URL is configured.', shop.name),
          );
        return redirect(res, launchUrl(shop.domain));
      }

      if (method === 'POST' && path === `/admin/apps/${appSlug}/uninstall`) {
        await readBody(req);
        await uninstall(shop.domain);
        return redirect(
          res,
          `/${shop.domain}?notice=${encodeURIComponent(`${appName} was uninstalled.`)}`,
          303,
        );
      }

      const shipping = /^\/admin\/orders\/(\d+)\/(fulfill|deliver)$/.exec(path);
      if (shipping && method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        let notice: string;
        try {
          const { events } =
            shipping[2] === 'fulfill'
              ? fulfillOrder(
                  store,
                  shop,
                  Number(shipping[1]),
                  {
                    carrier: form.get('carrier') ?? '',
                    trackingNumber: form.get('trackingNumber') ?? '',
                  },
                  now(),
                )
              : markDelivered(shop, Number(shipping[1]), now());
          await sendEvents(shop, events);
          notice =
            shipping[2] === 'fulfill' ? 'Order marked as shipped.' : 'Order marked as delivered.';
        } catch (error) {
          if (!(error instanceof FakeShopifyError)) throw error;
          notice = error.message;
        }
        return redirect(res, `/${shop.domain}?notice=${encodeURIComponent(notice)}`, 303);
      }

      if (path === '/checkout' && method === 'GET') {
        return sendHtml(res, 200, checkoutPage(shop, {}));
      }

      if (path === '/checkout' && method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        const values = {
          product: form.get('product') ?? '',
          quantity: form.get('quantity') ?? '1',
          discountCode: form.get('discountCode') ?? '',
          email: form.get('email') ?? '',
        };
        try {
          const { order, events } = placeOrder(
            store,
            shop,
            {
              lineItems: [{ handle: values.product, quantity: Number(values.quantity) }],
              ...(values.discountCode.trim() ? { discountCode: values.discountCode } : {}),
              customer: { email: values.email || 'customer@example.com' },
              financialStatus: 'paid',
            },
            now(),
          );
          await sendEvents(shop, events);
          return sendHtml(res, 200, checkoutPage(shop, { placed: order }));
        } catch (error) {
          if (error instanceof FakeShopifyError) {
            return sendHtml(res, 400, checkoutPage(shop, { values, error: error.message }));
          }
          throw error;
        }
      }

      const product = /^\/products\/([^/]+)$/.exec(path);
      if (product && method === 'GET') {
        const found = shop.products.find((p) => p.handle === product[1]);
        if (found) return sendHtml(res, 200, productPage(shop, found, origin));
      }

      const image = /^\/images\/([^/]+)\.svg$/.exec(path);
      if (image && method === 'GET') {
        const found = shop.products.find((p) => p.handle === image[1]);
        if (found) {
          return sendSvg(res, productSvg(found));
        }
      }

      if (isApi) return sendJson(res, 404, { errors: 'Not Found' });
      return sendHtml(
        res,
        404,
        errorPage('Page not found', 'There is nothing at this address.', shop.name),
      );
    },
  };

  const local = await listen({
    name: 'shopify',
    port: options.port,
    log: options.log,
    secretParams: ['code'],
    handle: (req, res) => handlers.route(req, res),
    internalError: (res) => sendJson(res, 500, { errors: 'Internal Server Error' }),
  });
  origin = local.origin;

  return {
    origin,
    addShop(input) {
      const domain = input.domain.toLowerCase();
      if (!SHOP_DOMAIN.test(domain))
        throw new FakeShopifyError(`Not a *.myshopify.com domain: ${input.domain}`);
      if (store.shop(domain)) throw new FakeShopifyError(`Shop ${domain} exists already`);
      const shop = new ShopState(store.nextId('shop'), { ...input, domain });
      store.shops.set(domain, shop);
      shopCreatedAt.set(domain, now());
      for (const product of input.products ?? []) createProduct(store, shop, product, now());
      if (input.seedDiscounts !== false) seedDiscounts(store, shop, now());
      return view(shop);
    },
    addProduct: (domain, product) => createProduct(store, requireShop(domain), product, now()),
    shop: (domain) => view(requireShop(domain)),
    async placeOrder(domain, input) {
      const shop = requireShop(domain);
      const { order, events } = placeOrder(store, shop, input, now());
      return { order: structuredClone(order.payload), deliveries: await sendEvents(shop, events) };
    },
    async refundOrder(domain, orderId, amount) {
      const shop = requireShop(domain);
      const { order, refund, events } = refundOrder(store, shop, orderId, amount, now());
      return {
        order: structuredClone(order.payload),
        refund: structuredClone(refund),
        deliveries: await sendEvents(shop, events),
      };
    },
    async fulfillOrder(domain, orderId, tracking) {
      const shop = requireShop(domain);
      const { fulfillment, events } = fulfillOrder(store, shop, orderId, tracking, now());
      return {
        fulfillment: structuredClone(fulfillment),
        deliveries: await sendEvents(shop, events),
      };
    },
    async markDelivered(domain, orderId) {
      const shop = requireShop(domain);
      const { fulfillment, events } = markDelivered(shop, orderId, now());
      return {
        fulfillment: structuredClone(fulfillment),
        deliveries: await sendEvents(shop, events),
      };
    },
    async sendWebhook(domain, topic, payload, sendOptions = {}) {
      const shop = requireShop(domain);
      const sub = sendOptions.url
        ? undefined
        : shop.webhookSubscriptions.find((s) => s.topic === topicFromRest(topic));
      const url = sendOptions.url ?? sub?.uri;
      if (!url)
        throw new FakeShopifyError(
          `No subscription for ${topic} in ${shop.domain} and no url given`,
        );
      const delivery = record(
        shop,
        await deliver({
          shop: shop.domain,
          topic,
          url,
          subscriptionId: sub?.id ?? null,
          apiVersion: sub?.apiVersion ?? sendOptions.apiVersion ?? webhookApiVersion,
          payload,
          secret: sendOptions.secret ?? options.apiSecret,
          triggeredAt: now(),
          ...(sendOptions.webhookId ? { webhookId: sendOptions.webhookId } : {}),
        }),
      );
      return { status: delivery.status ?? 0, webhookId: delivery.webhookId, delivery };
    },
    async redeliver(webhookId) {
      const previous = deliveriesById.get(webhookId);
      if (!previous) throw new FakeShopifyError(`No delivery with webhook id ${webhookId}`);
      const shop = requireShop(previous.shop);
      const delivery = record(shop, await redeliver(previous, now()));
      return { status: delivery.status ?? 0, delivery };
    },
    uninstall,
    drainBucket(domain) {
      bucketFor(requireShop(domain)).drain();
    },
    launchUrl,
    close: () => local.close(),
  };
}

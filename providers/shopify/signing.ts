import { createHmac } from 'node:crypto';

/**
 * The two signatures Shopify puts on what it sends to an app, computed exactly as
 * `@shopify/shopify-api` verifies them.
 *
 * - Query strings (install request, OAuth callback, app launch): hex HMAC-SHA256, keyed by the
 *   app's client secret, over every parameter except `hmac` and `signature`, keys sorted, joined as
 *   `URLSearchParams` serialises them with `+` replaced by `%20`
 *   (SDK `lib/utils/hmac-validator.ts` `stringifyQueryForAdmin`, `lib/utils/processed-query.ts`;
 *   https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/authorization-code-grant#step-1-verify-the-installation-request).
 * - Webhook bodies: base64 HMAC-SHA256 of the raw body bytes, keyed by the client secret, in
 *   `X-Shopify-Hmac-Sha256` (SDK `validateHmacFromRequestFactory`, `HashFormat.Base64`;
 *   https://shopify.dev/docs/apps/build/webhooks/subscribe/https#step-2-validate-the-origin-of-your-webhook-to-ensure-its-coming-from-shopify).
 */

/** The message Shopify signs for a query: all params but `hmac`/`signature`, sorted, form-encoded, `+` → `%20`. */
export function queryMessage(params: Record<string, string>): string {
  const search = new URLSearchParams();
  Object.keys(params)
    .filter((key) => key !== 'hmac' && key !== 'signature')
    // The SDK sorts with localeCompare; for Shopify's ASCII parameter names it equals code order.
    .sort((a, b) => a.localeCompare(b))
    .forEach((key) => search.append(key, params[key] ?? ''));
  return search.toString().replace(/\+/g, '%20');
}

/** Hex HMAC-SHA256 of {@link queryMessage}, keyed by the client secret. */
export function queryHmac(params: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(queryMessage(params), 'utf8').digest('hex');
}

/**
 * Returns `params` plus the `hmac` Shopify would add, e.g. to build a launch request
 * `{ shop, host, timestamp }` → `{ shop, host, timestamp, hmac }`. Any `hmac` already present is
 * replaced. The SDK refuses timestamps more than 90 s away from its clock, so sign fresh.
 */
export function signShopifyQuery(
  params: Record<string, string>,
  secret: string,
): Record<string, string> {
  const rest = Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'hmac'));
  return { ...rest, hmac: queryHmac(rest, secret) };
}

/** Base64 HMAC-SHA256 of the exact body bytes: the value of `X-Shopify-Hmac-Sha256`. */
export function webhookHmac(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/**
 * The `host` parameter Shopify adds to callbacks and launches: base64 of the shop's admin host,
 * `admin.shopify.com/store/{store-handle}`, without padding (the SDK decodes it with `atob` and
 * accepts 0–2 `=`; https://shopify.dev/changelog/host-parameter-added-to-the-oauth-redirect-uri).
 */
export function hostParam(shopDomain: string): string {
  const handle = shopDomain.replace(/\.myshopify\.com$/, '');
  return Buffer.from(`admin.shopify.com/store/${handle}`, 'utf8')
    .toString('base64')
    .replace(/=+$/, '');
}

/**
 * A signed app-launch (or install-request) query, as Shopify adds it to the App URL when a merchant
 * opens the app: `{ hmac, host, shop, timestamp }`, timestamp in whole seconds of `nowMs`.
 */
export function launchQuery(
  shopDomain: string,
  secret: string,
  nowMs: number,
): Record<string, string> {
  return signShopifyQuery(
    { host: hostParam(shopDomain), shop: shopDomain, timestamp: String(Math.floor(nowMs / 1000)) },
    secret,
  );
}

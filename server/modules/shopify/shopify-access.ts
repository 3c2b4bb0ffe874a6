import type { AppContext } from '../../context';
import type { ShopifyShopRow } from '../../db/schema';
import {
  type ShopifyClient,
  type ShopifyGrant,
  ShopifyRequestError,
  ShopifyThrottledError,
  ShopifyUnauthorizedError,
} from '../../integrations/shopify/client';
import { AppError, badGateway, conflict, notConfigured, tooManyRequests } from '../../errors';
import { deleteShop, findShopOfUser, lockShopOfUser, updateTokens } from './shopify.repository';

/** Refresh an access token this long before it expires (ms), so no call meets an expired one. */
const REFRESH_AHEAD_MS = 5 * 60_000;

/** The Shopify client. @throws 503 when SHOPIFY_API_KEY/SECRET are not set. */
export function shopifyOf(ctx: AppContext): ShopifyClient {
  if (!ctx.shopify) throw notConfigured('Shopify');
  return ctx.shopify;
}

/** 409: the account has no shop connected. */
export const notConnected = () =>
  new AppError(
    409,
    'shopify-not-connected',
    'No Shopify shop connected',
    'Connect your Shopify shop on your profile first.',
  );

/** The sealed columns of a grant (tokens encrypted, bound to the shop domain). */
export function sealGrant(ctx: AppContext, shop: string, grant: ShopifyGrant) {
  return {
    accessToken: ctx.secretBox.seal(grant.accessToken, shop),
    accessTokenExpiresAt: grant.expiresAt,
    refreshToken: grant.refreshToken && ctx.secretBox.seal(grant.refreshToken, shop),
    refreshTokenExpiresAt: grant.refreshTokenExpiresAt,
    scopes: grant.scopes,
  };
}

/** The plain access token of a connection. */
export const accessTokenOf = (ctx: AppContext, row: ShopifyShopRow) =>
  ctx.secretBox.open(row.accessToken, row.shop);

/**
 * Renews the user's access token with its refresh token, one refresh at a time per connection:
 * the row is locked, and a token another request renewed meanwhile is used as is. Shopify rotates
 * the refresh token; both new tokens are stored. When Shopify refuses the refresh token (revoked,
 * expired), the connection is forgotten.
 * @throws 409 (not connected) when it is gone or was forgotten now.
 */
async function refreshAccess(
  ctx: AppContext,
  userId: string,
  stale: string,
): Promise<ShopifyShopRow> {
  const shopify = shopifyOf(ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockShopOfUser(tx, userId);
    if (!row) return null;
    if (row.accessToken !== stale) return row;
    if (!row.refreshToken) return 'refused' as const;
    try {
      const grant = await shopify.refresh(row.shop, ctx.secretBox.open(row.refreshToken, row.shop));
      const sealed = sealGrant(ctx, row.shop, grant);
      await updateTokens(tx, userId, sealed);
      return { ...row, ...sealed };
    } catch (error) {
      if (error instanceof ShopifyRequestError && error.status < 500) return 'refused' as const;
      throw error;
    }
  });
  if (outcome === 'refused') {
    await deleteShop(ctx.db, { userId });
    throw conflict(
      'Shopify no longer accepts Collabify’s access to your shop. Connect it again on your profile.',
    );
  }
  if (!outcome) throw notConnected();
  return outcome;
}

/** Turns the Shopify client's errors into problems the caller can act on. */
export function toProblem(error: unknown): unknown {
  if (error instanceof ShopifyThrottledError)
    return tooManyRequests(
      Math.max(1, error.retryAfterSeconds),
      'Shopify is limiting requests to your shop. Try again in a moment.',
    );
  if (error instanceof ShopifyRequestError || error instanceof ShopifyUnauthorizedError)
    return badGateway(`Shopify answered with an error (${error.message}). Try again later.`);
  return error;
}

/**
 * Runs `call` with the user's shop and a valid access token: renewed first when it expires within
 * five minutes, and renewed once more when Shopify answers 401 anyway (revoked or clock skew).
 * @throws 503 when Shopify is not configured; 409 when no shop is connected; 429 when Shopify
 * keeps throttling; 502 for other Shopify errors.
 */
export async function withShop<T>(
  ctx: AppContext,
  userId: string,
  call: (shopify: ShopifyClient, shop: ShopifyShopRow, accessToken: string) => Promise<T>,
): Promise<T> {
  const shopify = shopifyOf(ctx);
  let row = await findShopOfUser(ctx.db, userId);
  if (!row) throw notConnected();
  const expiresAt = row.accessTokenExpiresAt?.getTime();
  if (expiresAt !== undefined && expiresAt - Date.now() < REFRESH_AHEAD_MS)
    row = await refreshAccess(ctx, userId, row.accessToken);
  try {
    try {
      return await call(shopify, row, accessTokenOf(ctx, row));
    } catch (error) {
      if (!(error instanceof ShopifyUnauthorizedError)) throw error;
      row = await refreshAccess(ctx, userId, row.accessToken);
      return await call(shopify, row, accessTokenOf(ctx, row));
    }
  } catch (error) {
    throw toProblem(error);
  }
}

import { createHash } from 'node:crypto';
import { SHOPIFY_SCOPES } from '@shared/constants/shopify';
import { actsAsBrand } from '@shared/constants/roles';
import { suggestedDiscountCode } from '@shared/format/discount-code';
import type {
  CampaignProduct,
  CreateShopifyDiscount,
  ShopifyCallbackResult,
  ShopifyDiscount,
  ShopifyDiscounts,
  ShopifyLaunchResult,
  ShopifyLoginSetting,
  ShopifyProducts,
  ShopifyProductsQuery,
  ShopifyStatus,
} from '@shared/schemas/shopify';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { conflict, fieldError, forbidden } from '../../errors';
import { type ShopifyClient, ShopifyRequestError } from '../../integrations/shopify/client';
import { startSession } from '../auth/auth.service';
import {
  attachShopifyDiscount,
  discountTarget,
} from '../collaborations/collaboration-sales.service';
import { createUser, findUser, findUserWithEmail } from '../users/users.service';
import { discountInput, discountSummary, userErrorProblem } from './shopify-discounts';
import { sealGrant, shopifyOf, toProblem, withShop } from './shopify-access';
import {
  collaborationTitle,
  campaignProductOf,
  presentConnection,
  presentDiscount,
  presentProduct,
} from './shopify.presenter';
import {
  CREATE_DISCOUNT_MUTATION,
  DISCOUNT_BY_CODE_QUERY,
  DISCOUNTS_QUERY,
  type DiscountNode,
  type Page,
  PRODUCT_QUERY,
  PRODUCTS_QUERY,
  type ProductNode,
  SHOP_QUERY,
  type UserErrorNode,
} from './shopify.queries';
import {
  deleteShop,
  findShopByDomain,
  findShopOfUser,
  insertState,
  takeState,
  upsertShop,
} from './shopify.repository';
import { enqueueWebhookRegistration } from './shopify-webhooks.service';

/** How long an install may take between the authorize URL and the callback (ms). */
const STATE_TTL_MS = 10 * 60_000;
/** Products and discounts per page. */
const PAGE_SIZE = 50;
/** The page Shopify sends the merchant back to (SEED-SPEC §1, public). */
const CALLBACK_PATH = '/profile/shopify';

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** Shopify-login setting (no token): whether it is offered, the scopes and API version. */
export function loginSetting(ctx: AppContext): ShopifyLoginSetting {
  return {
    enabled: ctx.shopify !== null,
    scopes: [...SHOPIFY_SCOPES],
    apiVersion: ctx.shopify?.apiVersion ?? null,
  };
}

/** Whether Shopify is configured, and the user's connected shop. */
export async function getStatus(ctx: AppContext, user: UserRow): Promise<ShopifyStatus> {
  const row = await findShopOfUser(ctx.db, user.id);
  return { configured: ctx.shopify !== null, connection: row && presentConnection(row) };
}

/** A single-use state for an install of `shop`, and Shopify's authorize URL carrying it. */
async function authorizeUrl(ctx: AppContext, shop: string, userId: string | null) {
  const shopify = shopifyOf(ctx);
  const state = shopify.nonce();
  await insertState(ctx.db, {
    stateHash: hashState(state),
    shop,
    userId,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return shopify.authorizeUrl(shop, state, `${ctx.appUrl}${CALLBACK_PATH}`);
}

/**
 * Starts connecting `shop` to the user's account: Shopify's authorize URL with a single-use state
 * (10 minutes) bound to the user.
 * @throws 503 not configured; 403 for influencer-only accounts; 409 when the account has another
 * shop, or the shop belongs to another account.
 */
export async function beginConnect(
  ctx: AppContext,
  user: UserRow,
  shop: string,
): Promise<{ url: string }> {
  shopifyOf(ctx);
  if (!actsAsBrand(user.roles)) throw forbidden('Only advertiser accounts connect a Shopify shop.');
  const [own, owner] = await Promise.all([
    findShopOfUser(ctx.db, user.id),
    findShopByDomain(ctx.db, shop),
  ]);
  if (own && own.shop !== shop)
    throw conflict(`Your account is connected to ${own.shop}. Disconnect it first.`, [
      { path: 'query.shop', message: 'Disconnect your current shop first' },
    ]);
  if (owner && owner.userId !== user.id)
    throw conflict('This shop is connected to another Collabify account.', [
      { path: 'query.shop', message: 'This shop is connected to another account' },
    ]);
  return { url: await authorizeUrl(ctx, shop, user.id) };
}

/**
 * Checks a query Shopify signed: the shop domain's form, the timestamp's age (90 s, the SDK's
 * tolerance) and the HMAC over every parameter.
 * @throws 400 naming `query.shop`, `query.timestamp` or `query.hmac`.
 */
async function verifyShopifyQuery(ctx: AppContext, rawQuery: string): Promise<string> {
  const shopify = shopifyOf(ctx);
  const query = new URLSearchParams(rawQuery);
  const shop = shopify.sanitizeShop(query.get('shop') ?? '');
  if (!shop) throw fieldError('query.shop', 'Not a Shopify shop domain');
  const timestamp = Number(query.get('timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 90)
    throw fieldError('query.timestamp', 'This request from Shopify has expired: start again');
  if (!(await shopify.verifySignedQuery(query)))
    throw fieldError('query.hmac', 'The signature from Shopify does not match');
  return shop;
}

/**
 * The account a completed install belongs to: the user who began it, or — for an install begun by
 * an app launch — the shop's account, created on first launch as an advertiser named after the
 * shop with its owner's email.
 * @throws 403 when the signed-in user is not the one who began it; 409 when another account
 * already uses the shop's email.
 */
async function installAccount(
  db: DbOrTx,
  state: { userId: string | null },
  caller: UserRow | null,
  shop: { name: string; email: string },
): Promise<UserRow> {
  if (state.userId) {
    if (caller?.id !== state.userId)
      throw forbidden('Sign in with the account that started connecting this shop.');
    return caller;
  }
  const email = shop.email.trim().toLowerCase();
  if (await findUserWithEmail(db, email))
    throw conflict(
      `A Collabify account already uses ${email}. Sign in to it and connect the shop from your profile.`,
    );
  const user = await createUser(db, {
    email,
    name: shop.name,
    company: shop.name,
    passwordHash: null,
    roles: ['advertiser'],
    emailVerifiedAt: null,
  });
  return user;
}

/**
 * Completes an install from the query Shopify appended to `/profile/shopify`: verifies it, spends
 * the state, exchanges the code for an expiring offline token (stored encrypted with its refresh
 * token), reads the shop and queues its webhook subscriptions. An install begun by an app launch
 * also signs the shop's account in (created on first launch).
 * @throws 503 not configured; 400 naming the bad parameter (`query.state` unknown, used or
 * expired; `query.code` refused by Shopify; granted scopes short); 403 (see installAccount);
 * 409 when the shop or account is connected elsewhere.
 */
export async function completeCallback(
  ctx: AppContext,
  caller: UserRow | null,
  rawQuery: string,
): Promise<ShopifyCallbackResult> {
  const shopify = shopifyOf(ctx);
  const shop = await verifyShopifyQuery(ctx, rawQuery);
  const query = new URLSearchParams(rawQuery);
  const state = await takeState(ctx.db, hashState(query.get('state') ?? ''));
  if (!state || state.shop !== shop || state.expiresAt.getTime() < Date.now())
    throw fieldError(
      'query.state',
      'This connection link was already used or has expired: start again',
    );
  const grant = await shopify.exchangeCode(shop, query.get('code') ?? '').catch((error) => {
    if (error instanceof ShopifyRequestError && error.status < 500)
      throw fieldError('query.code', 'Shopify refused the authorization code: start again');
    throw toProblem(error);
  });
  const missing = SHOPIFY_SCOPES.filter((scope) => !grant.scopes.includes(scope));
  if (missing.length > 0)
    throw fieldError(
      'query.code',
      `Shopify did not grant ${missing.join(', ')}: approve every access asked for`,
    );
  const info = await shopify
    .graphql<{ shop: { name: string; email: string; currencyCode: string } }>(
      shop,
      grant.accessToken,
      SHOP_QUERY,
    )
    .catch((error) => {
      throw toProblem(error);
    });
  const owner = await findShopByDomain(ctx.db, shop);
  if (state.userId && owner && owner.userId !== state.userId)
    throw conflict('This shop is connected to another Collabify account.');
  // The account and its connection are written together: a failed connection creates no account.
  const { user, row } = await ctx.db
    .transaction(async (tx) => {
      // A launch-begun install of a shop connected meanwhile renews that account's tokens.
      const user =
        (owner && !state.userId && (await findUser(tx, owner.userId))) ||
        (await installAccount(tx, state, caller, info.shop));
      const row = await upsertShop(tx, {
        userId: user.id,
        shop,
        name: info.shop.name,
        currencyCode: info.shop.currencyCode,
        ...sealGrant(ctx, shop, grant),
      });
      if (!row) throw conflict('Your account is connected to another shop. Disconnect it first.');
      return { user, row };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'shopify_shops_shop_unique'))
        throw conflict('This shop is connected to another Collabify account.');
      throw error;
    });
  await enqueueWebhookRegistration(ctx, user.id);
  const session = state.userId ? null : await startSession(ctx, user);
  return { connection: presentConnection(row), session };
}

/**
 * An app launch from the Shopify admin (the App URL with a signed query): signs in the account the
 * shop is connected to, or — shop not installed yet — answers the authorize URL to install with.
 * @throws 503 not configured; 400 naming `query.shop`, `query.timestamp` or `query.hmac`.
 */
export async function launch(ctx: AppContext, rawQuery: string): Promise<ShopifyLaunchResult> {
  const shop = await verifyShopifyQuery(ctx, rawQuery);
  const owner = await findShopByDomain(ctx.db, shop);
  const user = owner && (await findUser(ctx.db, owner.userId));
  if (user) return { kind: 'session', session: await startSession(ctx, user) };
  return { kind: 'install', url: await authorizeUrl(ctx, shop, null) };
}

/**
 * Disconnects the user's shop: revokes the app's access at Shopify (as uninstalling does) and
 * forgets the tokens. Codes already created stay on their collaborations.
 * @throws 503 not configured; 409 when no shop is connected; 502 when Shopify refuses the revocation.
 */
export async function uninstall(ctx: AppContext, user: UserRow): Promise<void> {
  await withShop(ctx, user.id, (shopify, shop, token) => shopify.revoke(shop.shop, token));
  await deleteShop(ctx.db, { userId: user.id });
}

/** A page of the shop's products by title, optionally searching titles. */
export function listProducts(
  ctx: AppContext,
  user: UserRow,
  query: ShopifyProductsQuery,
): Promise<ShopifyProducts> {
  return withShop(ctx, user.id, async (shopify, shop, token) => {
    const data = await shopify.graphql<{ products: Page<ProductNode> }>(
      shop.shop,
      token,
      PRODUCTS_QUERY,
      {
        first: PAGE_SIZE,
        after: query.after ?? null,
        query: query.search ? `title:*${query.search.replace(/["\\*:()]/g, ' ').trim()}*` : null,
      },
    );
    return { products: data.products.nodes.map(presentProduct), pageInfo: data.products.pageInfo };
  });
}

/**
 * The snapshot a campaign keeps of one of the user's shop products.
 * @throws 400 naming `body.shopifyProductId` when the shop has no such product; 409 when no shop
 * is connected; 503 not configured.
 */
export function campaignProduct(
  ctx: AppContext,
  user: UserRow,
  productId: string,
): Promise<CampaignProduct> {
  return withShop(ctx, user.id, async (shopify, shop, token) => {
    const data = await shopify.graphql<{ product: ProductNode | null }>(
      shop.shop,
      token,
      PRODUCT_QUERY,
      {
        id: productId,
      },
    );
    if (!data.product) throw fieldError('body.shopifyProductId', 'Your shop has no such product');
    return campaignProductOf(data.product);
  });
}

/** A page of the shop's code discounts, newest first. */
export function listDiscounts(
  ctx: AppContext,
  user: UserRow,
  after: string | undefined,
): Promise<ShopifyDiscounts> {
  return withShop(ctx, user.id, async (shopify, shop, token) => {
    const data = await shopify.graphql<{ codeDiscountNodes: Page<DiscountNode> }>(
      shop.shop,
      token,
      DISCOUNTS_QUERY,
      { first: PAGE_SIZE, after: after ?? null },
    );
    return {
      discounts: data.codeDiscountNodes.nodes.map(presentDiscount),
      pageInfo: data.codeDiscountNodes.pageInfo,
    };
  });
}

/** Sends `discountCodeBasicCreate`: the created node, or Shopify's `userErrors`. */
async function createCodeDiscount(
  shopify: ShopifyClient,
  shop: string,
  token: string,
  variables: ReturnType<typeof discountInput>,
): Promise<{ node: DiscountNode } | { userErrors: UserErrorNode[] }> {
  const data = await shopify.graphql<{
    discountCodeBasicCreate: { codeDiscountNode: DiscountNode | null; userErrors: UserErrorNode[] };
  }>(shop, token, CREATE_DISCOUNT_MUTATION, variables);
  const { codeDiscountNode, userErrors } = data.discountCodeBasicCreate;
  return codeDiscountNode ? { node: codeDiscountNode } : { userErrors };
}

/**
 * Creates a unique code in the user's shop for one of their accepted collaborations
 * (`discountCodeBasicCreate`) and makes it the collaboration's discount code. A retry after an
 * attempt that reached Shopify but not the database adopts the code it created (same title).
 * @throws 404 collaboration absent or not the user's; 409 not accepted, already coded, code taken
 * (`body.code`), no shop; 400 for Shopify's other refusals, naming the field; 503; 429; 502.
 */
export async function createDiscount(
  ctx: AppContext,
  user: UserRow,
  input: CreateShopifyDiscount,
): Promise<ShopifyDiscount> {
  const target = await discountTarget(ctx, user, input.collaborationId);
  const title = collaborationTitle(target.username, target.id);
  // A typed code is that code or nothing; a suggested one (JANE15) taken by an earlier code gets
  // the collaboration's mark (JANE15-5B0C) instead.
  const codes = input.code
    ? [input.code]
    : [
        suggestedDiscountCode(target.username, input.value),
        suggestedDiscountCode(target.username, input.value, target.id.slice(0, 4)),
      ];
  const { node, shop } = await withShop(ctx, user.id, async (shopify, shop, token) => {
    let refusal: UserErrorNode[] = [];
    for (const code of codes) {
      const created = await createCodeDiscount(
        shopify,
        shop.shop,
        token,
        discountInput(input, code, title),
      );
      if ('node' in created) return { node: created.node, shop };
      refusal = created.userErrors;
      if (!refusal.some((e) => e.code === 'TAKEN')) break;
      // Taken by this collaboration's own code (an attempt that reached Shopify, not the database).
      const existing = await shopify.graphql<{ codeDiscountNodeByCode: DiscountNode | null }>(
        shop.shop,
        token,
        DISCOUNT_BY_CODE_QUERY,
        { code },
      );
      const own = existing.codeDiscountNodeByCode;
      if (own && own.codeDiscount.title === title) return { node: own, shop };
    }
    throw userErrorProblem(refusal);
  });
  const discount = presentDiscount(node);
  await attachShopifyDiscount(ctx, user, target.id, {
    discountId: node.id,
    code: discount.code ?? codes[0]!,
    currencyCode: shop.currencyCode,
    summary: discountSummary(input, shop.currencyCode),
  });
  return discount;
}

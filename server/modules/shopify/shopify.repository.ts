import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  shopifyOauthStates,
  shopifyOrders,
  shopifyShops,
  shopifyWebhooks,
  type ShopifyShopRow,
} from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** The shop connected to `userId`, or null. */
export async function findShopOfUser(db: DbOrTx, userId: string): Promise<ShopifyShopRow | null> {
  return firstRow(db.select().from(shopifyShops).where(eq(shopifyShops.userId, userId)));
}

/** The connection of `shop` (domain), or null. */
export async function findShopByDomain(db: DbOrTx, shop: string): Promise<ShopifyShopRow | null> {
  return firstRow(db.select().from(shopifyShops).where(eq(shopifyShops.shop, shop)));
}

/** The user's connection locked for update (token refresh), or null. */
export async function lockShopOfUser(db: DbOrTx, userId: string): Promise<ShopifyShopRow | null> {
  return firstRow(
    db.select().from(shopifyShops).where(eq(shopifyShops.userId, userId)).for('update'),
  );
}

/** Columns a connection is written with (tokens already sealed). */
export type ShopWrite = Omit<ShopifyShopRow, 'connectedAt' | 'updatedAt'>;

/**
 * Stores a connection, replacing the user's earlier tokens for the same shop.
 * @throws a unique violation when the shop is connected to another account.
 */
export async function upsertShop(db: DbOrTx, values: ShopWrite): Promise<ShopifyShopRow> {
  const [row] = await db
    .insert(shopifyShops)
    .values(values)
    .onConflictDoUpdate({
      target: shopifyShops.userId,
      set: { ...values, updatedAt: new Date() },
      setWhere: eq(shopifyShops.shop, values.shop),
    })
    .returning();
  // No row: the user has another shop (the update's condition failed).
  return row!;
}

/** Replaces the sealed tokens of the user's connection after a refresh. */
export async function updateTokens(
  db: DbOrTx,
  userId: string,
  tokens: Pick<
    ShopifyShopRow,
    'accessToken' | 'accessTokenExpiresAt' | 'refreshToken' | 'refreshTokenExpiresAt' | 'scopes'
  >,
): Promise<void> {
  await db
    .update(shopifyShops)
    .set({ ...tokens, updatedAt: new Date() })
    .where(eq(shopifyShops.userId, userId));
}

/** Forgets a connection and its tokens. @returns the forgotten row, or null. */
export async function deleteShop(
  db: DbOrTx,
  where: { userId: string } | { shop: string },
): Promise<ShopifyShopRow | null> {
  return firstRow(
    db
      .delete(shopifyShops)
      .where(
        'userId' in where
          ? eq(shopifyShops.userId, where.userId)
          : eq(shopifyShops.shop, where.shop),
      )
      .returning(),
  );
}

/** Stores a single-use OAuth state (its SHA-256) for `shop`, and for `userId` when signed in. */
export async function insertState(
  db: DbOrTx,
  state: { stateHash: string; shop: string; userId: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(shopifyOauthStates).values(state);
  await db.delete(shopifyOauthStates).where(lt(shopifyOauthStates.expiresAt, new Date()));
}

/** Spends a state: deletes and returns it (so it works once), or null when unknown. */
export async function takeState(db: DbOrTx, stateHash: string) {
  return firstRow(
    db.delete(shopifyOauthStates).where(eq(shopifyOauthStates.stateHash, stateHash)).returning(),
  );
}

/** Records a webhook delivery once. @returns false when this `webhookId` was received before. */
export async function insertWebhookOnce(
  db: DbOrTx,
  delivery: { webhookId: string; shop: string; topic: string; payload: unknown },
): Promise<boolean> {
  const rows = await db
    .insert(shopifyWebhooks)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ webhookId: shopifyWebhooks.webhookId });
  return rows.length > 0;
}

/** A delivery not yet handled, locked so no other worker handles it at once; null otherwise. */
export async function lockPendingWebhook(db: DbOrTx, webhookId: string) {
  return firstRow(
    db
      .select()
      .from(shopifyWebhooks)
      .where(
        and(eq(shopifyWebhooks.webhookId, webhookId), sql`${shopifyWebhooks.processedAt} is null`),
      )
      .for('update', { skipLocked: true }),
  );
}

/** Marks a delivery handled and drops its payload (it may hold customers' personal data). */
export async function markWebhookProcessed(db: DbOrTx, webhookId: string): Promise<void> {
  await db
    .update(shopifyWebhooks)
    .set({ processedAt: new Date(), payload: null })
    .where(eq(shopifyWebhooks.webhookId, webhookId));
}

/** The order as last recorded for `shop`, or null. */
export async function findOrder(db: DbOrTx, shop: string, orderId: string) {
  return firstRow(
    db
      .select()
      .from(shopifyOrders)
      .where(and(eq(shopifyOrders.shop, shop), eq(shopifyOrders.orderId, orderId)))
      .for('update'),
  );
}

/** An order as a delivery describes it. */
export interface OrderWrite {
  shop: string;
  orderId: string;
  collaborationId: string;
  name: string;
  code: string;
  currencyCode: string;
  /** Current total, decimal string. */
  revenue: string;
  orderedAt: Date;
  shopifyUpdatedAt: Date;
}

/** Records a newly attributed order. */
export async function insertOrder(db: DbOrTx, order: OrderWrite): Promise<void> {
  await db.insert(shopifyOrders).values(order);
}

/**
 * Moves a recorded order (last known revenue `previous`, decimal string) to a newer state.
 * Shopify's `updated_at` has whole seconds, so an edit or refund in the second the order was
 * placed ties with it: on a tie, an `orders/updated` delivery (`winsTie`) still applies.
 * @returns the revenue difference (decimal string, negative after a refund), or null when the
 * delivery is older than what is recorded.
 */
export async function updateOrder(
  db: DbOrTx,
  order: OrderWrite,
  previous: string,
  winsTie: boolean,
): Promise<string | null> {
  const at = order.shopifyUpdatedAt.toISOString();
  const [row] = await rawRows<{ delta: string }>(
    db,
    sql`
    update ${shopifyOrders}
    set revenue = ${order.revenue}::numeric, shopify_updated_at = ${at}
    where shop = ${order.shop} and order_id = ${order.orderId}
      and (shopify_updated_at < ${at}::timestamptz
        or (${winsTie} and shopify_updated_at = ${at}::timestamptz))
    returning (${order.revenue}::numeric - ${previous}::numeric)::text as delta`,
  );
  return row?.delta ?? null;
}

/** Forgets everything held for a shop (Shopify's `shop/redact`, 48 h after uninstall). */
export async function deleteShopData(db: DbOrTx, shop: string): Promise<void> {
  await db.delete(shopifyOrders).where(eq(shopifyOrders.shop, shop));
  await db.delete(shopifyOauthStates).where(eq(shopifyOauthStates.shop, shop));
  await db.update(shopifyWebhooks).set({ payload: null }).where(eq(shopifyWebhooks.shop, shop));
}

/** Attributed orders per UTC day and currency of some collaborations (revenue as decimal text). */
export function findOrderDays(db: DbOrTx, collaborationIds: string[]) {
  if (collaborationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      day: sql<string>`to_char(${shopifyOrders.orderedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      currencyCode: shopifyOrders.currencyCode,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`sum(${shopifyOrders.revenue})::text`,
    })
    .from(shopifyOrders)
    .where(inArray(shopifyOrders.collaborationId, collaborationIds))
    .groupBy(sql`1`, shopifyOrders.currencyCode)
    .orderBy(sql`1`);
}

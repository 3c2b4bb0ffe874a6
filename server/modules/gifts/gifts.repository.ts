import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  collaborationGifts,
  collaborations,
  type CollaborationGiftRow,
  type GiftItemColumn,
} from '../../db/schema';

/** An order request older than this (ms) is taken to have died: a retry may take it over. */
export const STALE_CLAIM_MS = 2 * 60_000;

/** The collaboration's gift, or null. */
export async function findGift(db: DbOrTx, collaborationId: string) {
  const [row] = await db
    .select()
    .from(collaborationGifts)
    .where(eq(collaborationGifts.collaborationId, collaborationId));
  return row ?? null;
}

/** The gift of a shop's order (fulfilment webhooks), or null. */
export async function findGiftByOrder(db: DbOrTx, shop: string, orderId: string) {
  const [row] = await db
    .select()
    .from(collaborationGifts)
    .where(and(eq(collaborationGifts.shop, shop), eq(collaborationGifts.orderId, orderId)));
  return row ?? null;
}

/**
 * Writes the chosen products of a gift that is not ordered: inserted, or replaced while its
 * status is `chosen` (or `cancelled`, to choose again). Null when it is ordered meanwhile.
 */
export async function upsertChosenGift(
  db: DbOrTx,
  gift: {
    collaborationId: string;
    shop: string;
    currencyCode: string;
    items: GiftItemColumn[];
    retailValue: string;
    cost: string | null;
    sendOnAccept: boolean;
  },
): Promise<CollaborationGiftRow | null> {
  const reset = {
    ...gift,
    status: 'chosen',
    draftOrderId: null,
    orderId: null,
    orderName: null,
    cancelledAt: null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(collaborationGifts)
    .values(reset)
    .onConflictDoUpdate({
      target: collaborationGifts.collaborationId,
      set: reset,
      setWhere: inArray(collaborationGifts.status, ['chosen', 'cancelled']),
    })
    .returning();
  return row ?? null;
}

/** Stores the sealed address and clears any erasure. */
export async function updateAddress(db: DbOrTx, collaborationId: string, sealed: string) {
  await db
    .update(collaborationGifts)
    .set({ address: sealed, addressErasedAt: null, updatedAt: new Date() })
    .where(eq(collaborationGifts.collaborationId, collaborationId));
}

/**
 * Claims the gift for an order request: `chosen` → `ordering`, or a stale `ordering` (its
 * request died) taken over. The claimed row, or null when it is not claimable now.
 */
export async function claimForOrder(db: DbOrTx, collaborationId: string, now: Date) {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const [row] = await db
    .update(collaborationGifts)
    .set({ status: 'ordering', claimedAt: now, updatedAt: now })
    .where(
      and(
        eq(collaborationGifts.collaborationId, collaborationId),
        or(
          eq(collaborationGifts.status, 'chosen'),
          and(eq(collaborationGifts.status, 'ordering'), lte(collaborationGifts.claimedAt, stale)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Remembers the draft order of a claimed gift. */
export async function setDraftOrder(db: DbOrTx, collaborationId: string, draftOrderId: string) {
  await db
    .update(collaborationGifts)
    .set({ draftOrderId, updatedAt: new Date() })
    .where(eq(collaborationGifts.collaborationId, collaborationId));
}

/** Gives a claim back (the order was refused): `ordering` → `chosen`, draft forgotten. */
export async function releaseClaim(db: DbOrTx, collaborationId: string) {
  await db
    .update(collaborationGifts)
    .set({ status: 'chosen', claimedAt: null, draftOrderId: null, updatedAt: new Date() })
    .where(
      and(
        eq(collaborationGifts.collaborationId, collaborationId),
        eq(collaborationGifts.status, 'ordering'),
      ),
    );
}

/** Records the order of a claimed gift: `ordering` → `ordered`. False when not claimed. */
export async function markOrdered(
  db: DbOrTx,
  collaborationId: string,
  order: { orderId: string; orderName: string; draftOrderId: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(collaborationGifts)
    .set({ ...order, status: 'ordered', orderedAt: now, claimedAt: null, updatedAt: now })
    .where(
      and(
        eq(collaborationGifts.collaborationId, collaborationId),
        eq(collaborationGifts.status, 'ordering'),
      ),
    )
    .returning({ id: collaborationGifts.collaborationId });
  return rows.length > 0;
}

/** Moves the gift's parcel forward (shipped, then delivered); false when already there or past. */
export async function moveParcel(
  db: DbOrTx,
  collaborationId: string,
  from: readonly string[],
  set: Partial<
    Pick<
      CollaborationGiftRow,
      | 'status'
      | 'carrier'
      | 'trackingNumber'
      | 'trackingUrl'
      | 'shippedAt'
      | 'deliveredAt'
      | 'addressEraseAfter'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(collaborationGifts)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(collaborationGifts.collaborationId, collaborationId),
        inArray(collaborationGifts.status, [...from]),
      ),
    )
    .returning({ id: collaborationGifts.collaborationId });
  return rows.length > 0;
}

/**
 * Cancels an unshipped gift (still in status `from`: `chosen` or `ordered`) and erases its
 * address; false when it moved meanwhile.
 */
export async function markCancelled(
  db: DbOrTx,
  collaborationId: string,
  from: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(collaborationGifts)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      address: null,
      addressErasedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(collaborationGifts.collaborationId, collaborationId),
        eq(collaborationGifts.status, from),
      ),
    )
    .returning({ id: collaborationGifts.collaborationId });
  return rows.length > 0;
}

/**
 * Erases the addresses due: kept past `address_erase_after` (30 days after delivery), or of a
 * collaboration that ended without the gift (cancelled, declined, withdrawn). Returns how many.
 */
export async function eraseDueAddresses(db: DbOrTx, now: Date): Promise<number> {
  const ended = db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(inArray(collaborations.status, ['cancelled', 'declined', 'withdrawn']));
  const rows = await db
    .update(collaborationGifts)
    .set({ address: null, addressErasedAt: now, updatedAt: now })
    .where(
      and(
        isNotNull(collaborationGifts.address),
        or(
          lte(collaborationGifts.addressEraseAfter, now),
          inArray(collaborationGifts.collaborationId, ended),
        ),
      ),
    )
    .returning({ id: collaborationGifts.collaborationId });
  return rows.length;
}

/**
 * Gifts an order request should have made and did not, with their advertiser: due on acceptance
 * (`send_on_accept`, still `chosen`, address in, collaboration accepted or content submitted),
 * or claimed by a request that died (`ordering` for longer than STALE_CLAIM_MS at `now`).
 */
export function findGiftsToSend(db: DbOrTx, now: Date) {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  return db
    .select({
      collaborationId: collaborationGifts.collaborationId,
      advertiserId: collaborations.advertiserId,
    })
    .from(collaborationGifts)
    .innerJoin(collaborations, eq(collaborations.id, collaborationGifts.collaborationId))
    .where(
      and(
        isNotNull(collaborationGifts.address),
        inArray(collaborations.status, ['accepted', 'content_submitted']),
        or(
          and(eq(collaborationGifts.sendOnAccept, true), eq(collaborationGifts.status, 'chosen')),
          and(eq(collaborationGifts.status, 'ordering'), lte(collaborationGifts.claimedAt, stale)),
        ),
      ),
    )
    .limit(100);
}

/**
 * Turns "send on acceptance" off for a gift still `chosen` (its automatic order failed: the
 * brand sends it by hand). False when the gift is no longer chosen.
 */
export async function stopSendOnAccept(db: DbOrTx, collaborationId: string): Promise<boolean> {
  const rows = await db
    .update(collaborationGifts)
    .set({ sendOnAccept: false, updatedAt: new Date() })
    .where(
      and(
        eq(collaborationGifts.collaborationId, collaborationId),
        eq(collaborationGifts.status, 'chosen'),
      ),
    )
    .returning({ id: collaborationGifts.collaborationId });
  return rows.length > 0;
}

/** Gift value and cost of collaborations (for results), by collaboration id. */
export function findGiftValues(db: DbOrTx, collaborationIds: string[]) {
  if (collaborationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      collaborationId: collaborationGifts.collaborationId,
      status: collaborationGifts.status,
      currencyCode: collaborationGifts.currencyCode,
      retailValue: collaborationGifts.retailValue,
      cost: collaborationGifts.cost,
      orderedAt: collaborationGifts.orderedAt,
    })
    .from(collaborationGifts)
    .where(
      and(
        inArray(collaborationGifts.collaborationId, collaborationIds),
        sql`${collaborationGifts.status} <> 'cancelled'`,
      ),
    );
}

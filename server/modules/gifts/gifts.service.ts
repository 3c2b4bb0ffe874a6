import { z } from 'zod';
import {
  GIFT_ADDRESS_RETENTION_DAYS,
  type ChooseGift,
  type CollaborationGift,
  type GiftAddress,
} from '@shared/schemas/gifts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { CollaborationGiftRow, CollaborationRow } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { accessCollaboration, type Caller } from '../collaborations/collaboration-access';
import type {
  CollaborationGifting,
  PreparedProposalGift,
} from '../collaborations/collaboration-gifting';
import { recordCollaborationEvent } from '../collaborations/collaboration-events.service';
import { assertParty, type Actor } from '../collaborations/collaborations.policy';
import { cancelGiftOrder, placeGiftOrder, priceGiftLines } from '../shopify/shopify-gifts.service';
import { openAddress, sealAddress, validateAddress } from './gift-address';
import { OPEN_STATUSES, SENDABLE_STATUSES, presentGift } from './gifts.presenter';
import {
  claimForOrder,
  eraseDueAddresses,
  findGift,
  findGiftByOrder,
  findGiftsToSend,
  findGiftValues,
  markCancelled,
  markOrdered,
  moveParcel,
  releaseClaim,
  setDraftOrder,
  stopSendOnAccept,
  updateAddress,
  upsertChosenGift,
} from './gifts.repository';

/**
 * Gifts of collaborations (issue 35): the brand picks products of its Shopify shop, the creator
 * gives a shipping address (sealed, seen only by the two parties, erased 30 days after delivery or
 * when the gift or collaboration is cancelled), the brand sends the gift (an order in the shop,
 * once), fulfilment webhooks move the parcel on the timeline, and an unshipped gift can be
 * cancelled. Another user's collaboration answers 404 (accessCollaboration).
 */

const DAY_MS = 86_400_000;

/** Sum of price × quantity (decimal strings) to cents, and back. */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const decimal = (value: number) => (value / 100).toFixed(2);

/** "Organic Cotton Tee – M × 2, Recycled Canvas Tote". */
const itemsSummary = (items: CollaborationGiftRow['items']) =>
  items
    .map(
      (i) =>
        `${i.productTitle}${i.variantTitle ? ` – ${i.variantTitle}` : ''}${i.quantity > 1 ? ` × ${i.quantity}` : ''}`,
    )
    .join(', ');

/** The gift as `actor` sees it, its address opened only for a party (the only callers here). */
function viewOf(ctx: AppContext, gift: CollaborationGiftRow, row: CollaborationRow, actor: Actor) {
  const address = gift.address
    ? openAddress(ctx.secretBox, gift.collaborationId, gift.address)
    : null;
  return { gift: presentGift(gift, row, actor.party, address) };
}

/** The collaboration's gift for one of its parties (null when none was chosen). @throws 404 others. */
export async function readGift(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<CollaborationGift> {
  const { row, actor } = await accessCollaboration(ctx, caller, id);
  const gift = await findGift(ctx.db, id);
  return gift ? viewOf(ctx, gift, row, actor) : { gift: null };
}

/** A choice priced by the brand's shop: what the gift row stores, before it is written. */
type PricedGift = Awaited<ReturnType<typeof priceGift>>;

/**
 * Prices a choice in the advertiser's shop now: the lines, their retail value and known cost.
 * @throws 400 naming `<field>.<i>.variantId`; 409 no shop or scope; 502/503/429.
 */
async function priceGift(ctx: AppContext, advertiserId: string, input: ChooseGift, field: string) {
  const priced = await priceGiftLines(ctx, advertiserId, input.items, field);
  const retail = priced.lines.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
  const known = priced.lines.filter((l) => l.unitCost !== null);
  const cost = known.reduce((sum, l) => sum + cents(l.unitCost!) * l.quantity, 0);
  return {
    shop: priced.shop,
    currencyCode: priced.currencyCode,
    items: priced.lines,
    retailValue: decimal(retail),
    cost: known.length > 0 ? decimal(cost) : null,
    sendOnAccept: input.sendOnAccept,
  };
}

/** "Organic Tee – S, Canvas Tote × 2 · retail value 77.00 USD". */
const giftSummary = (gift: Pick<CollaborationGiftRow, 'items' | 'retailValue' | 'currencyCode'>) =>
  `${itemsSummary(gift.items)} · retail value ${gift.retailValue} ${gift.currencyCode}`;

/**
 * Writes the chosen gift (unless it was ordered meanwhile: null) and "Gift chosen: …" on the
 * timeline, in the caller's transaction.
 */
async function storeChosenGift(
  tx: DbOrTx,
  collaborationId: string,
  priced: PricedGift,
  actorUserId: string | null,
) {
  const gift = await upsertChosenGift(tx, { collaborationId, ...priced });
  if (!gift) return null;
  await recordCollaborationEvent(tx, {
    collaborationId,
    kind: 'gift_chosen',
    actor: 'advertiser',
    actorUserId,
    body: giftSummary(gift),
  });
  return gift;
}

/**
 * The brand picks (or picks again) the gift: variants priced from its shop now, retail value and
 * known cost summed, on the timeline ("Gift chosen: …"). Allowed while the collaboration is open
 * and nothing was ordered. Chosen to go on acceptance of an accepted collaboration whose address
 * is in, it is ordered now.
 * @throws 404 not a party; 403 the creator; 409 collaboration over, gift ordered, no shop or
 * scope; 400 naming `body.items.<i>.variantId` (unknown, not on sale, out of stock).
 */
export async function chooseGift(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: ChooseGift,
): Promise<CollaborationGift> {
  const { row, actor } = await accessCollaboration(ctx, caller, id);
  assertParty(actor, 'advertiser', 'choose the gift');
  if (!OPEN_STATUSES.includes(row.status))
    throw conflict(`A ${row.status} collaboration gets no gift.`);
  const current = await findGift(ctx.db, id);
  if (current && !['chosen', 'cancelled'].includes(current.status))
    throw conflict('The gift was ordered: cancel it before choosing another.');
  const priced = await priceGift(ctx, row.advertiserId, input, 'body.items');
  const saved = await ctx.db.transaction((tx) => storeChosenGift(tx, id, priced, actor.userId));
  if (!saved) throw conflict('The gift was ordered meanwhile. Reload the collaboration.');
  await sendOnAcceptance(ctx, row);
  return viewOf(ctx, (await findGift(ctx.db, id))!, row, actor);
}

/**
 * A proposal's gift (POST /api/collaboration with `gift`): priced by the advertiser's shop before
 * anything is written, then stored with the new collaboration in the proposal's transaction.
 * @throws 400 naming `body.gift.items.<i>.variantId`; 409 no shop or scope; 502/503/429.
 */
export async function prepareProposalGift(
  ctx: AppContext,
  advertiserId: string,
  input: ChooseGift,
): Promise<PreparedProposalGift> {
  const priced = await priceGift(ctx, advertiserId, input, 'body.gift.items');
  return {
    summary: giftSummary(priced),
    write: async (tx, collaborationId, actorUserId) => {
      await storeChosenGift(tx, collaborationId, priced, actorUserId);
    },
  };
}

/**
 * The creator gives the shipping address (signed in, or through the emailed link): checked for
 * its country, sealed, and noted on the timeline without any of it ("Shipping address added").
 * With "send on acceptance" and the collaboration accepted, the gift is ordered now
 * ({@link sendOnAcceptance}).
 * @throws 404 not a party; 403 the brand; 409 no gift, collaboration over or gift ordered;
 * 400 naming the field wrong for that country.
 */
export async function saveAddress(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: GiftAddress,
): Promise<CollaborationGift> {
  const { row, actor } = await accessCollaboration(ctx, caller, id);
  assertParty(actor, 'influencer', 'give the shipping address');
  const gift = await findGift(ctx.db, id);
  if (!gift || gift.status === 'cancelled')
    throw conflict('The brand has not chosen a gift for this collaboration.');
  if (!OPEN_STATUSES.includes(row.status))
    throw conflict(`A ${row.status} collaboration needs no address.`);
  if (gift.status !== 'chosen') throw conflict('The gift was ordered with the address given then.');
  const address = await validateAddress(input);
  await ctx.db.transaction(async (tx) => {
    await updateAddress(tx, id, sealAddress(ctx.secretBox, id, address));
    await recordCollaborationEvent(tx, {
      collaborationId: id,
      kind: 'gift_address',
      actor: 'influencer',
      actorUserId: actor.userId,
      body: gift.address ? 'Shipping address changed' : 'Shipping address added',
    });
  });
  await sendOnAcceptance(ctx, row);
  const saved = (await findGift(ctx.db, id))!;
  return viewOf(ctx, saved, row, actor);
}

/**
 * Orders a chosen gift in the brand's shop, once: the row is claimed (`ordering`), the draft's
 * id remembered before completion, and the order recorded with "Gift ordered #1042" in one
 * transaction. A refusal gives the claim back and rethrows. Answers whether this call ordered it.
 */
async function orderGift(
  ctx: AppContext,
  id: string,
  advertiserId: string,
  actorUserId: string | null = null,
) {
  const claimed = await claimForOrder(ctx.db, id, new Date());
  if (!claimed) return false;
  const address = openAddress(ctx.secretBox, id, claimed.address!);
  let order;
  try {
    order = await placeGiftOrder(ctx, advertiserId, {
      collaborationId: id,
      draftOrderId: claimed.draftOrderId,
      lines: claimed.items,
      address,
      rememberDraft: (draftOrderId) => setDraftOrder(ctx.db, id, draftOrderId),
    });
  } catch (error) {
    await releaseClaim(ctx.db, id);
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await markOrdered(tx, id, order, new Date()))) return;
    await recordCollaborationEvent(tx, {
      collaborationId: id,
      kind: 'gift_ordered',
      actor: 'advertiser',
      actorUserId,
      body: `Gift ordered ${order.orderName}`,
    });
  });
  return true;
}

/**
 * "Send gift": the brand orders the chosen gift in its shop. Idempotent: a gift already ordered
 * (or shipped, delivered) answers as it is, never a second order.
 * @throws 404 not a party; 403 the creator; 409 not accepted yet, no address, cancelled, an order
 * request still running, Shopify's refusal in words (`shopify-refused`), scope missing or shop
 * gone; 502/503/429 from Shopify.
 */
export async function sendGift(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<CollaborationGift> {
  const { row, actor } = await accessCollaboration(ctx, caller, id);
  assertParty(actor, 'advertiser', 'send the gift');
  const gift = await findGift(ctx.db, id);
  if (!gift) throw conflict('Choose the gift first.');
  if (['ordered', 'shipped', 'delivered'].includes(gift.status))
    return viewOf(ctx, gift, row, actor);
  if (gift.status === 'cancelled') throw conflict('This gift was cancelled: choose it again.');
  if (!SENDABLE_STATUSES.includes(row.status))
    throw conflict('The gift is sent once the creator accepted the collaboration.');
  if (!gift.address) throw conflict('The creator has not given a shipping address yet.');
  const ordered = await orderGift(ctx, id, row.advertiserId, actor.userId);
  const now = (await findGift(ctx.db, id))!;
  if (!ordered && now.status === 'ordering')
    throw conflict('The gift order is being created. Try again in a moment.');
  return viewOf(ctx, now, row, actor);
}

/**
 * Cancels a gift that has not shipped: an ordered one is cancelled in Shopify first (restocked),
 * then here, with its address erased; a chosen one is simply dropped.
 * @throws 404 not a party; 403 the creator; 409 shipped or delivered, or Shopify's refusal.
 */
export async function cancelGift(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<CollaborationGift> {
  const { row, actor } = await accessCollaboration(ctx, caller, id);
  assertParty(actor, 'advertiser', 'cancel the gift');
  const gift = await findGift(ctx.db, id);
  if (!gift || !['chosen', 'ordered'].includes(gift.status))
    throw conflict(
      gift?.status === 'shipped' || gift?.status === 'delivered'
        ? 'The gift has shipped: it can no longer be cancelled.'
        : 'There is no unshipped gift to cancel.',
    );
  if (gift.status === 'ordered' && gift.orderId)
    await cancelGiftOrder(ctx, row.advertiserId, gift.orderId);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    if (!(await markCancelled(tx, id, gift.status, now)))
      throw conflict('The gift changed meanwhile. Reload the collaboration.');
    await recordCollaborationEvent(tx, {
      collaborationId: id,
      kind: 'gift_cancelled',
      actor: 'advertiser',
      actorUserId: actor.userId,
      body: gift.orderName ? `Gift order ${gift.orderName} cancelled` : 'Gift cancelled',
    });
  });
  return viewOf(ctx, (await findGift(ctx.db, id))!, row, actor);
}

/** What the fulfilment webhooks carry that gifting reads (REST Fulfillment). */
const fulfillmentSchema = z.object({
  order_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  status: z.string().optional(),
  shipment_status: z.string().nullable().optional(),
  tracking_company: z.string().max(200).nullable().optional(),
  tracking_number: z.string().max(200).nullable().optional(),
  tracking_url: z.url().max(2000).nullable().optional(),
});

/** "Shipped with UPS, tracking 1Z999" and the tracking URL on the next line, when known. */
const shippedBody = (carrier: string | null, number: string | null, url: string | null) =>
  [`Shipped with ${carrier ?? 'a carrier'}${number ? `, tracking ${number}` : ''}`, url]
    .filter(Boolean)
    .join('\n');

/**
 * A `fulfillments/create` or `fulfillments/update` delivery (HMAC already checked, in the
 * webhook's transaction): the gift of that order becomes shipped (with carrier and tracking) and,
 * once the carrier reports it, delivered — whose address is then kept 30 more days. Repeats and
 * late arrivals change nothing; orders that are not gifts are ignored.
 */
export async function handleFulfillmentWebhook(
  db: DbOrTx,
  shop: string,
  payload: unknown,
): Promise<void> {
  const parsed = fulfillmentSchema.safeParse(payload);
  if (!parsed.success || parsed.data.status === 'cancelled') return;
  const f = parsed.data;
  const gift = await findGiftByOrder(db, shop, `gid://shopify/Order/${f.order_id}`);
  if (!gift) return;
  const now = new Date();
  const tracking = {
    carrier: f.tracking_company ?? null,
    trackingNumber: f.tracking_number ?? null,
    trackingUrl: f.tracking_url ?? null,
  };
  const event = (kind: 'gift_shipped' | 'gift_delivered', body: string) =>
    recordCollaborationEvent(db, {
      collaborationId: gift.collaborationId,
      kind,
      actor: 'advertiser',
      actorUserId: null,
      body,
    });
  if (
    await moveParcel(db, gift.collaborationId, ['ordered'], {
      status: 'shipped',
      ...tracking,
      shippedAt: now,
    })
  )
    await event(
      'gift_shipped',
      shippedBody(tracking.carrier, tracking.trackingNumber, tracking.trackingUrl),
    );
  if (f.shipment_status !== 'delivered') return;
  const moved = await moveParcel(db, gift.collaborationId, ['shipped'], {
    status: 'delivered',
    deliveredAt: now,
    addressEraseAfter: new Date(now.getTime() + GIFT_ADDRESS_RETENTION_DAYS * DAY_MS),
  });
  if (moved) await event('gift_delivered', 'Delivered');
}

/**
 * The scheduled erasure: addresses 30 days past delivery, or of a collaboration that ended, are
 * erased. `now` is the clock (tests pass theirs). Returns how many were erased.
 */
export function eraseAddresses(ctx: AppContext, now: Date = new Date()): Promise<number> {
  return eraseDueAddresses(ctx.db, now);
}

/** Why an automatic order failed, in words for the timeline. */
const failureText = (error: unknown) =>
  error instanceof AppError
    ? (error.detail ?? error.title)
    : 'Shopify could not be reached to create the order.';

/**
 * An automatic order that failed: "send on acceptance" is turned off (no retry loop, nothing
 * half-written) and "Gift not sent" with Shopify's words goes on the timeline, where the brand
 * sees it and sends the gift by hand once the shop is fixed.
 */
async function recordGiftFailure(ctx: AppContext, collaborationId: string, error: unknown) {
  await ctx.db.transaction(async (tx) => {
    if (!(await stopSendOnAccept(tx, collaborationId))) return;
    await recordCollaborationEvent(tx, {
      collaborationId,
      kind: 'gift_failed',
      actor: 'advertiser',
      actorUserId: null,
      body: `${failureText(error)} Send the gift from the Gift card once this is fixed.`,
    });
  });
}

/**
 * "Send on acceptance": when the collaboration is accepted, its gift chosen to go on acceptance
 * and the creator's address in, the gift is ordered now — after the acceptance (or the address,
 * or the choice) committed, once however often this runs (the order claim). Never throws: a
 * refusal becomes a gift failure on the timeline ({@link recordGiftFailure}).
 */
export async function sendOnAcceptance(
  ctx: AppContext,
  collaboration: Pick<CollaborationRow, 'id' | 'advertiserId' | 'status'>,
): Promise<void> {
  if (!SENDABLE_STATUSES.includes(collaboration.status)) return;
  const gift = await findGift(ctx.db, collaboration.id);
  if (!gift?.sendOnAccept || gift.status !== 'chosen' || !gift.address) return;
  await orderGift(ctx, collaboration.id, collaboration.advertiserId).catch((error: unknown) =>
    recordGiftFailure(ctx, collaboration.id, error),
  );
}

/**
 * The sweep's safety net for lost work: gifts due on acceptance that no request ordered (its
 * process stopped after the acceptance committed), and order claims whose request died.
 */
export async function sendDueGifts(ctx: AppContext): Promise<void> {
  for (const { collaborationId, advertiserId } of await findGiftsToSend(ctx.db, new Date()))
    await orderGift(ctx, collaborationId, advertiserId).catch((error: unknown) =>
      recordGiftFailure(ctx, collaborationId, error),
    );
}

/** Gifting as the collaboration flows use it (wired in app.ts; see CollaborationGifting). */
export const collaborationGifting: CollaborationGifting = {
  prepareProposalGift,
  afterAccepted: sendOnAcceptance,
};

/** A collaboration's gift as results count it: retail value and known cost (decimal strings). */
export interface GiftValue {
  collaborationId: string;
  currencyCode: string;
  retailValue: string;
  cost: string | null;
}

/** The gifts (not cancelled) of these collaborations, for campaign results. */
export async function giftValues(db: DbOrTx, collaborationIds: string[]): Promise<GiftValue[]> {
  return (await findGiftValues(db, collaborationIds)).map((g) => ({
    collaborationId: g.collaborationId,
    currencyCode: g.currencyCode,
    retailValue: g.retailValue,
    cost: g.cost,
  }));
}

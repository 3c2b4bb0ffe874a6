import type { CollaborationParty } from '@shared/constants/collaborations';
import type { Gift, GiftAddress } from '@shared/schemas/gifts';
import type { CollaborationGiftRow, CollaborationRow } from '../../db/schema';

/** Collaboration statuses in which a gift may still be chosen or an address entered. */
export const OPEN_STATUSES = ['proposed', 'accepted', 'content_submitted'];
/** Collaboration statuses in which the gift may be ordered (the creator accepted the terms). */
export const SENDABLE_STATUSES = ['accepted', 'content_submitted'];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A gift as one party sees it: the address (opened by the caller) for both parties while kept,
 * the cost for the brand only, and what the viewer may do now.
 */
export function presentGift(
  gift: CollaborationGiftRow,
  collaboration: CollaborationRow,
  viewer: CollaborationParty,
  address: GiftAddress | null,
): Gift {
  const brand = viewer === 'advertiser';
  const open = OPEN_STATUSES.includes(collaboration.status);
  return {
    status: gift.status as Gift['status'],
    items: gift.items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      productTitle: i.productTitle,
      variantTitle: i.variantTitle,
      quantity: i.quantity,
      price: i.price,
      imageUrl: i.imageUrl,
    })),
    retailValue: { amount: gift.retailValue, currencyCode: gift.currencyCode },
    cost:
      brand && gift.cost !== null ? { amount: gift.cost, currencyCode: gift.currencyCode } : null,
    sendOnAccept: gift.sendOnAccept,
    order:
      gift.orderName && gift.orderedAt
        ? { name: gift.orderName, orderedAt: gift.orderedAt.toISOString() }
        : null,
    tracking: gift.shippedAt
      ? {
          carrier: gift.carrier,
          number: gift.trackingNumber,
          url: gift.trackingUrl,
          shippedAt: gift.shippedAt.toISOString(),
        }
      : null,
    deliveredAt: iso(gift.deliveredAt),
    address: address && {
      name: address.name,
      line1: address.line1,
      line2: address.line2 ?? null,
      city: address.city,
      region: address.region ?? null,
      postalCode: address.postalCode ?? null,
      country: address.country,
      phone: address.phone ?? null,
    },
    addressEraseAfter: iso(gift.addressEraseAfter),
    addressErased: gift.addressErasedAt !== null,
    can: {
      choose: brand && open && ['chosen', 'cancelled'].includes(gift.status),
      enterAddress: !brand && open && gift.status === 'chosen',
      send:
        brand &&
        SENDABLE_STATUSES.includes(collaboration.status) &&
        gift.status === 'chosen' &&
        gift.address !== null,
      cancel: brand && ['chosen', 'ordered'].includes(gift.status),
    },
  };
}

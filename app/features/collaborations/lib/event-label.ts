import type { CollaborationEventKind, CollaborationParty } from '@shared/constants/collaborations';
import type { CollaborationEvent } from '@shared/schemas/collaborations';

/** "Brand" or "Influencer", for sentences about a party. */
function partyWord(party: CollaborationParty): string {
  return party === 'advertiser' ? 'Brand' : 'Influencer';
}

const LABELS: Record<CollaborationEventKind, (actor: string) => string> = {
  proposed: (actor) => `${actor} proposed the collaboration`,
  terms_updated: (actor) => `${actor} updated the terms`,
  accepted: (actor) => `${actor} accepted`,
  declined: (actor) => `${actor} declined`,
  withdrawn: (actor) => `${actor} withdrew the proposal`,
  content_submitted: () => 'Content submitted',
  completed: (actor) => `${actor} marked it completed`,
  cancelled: (actor) => `${actor} cancelled the collaboration`,
  message: (actor) => `Message from the ${actor.toLowerCase()}`,
  invite_emailed: () => 'Invitation emailed',
  review_for_influencer: (actor) => `${actor} reviewed the influencer`,
  review_for_advertiser: (actor) => `${actor} reviewed the brand`,
  discount_code_created: () => 'Discount code created',
  order: () => 'Order with the discount code',
  refund: () => 'Refund on an order',
  gift_chosen: () => 'Gift chosen',
  gift_address: () => 'Shipping address given',
  gift_ordered: () => 'Gift ordered',
  gift_shipped: () => 'Gift shipped',
  gift_delivered: () => 'Delivered',
  gift_cancelled: () => 'Gift cancelled',
  gift_failed: () => 'Gift not sent',
};

/** Gift events whose message is their title ("Gift ordered #1042", "Shipped with UPS, tracking …"). */
const TITLED_BY_MESSAGE: ReadonlySet<CollaborationEventKind> = new Set([
  'gift_ordered',
  'gift_shipped',
  'gift_delivered',
  'gift_cancelled',
  'gift_address',
]);

/**
 * A timeline event in words: "Brand proposed the collaboration", "Influencer accepted",
 * "Content submitted", "Message from the brand", "Invitation emailed", "Discount code created",
 * "Order with the discount code", "Refund on an order", "Gift ordered #1042" (gift events are
 * titled by their message's first line)…
 */
export function eventLabel(
  event: Pick<CollaborationEvent, 'kind' | 'actor'> & { message?: string | null },
): string {
  if (TITLED_BY_MESSAGE.has(event.kind) && event.message) return event.message.split('\n')[0]!;
  return LABELS[event.kind](partyWord(event.actor));
}

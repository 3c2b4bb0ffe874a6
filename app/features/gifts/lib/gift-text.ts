import type { Gift, GiftAddress, GiftItem } from '@shared/schemas/gifts';
import { countryName } from '@app/lib/format';
import { formatShopMoney } from '@app/lib/shop-money';

/** "Organic Cotton Tee – M × 2". */
export function itemLabel(item: Pick<GiftItem, 'productTitle' | 'variantTitle' | 'quantity'>) {
  const variant = item.variantTitle ? ` – ${item.variantTitle}` : '';
  return `${item.productTitle}${variant}${item.quantity > 1 ? ` × ${item.quantity}` : ''}`;
}

/** A picked variant as the picker names it: product and variant title, unit price, quantity. */
export interface PickedGiftLine {
  variantId: string;
  /** "Organic Cotton Tee – M" (the product alone for a single-variant product). */
  name: string;
  price: { amount: string; currencyCode: string };
  quantity: number;
}

/** A chosen gift's lines as the picker preselects them (names without the quantity). */
export function pickedLines(gift: Gift): PickedGiftLine[] {
  return gift.items.map((item) => ({
    variantId: item.variantId,
    name: itemLabel({ ...item, quantity: 1 }),
    price: { amount: item.price, currencyCode: gift.retailValue.currencyCode },
    quantity: item.quantity,
  }));
}

/** The retail value of picked lines (one shop, one currency), e.g. "$77.00". */
export function linesRetailValue(lines: readonly PickedGiftLine[]): string {
  const cents = lines.reduce(
    (sum, l) => sum + Math.round(Number(l.price.amount) * 100) * l.quantity,
    0,
  );
  return formatShopMoney((cents / 100).toFixed(2), lines[0]?.price.currencyCode ?? 'USD');
}

/** Where the gift stands, in words, for the viewer. */
export function giftStatusText(gift: Gift, viewer: 'advertiser' | 'influencer'): string {
  switch (gift.status) {
    case 'chosen':
      if (!gift.address)
        return viewer === 'advertiser'
          ? 'Waiting for the creator’s shipping address.'
          : 'Give your shipping address so the brand can send it.';
      return viewer === 'advertiser'
        ? 'Address received: ready to send.'
        : 'Address received: the brand sends the gift.';
    case 'ordering':
      return 'The order is being created in the shop…';
    case 'ordered':
      return `Gift ordered ${gift.order?.name ?? ''}: waiting to ship.`.replace(' :', ':');
    case 'shipped':
      return `Shipped with ${gift.tracking?.carrier ?? 'a carrier'}${gift.tracking?.number ? `, tracking ${gift.tracking.number}` : ''}.`;
    case 'delivered':
      return 'Delivered.';
    case 'cancelled':
      return 'The gift was cancelled.';
  }
}

/** The retail value of the gift, e.g. "$77.00". */
export const retailText = (gift: Gift) =>
  formatShopMoney(gift.retailValue.amount, gift.retailValue.currencyCode);

/** The address as lines on an envelope. */
export function addressLines(address: GiftAddress): string[] {
  return [
    address.name,
    address.line1,
    address.line2 ?? '',
    [address.city, address.region, address.postalCode].filter(Boolean).join(' '),
    countryName(address.country),
    address.phone ?? '',
  ].filter(Boolean);
}

import { List, Text } from '@mantine/core';
import type { Gift } from '@shared/schemas/gifts';
import { formatShopMoney } from '@app/lib/shop-money';
import { itemLabel, retailText } from '../lib/gift-text';

/**
 * A gift's products (each with its quantity and unit price) and their retail value; to the
 * brand, what they cost it where Shopify knows it.
 */
export function GiftLines({ gift }: { gift: Gift }) {
  return (
    <>
      <List size="sm" spacing={2}>
        {gift.items.map((item) => (
          <List.Item key={item.variantId}>
            {itemLabel(item)} · {formatShopMoney(item.price, gift.retailValue.currencyCode)}
          </List.Item>
        ))}
      </List>
      <Text size="sm">
        Retail value <strong>{retailText(gift)}</strong>
        {gift.cost && (
          <Text span size="sm" c="dimmed">
            {' '}
            (costs you {formatShopMoney(gift.cost.amount, gift.cost.currencyCode)})
          </Text>
        )}
      </Text>
    </>
  );
}

import { DataList, Text } from '@mantine/core';
import type { Gift } from '@shared/schemas/gifts';
import { GiftLines } from './gift-lines';

/**
 * A gift as part of the terms ("Gifted products"): each product with its quantity and unit
 * price, the retail value, and whether it is sent as soon as the creator accepts.
 */
export function GiftTerms({ gift }: { gift: Gift }) {
  return (
    <DataList orientation="vertical" size="sm" mt="sm">
      <DataList.Item>
        <DataList.ItemLabel>Gifted products</DataList.ItemLabel>
        <DataList.ItemValue>
          <GiftLines gift={gift} />
          {gift.sendOnAccept && gift.status === 'chosen' && (
            <Text size="xs" c="dimmed">
              Sent as soon as the collaboration is accepted and the shipping address given.
            </Text>
          )}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}

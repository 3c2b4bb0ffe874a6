import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Money } from '@shared/schemas/shopify';
import { formatShopMoney } from '@app/lib/shop-money';

/** Props of {@link CostReturnCard}: the collaboration's money in and out. */
export interface CostReturnCardProps {
  /** The fee, when a money amount. */
  fee: Money | null;
  /** The gift at retail value, and its known cost to the brand (brand only). */
  gift: { retailValue: Money; cost: Money | null } | null;
  /** Orders and revenue of its discount code, when it has a Shopify code. */
  sales: { orders: number; revenue: Money } | null;
  clicks: number;
}

const money = (m: Money) => formatShopMoney(m.amount, m.currencyCode);

/** One figure: its label over its value (and a note under it). */
function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Cost and return" of one collaboration (a `region`): the fee and the gift at retail value
 * (their sum when in one currency), and what it brought — orders and revenue of its code, clicks
 * on its tracking link. Amounts in different currencies stay apart.
 */
export function CostReturnCard({ fee, gift, sales, clicks }: CostReturnCardProps) {
  const titleId = useId();
  const parts = [fee, gift?.retailValue].filter((m): m is Money => m !== null && m !== undefined);
  const oneCurrency =
    parts.length > 0 && parts.every((m) => m.currencyCode === parts[0]!.currencyCode);
  const cost = oneCurrency
    ? money({
        amount: parts.reduce((sum, m) => sum + Number(m.amount), 0).toFixed(2),
        currencyCode: parts[0]!.currencyCode,
      })
    : parts.map(money).join(' + ') || '—';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId} mb="sm">
        Cost and return
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        <Figure
          label="Cost"
          value={cost}
          note={[
            fee && `fee ${money(fee)}`,
            gift && `gift ${money(gift.retailValue)} retail`,
            gift?.cost && `(costs ${money(gift.cost)})`,
          ]
            .filter(Boolean)
            .join(', ')}
        />
        <Figure
          label="Brought"
          value={sales ? money(sales.revenue) : '—'}
          note={`${sales?.orders ?? 0} orders · ${clicks} clicks`}
        />
      </SimpleGrid>
    </Card>
  );
}

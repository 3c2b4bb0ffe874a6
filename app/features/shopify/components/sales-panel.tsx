import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Sales } from '@shared/schemas/shopify';
import { formatRevenue } from '@app/lib/shop-money';

/** One figure of the panel: its label over its value. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.3}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * What a collaboration's discount code brought (a `region` named "Sales"): orders that used it
 * and their revenue after refunds, in the shop's currency, for both parties to see.
 */
export function SalesPanel({ sales, code }: { sales: Sales; code: string | null }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} fz="lg" id={titleId}>
          Sales
        </Title>
        {code && (
          <Text size="sm" c="dimmed">
            with code{' '}
            <Text span ff="monospace" fw={600} c="var(--mantine-color-text)">
              {code}
            </Text>
          </Text>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="md">
        <Figure label="Orders" value={sales.orders.toLocaleString('en')} />
        <Figure label="Revenue" value={formatRevenue(sales)} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {sales.orders === 0
          ? 'Orders that use the code appear here as they are placed.'
          : 'Orders that used the code in the shop, net of refunds.'}
      </Text>
    </Card>
  );
}

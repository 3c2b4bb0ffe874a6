import { Badge, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ShopifyConnection } from '@shared/schemas/shopify';
import { formatDate } from '@app/lib/format';
import { DisconnectShopButton } from './disconnect-shop-button';
import { ShopDiscountList } from './shop-discount-list';
import { ExternalLink } from '@app/components/ui/external-link';

/**
 * The connected shop: its name and domain (to its admin), currency, the access Shopify granted
 * (scope badges), when it was connected, "Disconnect", then the shop's discount codes.
 */
export function ConnectedShop({ connection }: { connection: ShopifyConnection }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBuildingStore size={28} aria-hidden color="var(--mantine-color-brand-7)" />
          <Stack gap={0}>
            <Title order={3} fz="md">
              {connection.name}
            </Title>
            <ExternalLink href={`https://${connection.shop}/admin`}>{connection.shop}</ExternalLink>
          </Stack>
        </Group>
        <DisconnectShopButton connection={connection} />
      </Group>
      <DataList orientation="horizontal" gap="xs" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>Currency</DataList.ItemLabel>
          <DataList.ItemValue>{connection.currencyCode}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Access</DataList.ItemLabel>
          <DataList.ItemValue>
            <Group gap={4}>
              {connection.scopes.map((scope) => (
                <Badge key={scope} variant="light" color="gray" size="sm" tt="none" ff="monospace">
                  {scope}
                </Badge>
              ))}
            </Group>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Connected</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text size="sm" component="time" dateTime={connection.connectedAt}>
              {formatDate(connection.connectedAt)}
            </Text>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <ShopDiscountList />
    </Stack>
  );
}

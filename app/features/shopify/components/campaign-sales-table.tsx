import { Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { MISSING } from '@app/lib/format';
import { formatRevenue } from '@app/lib/shop-money';
import { useCampaignSales } from '../api/get-campaign-sales';
import { TableHead } from '@app/components/ui/table-head';

/**
 * "Sales by influencer" for one campaign (a `region`): each influencer with a discount code, the
 * code, its orders and revenue, most revenue first, and the total. Nothing while loading, on error
 * or when no collaboration of the campaign has a code yet.
 */
export function CampaignSalesTable({ campaignId }: { campaignId: string }) {
  const titleId = useId();
  const query = useCampaignSales(campaignId);
  const total = query.data?.total;
  if (!total || !query.data) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <div>
        <Title order={2} fz="lg" id={titleId}>
          Sales by influencer
        </Title>
        <Text size="sm" c="dimmed">
          Orders in your Shopify shop that used each influencer’s discount code, net of refunds.
        </Text>
      </div>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" aria-labelledby={titleId}>
          <TableHead
            columns={[
              'Influencer',
              'Code',
              { label: 'Orders', numeric: true },
              { label: 'Revenue', numeric: true },
            ]}
          />
          <Table.Tbody>
            {query.data.influencers.map((row) => (
              <Table.Tr key={row.collaborationId}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {row.name?.trim() || `@${row.username}`}
                  </Text>
                  {row.name?.trim() && (
                    <Text size="xs" c="dimmed">
                      @{row.username}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ff="monospace">{row.discountCode ?? MISSING}</Table.Td>
                <Table.Td ta="right">{row.sales.orders.toLocaleString('en')}</Table.Td>
                <Table.Td ta="right">{formatRevenue(row.sales)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row" colSpan={2}>
                Total
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {total.orders.toLocaleString('en')}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatRevenue(total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

import { Badge, Button, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { QueryLoadError } from '@app/components/ui/load-error';
import { MISSING } from '@app/lib/format';
import { useShopifyDiscounts } from '../api/get-shopify-discounts';
import { DISCOUNT_STATUS, discountUsageText, discountValueText } from '../lib/discount-format';
import { TableHead } from '@app/components/ui/table-head';

/**
 * The shop's discount codes, newest first (a `region` named "Discount codes"): code, what it
 * takes off, status and uses against the limit ("3 / 100"), with "Load more" for the next 50.
 */
export function ShopDiscountList() {
  const titleId = useId();
  const query = useShopifyDiscounts();
  const discounts = query.data?.pages.flatMap((page) => page.discounts) ?? [];

  let body;
  if (query.isPending) body = <Skeleton height={120} />;
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load the shop’s discount codes" query={query} />;
  else if (discounts.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        No discount codes in this shop yet. Create one for an influencer from an accepted
        collaboration.
      </Text>
    );
  else
    body = (
      <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-labelledby={titleId}>
        <TableHead columns={['Code', 'Value', 'Status', { label: 'Used', numeric: true }]} />
        <Table.Tbody>
          {discounts.map((discount) => {
            const status = DISCOUNT_STATUS[discount.status];
            return (
              <Table.Tr key={discount.id}>
                <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {discount.code ?? discount.title ?? MISSING}
                </Table.Td>
                <Table.Td>{discountValueText(discount)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={status.color} size="sm">
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {discountUsageText(discount)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        Discount codes
      </Title>
      {body}
      {query.hasNextPage && (
        <Button
          variant="default"
          size="xs"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}

import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import type { CurrencyResult } from '@shared/schemas/campaign-results';
import { downloadText } from '@app/lib/download-text';
import { MISSING } from '@app/lib/format';
import { formatShopMoney } from '@app/lib/shop-money';
import { useCampaignResults } from '../api/get-campaign-results';
import { resultsCsv } from '../lib/results-csv';
import { ResultsChart } from './results-chart';
import { TableHead } from '@app/components/ui/table-head';

const money = (amount: string | null, currency: string) =>
  amount === null ? MISSING : formatShopMoney(amount, currency);

/** The money cells of one currency's results. */
function Cells({ r }: { r: CurrencyResult }) {
  return (
    <>
      <Table.Td>{r.currencyCode}</Table.Td>
      <Table.Td ta="right">{money(r.spend, r.currencyCode)}</Table.Td>
      <Table.Td ta="right">{r.orders}</Table.Td>
      <Table.Td ta="right">{money(r.revenue, r.currencyCode)}</Table.Td>
      <Table.Td ta="right">{r.roas === null ? MISSING : `${r.roas.toFixed(2)}×`}</Table.Td>
      <Table.Td ta="right">{money(r.costPerOrder, r.currencyCode)}</Table.Td>
    </>
  );
}

/**
 * "Results" of a campaign (a `region`): per collaboration and in total, what it cost (fees and
 * gifts at retail value) and brought (orders, revenue, clicks), return on spend and cost per
 * order, per currency; the chart by day; and "Export CSV". Nothing before a collaboration was
 * accepted.
 */
export function CampaignResultsPanel({ campaignId }: { campaignId: string }) {
  const titleId = useId();
  const query = useCampaignResults(campaignId);
  const results = query.data;
  if (!results || results.collaborations.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            Results
          </Title>
          <Text size="sm" c="dimmed">
            Spend is fees plus gifts at retail value; revenue is the orders that used each creator’s
            code. Currencies are never added together.
          </Text>
        </div>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => downloadText(`campaign-results-${campaignId}.csv`, resultsCsv(results))}
        >
          Export CSV
        </Button>
      </Group>
      {results.days.length > 0 && <ResultsChart days={results.days} />}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-labelledby={titleId}>
          <TableHead
            columns={[
              'Creator',
              'Currency',
              { label: 'Spend', numeric: true },
              { label: 'Orders', numeric: true },
              { label: 'Revenue', numeric: true },
              { label: 'Return', numeric: true },
              { label: 'Cost per order', numeric: true },
              { label: 'Clicks', numeric: true },
            ]}
          />
          <Table.Tbody>
            {results.collaborations.flatMap((c) =>
              (c.results.length > 0 ? c.results : [null]).map((r, i) => (
                <Table.Tr key={`${c.collaborationId}-${r?.currencyCode ?? 'none'}`}>
                  <Table.Td>{i === 0 ? `@${c.username}` : ''}</Table.Td>
                  {r ? <Cells r={r} /> : <Table.Td colSpan={6}>{MISSING}</Table.Td>}
                  <Table.Td ta="right">{i === 0 ? c.clicks : ''}</Table.Td>
                </Table.Tr>
              )),
            )}
            {results.totals.map((r, i) => (
              <Table.Tr key={`total-${r.currencyCode}`} fw={700}>
                <Table.Td>{i === 0 ? 'Total' : ''}</Table.Td>
                <Cells r={r} />
                <Table.Td ta="right">{i === 0 ? results.clicks : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

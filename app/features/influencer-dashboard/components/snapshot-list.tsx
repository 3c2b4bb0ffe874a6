import { Table } from '@mantine/core';
import type { InfluencerSnapshot } from '@shared/schemas/influencers';
import { formatCompact, formatDate, formatPercent } from '@app/lib/format';
import { TableHead } from '@app/components/ui/table-head';

/** The profile's measurements over time as a table, newest first. */
export function SnapshotList({ snapshots }: { snapshots: InfluencerSnapshot[] }) {
  const newestFirst = [...snapshots].sort((a, b) => b.takenOn.localeCompare(a.takenOn));
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped verticalSpacing={6} aria-label="Measurements over time">
        <TableHead
          columns={[
            'Date',
            { label: 'Followers', numeric: true },
            { label: 'Average views', numeric: true },
            { label: 'Engagement rate', numeric: true },
          ]}
        />
        <Table.Tbody>
          {newestFirst.map((s) => (
            <Table.Tr key={s.takenOn}>
              <Table.Td>{formatDate(s.takenOn)}</Table.Td>
              <Table.Td ta="right">{formatCompact(s.followers)}</Table.Td>
              <Table.Td ta="right">{formatCompact(s.avgViews)}</Table.Td>
              <Table.Td ta="right">{formatPercent(s.engagementRate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

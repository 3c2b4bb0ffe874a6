import { Badge, Group, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { SOCIAL_PROVIDER_LABELS } from '@shared/constants/social';
import { QueryLoadError } from '@app/components/ui/load-error';
import { formatDateTime } from '@app/lib/time-format';
import { useAdminProfileRequests } from '../api/get-admin-profile-requests';
import { TableHead } from '@app/components/ui/table-head';

const PAGE = 50;

const STATE_COLORS: Record<string, string> = {
  applied: 'green',
  pending: 'blue',
  verified: 'teal',
  rejected: 'red',
  expired: 'gray',
};

/** The admins' table of profile requests: date, platform, handle, kind, state, verified by, applied at. */
export function ProfileRequestsTable() {
  const [page, setPage] = useState(1);
  const query = useAdminProfileRequests({ skip: (page - 1) * PAGE, limit: PAGE });
  if (query.isError) return <QueryLoadError title="We couldn't load the requests" query={query} />;
  if (!query.data) return <Text c="dimmed">Loading…</Text>;
  const { count, requests } = query.data;
  if (count === 0) return <Text c="dimmed">No requests yet.</Text>;
  return (
    <>
      <ScrollArea>
        <Table striped miw={720} aria-label="Profile requests">
          <TableHead
            columns={['Date', 'Platform', 'Handle', 'Kind', 'State', 'Verified by', 'Applied at']}
          />
          <Table.Tbody>
            {requests.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                <Table.Td>{SOCIAL_PROVIDER_LABELS[r.platform]}</Table.Td>
                <Table.Td>@{r.username}</Table.Td>
                <Table.Td>{r.kind === 'remove' ? 'Remove' : 'Correct'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATE_COLORS[r.state]}>
                    {r.state}
                  </Badge>
                </Table.Td>
                <Table.Td>{r.verifiedBy ?? '—'}</Table.Td>
                <Table.Td>{r.appliedAt ? formatDateTime(r.appliedAt) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {count > PAGE && (
        <Group justify="center">
          <Pagination total={Math.ceil(count / PAGE)} value={page} onChange={setPage} />
        </Group>
      )}
    </>
  );
}

import { Table, Text } from '@mantine/core';
import type { AdminBilling } from '@shared/schemas/billing';
import { formatDateTime } from '@app/lib/time-format';
import { planName } from '../lib/billing-format';
import { TableHead } from '@app/components/ui/table-head';

/** The hand-made plan changes of an account, newest first: when, what, who and why. */
export function PlanHistory({ history }: { history: AdminBilling['history'] }) {
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No plan has been set by hand for this account.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label="Plan history">
        <TableHead columns={['When', 'Change', 'By', 'Reason']} />
        <Table.Tbody>
          {history.map((change) => (
            <Table.Tr key={`${change.setAt}-${change.setBy.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(change.setAt)}</Table.Td>
              <Table.Td>
                {planName(change.previousPlan)} →{' '}
                {change.plan ? planName(change.plan) : 'Follow Stripe / Free'}
              </Table.Td>
              <Table.Td>
                {change.setBy.name}
                <Text size="xs" c="dimmed">
                  {change.setBy.email}
                </Text>
              </Table.Td>
              <Table.Td>{change.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

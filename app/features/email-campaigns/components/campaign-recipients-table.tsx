import { Group, ScrollArea, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { PagePagination } from '@app/components/ui/page-pagination';
import { useState } from 'react';
import { EMAIL_MESSAGE_STATUSES, type EmailMessageStatus } from '@shared/constants/email';
import type { CampaignRecipients } from '@shared/schemas/email';
import { QueryLoadError } from '@app/components/ui/load-error';
import { MISSING } from '@app/lib/format';
import { formatDateTime } from '@app/lib/time-format';
import {
  RECIPIENTS_PAGE_SIZE,
  useCampaignRecipients,
  type RecipientsFilter,
} from '../api/get-campaign-recipients';
import { MESSAGE_STATUS_LABELS, SKIP_REASON_LABELS } from '../lib/email-campaign-status';
import { RecipientStatusBadge } from './email-campaign-status-badge';
import { TableHead } from '@app/components/ui/table-head';

/** Props of {@link CampaignRecipientsTable}. */
export interface CampaignRecipientsTableProps {
  campaignId: string;
  /** True while the campaign sends: the page refreshes every 2 s. */
  live: boolean;
}

const ALL = 'all';
type Recipient = CampaignRecipients['query'][number];

function RecipientRow({ recipient: r }: { recipient: Recipient }) {
  const handle = r.influencer ? `@${r.influencer.username}` : 'Removed profile';
  return (
    <Table.Tr aria-label={handle} data-status={r.status}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {handle}
        </Text>
        {r.influencer && (
          <Text size="xs" c="dimmed">
            {r.influencer.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{r.email ?? MISSING}</Table.Td>
      <Table.Td>
        <RecipientStatusBadge status={r.status} />
        {r.skipReason && (
          <Text size="xs" c="dimmed" mt={2}>
            {SKIP_REASON_LABELS[r.skipReason]}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{r.attempts}</Table.Td>
      <Table.Td maw={260}>
        <Text size="xs" c={r.lastError ? 'red' : 'dimmed'} lineClamp={2} title={r.lastError ?? ''}>
          {r.lastError ?? MISSING}
        </Text>
      </Table.Td>
      <Table.Td>{r.sentAt ? formatDateTime(r.sentAt) : MISSING}</Table.Td>
      <Table.Td>{r.openCount}</Table.Td>
      <Table.Td>{r.clickCount}</Table.Td>
    </Table.Tr>
  );
}

/**
 * A campaign's recipients, 50 a page: a status filter (All, Queued, Sending, Sent, Failed,
 * Skipped, Cancelled), then one row per recipient with the influencer (@username, name), the
 * address, the status (and why it was skipped, in words), attempts, last error, when it was sent,
 * opens and clicks. Changing the filter goes back to page 1.
 */
export function CampaignRecipientsTable({ campaignId, live }: CampaignRecipientsTableProps) {
  const [filter, setFilter] = useState<RecipientsFilter>({ page: 1, status: null });
  const query = useCampaignRecipients(campaignId, filter, live);
  const pages = query.data ? Math.ceil(query.data.total / RECIPIENTS_PAGE_SIZE) : 0;

  let body;
  if (query.isPending) body = <Skeleton height={160} radius="md" />;
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load the recipients" query={query} />;
  else if (query.data.query.length === 0)
    body = (
      <Text c="dimmed" py="lg" ta="center">
        {filter.status
          ? `No ${MESSAGE_STATUS_LABELS[filter.status].toLowerCase()} recipients.`
          : 'No recipients yet.'}
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={980}>
        <Table verticalSpacing="xs" striped aria-label="Recipients">
          <TableHead
            columns={[
              'Influencer',
              'Email',
              'Status',
              'Attempts',
              'Last error',
              'Sent at',
              'Opens',
              'Clicks',
            ]}
          />
          <Table.Tbody>
            {query.data.query.map((recipient) => (
              <RecipientRow key={recipient.id} recipient={recipient} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="sm">
      <ScrollArea type="auto" offsetScrollbars="x">
        <SegmentedControl
          aria-label="Filter recipients by status"
          value={filter.status ?? ALL}
          onChange={(value) =>
            setFilter({ page: 1, status: value === ALL ? null : (value as EmailMessageStatus) })
          }
          data={[
            { value: ALL, label: 'All' },
            ...EMAIL_MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS_LABELS[s] })),
          ]}
        />
      </ScrollArea>
      {body}
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {query.data?.total.toLocaleString('en')} recipients
          </Text>
          <PagePagination
            total={pages}
            value={filter.page}
            onChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </Group>
      )}
    </Stack>
  );
}

import { Anchor, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ListPagination } from '@app/components/ui/page-pagination';
import { IconMailForward } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Mail } from '@shared/schemas/email';
import { PlatformIcon } from '@app/components/influencers/platform-icon';
import { QueryLoadError } from '@app/components/ui/load-error';
import { formatDateTime } from '@app/lib/time-format';
import { MAILS_PAGE_SIZE, useMails } from '../api/get-mails';
import { HISTORY_LABELS, mailReason } from '../lib/mail-status';
import { MailStatusBadge } from './mail-status-badge';
import { TableHead } from '@app/components/ui/table-head';

/** Who a mail went to: the profile's handle (with its platform) and the address. */
function Recipient({ mail }: { mail: Mail }) {
  return (
    <div style={{ minWidth: 0 }}>
      {mail.influencer ? (
        <Group gap={4} wrap="nowrap">
          <PlatformIcon platform={mail.influencer.platform} size={14} />
          <Anchor
            component={Link}
            to={`/influencer?profile=${mail.influencer.id}`}
            size="sm"
            fw={600}
          >
            @{mail.influencer.username}
          </Anchor>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Deleted profile
        </Text>
      )}
      <Text size="xs" c="dimmed" truncate="end">
        {mail.email ?? 'No address'}
      </Text>
    </div>
  );
}

/** The mail's status changes, oldest first: "Queued 12 Mar 2026, 14:05 · Sent 12 Mar 2026, 14:06". */
function historyLine(mail: Mail): string {
  return [...mail.history]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((entry) => `${HISTORY_LABELS[entry.status]} ${formatDateTime(entry.at)}`)
    .join(' · ');
}

/**
 * The Sent mail tab of `/email`: the user's single emails, newest first, 50 a page: recipient,
 * subject with its status history, status (queued, retrying, sent, failed…) with the reason,
 * opens and clicks. Refreshed every 10 s.
 */
export function SentMailHistory() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useMails(page);

  let body;
  if (query.isPending) body = <Skeleton height={240} />;
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load your sent emails" query={query} />;
  else if (query.data.total === 0)
    body = (
      <Stack align="center" ta="center" py="xl" gap="xs">
        <IconMailForward size={36} color="var(--mantine-color-brand-6)" aria-hidden />
        <Text fw={600}>No emails sent yet</Text>
        <Text size="sm" c="dimmed" maw={440}>
          Use “Email” on an influencer’s profile or in My Influencers to write to one influencer.
        </Text>
        <Anchor component={Link} to="/my-influencers" size="sm">
          Go to My Influencers
        </Anchor>
      </Stack>
    );
  else {
    const pages = Math.max(1, Math.ceil(query.data.total / MAILS_PAGE_SIZE));
    body = (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" aria-label="Sent emails">
            <TableHead
              columns={[
                'To',
                'Subject',
                'Status',
                { label: 'Opens', numeric: true },
                { label: 'Clicks', numeric: true },
              ]}
            />
            <Table.Tbody>
              {query.data.query.map((mail) => {
                const reason = mailReason(mail);
                return (
                  <Table.Tr key={mail.id} data-mail={mail.id}>
                    <Table.Td maw={220}>
                      <Recipient mail={mail} />
                    </Table.Td>
                    <Table.Td maw={320}>
                      <Text size="sm" lineClamp={1}>
                        {mail.subject}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {historyLine(mail) || formatDateTime(mail.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={260}>
                      <MailStatusBadge mail={mail} />
                      {reason && (
                        <Text size="xs" c="dimmed" mt={4} lineClamp={2}>
                          {reason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{mail.openCount}</Table.Td>
                    <Table.Td ta="right">{mail.clickCount}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination total={pages} value={page} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={2} fz="lg" id={headingId}>
          Sent mail
        </Title>
        <Text size="sm" c="dimmed">
          Single emails you sent to influencers, with what became of each.
        </Text>
      </div>
      {body}
    </Stack>
  );
}

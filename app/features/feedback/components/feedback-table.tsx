import { Anchor, Button, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { ListPagination } from '@app/components/ui/page-pagination';
import { useState } from 'react';
import { FEEDBACK_PAGE_SIZE, type FeedbackStatus } from '@shared/schemas/feedback';
import { QueryLoadError } from '@app/components/ui/load-error';
import { formatDateTime } from '@app/lib/time-format';
import { useCloseFeedback } from '../api/close-feedback';
import { useFeedback } from '../api/get-feedback';
import { TableHead } from '@app/components/ui/table-head';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

/**
 * The contact-form messages for admins: open or closed (a switch), newest first, 50 a page; each
 * row shows the date, the sender (name and a mailto link), subject and message, and open ones a
 * Close button.
 */
export function FeedbackTable() {
  const [status, setStatus] = useState<FeedbackStatus>('open');
  const [page, setPage] = useState(1);
  const query = useFeedback(status, page);
  const close = useCloseFeedback();

  const changeStatus = (value: string) => {
    setStatus(value as FeedbackStatus);
    setPage(1);
  };

  let body;
  if (query.isPending) body = <Skeleton height={240} />;
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load the messages" query={query} />;
  else if (query.data.total === 0)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {status === 'open' ? 'No open messages.' : 'No closed messages yet.'}
      </Text>
    );
  else {
    const pages = Math.ceil(query.data.total / FEEDBACK_PAGE_SIZE);
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={760}>
          <Table
            verticalSpacing="sm"
            aria-label={status === 'open' ? 'Open messages' : 'Closed messages'}
          >
            <TableHead
              columns={['Date', 'From', 'Subject', 'Message', { label: 'Actions', hidden: true }]}
            />
            <Table.Tbody>
              {query.data.query.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(item.createdAt)}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {item.name}
                    </Text>
                    <Anchor href={`mailto:${item.email}`} size="sm">
                      {item.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{item.subject}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {item.message}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {item.status === 'open' ? (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Close “${item.subject}” from ${item.name}`}
                        loading={close.isPending && close.variables === item.id}
                        onClick={() => close.mutate(item.id)}
                      >
                        Close
                      </Button>
                    ) : (
                      item.closedAt && (
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          Closed {formatDateTime(item.closedAt)}
                        </Text>
                      )
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination total={pages} value={page} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Which messages"
        data={STATUS_OPTIONS}
        value={status}
        onChange={changeStatus}
        style={{ alignSelf: 'start' }}
      />
      {body}
    </Stack>
  );
}

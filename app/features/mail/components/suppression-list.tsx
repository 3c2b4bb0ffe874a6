import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { addSuppressionSchema, type Suppression } from '@shared/schemas/email';
import { ConfirmModal } from '@app/components/ui/confirm-modal';
import { QueryLoadError } from '@app/components/ui/load-error';
import { formatDate } from '@app/lib/format';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { zodFormValidate } from '@app/lib/zod-form';
import { useAddSuppression } from '../api/add-suppression';
import { useSuppressions } from '../api/get-suppressions';
import { useRemoveSuppression } from '../api/remove-suppression';
import { SUPPRESSION_REASON_LABELS } from '../lib/mail-status';
import { TableHead } from '@app/components/ui/table-head';

const REASON_COLORS: Record<Suppression['reason'], string> = {
  unsubscribed: 'orange',
  bounced: 'red',
  manual: 'gray',
};

const validate = zodFormValidate<{ email: string }>(
  addSuppressionSchema,
  () => 'Enter a valid email address',
);

/** The "add an address" form above the table. */
function AddSuppressionForm() {
  const add = useAddSuppression();
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate });
  return (
    <form
      noValidate
      aria-label="Add to the suppression list"
      onSubmit={form.onSubmit(({ email }) =>
        add.mutate(email, {
          onSuccess: (entry) => {
            form.reset();
            notifySuccess(`${entry.email} will not receive your emails.`, 'Address suppressed');
          },
          onError: (error) => showFormError(form, error, "We couldn't add the address"),
        }),
      )}
    >
      <Group align="flex-start" gap="xs">
        <TextInput
          aria-label="Email address to suppress"
          placeholder="name@example.com"
          type="email"
          style={{ flex: 1, minWidth: 220 }}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={add.isPending}
        >
          Add
        </Button>
      </Group>
    </form>
  );
}

/**
 * The user's suppression list: addresses none of their outreach goes to (people who unsubscribed,
 * addresses that bounced, and any added by hand), with a form to add one and a confirmed removal.
 */
export function SuppressionList() {
  const headingId = useId();
  const query = useSuppressions();
  const remove = useRemoveSuppression();
  const [removing, setRemoving] = useState<Suppression | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.email, {
      onSuccess: () => notifySuccess(`${removing.email} can receive your emails again.`, 'Removed'),
      onSettled: () => setRemoving(null),
    });
  };

  let body;
  if (query.isPending) body = <Skeleton height={120} />;
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load your suppression list" query={query} />;
  else if (query.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        Nobody is suppressed yet. People who unsubscribe appear here.
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" aria-label="Suppressed addresses">
          <TableHead
            columns={['Email', 'Reason', 'Since', { label: 'Actions', w: 50, hidden: true }]}
          />
          <Table.Tbody>
            {query.data.map((entry) => (
              <Table.Tr key={entry.email}>
                <Table.Td>
                  <Text size="sm">{entry.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" size="sm" color={REASON_COLORS[entry.reason]}>
                    {SUPPRESSION_REASON_LABELS[entry.reason]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(entry.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  {entry.reason === 'unsubscribed' ? (
                    // Only the person can opt in again; the server refuses it too (409).
                    <Text size="xs" c="dimmed">
                      Their choice
                    </Text>
                  ) : (
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${entry.email}`}
                        onClick={() => setRemoving(entry)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            Suppression list
          </Title>
          <Text size="sm" c="dimmed">
            These addresses never receive your single emails or campaigns.
          </Text>
        </div>
        <AddSuppressionForm />
        {body}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.email ?? ''}?`}
        confirmColor="red"
        confirmLabel="Remove"
        cancelLabel="Keep it"
        pending={remove.isPending}
        onConfirm={confirmRemove}
      >
        {removing?.reason === 'bounced'
          ? 'Mail to this address bounced. Remove it only if you know the address works now.'
          : 'Your emails and campaigns can reach this address again.'}
      </ConfirmModal>
    </Paper>
  );
}

import { Grid, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { QueryLoadError } from '@app/components/ui/load-error';
import { isApiError } from '@app/lib/api-error';
import { useOutbox } from '../api/get-outbox';
import { OutboxList } from './outbox-list';
import { OutboxMessage } from './outbox-message';
import { Notice } from '@app/components/ui/notice';

/**
 * The development outbox: the messages written to disk while no SMTP server is configured (to or
 * from the signed-in user), newest first, and the one chosen in `?file=` (the newest by default)
 * with its headers, links and sandboxed HTML. Says so when SMTP is configured (no outbox).
 */
export function DevOutbox() {
  const query = useOutbox();
  const [params, setParams] = useSearchParams();
  const select = (file: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('file', file);
      return next;
    });

  if (query.isPending) return <Skeleton height={320} />;
  if (query.isError) {
    if (isApiError(query.error, 404))
      return (
        <Notice tone="info" title="No outbox here">
          Mail goes out through the configured SMTP server, so nothing is kept in a local outbox.
        </Notice>
      );
    return <QueryLoadError title="We couldn't load the outbox" query={query} />;
  }
  const messages = query.data;
  if (messages.length === 0)
    return (
      <Stack align="center" ta="center" py="xl" gap="xs">
        <IconInbox size={36} color="var(--mantine-color-brand-6)" aria-hidden />
        <Text fw={600}>The outbox is empty</Text>
        <Text size="sm" c="dimmed" maw={420}>
          Emails you send (and those sent to you) appear here while SMTP is not configured.
        </Text>
      </Stack>
    );
  const selected = messages.find((m) => m.file === params.get('file')) ?? messages[0]!;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="xs">
          <OutboxList messages={messages} selected={selected.file} onSelect={select} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="md">
          <OutboxMessage key={selected.file} message={selected} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useId, useState } from 'react';
import type { RefreshQueueStatus } from '@shared/schemas/influencer-refresh';
import { platformLabel } from '@app/components/influencers/platform-icon';
import { QueryLoadError } from '@app/components/ui/load-error';
import { formatDateTime, formatDistanceFromNow } from '@app/lib/time-format';
import { useRefreshQueue } from '../api/get-refresh-queue';

type Provider = RefreshQueueStatus['providers'][number];

const count = (value: number) => value.toLocaleString('en-US');

/** The queue's depth, one tile per state, in the order a refresh goes through them. */
const QUEUE_TILES: { key: keyof RefreshQueueStatus['queue']; label: string }[] = [
  { key: 'queued', label: 'Queued' },
  { key: 'waiting', label: 'Waiting (quota, rate limit or outage)' },
  { key: 'running', label: 'Running' },
  { key: 'doneLast24Hours', label: 'Done in the last 24 hours' },
  { key: 'failedLast24Hours', label: 'Failed in the last 24 hours' },
];

/**
 * A provider's quota today: "123 of 10,000 units used today (resets in about 5 hours)" for a
 * daily unit quota (YouTube), else "No daily unit quota".
 */
export function quotaText(provider: Provider, now: number): string {
  const resets = provider.quotaResetsAt
    ? ` (resets ${formatDistanceFromNow(provider.quotaResetsAt, now)})`
    : '';
  if (provider.dailyQuota !== null)
    return `${count(provider.usedToday)} of ${count(provider.dailyQuota)} units used today${resets}`;
  if (provider.quotaResetsAt) return `${count(provider.usedToday)} units used today${resets}`;
  return 'No daily unit quota';
}

/** A provider's pause: "Paused until 21 Jun 2026, 09:00: <reason>", else "Not paused". */
export function pauseText(provider: Provider): string {
  if (!provider.pausedUntil) return 'Not paused';
  const until = `Paused until ${formatDateTime(provider.pausedUntil)}`;
  return provider.pauseReason ? `${until}: ${provider.pauseReason}` : until;
}

function QueueTile({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={labelId}>
      <Text size="xs" c="dimmed" id={labelId}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {count(value)}
      </Text>
    </Paper>
  );
}

function ProviderCard({ provider, now }: { provider: Provider; now: number }) {
  const headingId = useId();
  const percent =
    provider.dailyQuota && provider.dailyQuota > 0
      ? Math.min(100, (provider.usedToday / provider.dailyQuota) * 100)
      : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <div>
            <Title order={3} fz="md" id={headingId}>
              {provider.sourceName}
            </Title>
            <Text size="xs" c="dimmed">
              {platformLabel(provider.platform)}
            </Text>
          </div>
          <Badge color={provider.configured ? 'teal' : 'gray'} variant="light">
            {provider.configured ? 'Configured' : 'Not configured'}
          </Badge>
        </Group>
        <Text size="sm">{quotaText(provider, now)}</Text>
        {percent !== null && (
          <Progress
            value={Math.round(percent)}
            color={percent >= 100 ? 'red' : percent >= 80 ? 'yellow' : 'brand'}
            aria-label={`${provider.sourceName} quota used today`}
            radius="xl"
          />
        )}
        <Text size="sm" c={provider.pausedUntil ? 'orange.8' : 'dimmed'}>
          {pauseText(provider)}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * For admins: the provider refresh queue's depth by state, and each provider — configured or
 * not, its quota used today and when it resets, and any pause with its reason and end. Asked
 * again every 15 s.
 */
export function RefreshQueueStatusView() {
  const query = useRefreshQueue();
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 60_000, { autoInvoke: true });

  if (query.isPending)
    return (
      <Text c="dimmed" size="sm">
        Loading the refresh queue…
      </Text>
    );
  if (query.isError)
    return <QueryLoadError title="We couldn't load the refresh queue" query={query} />;

  const { queue, providers } = query.data;
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-label="Queue">
        <Title order={2} fz="lg">
          Queue
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {QUEUE_TILES.map(({ key, label }) => (
            <QueueTile key={key} label={label} value={queue[key]} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Providers
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {providers.map((provider) => (
            <ProviderCard key={provider.platform} provider={provider} now={now} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

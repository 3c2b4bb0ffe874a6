import { Card, Group, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { CopyIconButton } from '@app/components/ui/copy-button';
import { useShortLinkClicks } from '../api/get-short-link-clicks';
import { ExternalLink } from '@app/components/ui/external-link';

const ClicksChart = lazy(() =>
  import('./clicks-chart').then((module) => ({ default: module.ClicksChart })),
);

/** Props of {@link TrackingLinkCard}. */
export interface TrackingLinkCardProps {
  /** The absolute short address (`…/s/{code}`). */
  shortUrl: string;
  /** Real clicks so far. */
  clicks: number;
  /** Whether the viewer owns the link: the owner also sees the clicks by day. */
  owner: boolean;
}

const codeOf = (shortUrl: string) => new URL(shortUrl).pathname.split('/').pop() ?? '';

/**
 * The tracking link (a `region`): the short address to share with a copy button, its real clicks
 * (link previews and bots left out) and, for its owner, a clicks-by-day chart.
 */
export function TrackingLinkCard({ shortUrl, clicks, owner }: TrackingLinkCardProps) {
  const titleId = useId();
  const query = useShortLinkClicks(codeOf(shortUrl), clicks, owner);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId} mb="xs">
        Tracking link
      </Title>
      <Group gap="xs" wrap="nowrap" mb="xs">
        <ExternalLink href={shortUrl} ff="monospace" style={{ wordBreak: 'break-all' }}>
          {shortUrl}
        </ExternalLink>
        <CopyIconButton
          value={shortUrl}
          label="Copy the tracking link"
          copiedLabel="Copied the tracking link"
          tooltip="Copy"
        />
      </Group>
      <Text size="sm" fw={600}>
        {clicks === 1 ? '1 click' : `${clicks.toLocaleString('en-US')} clicks`}
      </Text>
      <Text size="xs" c="dimmed" mb={owner ? 'sm' : 0}>
        Real visits only: link previews and bots are not counted.
      </Text>
      {owner && query.data && query.data.total > 0 && (
        <Suspense fallback={null}>
          <ClicksChart days={query.data.days} total={query.data.total} />
        </Suspense>
      )}
    </Card>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useCampaignTrackingClicks } from '../api/get-campaign-tracking-clicks';

const ClicksChart = lazy(() =>
  import('./clicks-chart').then((module) => ({ default: module.ClicksChart })),
);

/**
 * "Tracking link clicks" for one campaign (a `region`): the real clicks on all its collaborations'
 * tracking links, in total and by day. Nothing while loading, on error or before the first click.
 */
export function CampaignTrackingClicks({ campaignId }: { campaignId: string }) {
  const titleId = useId();
  const { data } = useCampaignTrackingClicks(campaignId);
  if (!data?.total) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <div>
        <Title order={2} fz="lg" id={titleId}>
          Tracking link clicks
        </Title>
        <Text size="sm" c="dimmed">
          {data.total === 1 ? '1 click' : `${data.total.toLocaleString('en-US')} clicks`} on your
          collaborations’ tracking links (link previews and bots not counted).
        </Text>
      </div>
      <Suspense fallback={null}>
        <ClicksChart days={data.days} total={data.total} />
      </Suspense>
    </Stack>
  );
}

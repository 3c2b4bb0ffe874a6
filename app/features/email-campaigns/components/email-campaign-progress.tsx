import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { EmailCampaign } from '@shared/schemas/email';

const number = new Intl.NumberFormat('en');

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="xs" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg" fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * A campaign's progress: a bar of sent, failed and skipped recipients out of the total, then the
 * counts (total, sent, failed, skipped, pending, opened, clicked; cancelled and bounced when
 * any). Opens and clicks read "Off" when the campaign does not track them; with opens tracked a
 * note says what opens can and cannot tell (scanner prefetches counted apart, Apple Mail
 * Privacy Protection opening everything).
 */
export function EmailCampaignProgress({
  campaign,
}: {
  campaign: Pick<EmailCampaign, 'counts' | 'trackOpens' | 'trackClicks'>;
}) {
  const { counts } = campaign;
  const done = counts.sent + counts.failed + counts.skipped + counts.cancelled;
  const share = (n: number) => (counts.total > 0 ? (n / counts.total) * 100 : 0);
  const percent = Math.round(share(done));
  const extra = (counts.cancelled > 0 ? 1 : 0) + (counts.bounced > 0 ? 1 : 0);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {number.format(done)} of {number.format(counts.total)} processed
        </Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress.Root size="lg" aria-label="Sending progress">
        <Progress.Section value={share(counts.sent)} color="teal" aria-label="Sent" />
        <Progress.Section value={share(counts.failed)} color="red" aria-label="Failed" />
        <Progress.Section value={share(counts.skipped)} color="yellow" aria-label="Skipped" />
        <Progress.Section value={share(counts.cancelled)} color="gray" aria-label="Cancelled" />
      </Progress.Root>
      <SimpleGrid cols={{ base: 2, xs: 4, md: 7 + extra }} spacing="xs">
        <Stat label="Total" value={number.format(counts.total)} />
        <Stat label="Sent" value={number.format(counts.sent)} color="teal" />
        <Stat label="Failed" value={number.format(counts.failed)} color="red" />
        {counts.bounced > 0 && (
          <Stat label="Bounced" value={number.format(counts.bounced)} color="red" />
        )}
        <Stat label="Skipped" value={number.format(counts.skipped)} />
        <Stat label="Pending" value={number.format(counts.pending)} />
        {counts.cancelled > 0 && <Stat label="Cancelled" value={number.format(counts.cancelled)} />}
        <Stat label="Opened" value={campaign.trackOpens ? number.format(counts.opened) : 'Off'} />
        <Stat
          label="Clicked"
          value={campaign.trackClicks ? number.format(counts.clicked) : 'Off'}
        />
      </SimpleGrid>
      {campaign.trackOpens && (
        <Text size="xs" c="dimmed" data-testid="opens-note">
          Opens are approximate: Apple Mail loads every image on delivery (Mail Privacy Protection),
          so some opens are not people reading.{' '}
          {counts.prefetched > 0
            ? `${number.format(counts.prefetched)} ${counts.prefetched === 1 ? 'email was' : 'emails were'} only opened by a mail scanner on delivery and ${counts.prefetched === 1 ? 'is' : 'are'} not counted as opened.`
            : 'Opens by mail scanners right after delivery are not counted.'}
        </Text>
      )}
    </Stack>
  );
}

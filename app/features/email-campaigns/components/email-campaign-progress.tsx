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
 * counts (total, sent, failed, skipped, pending, opened, clicked; cancelled when any). Opens and
 * clicks read "Off" when the campaign does not track them.
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
      <SimpleGrid cols={{ base: 2, xs: 4, md: counts.cancelled > 0 ? 8 : 7 }} spacing="xs">
        <Stat label="Total" value={number.format(counts.total)} />
        <Stat label="Sent" value={number.format(counts.sent)} color="teal" />
        <Stat label="Failed" value={number.format(counts.failed)} color="red" />
        <Stat label="Skipped" value={number.format(counts.skipped)} />
        <Stat label="Pending" value={number.format(counts.pending)} />
        {counts.cancelled > 0 && <Stat label="Cancelled" value={number.format(counts.cancelled)} />}
        <Stat label="Opened" value={campaign.trackOpens ? number.format(counts.opened) : 'Off'} />
        <Stat
          label="Clicked"
          value={campaign.trackClicks ? number.format(counts.clicked) : 'Off'}
        />
      </SimpleGrid>
    </Stack>
  );
}

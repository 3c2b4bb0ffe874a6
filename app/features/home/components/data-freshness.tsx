import { List, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import type { PlatformQuality } from '@shared/schemas/influencers';
import { formatExact, formatMonthYear } from '@app/lib/format';
import { Notice } from '@app/components/ui/notice';

const PLATFORM_LABELS: Record<PlatformQuality['platform'], string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/**
 * How fresh the data is, said plainly: per platform, the newest data's month and the share of
 * profiles whose numbers are older than 12 months, with the count of values held back as
 * unverified. Nothing when there is no data.
 */
export function DataFreshness({ quality }: { quality: PlatformQuality[] }) {
  if (quality.length === 0) return null;
  return (
    <Notice tone="info" color="gray" icon={IconClockExclamation} title="How fresh is this data?">
      <Text size="sm" mb={4}>
        These profiles come from public datasets, each number dated. Request a data update on any
        profile to refresh it.
      </Text>
      <List size="sm" spacing={2}>
        {quality.map((q) => {
          const held = q.quarantined.reduce((sum, r) => sum + r.count, 0);
          return (
            <List.Item key={q.platform}>
              {PLATFORM_LABELS[q.platform]}: newest data {formatMonthYear(q.newestDataOn)};{' '}
              {q.stalePercent} % of {formatExact(q.profiles)} profiles are older than 12 months
              {held > 0 ? `; ${formatExact(held)} implausible values held back as unverified` : ''}.
            </List.Item>
          );
        })}
      </List>
    </Notice>
  );
}

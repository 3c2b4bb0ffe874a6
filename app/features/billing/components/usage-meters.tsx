import { Group, Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { PlanMetric } from '@shared/constants/plans';
import { MONTHLY_PLAN_METRICS, PLAN_METRIC_LABELS, PLAN_METRICS } from '@shared/constants/plans';
import type { UsageMeter } from '@shared/schemas/billing';
import { formatDate } from '@app/lib/format';
import { formatLimit, meterColor, usagePercent } from '../lib/billing-format';

/** Props of {@link UsageMeters}. */
export interface UsageMetersProps {
  usage: readonly UsageMeter[];
  /** End of the usage period, when the monthly counts start again (ISO time). */
  periodEnd?: string;
}

const MONTHLY: readonly PlanMetric[] = MONTHLY_PLAN_METRICS;

/**
 * A meter per plan limit, in the plans' order: "12 of 50" with a bar, yellow from 80 % and red
 * once the limit is reached; an unlimited one shows its count and "Unlimited", without a bar.
 */
export function UsageMeters({ usage, periodEnd }: UsageMetersProps) {
  const meters = PLAN_METRICS.flatMap((metric) => usage.filter((m) => m.metric === metric));
  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {meters.map((meter) => (
          <Meter key={meter.metric} meter={meter} />
        ))}
      </Stack>
      {periodEnd && meters.some((m) => MONTHLY.includes(m.metric)) && (
        <Text size="xs" c="dimmed">
          Monthly counts start again on {formatDate(periodEnd)}.
        </Text>
      )}
    </Stack>
  );
}

function Meter({ meter }: { meter: UsageMeter }) {
  const labelId = useId();
  const label = PLAN_METRIC_LABELS[meter.metric];
  const percent = usagePercent(meter.used, meter.limit);
  const used = meter.used.toLocaleString('en-US');
  return (
    <Stack component="li" gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} id={labelId}>
          {label}
        </Text>
        <Text size="sm" c={percent !== null && percent >= 100 ? 'red.8' : undefined}>
          {meter.limit === null ? `${used} · Unlimited` : `${used} of ${formatLimit(meter.limit)}`}
        </Text>
      </Group>
      {percent !== null && (
        <Progress
          value={Math.round(percent)}
          color={meterColor(percent)}
          aria-label={label}
          size="md"
          radius="xl"
        />
      )}
    </Stack>
  );
}

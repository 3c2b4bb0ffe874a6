import { Text, Tooltip } from '@mantine/core';
import type { TextProps } from '@mantine/core';
import { formatCompact, formatExact, formatPercent, MISSING } from '@app/lib/format';

/** Props of {@link MetricValue}. */
export interface MetricValueProps extends TextProps {
  value: number | null | undefined;
  /** `count` shows 12.3K with the exact count in a tooltip; `percent` shows 3.45%. */
  kind?: 'count' | 'percent';
}

/** A metric shown compactly (12.3K, 1.2M, 3.45%) with its exact value in a tooltip; "—" when unknown. */
export function MetricValue({ value, kind = 'count', ...textProps }: MetricValueProps) {
  if (value === null || value === undefined) {
    return (
      <Text component="span" c="dimmed" {...textProps}>
        {MISSING}
      </Text>
    );
  }
  if (kind === 'percent') {
    return (
      <Text component="span" {...textProps}>
        {formatPercent(value)}
      </Text>
    );
  }
  const compact = formatCompact(value);
  const exact = formatExact(value);
  if (compact === exact) {
    return (
      <Text component="span" {...textProps}>
        {compact}
      </Text>
    );
  }
  return (
    <Tooltip label={exact} withArrow openDelay={150}>
      <Text component="span" tabIndex={0} style={{ cursor: 'help' }} {...textProps}>
        {compact}
      </Text>
    </Tooltip>
  );
}

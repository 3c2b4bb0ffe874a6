import { Group, RangeSlider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RangeFilter, RangeIndexes } from '../lib/range-filters';
import { isFullRange, rangeText, stopLabel } from '../lib/range-filters';

/** Props of {@link RangeFilterControl}. */
export interface RangeFilterControlProps {
  filter: RangeFilter;
  value: RangeIndexes;
  /** Called when a thumb is released or moved with the keyboard. */
  onChange: (value: RangeIndexes) => void;
}

/**
 * One range filter: its label, the selected range as text ("10K – 500K", "Any") and a range
 * slider over the filter's stops with readable thumb labels ("2.5M", "No limit", "20%+").
 */
export function RangeFilterControl({ filter, value, onChange }: RangeFilterControlProps) {
  const [draft, setDraft] = useState<RangeIndexes>(value);
  const [committed, setCommitted] = useState<RangeIndexes>(value);
  // Follow the URL (back button, "Clear all") when it changes under the slider.
  if (committed[0] !== value[0] || committed[1] !== value[1]) {
    setCommitted(value);
    setDraft(value);
  }
  const last = filter.stops.length - 1;
  const id = `range-${filter.param}`;
  const label = (index: number) => stopLabel(filter, index);

  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id={`${id}-label`} size="sm" fw={600}>
          {filter.label}
        </Text>
        <Text
          size="sm"
          c={isFullRange(filter, draft) ? 'dimmed' : 'brand.7'}
          fw={isFullRange(filter, draft) ? 400 : 600}
          aria-live="polite"
          data-testid={`${id}-text`}
        >
          {rangeText(filter, draft)}
        </Text>
      </Group>
      <RangeSlider
        min={0}
        max={last}
        step={1}
        minRange={1}
        value={[draft[0], draft[1]]}
        onChange={(next) => setDraft(next)}
        onChangeEnd={(next) => onChange(next)}
        label={label}
        thumbFromLabel={`Minimum ${filter.label.toLowerCase()}`}
        thumbToLabel={`Maximum ${filter.label.toLowerCase()}`}
        thumbValueText={(index) => label(index)}
        mx={6}
      />
      <Group justify="space-between" gap="xs" aria-hidden>
        <Text size="xs" c="dimmed">
          {label(0)}
        </Text>
        <Text size="xs" c="dimmed">
          {label(last)}
        </Text>
      </Group>
    </Stack>
  );
}

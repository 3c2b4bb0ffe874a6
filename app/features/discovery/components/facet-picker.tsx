import { Group, MultiSelect, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { CountryFlag } from '@app/components/ui/country-flag';
import { formatExact } from '@app/lib/format';
import { countText, type FacetOption } from '../lib/facet-options';

/** Props of {@link FacetPicker}. */
export interface FacetPickerProps {
  /** The visible label, also the picker's accessible name ("Languages"). */
  label: string;
  /** Shown while nothing is chosen and there are choices ("Any language"). */
  anyText: string;
  /** Shown instead when the matching profiles hold no value at all ("No language on record"). */
  noneText: string;
  /** True when the other filters match no profile at all (then no value is offered either). */
  noMatches: boolean;
  /** Shown when the typed text matches no choice. */
  nothingFoundText: string;
  options: FacetOption[];
  value: string[];
  onChange: (value: string[]) => void;
  /** True until the first counts arrive. */
  loading: boolean;
}

/**
 * A searchable multi-select whose options carry their counts ("Portuguese 1,234"; a screen reader
 * hears "Portuguese, 1,234 profiles"); options without matches are greyed and cannot be picked.
 * The list renders only while open (long country lists).
 */
export function FacetPicker({
  label,
  anyText,
  noneText,
  noMatches,
  nothingFoundText,
  options,
  value,
  onChange,
  loading,
}: FacetPickerProps) {
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const data = useMemo(
    () => options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled })),
    [options],
  );
  const empty = !loading && options.length === 0;
  const none = empty && !noMatches;
  let placeholder: string | undefined;
  if (value.length === 0) placeholder = none ? noneText : anyText;
  let nothingFound = nothingFoundText;
  if (loading) nothingFound = 'Loading…';
  else if (none) nothingFound = noneText;
  else if (empty) nothingFound = 'No profile matches the other filters';

  return (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={onChange}
      renderOption={({ option }) => {
        const facet = byValue.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap" w="100%">
            {facet?.flag && <CountryFlag code={facet.flag} />}
            <span style={{ flex: 1 }}>{option.label}</span>
            {facet && (
              <>
                <Text span size="xs" c="dimmed" ff="monospace" aria-hidden>
                  {formatExact(facet.count)}
                </Text>
                <VisuallyHidden>, {countText(facet.count)}</VisuallyHidden>
              </>
            )}
          </Group>
        );
      }}
      nothingFoundMessage={nothingFound}
      searchable
      clearable
      hidePickedOptions
      maxDropdownHeight={280}
      comboboxProps={{ keepMounted: false }}
    />
  );
}

import { Badge, Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { DiscoverySearch } from '../hooks/use-discovery-search';
import { countryOptions as getCountryOptions } from '@app/lib/country-options';
import { CATEGORY_OPTIONS, getLanguageOptions } from '../lib/filter-options';
import { RANGE_FILTERS } from '../lib/range-filters';
import { RangeFilterControl } from './range-filter-control';
import classes from './filter-panel.module.css';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  search: DiscoverySearch;
}

/** Render long option lists only while the dropdown is open (Mantine keeps them mounted by default). */
/** What the three multi-selects share: searchable, clearable, picked options hidden, lazy dropdown. */
const MULTI_SELECT_BEHAVIOUR = {
  searchable: true,
  clearable: true,
  hidePickedOptions: true,
  maxDropdownHeight: 280,
  comboboxProps: { keepMounted: false },
} as const;

/** Filters "Clear all" resets (SEED-SPEC §4); countries, keywords and publications stay. */
const CLEARED_BY_CLEAR_ALL = new Set([
  'selectedFollowers',
  'selectedEngagements',
  'selectedAverageView',
  'categories',
  'languages',
]);

/**
 * Countries, categories and languages multi-selects (searchable, English names), the four range
 * sliders and "Clear all". On small screens the panel folds behind a "Filters" button.
 */
export function FilterPanel({ search }: FilterPanelProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const countryOptions = useMemo(() => getCountryOptions(), []);
  const languageOptions = useMemo(() => getLanguageOptions(), []);
  const flags = useMemo(
    () => new Map(countryOptions.map((option) => [option.value, option.flag ?? ''])),
    [countryOptions],
  );
  const activeCount = search.activeFilters.filter((key) => key !== 'keywords').length;
  const clearable = search.activeFilters.some((key) => CLEARED_BY_CLEAR_ALL.has(key));

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" className={classes.toggle}>
        <Button
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls="discovery-filters"
          px="xs"
        >
          Filters
          {activeCount > 0 && (
            <Badge ml={6} size="sm" circle>
              {activeCount}
            </Badge>
          )}
        </Button>
      </Group>
      <Stack
        id="discovery-filters"
        gap="md"
        className={classes.collapsible}
        data-open={opened || undefined}
        mt={{ base: opened ? 'sm' : 0, sm: 0 }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <MultiSelect
            label="Countries"
            placeholder={search.selectedCountries.length ? undefined : 'Any country'}
            data={countryOptions}
            value={search.selectedCountries}
            onChange={search.setSelectedCountries}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <span aria-hidden>{flags.get(option.value)}</span>
                <span>{option.label}</span>
              </Group>
            )}
            nothingFoundMessage="No country with that name"
            {...MULTI_SELECT_BEHAVIOUR}
          />
          <MultiSelect
            label="Categories"
            placeholder={search.categories.length ? undefined : 'Any category'}
            data={CATEGORY_OPTIONS}
            value={search.categories}
            onChange={search.setCategories}
            nothingFoundMessage="No category with that name"
            {...MULTI_SELECT_BEHAVIOUR}
          />
          <MultiSelect
            label="Languages"
            placeholder={search.languages.length ? undefined : 'Any language'}
            data={languageOptions}
            value={search.languages}
            onChange={search.setLanguages}
            nothingFoundMessage="No language with that name"
            {...MULTI_SELECT_BEHAVIOUR}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl" verticalSpacing="xs">
          {RANGE_FILTERS.map((filter) => (
            <RangeFilterControl
              key={filter.key}
              filter={filter}
              value={search[filter.key]}
              onChange={(value) => search.setRange(filter.key, value)}
            />
          ))}
        </SimpleGrid>

        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            “Clear all” keeps countries, keywords and publications.
          </Text>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={search.clearAll}
            disabled={!clearable}
          >
            Clear all
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconFilterOff,
  IconShieldCheckFilled,
} from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { ACCOUNT_TYPES, type AccountType } from '@shared/constants/discovery';
import type { FacetKey, InfluencerFacets } from '@shared/schemas/influencers';
import { ACCOUNT_TYPE_LABELS } from '@app/lib/account-types';
import { useFacets } from '../api/get-facets';
import type { DiscoverySearch } from '../hooks/use-discovery-search';
import { facetOptions } from '../lib/facet-options';
import { RANGE_FILTERS } from '../lib/range-filters';
import { FacetPicker } from './facet-picker';
import { RangeFilterControl } from './range-filter-control';
import classes from './filter-panel.module.css';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  search: DiscoverySearch;
  /** A signed-in user's facets call carries the token. */
  signedIn: boolean;
}

/** Filters "Clear all" resets (SEED-SPEC §4); countries, keywords and publications stay. */
const CLEARED_BY_CLEAR_ALL = new Set([
  'selectedFollowers',
  'selectedEngagements',
  'selectedAverageView',
  'categories',
  'languages',
  'verifiedByCreator',
  'accountTypes',
]);

/** The "Account type" options, in the order of {@link ACCOUNT_TYPES}. */
const ACCOUNT_TYPE_OPTIONS = ACCOUNT_TYPES.map((type) => ({
  value: type,
  label: ACCOUNT_TYPE_LABELS[type].many,
}));

/** One facet picker of the panel: which facet, its label and the noun its empty texts use. */
interface FacetFilterSpec {
  key: FacetKey;
  label: string;
  noun: string;
  value: (search: DiscoverySearch) => string[];
  onChange: (search: DiscoverySearch) => (value: string[]) => void;
}

/** The three facet pickers, in the order the panel shows them. */
const FACET_FILTERS: FacetFilterSpec[] = [
  {
    key: 'countries',
    label: 'Countries',
    noun: 'country',
    value: (search) => search.selectedCountries,
    onChange: (search) => search.setSelectedCountries,
  },
  {
    key: 'categories',
    label: 'Categories',
    noun: 'category',
    value: (search) => search.categories,
    onChange: (search) => search.setCategories,
  },
  {
    key: 'languages',
    label: 'Languages',
    noun: 'language',
    value: (search) => search.languages,
    onChange: (search) => search.setLanguages,
  },
];

/** A {@link FacetPicker} for one facet, its options counted from the facets answer. */
function FacetFilter({
  filter,
  search,
  facets,
  noMatches,
  loading,
}: {
  filter: FacetFilterSpec;
  search: DiscoverySearch;
  facets: InfluencerFacets | undefined;
  noMatches: boolean;
  loading: boolean;
}) {
  const value = filter.value(search);
  const options = useMemo(
    () => facetOptions(filter.key, facets, value),
    [filter.key, facets, value],
  );
  return (
    <FacetPicker
      label={filter.label}
      anyText={`Any ${filter.noun}`}
      noneText={`No ${filter.noun} on record`}
      nothingFoundText={`No ${filter.noun} with that name`}
      options={options}
      noMatches={noMatches}
      value={value}
      onChange={filter.onChange(search)}
      loading={loading}
    />
  );
}

/**
 * Countries, categories and languages pickers offering the values the profiles hold, each with
 * its count under the other filters (names from Intl), the four range sliders, "Verified by
 * creator" (only profiles whose creator signed in with the platform), "Account type" (creators
 * only by default) and "Clear all".
 * On small screens the panel folds behind a "Filters" button.
 */
export function FilterPanel({ search, signedIn }: FilterPanelProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const verifiedHintId = useId();
  const facets = useFacets(search.facetsQuery, { signedIn });
  const loading = facets.data === undefined && !facets.isError;
  /** The other filters match nobody: an empty picker says so, not "none on record". */
  const noMatches = (key: FacetKey) =>
    facets.data !== undefined && facets.data[key].length === 0 && facets.data.unknown[key] === 0;
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
          {FACET_FILTERS.map((filter) => (
            <FacetFilter
              key={filter.key}
              filter={filter}
              search={search}
              facets={facets.data}
              noMatches={noMatches(filter.key)}
              loading={loading}
            />
          ))}
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

        <MultiSelect
          label="Account type"
          description="Brands, media outlets, clubs and platform channels are hidden unless picked here."
          data={ACCOUNT_TYPE_OPTIONS}
          value={search.accountTypes}
          onChange={(value) => search.setAccountTypes(value as AccountType[])}
          maw={{ sm: 520 }}
        />

        <Stack gap={2}>
          <Switch
            label={
              <Group gap={4} component="span" wrap="nowrap">
                <IconShieldCheckFilled size={16} color="var(--mantine-color-teal-6)" aria-hidden />
                Verified by creator
              </Group>
            }
            aria-describedby={verifiedHintId}
            checked={search.verifiedByCreator}
            onChange={(event) => search.setVerifiedByCreator(event.currentTarget.checked)}
          />
          <Text id={verifiedHintId} size="xs" c="dimmed">
            Only creators who signed in with the platform: their numbers came from it.
          </Text>
        </Stack>

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

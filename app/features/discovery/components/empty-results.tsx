import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty, IconX } from '@tabler/icons-react';
import { platformLabel } from '@app/components/influencers/platform-icon';
import { ACCOUNT_TYPE_LABELS } from '@app/lib/account-types';
import { categoryLabel, countryName, languageName } from '@app/lib/format';
import type { DiscoverySearch } from '../hooks/use-discovery-search';
import { rangeFilter, rangeText } from '../lib/range-filters';
import type { ActiveFilterKey } from '../lib/search-state';

const MAX_LISTED = 3;

function listed(values: string[]): string {
  const head = values.slice(0, MAX_LISTED).join(', ');
  return values.length > MAX_LISTED ? `${head} +${values.length - MAX_LISTED}` : head;
}

/** A filter as the empty state names it: "Countries: United States, Canada". */
function describeFilter(
  search: DiscoverySearch,
  key: ActiveFilterKey,
): { name: string; value: string } {
  switch (key) {
    case 'keywords':
      return { name: 'Keywords', value: `“${search.keywords.trim()}”` };
    case 'selectedCountries':
      return { name: 'Countries', value: listed(search.selectedCountries.map(countryName)) };
    case 'categories':
      return { name: 'Categories', value: listed(search.categories.map(categoryLabel)) };
    case 'languages':
      return { name: 'Languages', value: listed(search.languages.map(languageName)) };
    case 'verifiedByCreator':
      return { name: 'Verified by creator', value: 'only' };
    case 'accountTypes':
      return {
        name: 'Account type',
        value: listed(search.accountTypes.map((t) => ACCOUNT_TYPE_LABELS[t].many)),
      };
    default: {
      const filter = rangeFilter(key);
      return { name: filter.label, value: rangeText(filter, search[key]) };
    }
  }
}

/**
 * No influencer matches: names each active filter with a button to drop it, so the person sees
 * what to relax.
 */
export function EmptyResults({ search }: { search: DiscoverySearch }) {
  const filters = search.activeFilters;
  return (
    <Paper withBorder radius="md" p="xl" role="region" aria-label="No results">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={24} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="xl">
          No influencers match this search
        </Title>
        {filters.length > 0 ? (
          <>
            <Text c="dimmed" maw={520}>
              Try relaxing one of these filters:
            </Text>
            <Group justify="center" gap="xs">
              {filters.map((key) => {
                const { name, value } = describeFilter(search, key);
                return (
                  <Button
                    key={key}
                    variant="light"
                    size="xs"
                    rightSection={<IconX size={14} aria-hidden />}
                    onClick={() => search.clearFilter(key)}
                    aria-label={`Remove ${name.toLowerCase()} filter (${value})`}
                  >
                    {name}: {value}
                  </Button>
                );
              })}
            </Group>
          </>
        ) : (
          <Text c="dimmed" maw={520}>
            There are no {platformLabel(search.platform)} profiles yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

import { Anchor, Stack, Text } from '@mantine/core';
import { FACET_KEYS, type FacetKey, type InfluencerFacets } from '@shared/schemas/influencers';
import { formatExact } from '@app/lib/format';
import type { DiscoverySearch } from '../hooks/use-discovery-search';
import { UNKNOWN_PHRASES } from '../lib/facet-options';
import { FACET_STATE_KEYS } from '../lib/search-state';

/** Props of {@link UnknownValues}. */
export interface UnknownValuesProps {
  search: DiscoverySearch;
  /** The facets of the current filters; nothing is said while they are missing or stale. */
  facets: InfluencerFacets | undefined;
}

function Line({
  count,
  facet,
  included,
  onToggle,
}: {
  count: number;
  facet: FacetKey;
  included: boolean;
  onToggle: () => void;
}) {
  const phrase = UNKNOWN_PHRASES[facet];
  const number = formatExact(count);
  const action = included ? 'leave them out' : 'include them';
  const sentence = included
    ? `Including ${number} with ${phrase}`
    : `${number} more ${count === 1 ? 'has' : 'have'} ${phrase}`;
  return (
    <Text size="sm" c="dimmed" data-testid={`unknown-${facet}`}>
      {sentence} —{' '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={onToggle}
        aria-label={`${action[0]!.toUpperCase()}${action.slice(1)}: ${number} ${count === 1 ? 'profile' : 'profiles'} with ${phrase}`}
      >
        {action}
      </Anchor>
    </Text>
  );
}

/**
 * Under the result count: for each country, language or category filter that leaves out profiles
 * because their value is unknown, how many ("312 more have no country on record — include them"),
 * with one click to include them (exactly that many more results) or leave them out again.
 */
export function UnknownValues({ search, facets }: UnknownValuesProps) {
  if (!facets) return null;
  const lines = FACET_KEYS.filter(
    (key) => search[FACET_STATE_KEYS[key]].length > 0 && facets.unknown[key] > 0,
  );
  if (lines.length === 0) return null;
  return (
    <Stack gap={2}>
      {lines.map((key) => {
        const included = search.includeUnknown.includes(key);
        return (
          <Line
            key={key}
            facet={key}
            count={facets.unknown[key]}
            included={included}
            onToggle={() => search.setIncludeUnknown(key, !included)}
          />
        );
      })}
    </Stack>
  );
}

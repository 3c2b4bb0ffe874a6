import { CATEGORIES } from '@shared/constants/taxonomy';
import type { FacetCount, FacetKey, InfluencerFacets } from '@shared/schemas/influencers';
import { categoryLabel, countryName, formatExact, languageName } from '@app/lib/format';

/**
 * One choice of a facet picker: the code sent to the API, its English name (countries and
 * languages from Intl.DisplayNames), and how many profiles the search finds when it alone is
 * chosen. `disabled` options (greyed) match nothing under the other filters.
 */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
  disabled: boolean;
  /** The country code whose flag is drawn beside the name (countries only). */
  flag?: string;
}

const LABELS: Record<FacetKey, (value: string) => string> = {
  countries: countryName,
  languages: languageName,
  categories: categoryLabel,
};

function option(key: FacetKey, { value, count }: FacetCount, chosen = false): FacetOption {
  return {
    value,
    label: LABELS[key](value),
    count,
    // A chosen value stays removable (Mantine locks the pill of a disabled option).
    disabled: count === 0 && !chosen,
    ...(key === 'countries' && { flag: value }),
  };
}

/**
 * The options of one picker: the values the profiles matching the other filters hold, most
 * frequent first (as the facets answer them), then the chosen values they do not hold (count 0,
 * not greyed, so the picker can still show and remove them). Categories list the rest of the taxonomy greyed
 * at the end, as there are few; countries and languages offer only what the data holds.
 */
export function facetOptions(
  key: FacetKey,
  facets: InfluencerFacets | undefined,
  selected: string[],
): FacetOption[] {
  const held = (facets?.[key] ?? []).filter((v) => v.count > 0);
  const seen = new Set(held.map((v) => v.value));
  const greyed: string[] = key === 'categories' && facets ? CATEGORIES.map((c) => c.slug) : [];
  const missing = [...selected, ...greyed].filter((value) => {
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
  const absent = missing
    .map((value) => option(key, { value, count: 0 }, selected.includes(value)))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [...held.map((v) => option(key, v)), ...absent];
}

/** What a screen reader hears after a picker option's name: ", 1,234 profiles". */
export function countText(count: number): string {
  return `${formatExact(count)} ${count === 1 ? 'profile' : 'profiles'}`;
}

/** How each facet names a profile's missing value ("no country on record"). */
export const UNKNOWN_PHRASES: Record<FacetKey, string> = {
  countries: 'no country on record',
  languages: 'no language on record',
  categories: 'no category on record',
};

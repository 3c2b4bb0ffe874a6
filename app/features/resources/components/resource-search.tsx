import { RESOURCE_QUERY_MAX_LENGTH } from '@shared/schemas/resources';
import { SearchInput } from '@app/components/ui/search-input';

/** How long typing must pause before the guides are searched. */
export const RESOURCE_SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link ResourceSearch}. */
export interface ResourceSearchProps {
  /** The searched text (from the URL). */
  query: string;
  onQueryChange: (query: string) => void;
}

/**
 * The guide search box: searches once typing pauses for 300 ms; Enter searches at once. Follows
 * the URL when it changes (back button).
 */
export function ResourceSearch({ query, onQueryChange }: ResourceSearchProps) {
  return (
    <SearchInput
      type="search"
      label="Search guides"
      clearLabel="Clear search"
      placeholder="Search guides, e.g. discount code, GDPR, brief"
      value={query}
      onSearch={onQueryChange}
      debounceMs={RESOURCE_SEARCH_DEBOUNCE_MS}
      maxLength={RESOURCE_QUERY_MAX_LENGTH}
    />
  );
}

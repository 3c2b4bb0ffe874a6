import { SearchInput } from '@app/components/ui/search-input';

/** How long typing must pause before the keywords are searched. */
export const KEYWORD_DEBOUNCE_MS = 350;

/** Props of {@link KeywordSearch}. */
export interface KeywordSearchProps {
  /** The searched keywords (from the URL). */
  keywords: string;
  onKeywordsChange: (keywords: string) => void;
}

/**
 * The keyword box: searches name, @handle, #tag and bio once typing pauses for 350 ms; Enter
 * searches at once. Follows the URL when it changes (back button, a cleared filter).
 */
export function KeywordSearch({ keywords, onKeywordsChange }: KeywordSearchProps) {
  return (
    <SearchInput
      label="Keywords"
      clearLabel="Clear keywords"
      placeholder="Search name, @handle, #tag or bio"
      value={keywords}
      onSearch={onKeywordsChange}
      debounceMs={KEYWORD_DEBOUNCE_MS}
      maxLength={200}
      style={{ flex: 1 }}
    />
  );
}

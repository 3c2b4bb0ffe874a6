import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

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
  const [value, setValue] = useState(keywords);
  const [shown, setShown] = useState(keywords);
  const commit = useDebouncedCallback(
    (next: string) => onKeywordsChange(next.trim()),
    KEYWORD_DEBOUNCE_MS,
  );

  // The URL changed under us (back button, "clear keywords"): show what is searched now.
  if (keywords !== shown) {
    setShown(keywords);
    if (value.trim() !== keywords) {
      commit.cancel();
      setValue(keywords);
    }
  }

  const change = (next: string) => {
    setValue(next);
    commit(next);
  };

  return (
    <TextInput
      aria-label="Keywords"
      placeholder="Search name, @handle, #tag or bio"
      value={value}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        value ? (
          <CloseButton
            aria-label="Clear keywords"
            size="sm"
            onClick={() => {
              commit.cancel();
              setValue('');
              onKeywordsChange('');
            }}
          />
        ) : null
      }
      maxLength={200}
      size="md"
      autoComplete="off"
      style={{ flex: 1 }}
    />
  );
}

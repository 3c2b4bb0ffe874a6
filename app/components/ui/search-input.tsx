import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Props of {@link SearchInput}. */
export interface SearchInputProps extends Pick<
  TextInputProps,
  'placeholder' | 'maxLength' | 'type' | 'style'
> {
  /** Accessible name of the box. */
  label: string;
  /** Accessible name of its clear button. */
  clearLabel: string;
  /** The searched text (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses for `debounceMs`, at once on Enter or clear. */
  onSearch: (text: string) => void;
  /** How long typing must pause before searching, in ms. */
  debounceMs: number;
}

/**
 * A search box that searches once typing pauses (Enter searches at once, × clears) and follows
 * the URL when it changes under it (back button, a cleared filter).
 */
export function SearchInput({
  label,
  clearLabel,
  value: searched,
  onSearch,
  debounceMs,
  ...input
}: SearchInputProps) {
  const [value, setValue] = useState(searched);
  const [shown, setShown] = useState(searched);
  const commit = useDebouncedCallback((next: string) => onSearch(next.trim()), debounceMs);

  // The URL changed under us: show what is searched now.
  if (searched !== shown) {
    setShown(searched);
    if (value.trim() !== searched) {
      commit.cancel();
      setValue(searched);
    }
  }

  return (
    <TextInput
      {...input}
      aria-label={label}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        value ? (
          <CloseButton
            aria-label={clearLabel}
            size="sm"
            onClick={() => {
              commit.cancel();
              setValue('');
              onSearch('');
            }}
          />
        ) : null
      }
      size="md"
      autoComplete="off"
    />
  );
}

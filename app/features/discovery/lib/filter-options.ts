import ISO6391 from 'iso-639-1';
import { CATEGORIES } from '@shared/constants/taxonomy';
import { languageName } from '@app/lib/format';

/** One choice of a multi-select: the code sent to the API and the English name shown. */
export interface FilterOption {
  value: string;
  label: string;
  /** Flag emoji of a country option. */
  flag?: string;
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label, 'en');

let languageOptions: FilterOption[] | undefined;

/** Every ISO 639-1 language (codes from iso-639-1, English names from Intl), by name. */
export function getLanguageOptions(): FilterOption[] {
  languageOptions ??= ISO6391.getAllCodes()
    .map((code) => {
      const name = languageName(code);
      return { value: code, label: name === code ? ISO6391.getName(code) || code : name };
    })
    .sort(byLabel);
  return languageOptions;
}

/** The taxonomy's categories with their labels, in taxonomy order. */
export const CATEGORY_OPTIONS: FilterOption[] = CATEGORIES.map((c) => ({
  value: c.slug,
  label: c.label,
}));

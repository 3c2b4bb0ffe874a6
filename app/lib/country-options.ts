import { getAlpha2Codes } from 'i18n-iso-countries';
import { countryName } from './format';

/** One country of a select: its ISO 3166-1 alpha-2 code and English name. */
export interface CountryOption {
  value: string;
  label: string;
}

let options: CountryOption[] | undefined;

/** Every ISO 3166-1 country (codes from i18n-iso-countries, English names from Intl), by name. */
export function countryOptions(): CountryOption[] {
  options ??= Object.keys(getAlpha2Codes())
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return options;
}

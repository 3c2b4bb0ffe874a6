import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { repairText } from './text-repair';

countries.registerLocale(en);
countries.registerLocale(es);

/** How a dataset writes countries: ISO 3166-1 alpha-2 codes, or English or Spanish names. */
export const COUNTRY_FORMATS = ['alpha2', 'english-name', 'spanish-name'] as const;
export type CountryFormat = (typeof COUNTRY_FORMATS)[number];

const LOCALES: Record<Exclude<CountryFormat, 'alpha2'>, 'en' | 'es'> = {
  'english-name': 'en',
  'spanish-name': 'es',
};

/** Lower case, no diacritics, straight apostrophes, single spaces: how names are compared. */
export function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Names from the runtime's CLDR data (`Intl.DisplayNames`) for every code i18n-iso-countries
 * knows, as a second opinion: CLDR says "British Virgin Islands" and "Syria" where the package
 * only has "Virgin Islands, British" and "Syrian Arab Republic".
 */
const displayNameIndex = new Map<string, Map<string, string>>();
function fromDisplayNames(name: string, locale: 'en' | 'es'): string | undefined {
  let index = displayNameIndex.get(locale);
  if (!index) {
    index = new Map();
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const code of Object.keys(countries.getAlpha2Codes())) {
      const display = names.of(code);
      if (display) index.set(comparable(display), code);
    }
    displayNameIndex.set(locale, index);
  }
  return index.get(comparable(name));
}

/**
 * Converts a dataset's country value to an ISO 3166-1 alpha-2 code (upper case), or `null` when
 * it is not a country this format knows (the caller reports it). Names are matched
 * case-insensitively, ignoring diacritics, against i18n-iso-countries (all official and
 * alternative names of the `en` or `es` locale) and then the CLDR names of `Intl.DisplayNames`;
 * mojibake such as `CÃ´te d'Ivoire` is repaired first. Never a hand-typed list.
 */
export function toCountryCode(value: string, format: CountryFormat): string | null {
  const text = value.trim();
  if (format === 'alpha2') {
    const code = text.toUpperCase();
    return /^[A-Z]{2}$/.test(code) && countries.isValid(code) ? code : null;
  }
  const locale = LOCALES[format];
  for (const name of new Set([text, repairText(text, 'auto').text])) {
    const code =
      countries.getAlpha2Code(name, locale) ??
      countries.getSimpleAlpha2Code(name, locale) ??
      fromDisplayNames(name, locale);
    if (code) return code;
  }
  return null;
}

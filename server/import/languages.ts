import ISO6391 from 'iso-639-1';

/** How a dataset writes languages: ISO 639-1 codes (`en`) or English names (`English`). */
export const LANGUAGE_FORMATS = ['alpha2', 'english-name'] as const;
export type LanguageFormat = (typeof LANGUAGE_FORMATS)[number];

/**
 * Converts a dataset's language value to an ISO 639-1 code (lower case) using the iso-639-1
 * package, or `null` when it is not a language the format knows (the caller reports it).
 * English names are matched case-insensitively (`English`, `spanish` → `en`, `es`).
 */
export function toLanguageCode(value: string, format: LanguageFormat): string | null {
  const text = value.trim();
  if (format === 'alpha2') {
    const code = text.toLowerCase();
    return ISO6391.validate(code) ? code : null;
  }
  const code = ISO6391.getCode(text);
  return code === '' ? null : code;
}

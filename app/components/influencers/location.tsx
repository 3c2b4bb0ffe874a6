import { CountryFlag } from '@app/components/ui/country-flag';
import { countryName, MISSING } from '@app/lib/format';

/** The creator's and the audience's country codes of a profile. */
export interface LocationCodes {
  country: string | null;
  audienceCountry: string | null;
}

/**
 * Where a creator is, inline: the flag and "United States", or "Audience:" before them when only
 * the main country of the audience is known, else "—". The flag is hidden from screen readers:
 * the country's name beside it says it.
 */
export function Location({ country, audienceCountry }: LocationCodes) {
  const code = country ?? audienceCountry;
  if (!code) return MISSING;
  return (
    <>
      {country ? null : 'Audience: '}
      {/* A no-break space keeps the flag with the name. */}
      <CountryFlag code={code} />
      {'\u00a0'}
      {countryName(code)}
    </>
  );
}

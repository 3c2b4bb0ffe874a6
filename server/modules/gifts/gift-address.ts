import { InvalidAddress, normalizeAddress } from '@cpsdqs/google-i18n-address';
import type { GiftAddress } from '@shared/schemas/gifts';
import type { ProblemFieldError } from '@shared/schemas/problem';
import { badRequest } from '../../errors';
import type { SecretBox } from '../../secret-box';

/**
 * The creator's shipping address: checked per country with Google's address data (the
 * maintained `@cpsdqs/google-i18n-address`: which fields a country requires, its postal-code
 * pattern, its regions), and sealed at rest with the SecretBox bound to the collaboration.
 */

/** Our field → the library's. */
const FIELDS: Record<string, keyof GiftAddress> = {
  countryCode: 'country',
  countryArea: 'region',
  city: 'city',
  postalCode: 'postalCode',
  streetAddress: 'line1',
  cityArea: 'city',
  sortingCode: 'postalCode',
};

const WORDS: Record<keyof GiftAddress, string> = {
  name: 'name',
  line1: 'street address',
  line2: 'second line',
  city: 'city',
  region: 'state, province or region',
  postalCode: 'postal code',
  country: 'country',
  phone: 'phone',
};

/**
 * The address as its country writes it (region as its code, e.g. "CA" for California; postal
 * code normalised), or a 400 naming each field that is missing or not valid in that country.
 */
export async function validateAddress(address: GiftAddress): Promise<GiftAddress> {
  try {
    const normalised = await normalizeAddress({
      countryCode: address.country,
      countryArea: address.region ?? '',
      city: address.city,
      postalCode: address.postalCode ?? '',
      streetAddress: [address.line1, address.line2].filter(Boolean).join('\n'),
    });
    return {
      ...address,
      region: normalised.countryArea || null,
      postalCode: normalised.postalCode || null,
    };
  } catch (error) {
    if (!(error instanceof InvalidAddress)) throw error;
    const errors: ProblemFieldError[] = Object.entries(error.errors).map(([field, kind]) => {
      const ours = FIELDS[field] ?? 'line1';
      const word = WORDS[ours];
      return {
        path: `body.${ours}`,
        message:
          kind === 'required'
            ? `Enter the ${word}: ${address.country} addresses need one`
            : `This ${word} is not valid in ${address.country}`,
      };
    });
    throw badRequest('This address cannot be shipped to as written.', errors);
  }
}

/** Seals an address for the collaboration `collaborationId`. */
export const sealAddress = (box: SecretBox, collaborationId: string, address: GiftAddress) =>
  box.seal(JSON.stringify(address), `gift-address:${collaborationId}`);

/** Opens a sealed address. @throws when altered or sealed for another collaboration. */
export const openAddress = (box: SecretBox, collaborationId: string, sealed: string) =>
  JSON.parse(box.open(sealed, `gift-address:${collaborationId}`)) as GiftAddress;

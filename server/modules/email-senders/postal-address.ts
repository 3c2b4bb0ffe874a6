import type { PostalAddress } from '@shared/schemas/email';
import type { EmailSenderRow } from '../../db/schema';

/**
 * The sender's postal address as stored, or null while street, city or country is missing (an
 * email campaign cannot start then). The postal code is '' when none was given.
 */
export function senderPostalAddress(
  row: Pick<EmailSenderRow, 'postalStreet' | 'postalCity' | 'postalCode' | 'postalCountry'> | null,
): PostalAddress | null {
  if (!row?.postalStreet || !row.postalCity || !row.postalCountry) return null;
  return {
    street: row.postalStreet,
    city: row.postalCity,
    postalCode: row.postalCode ?? '',
    country: row.postalCountry,
  };
}

/** The address on one footer line: `street, postal code city, country` (code left out when none). */
export function formatPostalAddress(address: PostalAddress): string {
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.street, city, address.country].join(', ');
}

/** The footer line of a sender's postal address, or '' when it has none (see {@link formatPostalAddress}). */
export function postalLine(row: Parameters<typeof senderPostalAddress>[0]): string {
  const address = senderPostalAddress(row);
  return address ? formatPostalAddress(address) : '';
}

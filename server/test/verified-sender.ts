import { emailSenders } from '../db/schema';
import type { TestApp } from './build-test-app';

/** The postal address test senders get unless told otherwise. */
export const TEST_POSTAL_ADDRESS = {
  postalStreet: '1 Market Street',
  postalCity: 'San Francisco',
  postalCode: '94105',
  postalCountry: 'United States',
};

/**
 * Signs a brand up through the API and gives it a verified sender (`sender.email` for replies,
 * `sender.name` shown as "<name> via Collabify") with {@link TEST_POSTAL_ADDRESS} (or the
 * `postal` given; null for none), as if it had followed the emailed link and filled in its
 * address: what sending a campaign or a mail needs. Returns the session.
 */
export async function signUpWithVerifiedSender(
  t: TestApp,
  brandName: string,
  sender: { email: string; name: string },
  postal: Partial<typeof TEST_POSTAL_ADDRESS> | null = TEST_POSTAL_ADDRESS,
) {
  const session = await t.signUp({ name: brandName });
  await t.database.db
    .insert(emailSenders)
    .values({ userId: session.user.id, ...sender, ...postal, verifiedAt: new Date() });
  return session;
}

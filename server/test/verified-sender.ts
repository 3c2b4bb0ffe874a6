import { emailSenders } from '../db/schema';
import type { TestApp } from './build-test-app';

/**
 * Signs a brand up through the API and gives it a verified sender (`sender.email` for replies,
 * `sender.name` shown as "<name> via Collabify"), as if it had followed the emailed link: what
 * sending a campaign or a mail needs. Returns the session.
 */
export async function signUpWithVerifiedSender(
  t: TestApp,
  brandName: string,
  sender: { email: string; name: string },
) {
  const session = await t.signUp({ name: brandName });
  await t.database.db
    .insert(emailSenders)
    .values({ userId: session.user.id, ...sender, verifiedAt: new Date() });
  return session;
}

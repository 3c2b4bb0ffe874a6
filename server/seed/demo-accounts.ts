import type { Role } from '@shared/constants/roles';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { hashPassword } from '../modules/auth/passwords';
import { findUserByEmail, insertUser } from '../modules/users/users.repository';

/** Password of every demo account (documented in the README; demo data only). */
export const DEMO_PASSWORD = 'collabify-demo';

/** The demo advertiser and influencer, by email (what the demo campaigns seed fills). */
export const DEMO_SEED_ACCOUNTS = {
  advertiser: 'brand@collabify.test',
  influencer: 'creator@collabify.test',
} as const;

/** The demo accounts created on first start of the embedded demo. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: DEMO_SEED_ACCOUNTS.advertiser, name: 'Demo Brand', role: 'advertiser' },
  { email: DEMO_SEED_ACCOUNTS.influencer, name: 'Demo Creator', role: 'influencer' },
];

/** Creates the demo accounts that do not exist yet; safe to run at every start. @returns how many were created. */
export async function seedDemoAccounts(db: Db): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    try {
      await insertUser(db, {
        email: account.email,
        name: account.name,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        roles: [account.role],
        emailVerifiedAt: new Date(),
      });
      created += 1;
    } catch (error) {
      // Another instance starting at the same time created it first.
      if (!isUniqueViolation(error, 'users_email_key')) throw error;
    }
  }
  return created;
}

import type { PaidPlanId } from '@shared/constants/plans';
import type { Db } from '../db/client';
import { grantPlan } from '../modules/billing/billing.service';
import { findUserByEmail } from '../modules/users/users.repository';

/**
 * The demo advertiser's complimentary plan: Pro's limits, shown as "Demo plan", so every feature
 * can be tried (a second active campaign, more lists, AI picks). Buying a plan replaces it.
 */
export const DEMO_PLAN_GRANT: { plan: PaidPlanId; label: string } = {
  plan: 'pro',
  label: 'Demo plan',
};

/**
 * Grants the demo advertiser {@link DEMO_PLAN_GRANT} unless it already has a grant. Safe to run at
 * every start, so demo data directories made before the grant existed get it on their next start.
 * @returns whether the grant was made now.
 */
export async function seedDemoPlan(db: Db, accounts: { advertiser: string }): Promise<boolean> {
  const advertiser = await findUserByEmail(db, accounts.advertiser);
  return advertiser ? grantPlan(db, advertiser.id, DEMO_PLAN_GRANT) : false;
}

import type { PlanId } from '@shared/constants/plans';
import { billingAccounts } from '../db/schema';
import type { TestApp } from './build-test-app';

/**
 * Puts an account on `plan` as an admin's hand-set plan would (PRODUCT §9), for tests about
 * something else that need more than the Free limits (many lists, campaigns or emails). Tests of
 * the limits themselves go through the API instead.
 */
export async function grantPlan(t: TestApp, userId: string, plan: PlanId): Promise<void> {
  await t.database.db
    .insert(billingAccounts)
    .values({ userId, manualPlan: plan })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { manualPlan: plan } });
}

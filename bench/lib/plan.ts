import type { PaidPlanId } from '@shared/constants/plans';
import type { Db } from '@server/db/client';
import { grantPlan } from '@server/modules/billing/billing.service';

/**
 * The plan a benchmark's account is on: Pro (20,000 emails a month, AI picks without a monthly
 * cap), the plan whose volume the email and picks benchmarks send; Free's 50 emails and 5 picks
 * a month would refuse them with 402.
 */
export const BENCH_PLAN: { plan: PaidPlanId; label: string } = { plan: 'pro', label: 'Benchmark' };

/** Puts the benchmark's account on {@link BENCH_PLAN} through the billing service's grant. */
export async function grantBenchPlan(db: Db, userId: string): Promise<void> {
  await grantPlan(db, userId, BENCH_PLAN);
}

import type { PlanLimitProblem } from '@shared/schemas/billing';
import { planLimitProblemSchema } from '@shared/schemas/billing';
import type { PlanLimitHit } from './plan-limit';

/**
 * The extension members of a plan limit's problem (metric, limit, usage, requested, plan, upgrade
 * link); null when they do not match the contract (the sentence is still shown). Apart from
 * plan-limit.ts so that only what shows a limit loads the schema library.
 */
export function planLimitMembers(hit: PlanLimitHit): PlanLimitProblem | null {
  const members = planLimitProblemSchema.safeParse(hit.problem);
  return members.success ? members.data : null;
}

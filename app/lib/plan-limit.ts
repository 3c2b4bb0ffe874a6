import { isApiError } from './api-error';

/** The problem type of a call that would pass a plan limit (answered with 402). */
export const PLAN_LIMIT_PROBLEM_TYPE = 'urn:collabify:problem:plan-limit';

/**
 * A plan limit a call ran into: the server's sentence (`detail`) and the problem as received,
 * whose extension members (metric, limit, usage, plan, upgrade link) `planLimitMembers` reads
 * (plan-limit-members.ts: apart, so the app's first load carries no schema library).
 */
export interface PlanLimitHit {
  detail: string;
  problem: unknown;
}

type PlanLimitListener = (hit: PlanLimitHit) => void;

const listeners = new Set<PlanLimitListener>();
/** Errors already handed to the listeners: the mutation cache and a caller may both report one. */
const reported = new WeakSet<object>();

/**
 * Reads a plan-limit problem (402, `urn:collabify:problem:plan-limit`) out of `error`; null for
 * any other error.
 */
export function planLimitOf(error: unknown): PlanLimitHit | null {
  if (!isApiError(error, 402) || error.type !== PLAN_LIMIT_PROBLEM_TYPE) return null;
  return { detail: error.detail ?? error.title, problem: error.problem };
}

/**
 * Listens for plan limits that calls run into (the upgrade prompt mounted in the root layout).
 * Returns a function that stops listening.
 */
export function onPlanLimit(listener: PlanLimitListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Hands `error` to the plan-limit listeners when it is a plan-limit problem. Returns true when it
 * is one and a listener took it (now or when it was first reported), so the caller shows nothing
 * else; false for any other error, or when nothing listens (the caller then shows the error as
 * usual). Every place that shows an error — `notifyError`, the mutation cache, a form's
 * inline message — asks this first, so a limit opens the upgrade prompt wherever it is hit.
 */
export function reportPlanLimit(error: unknown): boolean {
  const hit = planLimitOf(error);
  if (!hit || listeners.size === 0) return false;
  if (reported.has(error as object)) return true;
  reported.add(error as object);
  for (const listener of listeners) listener(hit);
  return true;
}

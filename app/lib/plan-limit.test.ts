import { describe, expect, it, vi } from 'vitest';
import { listLimitProblem } from '@app/test/billing-fixtures';
import { ApiError } from './api-error';
import { onPlanLimit, planLimitOf, reportPlanLimit } from './plan-limit';
import { planLimitMembers } from './plan-limit-members';

const { type, title, status, detail, ...members } = listLimitProblem();

function limitError(overrides: Record<string, unknown> = {}) {
  return new ApiError({ type, title, status, detail, ...members, ...overrides });
}

describe('plan limits', () => {
  it('reads the sentence and the extension members of a 402 plan-limit problem', () => {
    const hit = planLimitOf(limitError())!;
    expect(hit.detail).toBe(detail);
    expect(planLimitMembers(hit)).toEqual(members);
  });

  it('keeps the sentence when the extension members do not match the contract', () => {
    const hit = planLimitOf(limitError({ limit: 'three' }))!;
    expect(hit.detail).toBe(detail);
    expect(planLimitMembers(hit)).toBeNull();
  });

  it('is no plan limit for another status, another problem type or a plain error', () => {
    expect(planLimitOf(limitError({ status: 409 }))).toBeNull();
    expect(planLimitOf(limitError({ type: 'urn:collabify:problem:payment-required' }))).toBeNull();
    expect(planLimitOf(new Error(detail))).toBeNull();
  });

  it('hands a plan limit to the listeners once, however many places report it', () => {
    const listener = vi.fn();
    const stop = onPlanLimit(listener);
    const error = limitError();

    expect(reportPlanLimit(error)).toBe(true);
    expect(reportPlanLimit(error)).toBe(true);
    expect(
      reportPlanLimit(new ApiError({ type: 'about:blank', title: 'Conflict', status: 409 })),
    ).toBe(false);
    stop();

    expect(listener).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith({ detail, problem: error.problem });
  });

  it('leaves the error to the caller when nothing listens', () => {
    expect(reportPlanLimit(limitError())).toBe(false);
  });
});

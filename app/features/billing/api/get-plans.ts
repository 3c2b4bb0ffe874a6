import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plans } from '@shared/schemas/billing';
import { api } from '@app/lib/api-client';

/** Key of the plans answer. */
export const plansQueryKey = ['billing', 'plans'] as const;

/**
 * Every plan with its price and limits, and whether this server can sell them
 * (`GET /api/billing/plans`, public: sent without the token, so a visitor sees the same).
 */
export function getPlans(signal?: AbortSignal): Promise<Plans> {
  return api.get<Plans>('/billing/plans', { signal, withToken: false });
}

/** Query options of {@link getPlans}; the plans change with a deployment, not during a visit. */
export function plansQueryOptions() {
  return queryOptions({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 10 * 60_000,
  });
}

/** The plans (see {@link getPlans}). */
export function usePlans() {
  return useQuery(plansQueryOptions());
}

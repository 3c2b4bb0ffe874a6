import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Billing } from '@shared/schemas/billing';
import { api } from '@app/lib/api-client';

/** Key of the signed-in account's billing; everything billing-related sits under `['billing']`. */
export const billingQueryKey = ['billing', 'self'] as const;

/** The signed-in account's plan, subscription, payment state and usage (`GET /api/billing`). */
export function getBilling(signal?: AbortSignal): Promise<Billing> {
  return api.get<Billing>('/billing', { signal });
}

/** Query options of {@link getBilling}. */
export function billingQueryOptions() {
  return queryOptions({
    queryKey: billingQueryKey,
    queryFn: ({ signal }) => getBilling(signal),
    staleTime: 60_000,
  });
}

/** Options of {@link useBilling}. */
export interface UseBillingOptions {
  /** False to wait (e.g. for a visitor, who has no billing). */
  enabled?: boolean;
  /**
   * Milliseconds between refetches while it returns a number (polling after checkout); a function
   * gets the billing and how many times it was read (or set) so far.
   */
  refetchInterval?:
    number | false | ((billing: Billing | undefined, reads: number) => number | false);
}

/** The signed-in account's billing (see {@link getBilling}). */
export function useBilling({ enabled = true, refetchInterval }: UseBillingOptions = {}) {
  return useQuery({
    ...billingQueryOptions(),
    enabled,
    refetchInterval:
      typeof refetchInterval === 'function'
        ? (query) => refetchInterval(query.state.data, query.state.dataUpdateCount)
        : refetchInterval,
  });
}

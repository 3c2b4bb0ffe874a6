import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBilling } from '@shared/schemas/billing';
import { api } from '@app/lib/api-client';

/** Key of one account's billing as an admin sees it, by its email (trimmed, lower case). */
export function adminBillingQueryKey(email: string) {
  return ['billing', 'admin', email.trim().toLowerCase()] as const;
}

/**
 * An account's billing and its hand-made plan changes, found by email (admins only,
 * `GET /api/admin/billing?email=…`); 404 when no account has that email.
 */
export function getAdminBilling(email: string, signal?: AbortSignal): Promise<AdminBilling> {
  return api.get<AdminBilling>('/admin/billing', {
    query: { email: email.trim().toLowerCase() },
    signal,
  });
}

/** Query options of {@link getAdminBilling}. */
export function adminBillingQueryOptions(email: string) {
  return queryOptions({
    queryKey: adminBillingQueryKey(email),
    queryFn: ({ signal }) => getAdminBilling(email, signal),
  });
}

/** The billing of the account with `email`; nothing is asked while `email` is null. */
export function useAdminBilling(email: string | null) {
  return useQuery({ ...adminBillingQueryOptions(email ?? ''), enabled: email !== null });
}

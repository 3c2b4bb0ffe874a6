import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Suppression } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { suppressionsQueryKey } from './get-suppressions';

/**
 * Adds an address to the suppression list by hand (`POST /api/email-suppression {email}` → the
 * entry, reason `manual`). 400 naming `body.email` for an invalid address.
 */
export function addSuppression(email: string): Promise<Suppression> {
  return api.post<Suppression>('/email-suppression', { email });
}

/** Mutation hook of {@link addSuppression}; refreshes the list. Silent (the form shows errors). */
export function useAddSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSuppression,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppressionsQueryKey }),
  });
}

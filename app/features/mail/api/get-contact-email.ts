import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactEmail } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** Query key of the known addresses; sending to a new address invalidates it. */
export const contactEmailsQueryKey = ['contact-email'] as const;

/**
 * The address an email to this influencer profile would go to, and where it comes from: one the
 * user added (`mine`), the influencer's own account (`influencer`) or the public profile
 * (`profile`); null when none is known (`GET /api/influencer/{id}/contact-email`).
 */
export function getContactEmail(influencerId: string, signal?: AbortSignal): Promise<ContactEmail> {
  return api.get<ContactEmail>(`/influencer/${encodeURIComponent(influencerId)}/contact-email`, {
    signal,
  });
}

/** Query options of the known address of one profile. */
export function contactEmailQueryOptions(influencerId: string) {
  return queryOptions({
    queryKey: [...contactEmailsQueryKey, influencerId] as const,
    queryFn: ({ signal }) => getContactEmail(influencerId, signal),
  });
}

/** The known address of one profile; `enabled: false` waits until the composer opens. */
export function useContactEmail(influencerId: string, { enabled = true } = {}) {
  return useQuery({ ...contactEmailQueryOptions(influencerId), enabled });
}

import type { QueryClient } from '@tanstack/react-query';

/**
 * The cached answers that depend on the addresses a user knows for influencers: the known address
 * of a profile (`['contact-email']`), cards saying whether one is known (`emailKnown`: lists and
 * My Influencers under `['lists']`, discovery under `['influencers']`) and email campaigns' reach
 * (`['email-campaigns']`). Refreshed after an address is saved, whichever feature saved it.
 */
const DEPENDING_ON_KNOWN_EMAILS = [
  ['contact-email'],
  ['lists'],
  ['influencers'],
  ['email-campaigns'],
] as const;

/** Refreshes every cached answer that depends on the addresses the user knows. */
export function invalidateKnownEmails(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    DEPENDING_ON_KNOWN_EMAILS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

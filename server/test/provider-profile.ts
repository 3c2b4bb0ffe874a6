import { expect } from 'vitest';
import { ProviderError, type RecentPublications } from '../integrations/provider-profile';

/**
 * The ProviderError `promise` rejects with; the test fails when it resolves or rejects with
 * anything else.
 */
export async function providerErrorOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** The `recent` of an account with no publications: none read, nothing to average. */
export const NOTHING_RECENT: RecentPublications = {
  count: 0,
  avgViews: null,
  avgLikes: null,
  avgComments: null,
  lastPostedAt: null,
};

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, PUBLIC_LIST_MAX_SKIP } from '@shared/constants/discovery';
import type { InfluencerCard, InfluencerList } from '@shared/schemas/influencers';
import { api } from '@app/lib/api-client';
import { isApiError } from '@app/lib/api-error';
import type { InfluencerSearchParams } from '../lib/search-state';

/** The last page a visitor can open: the public list serves `skip` below 27 (3 pages of 9). */
export const PUBLIC_PAGE_LIMIT = PUBLIC_LIST_MAX_SKIP / PAGE_SIZE;

/**
 * Searches influencers: `GET /api/influencer` for a signed-in user, `GET
 * /api/influencer/public-list` (no token, first 3 pages, no emails) for a visitor.
 */
export async function getInfluencers(
  params: InfluencerSearchParams,
  { signedIn, signal }: { signedIn: boolean; signal?: AbortSignal },
): Promise<InfluencerList> {
  const path = signedIn ? '/influencer' : '/influencer/public-list';
  const body = await api.get<Partial<InfluencerList> | null>(path, {
    query: { ...params },
    signal,
    withToken: signedIn,
  });
  if (!body || typeof body.count !== 'number' || !Array.isArray(body.query)) {
    throw new Error('The search answered in an unexpected format. Please try again.');
  }
  return { count: body.count, countCapped: body.countCapped === true, query: body.query };
}

/** Query options of one discovery page; the AbortSignal cancels a search the user moved away from. */
export function influencersQueryOptions(params: InfluencerSearchParams, signedIn: boolean) {
  return queryOptions({
    queryKey: ['influencers', 'search', signedIn ? 'member' : 'public', params] as const,
    queryFn: ({ signal }) => getInfluencers(params, { signedIn, signal }),
    staleTime: 60_000,
  });
}

/** What {@link useInfluencers} gives the grid (SEED-SPEC §4 names). */
export interface InfluencerSearchResult {
  /** The cards of the page; empty while loading or after an error. */
  cards: InfluencerCard[];
  /** Matches of the whole search (at least this many when `countCapped`); null before the first answer. */
  cardsCount: number | null;
  countCapped: boolean;
  /** True while the current page is loading (previous cards are not shown meanwhile). */
  loading: boolean;
  /** The last failure, cleared when a new search starts. */
  error: Error | null;
  /** True when a visitor asked past the public list (403): show the sign-in prompt. */
  needsSignIn: boolean;
  retry: () => void;
}

/**
 * Loads one page of the search. Pending sets loading and clears the error; rejection stores the
 * error and stops loading; success sets cards and cardsCount (SEED-SPEC §4). While a new page
 * loads, the previous count is kept so the header and pagination do not jump.
 */
export function useInfluencers(
  params: InfluencerSearchParams,
  { signedIn, enabled = true }: { signedIn: boolean; enabled?: boolean },
): InfluencerSearchResult {
  const query = useQuery({
    ...influencersQueryOptions(params, signedIn),
    placeholderData: keepPreviousData,
    enabled,
  });
  const fresh = query.data !== undefined && !query.isPlaceholderData;
  // A retry after a failure shows the skeletons again instead of the old error.
  const retrying = query.isError && query.isFetching;
  const waiting = !query.isError && (query.isPending || query.isPlaceholderData);
  const needsSignIn = !signedIn && isApiError(query.error, 403) && !retrying;
  return {
    cards: query.data && fresh && !query.isError ? query.data.query : [],
    cardsCount: query.data?.count ?? null,
    countCapped: query.data?.countCapped ?? false,
    loading: enabled && (retrying || waiting),
    error: query.isError && !retrying && !needsSignIn ? query.error : null,
    needsSignIn,
    retry: () => void query.refetch(),
  };
}

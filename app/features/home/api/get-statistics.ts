import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfluencerStatistics } from '@shared/schemas/influencers';
import { api } from '@app/lib/api-client';

/** Checks the answer's shape, so a surprise from the server hides the section instead of breaking the page. */
function asStatistics(body: unknown): InfluencerStatistics {
  const value = body as Partial<InfluencerStatistics> | null;
  if (
    !value ||
    typeof value.total !== 'number' ||
    !Array.isArray(value.platforms) ||
    !Array.isArray(value.countries) ||
    !Array.isArray(value.categories)
  ) {
    throw new Error('Unexpected answer from /api/influencer/statistics');
  }
  return value as InfluencerStatistics;
}

/** Fetches the home page's totals (`GET /api/influencer/statistics`, public). */
export async function getStatistics(signal?: AbortSignal): Promise<InfluencerStatistics> {
  return asStatistics(
    await api.get<unknown>('/influencer/statistics', { signal, withToken: false }),
  );
}

/** Query options of the statistics; they change slowly, so they stay fresh for 5 minutes. */
export function statisticsQueryOptions() {
  return queryOptions({
    queryKey: ['influencers', 'statistics'] as const,
    queryFn: ({ signal }) => getStatistics(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Loads the statistics once `enabled`. */
export function useStatistics({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...statisticsQueryOptions(), enabled });
}

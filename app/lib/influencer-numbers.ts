import type { QueryClient } from '@tanstack/react-query';

/**
 * The cached answers that show an influencer's numbers and their date: the profile
 * (`['influencers', 'profile', id]`), discovery and trending cards (`['influencers', 'search']`,
 * `['influencers', 'trending']`) and My Influencers' cards (`['lists', 'saved']`). Refreshed when
 * a provider refresh of the profile finishes, whichever page shows it. Similar profiles are left
 * alone: asking for them again counts a find-similar run on the server.
 */
function dependingOnNumbers(influencerId: string) {
  return [
    ['influencers', 'profile', influencerId],
    ['influencers', 'search'],
    ['influencers', 'trending'],
    ['lists', 'saved'],
  ] as const;
}

/** Refreshes every cached answer that shows the numbers of `influencerId`. */
export function invalidateInfluencerNumbers(
  queryClient: QueryClient,
  influencerId: string,
): Promise<unknown> {
  return Promise.all(
    dependingOnNumbers(influencerId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

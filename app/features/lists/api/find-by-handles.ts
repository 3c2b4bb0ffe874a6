import { MAX_LIMIT, type Platform } from '@shared/constants/discovery';
import type { InfluencerCard, InfluencerList } from '@shared/schemas/influencers';
import { api } from '@app/lib/api-client';

/** Handles per look-up call: the API takes at most 100 names and answers at most 100 cards. */
const BATCH = MAX_LIMIT;

/**
 * Looks profiles up by handle on one platform (`GET /api/influencer?names=…&platform=…`,
 * case-insensitive), in batches of 100. @returns the cards found and the handles not found.
 */
export async function findByHandles(
  platform: Platform,
  handles: string[],
): Promise<{ found: InfluencerCard[]; missing: string[] }> {
  const found: InfluencerCard[] = [];
  for (let i = 0; i < handles.length; i += BATCH) {
    const names = handles.slice(i, i + BATCH).join(',');
    const page = await api.get<InfluencerList>('/influencer', {
      query: { names, platform, limit: BATCH },
    });
    found.push(...page.query);
  }
  const known = new Set(found.map((c) => c.username.toLowerCase()));
  return { found, missing: handles.filter((h) => !known.has(h.toLowerCase())) };
}

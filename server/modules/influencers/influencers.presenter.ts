import type { Platform } from '@shared/constants/discovery';
import type { InfluencerCard, InfluencerProfile } from '@shared/schemas/influencers';
import type { InfluencerRow, InfluencerSnapshotRow } from '../../db/schema';
import type { CardRow } from './influencers.repository';

/** A discovery card. `hideEmail` (the public list) blanks the address but still says one is known. */
export function presentCard(row: CardRow, { hideEmail }: { hideEmail: boolean }): InfluencerCard {
  return {
    id: row.id,
    platform: row.platform as Platform,
    username: row.username,
    name: row.name,
    avatarUrl: row.avatarUrl,
    country: row.country,
    audienceCountry: row.audienceCountry,
    language: row.language,
    categories: row.categories,
    followers: row.followers,
    engagementRate: row.engagementRate === null ? null : Math.round(row.engagementRate * 100) / 100,
    avgViews: row.avgViews,
    avgLikes: row.avgLikes,
    posts: row.posts,
    verified: row.verified,
    hasEmail: row.email !== null,
    email: hideEmail ? null : row.email,
  };
}

/** The full profile with its snapshots (oldest first). */
export function presentProfile(
  row: InfluencerRow,
  snapshots: InfluencerSnapshotRow[],
): InfluencerProfile {
  return {
    ...presentCard(row, { hideEmail: false }),
    platformId: row.platformId,
    bio: row.bio,
    website: row.website,
    profileUrl: row.profileUrl,
    officialCategories: row.officialCategories,
    avgComments: row.avgComments,
    sources: row.sources,
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
    updateCount: row.updateCount,
    similarCount: row.similarCount,
    snapshots: snapshots.map((s) => ({
      takenOn: s.takenOn,
      followers: s.followers,
      avgViews: s.avgViews,
      engagementRate: s.engagementRate,
    })),
  };
}

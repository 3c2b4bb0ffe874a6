import type { AccountType, Platform } from '@shared/constants/discovery';
import {
  ENGAGEMENT_RATE_BASIS,
  METRIC_NAMES,
  type InfluencerCard,
  type InfluencerProfile,
  type MetricName,
  type MetricProvenance,
} from '@shared/schemas/influencers';
import type { InfluencerRow, InfluencerSnapshotRow } from '../../db/schema';
import type { CardRow } from './influencers.repository';

/**
 * A discovery card. `hideEmail` (the public list) blanks the address but still says one is known;
 * `emailKnown` (signed-in users only) says whether their outreach has an address for the profile.
 */
export function presentCard(
  row: CardRow,
  { hideEmail, emailKnown }: { hideEmail: boolean; emailKnown?: boolean },
): InfluencerCard {
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
    engagementRateBasis: ENGAGEMENT_RATE_BASIS[row.platform as Platform],
    avgViews: row.avgViews,
    avgLikes: row.avgLikes,
    posts: row.posts,
    verified: row.verified,
    verifiedByCreatorAt: row.ownerVerifiedAt?.toISOString() ?? null,
    hasEmail: row.email !== null,
    ...(emailKnown !== undefined && { emailKnown }),
    email: hideEmail ? null : row.email,
    usernameKind: row.usernameKind as InfluencerCard['usernameKind'],
    languageInferred: row.languageInferred,
    accountType: row.accountType as AccountType,
    ...provenanceSummary(provenanceOf(row)),
  };
}

/** The stored `metrics` JSON as its schema type (written only by the importer). */
function provenanceOf(row: Pick<CardRow, 'metrics'>): MetricProvenance {
  return (row.metrics ?? {}) as MetricProvenance;
}

/** Each metric's date, the followers' source, and the metrics known only as unverified values. */
function provenanceSummary(metrics: MetricProvenance) {
  const asOf: InfluencerCard['asOf'] = {};
  const unverified: MetricName[] = [];
  for (const name of METRIC_NAMES) {
    const entry = metrics[name];
    if (!entry) continue;
    if (entry.unverified === undefined) asOf[name] = entry.on;
    else unverified.push(name);
  }
  return { asOf, source: metrics.followers?.sourceName ?? null, unverified };
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
    categoryEvidence: row.categoryEvidence,
    avgComments: row.avgComments,
    metrics: provenanceOf(row),
    sources: row.sources,
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
    lastPostedAt: row.lastPostedAt?.toISOString() ?? null,
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

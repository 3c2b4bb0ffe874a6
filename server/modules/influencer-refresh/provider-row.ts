import type { RowSource } from '../../import/apply-row';
import { engagementBase, engagementRateOf } from '../../import/metrics';
import { judge, type NormalisedProfile } from '../../import/normalise';
import type { ProviderProfile } from '../../integrations/provider-profile';
import { REFRESH_SOURCE_NAMES } from '@shared/schemas/influencer-refresh';

/** The source of a refresh's values as the import pipeline records it (dated today, read now). */
export function refreshSource(platform: ProviderProfile['platform'], now: Date): RowSource {
  return {
    source: `api:${platform}`,
    sourceName: REFRESH_SOURCE_NAMES[platform],
    date: now.toISOString().slice(0, 10),
    at: now.toISOString(),
    providesVerified: false,
  };
}

const COUNTRY = /^[A-Z]{2}$/;

/**
 * A provider's profile as one import row: the counts as given, averages over the recent
 * publications, the engagement rate (PRODUCT §2: (average likes + average comments) ÷ followers ×
 * 100; ÷ average views on TikTok) and the plausibility rules' verdicts; averages are rounded to whole counts ({@link judge}), so a refresh is folded into the
 * profile exactly as a dataset row is. Nothing is estimated: every average is measured.
 */
export function providerRow(profile: ProviderProfile): NormalisedProfile {
  const whole = (value: number | null) => (value === null ? null : Math.round(value));
  const avgLikes = whole(profile.recent.avgLikes);
  const avgComments = whole(profile.recent.avgComments);
  const avgViews = whole(profile.recent.avgViews);
  // By followers, or by average views on TikTok (ENGAGEMENT_RATE_BASIS).
  const base = engagementBase(profile.platform, {
    followers: profile.followers,
    avgViews,
    viewsEstimated: false,
  });
  const engagementRate = avgLikes === null ? null : engagementRateOf(avgLikes, avgComments, base);
  const values = {
    followers: profile.followers,
    posts: profile.posts,
    avgLikes,
    avgComments,
    avgViews,
    engagementRate,
  };
  return {
    platform: profile.platform,
    username: profile.username,
    usernameKind: 'handle',
    name: profile.name,
    platformId: profile.platformId,
    bio: profile.bio,
    email: null,
    website: null,
    avatarUrl: profile.avatarUrl,
    profileUrl: profile.profileUrl,
    country: profile.country && COUNTRY.test(profile.country) ? profile.country : null,
    audienceCountry: null,
    language: null,
    categories: [],
    categoryEvidence: [],
    officialCategories: [],
    accountTypeLabel: null,
    ...values,
    verified: null,
    derived: engagementRate === null ? [] : ['engagementRate'],
    ...judge(values, { avgViews: false, avgLikes: false }, engagementRate !== null),
  };
}

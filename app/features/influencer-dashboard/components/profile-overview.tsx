import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { InfluencerProfile, InfluencerSnapshot } from '@shared/schemas/influencers';
import { platformLabel } from '@app/components/influencers/platform-icon';
import { externalUrl, formatDate } from '@app/lib/format';
import { SnapshotList } from './snapshot-list';
import { ProfileMetrics } from '@app/components/influencers/profile-metrics';
import { ProfileHeader } from '@app/components/influencers/profile-header';
import { CategoryBadges } from '@app/components/influencers/category-badges';

/** Props of {@link ProfileOverview}. */
export interface ProfileOverviewProps {
  profile: InfluencerProfile;
  /**
   * Draws the growth of at least two snapshots (the page composes a chart here); a table of the
   * measurements when not given.
   */
  renderGrowth?: (snapshots: InfluencerSnapshot[]) => ReactNode;
}

/**
 * The influencer's own linked profile as brands see it: who, where, the metrics (followers,
 * engagement rate, average views and likes, posts), growth over time and categories.
 */
export function ProfileOverview({ profile, renderGrowth }: ProfileOverviewProps) {
  const profileUrl = externalUrl(profile.profileUrl);

  return (
    <Stack gap="lg" data-testid="own-profile">
      <ProfileHeader
        profile={profile}
        avatarSize={64}
        besideHandle={
          profileUrl && (
            <Anchor href={profileUrl} target="_blank" rel="noopener noreferrer" size="sm" inline>
              Open on {platformLabel(profile.platform)} <IconExternalLink size={12} aria-hidden />
            </Anchor>
          )
        }
      />

      <ProfileMetrics profile={profile} />

      <Stack gap="xs" component="section" aria-label="Growth">
        <Title order={3} fz="md">
          Growth
        </Title>
        {profile.snapshots.length < 2 ? (
          <Text c="dimmed" size="sm">
            Not enough history yet: growth shows once we have measured your profile twice.
          </Text>
        ) : (
          (renderGrowth?.(profile.snapshots) ?? <SnapshotList snapshots={profile.snapshots} />)
        )}
      </Stack>

      {profile.categories.length > 0 && <CategoryBadges slugs={profile.categories} />}

      <Text size="xs" c="dimmed">
        Last refreshed: {formatDate(profile.refreshedAt)}
      </Text>
    </Stack>
  );
}

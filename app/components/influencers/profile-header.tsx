import { Group, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { handleText, languageName } from '@app/lib/format';
import { InfluencerAvatar } from './influencer-avatar';
import { Location } from './location';
import { PlatformIcon } from './platform-icon';
import { AccountTypeBadge } from './account-type-badge';
import { VerifiedByCreatorBadge } from './verified-by-creator-badge';

/** Props of {@link ProfileHeader}. */
export interface ProfileHeaderProps {
  profile: Pick<
    InfluencerProfile,
    | 'avatarUrl'
    | 'name'
    | 'username'
    | 'verified'
    | 'verifiedByCreatorAt'
    | 'platform'
    | 'country'
    | 'audienceCountry'
    | 'language'
    | 'languageInferred'
    | 'usernameKind'
    | 'accountType'
  >;
  avatarSize: number;
  /** Shown after the @handle (e.g. a link out). */
  besideHandle?: ReactNode;
  /** Buttons at the right (favorite, save to list). */
  actions?: ReactNode;
}

/**
 * Who a profile is: avatar (initials when missing), name with the verified badge, platform and
 * @handle (or "No handle on record" when a source gave only a name), "Verified by creator" when
 * the creator signed in with the platform, the kind of account when not a creator ("Brand"), and
 * where the creator is and what language they speak
 * (marked when inferred from the bio).
 */
export function ProfileHeader({ profile, avatarSize, besideHandle, actions }: ProfileHeaderProps) {
  const handle = handleText(profile);
  const displayName = profile.name?.trim() || handle || profile.username;
  return (
    <Group wrap="nowrap" align="flex-start">
      <InfluencerAvatar src={profile.avatarUrl} name={displayName} size={avatarSize} />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Title order={3} fz="xl" lineClamp={1}>
            {displayName}
          </Title>
          {profile.verified && (
            <IconRosetteDiscountCheckFilled
              size={20}
              color="var(--mantine-color-brand-6)"
              aria-label="Verified"
              role="img"
            />
          )}
        </Group>
        <Group gap="xs">
          <PlatformIcon platform={profile.platform} size={22} />
          <Text c="dimmed">{handle ?? 'No handle on record'}</Text>
          {besideHandle}
        </Group>
        {profile.accountType !== 'creator' && (
          <Group>
            <AccountTypeBadge accountType={profile.accountType} />
          </Group>
        )}
        {profile.verifiedByCreatorAt && (
          <Group>
            <VerifiedByCreatorBadge
              platform={profile.platform}
              verifiedAt={profile.verifiedByCreatorAt}
            />
          </Group>
        )}
        <Text size="sm">
          <Location {...profile} />
          {profile.language ? ` · ${languageName(profile.language)}` : ''}
          {profile.language && profile.languageInferred ? ' (inferred from the bio)' : ''}
        </Text>
      </Stack>
      {actions && (
        <Group gap={4} wrap="nowrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}

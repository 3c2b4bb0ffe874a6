import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import { InfluencerAvatar } from '@app/components/influencers/influencer-avatar';
import { PlatformIcon, platformLabel } from '@app/components/influencers/platform-icon';
import { formatCompact, formatDate } from '@app/lib/format';
import { brandName } from '../lib/collaboration-status';
import { nextStep } from '../lib/next-step';
import { CollaborationStatusBadge } from './collaboration-status-badge';

function Party({
  role,
  avatar,
  name,
  to,
  detail,
}: {
  role: string;
  avatar: ReactNode;
  name: string;
  to: string;
  detail: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" role="group" aria-label={role}>
      {avatar}
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {role}
        </Text>
        <Anchor component={Link} to={to} fw={600} c="inherit" truncate="end">
          {name}
        </Anchor>
        <Text size="xs" c="dimmed" truncate="end" component="div">
          {detail}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The top of a collaboration: its title (the campaign, else the influencer), status, the two
 * parties (the influencer's avatar, handle, platform and followers; the brand), the campaign
 * link, when it was proposed, and what happens next for the viewer.
 */
export function CollaborationHeader({
  collaboration,
  actions,
}: {
  collaboration: CollaborationDetail;
  /** The viewer's status buttons, shown on the right. */
  actions: ReactNode;
}) {
  const { influencer, advertiser, campaign, viewer } = collaboration;
  const handle = `@${influencer.username}`;
  const brand = brandName(advertiser);
  const step = nextStep(collaboration);
  const campaignTo =
    campaign &&
    (viewer === 'advertiser'
      ? `/campaign/${encodeURIComponent(campaign.id)}`
      : `/campaign-detail/${encodeURIComponent(campaign.id)}`);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} miw={0}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {campaign
                ? campaign.name
                : `Collaboration with ${viewer === 'advertiser' ? handle : brand}`}
            </Title>
            <CollaborationStatusBadge status={collaboration.status} size="lg" />
          </Group>
          <Group gap="md" c="dimmed">
            {campaign && campaignTo && (
              <Group gap={4} wrap="nowrap">
                <IconSpeakerphone size={16} aria-hidden />
                <Anchor component={Link} to={campaignTo} size="sm">
                  Campaign: {campaign.name}
                </Anchor>
              </Group>
            )}
            <Text size="sm">Proposed on {formatDate(collaboration.createdAt)}</Text>
          </Group>
        </Stack>
        {actions}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group gap="xl" wrap="wrap">
          <Party
            role="Influencer"
            avatar={<InfluencerAvatar src={influencer.avatarUrl} name={handle} size={44} />}
            name={handle}
            to={`/influencer?profile=${encodeURIComponent(influencer.id)}`}
            detail={
              <Group gap={4} wrap="nowrap">
                <PlatformIcon platform={influencer.platform} size={16} />
                {influencer.name ?? platformLabel(influencer.platform)}
                {influencer.followers !== null &&
                  ` · ${formatCompact(influencer.followers)} followers`}
              </Group>
            }
          />
          <Party
            role="Brand"
            avatar={<Avatar size={44} radius="xl" color="initials" name={brand} />}
            name={brand}
            to={`/advertiser/${encodeURIComponent(advertiser.id)}`}
            detail={advertiser.company ? advertiser.name : 'Advertiser'}
          />
        </Group>
        {step && (
          <Text size="sm" mt="md" role="status">
            {step}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

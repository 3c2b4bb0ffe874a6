import { Button, Text } from '@mantine/core';
import { IconCheck, IconHandFinger } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { PublicCampaign } from '@shared/schemas/campaigns';
import { notifyError } from '@app/lib/notify';
import { fullAddress, loginPath } from '@app/lib/redirect';
import { useSetInterest } from '../api/set-interest';

/** Who looks at a public campaign: an influencer account, an advertiser, or a visitor. */
export type CampaignViewer = 'influencer' | 'advertiser' | 'visitor';

/**
 * "I'm interested" for influencers (a toggle: pressed when interested), a sign-in link for
 * visitors, and a note for advertisers (only influencers mark interest).
 */
export function InterestButton({
  campaign,
  viewer,
}: {
  campaign: PublicCampaign;
  viewer: CampaignViewer;
}) {
  const location = useLocation();
  const setInterest = useSetInterest();
  if (viewer === 'visitor')
    return (
      <Button component={Link} to={loginPath(fullAddress(location))} variant="light">
        Sign in to show interest
      </Button>
    );
  if (viewer === 'advertiser')
    return (
      <Text size="sm" c="dimmed">
        Influencers mark interest from their accounts.
      </Text>
    );
  const toggle = () =>
    setInterest.mutate(
      { id: campaign.id, interested: !campaign.interested },
      { onError: (error) => notifyError(error, 'Could not update your interest') },
    );
  return (
    <Button
      onClick={toggle}
      loading={setInterest.isPending}
      variant={campaign.interested ? 'light' : 'filled'}
      color={campaign.interested ? 'teal' : undefined}
      leftSection={campaign.interested ? <IconCheck size={16} /> : <IconHandFinger size={16} />}
      aria-pressed={campaign.interested}
      aria-label={
        campaign.interested
          ? `Interested in ${campaign.name} (press to withdraw)`
          : `I'm interested in ${campaign.name}`
      }
    >
      {campaign.interested ? 'Interested' : "I'm interested"}
    </Button>
  );
}

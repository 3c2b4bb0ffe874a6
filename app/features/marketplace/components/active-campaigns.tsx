import { SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useActiveCampaigns } from '../api/get-active-campaigns';
import { CampaignSummary } from './campaign-summary';
import { InterestButton } from './interest-button';

/**
 * The campaign marketplace for influencers: every active campaign, newest first, with
 * "I'm interested" on each, or only those the influencer is interested in (PRODUCT §11). The
 * page gives it its heading.
 */
export function ActiveCampaignList() {
  const query = useActiveCampaigns();
  const [onlyInterested, setOnlyInterested] = useState(false);
  const interestedCount = query.data?.query.filter((c) => c.interested).length ?? 0;
  const shown = (query.data?.query ?? []).filter((c) => !onlyInterested || c.interested);
  let body;
  if (query.isPending) body = <Skeleton height={160} radius="md" />;
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load the campaigns" query={query} />;
  else if (shown.length === 0)
    body = (
      <Text c="dimmed">
        {onlyInterested
          ? 'You have not marked interest in any active campaign yet.'
          : 'No active campaigns right now. Check back soon.'}
      </Text>
    );
  else
    body = shown.map((campaign) => (
      <CampaignSummary
        key={campaign.id}
        campaign={campaign}
        actions={<InterestButton campaign={campaign} viewer="influencer" />}
      />
    ));
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Show"
        value={onlyInterested ? 'interested' : 'all'}
        onChange={(value) => setOnlyInterested(value === 'interested')}
        data={[
          { value: 'all', label: 'All active' },
          { value: 'interested', label: `My interests (${interestedCount})` },
        ]}
        w="fit-content"
      />
      {body}
    </Stack>
  );
}

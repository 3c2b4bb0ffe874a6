import { Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '@app/components/ui/load-error';
import { useActiveCampaigns } from '../api/get-active-campaigns';
import { CampaignSummary } from './campaign-summary';
import { InterestButton } from './interest-button';

/**
 * The campaign marketplace for influencers: every active campaign, newest first, with
 * "I'm interested" on each (PRODUCT §11). The page gives it its heading.
 */
export function ActiveCampaignList() {
  const query = useActiveCampaigns();
  let body;
  if (query.isPending) body = <Skeleton height={160} radius="md" />;
  else if (query.isError)
    body = (
      <LoadError
        title="We couldn't load the campaigns"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.query.length === 0)
    body = <Text c="dimmed">No active campaigns right now. Check back soon.</Text>;
  else
    body = query.data.query.map((campaign) => (
      <CampaignSummary
        key={campaign.id}
        campaign={campaign}
        actions={<InterestButton campaign={campaign} viewer="influencer" />}
      />
    ));
  return <Stack gap="sm">{body}</Stack>;
}

import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CampaignDetail } from '@shared/schemas/campaigns';
import { LoadError } from '@app/components/ui/load-error';
import { isApiError } from '@app/lib/api-error';

/** Props of {@link CampaignLoadState}. */
export interface CampaignLoadStateProps {
  /** The campaign's query (`useCampaign(id)`). */
  query: UseQueryResult<CampaignDetail>;
  /** What to show once the campaign is loaded. */
  children: (campaign: CampaignDetail) => ReactNode;
}

/**
 * A campaign page's loading states: a skeleton while loading, "Campaign not found" for a 404
 * (a missing campaign or another user's), a retryable error otherwise, then `children`.
 */
export function CampaignLoadState({ query, children }: CampaignLoadStateProps) {
  if (query.isPending)
    return (
      <Stack gap="md" aria-busy>
        <Skeleton height={36} width="50%" />
        <Skeleton height={240} />
      </Stack>
    );
  if (query.isError) {
    if (isApiError(query.error, 404))
      return (
        <Stack gap="xs" py="xl" align="center" ta="center">
          <Title order={1} fz="xl">
            Campaign not found
          </Title>
          <Text c="dimmed">This campaign does not exist, or it belongs to another account.</Text>
          <Anchor component={Link} to="/campaign">
            Back to your campaigns
          </Anchor>
        </Stack>
      );
    return (
      <LoadError
        title="We couldn't load this campaign"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}

import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EmailCampaign } from '@shared/schemas/email';
import { LoadError } from '@app/components/ui/load-error';
import { isApiError } from '@app/lib/api-error';
import { EMAIL_CAMPAIGNS_PATH } from '../lib/email-campaign-status';

/** Props of {@link EmailCampaignLoadState}. */
export interface EmailCampaignLoadStateProps {
  /** The campaign's query (`useEmailCampaign(id)`). */
  query: UseQueryResult<EmailCampaign>;
  /** What to show once the campaign is loaded. */
  children: (campaign: EmailCampaign) => ReactNode;
}

/**
 * An email campaign page's loading states: a skeleton while loading, "Email campaign not found"
 * for a 404 (a missing campaign or another user's), a retryable error otherwise, then `children`.
 */
export function EmailCampaignLoadState({ query, children }: EmailCampaignLoadStateProps) {
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
            Email campaign not found
          </Title>
          <Text c="dimmed">This campaign does not exist, or it belongs to another account.</Text>
          <Anchor component={Link} to={EMAIL_CAMPAIGNS_PATH}>
            Back to your email campaigns
          </Anchor>
        </Stack>
      );
    return (
      <LoadError
        title="We couldn't load this email campaign"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}

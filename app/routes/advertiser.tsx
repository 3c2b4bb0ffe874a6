import { Avatar, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useAdvertiserCampaigns } from '@app/features/marketplace/api/get-advertiser-campaigns';
import { CampaignSummary } from '@app/features/marketplace/components/campaign-summary';
import { InterestButton } from '@app/features/marketplace/components/interest-button';
import { campaignViewer } from '@app/features/marketplace/lib/viewer';
import { ReviewSummary } from '@app/features/promotions/components/review-summary';
import { isMissingResource } from '@app/lib/api-error';
import { useAuth } from '@app/lib/auth';
import { initials } from '@app/lib/format';
import { NotFoundPage } from './not-found';

/**
 * `/advertiser/:id` (public): an advertiser's public profile, the reviews influencers left them
 * and their active campaigns.
 */
export function AdvertiserPage() {
  const { id = '' } = useParams();
  const { token, user } = useAuth();
  const viewer = campaignViewer(token, user);
  const query = useAdvertiserCampaigns(id, token !== null);
  const name = query.data ? query.data.advertiser.company || query.data.advertiser.name : '';
  useDocumentTitle(name ? `${name} · Collabify` : 'Advertiser · Collabify');

  if (query.isError && isMissingResource(query.error)) return <NotFoundPage />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {query.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : query.isError ? (
        <QueryLoadError title="We couldn't load this advertiser" query={query} />
      ) : (
        <Stack gap="lg">
          <Group>
            <Avatar size={64} radius="xl" color="initials" name={name}>
              {initials(name)}
            </Avatar>
            <div>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {name}
              </Title>
              {query.data.advertiser.company && (
                <Text c="dimmed">{query.data.advertiser.name}</Text>
              )}
            </div>
          </Group>
          <ReviewSummary subject={{ kind: 'advertiser', id }} order={2} />
          <Title order={2} fz="lg">
            Active campaigns
          </Title>
          {query.data.query.length === 0 ? (
            <Text c="dimmed">No active campaigns right now.</Text>
          ) : (
            query.data.query.map((campaign) => (
              <CampaignSummary
                key={campaign.id}
                campaign={campaign}
                actions={
                  user?.id === id ? undefined : (
                    <InterestButton campaign={campaign} viewer={viewer} />
                  )
                }
              />
            ))
          )}
        </Stack>
      )}
    </Container>
  );
}

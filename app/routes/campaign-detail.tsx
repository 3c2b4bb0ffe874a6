import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { QueryLoadError } from '@app/components/ui/load-error';
import { usePublicCampaign } from '@app/features/marketplace/api/get-public-campaign';
import { CampaignFacts } from '@app/features/marketplace/components/campaign-facts';
import { InterestButton } from '@app/features/marketplace/components/interest-button';
import { campaignViewer } from '@app/features/marketplace/lib/viewer';
import { ProductCard } from '@app/features/shopify/components/product-card';
import { isMissingResource } from '@app/lib/api-error';
import { useAuth } from '@app/lib/auth';
import { NotFoundPage } from './not-found';

/**
 * `/campaign-detail/:id` (public): an active campaign's brief for influencers and visitors. An
 * influencer marks interest here; a visitor is asked to sign in; the owner can open its page.
 */
export function CampaignDetailPage() {
  const { id = '' } = useParams();
  const { token, user } = useAuth();
  const viewer = campaignViewer(token, user);
  const query = usePublicCampaign(id, token !== null);
  useDocumentTitle(query.data ? `${query.data.name} · Collabify` : 'Campaign · Collabify');

  if (query.isError && isMissingResource(query.error)) return <NotFoundPage />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {query.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : query.isError ? (
        <QueryLoadError title="We couldn't load this campaign" query={query} />
      ) : (
        <Stack gap="lg">
          {query.data.imageUrl && (
            <Image src={query.data.imageUrl} alt="" radius="md" mah={360} fit="cover" />
          )}
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {query.data.name}
              </Title>
              <Text c="dimmed">
                A campaign by{' '}
                <Anchor component={Link} to={`/advertiser/${query.data.advertiser.id}`}>
                  {query.data.advertiser.company || query.data.advertiser.name}
                </Anchor>
              </Text>
            </div>
            {user?.id === query.data.advertiser.id ? (
              <Button component={Link} to={`/campaign/${query.data.id}`} variant="light">
                Manage campaign
              </Button>
            ) : (
              <InterestButton campaign={query.data} viewer={viewer} />
            )}
          </Group>
          <CampaignFacts campaign={query.data} />
          <Stack gap="xs" component="section" aria-label="Brief">
            <Title order={2} fz="lg">
              Brief
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>
              {query.data.description || 'The advertiser has not written a brief yet.'}
            </Text>
            {query.data.shopifyProduct ? (
              <Box maw={520}>
                <ProductCard product={query.data.shopifyProduct} />
              </Box>
            ) : (
              query.data.product && <Text size="sm">Product: {query.data.product}</Text>
            )}
          </Stack>
        </Stack>
      )}
    </Container>
  );
}

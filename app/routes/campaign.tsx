import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CampaignList } from '@app/features/campaigns/components/campaign-list';
import { ActiveCampaignList } from '@app/features/marketplace/components/active-campaigns';
import { useStatusFilter } from '@app/features/campaigns/hooks/use-status-filter';
import { useAuth } from '@app/lib/auth';

/** Whether an account acts only as an influencer (no advertiser or admin role). */
function isInfluencerOnly(roles: readonly string[]): boolean {
  return roles.includes('influencer') && !roles.includes('advertiser') && !roles.includes('admin');
}

function AdvertiserCampaigns() {
  const [status, setStatus] = useStatusFilter();
  return <CampaignList status={status} onStatusChange={setStatus} />;
}

/**
 * `/campaign`: an advertiser's campaigns, filtered by status (`?status=`), with "New campaign".
 * An influencer-only account sees the marketplace: every active campaign, to mark interest in.
 */
export function CampaignPage() {
  useDocumentTitle('Campaigns · Collabify');
  const { user } = useAuth();
  const influencerOnly = user ? isInfluencerOnly(user.roles) : false;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Campaigns
            </Title>
            <Text c="dimmed">
              {influencerOnly
                ? 'Active campaigns from brands. Mark your interest and the brand sees you.'
                : 'Your briefs, their status, and the influencers interested in them.'}
            </Text>
          </div>
          {user && !influencerOnly && (
            <Button component={Link} to="/campaign/new" leftSection={<IconPlus size={16} />}>
              New campaign
            </Button>
          )}
        </Group>
        {influencerOnly ? <ActiveCampaignList /> : user && <AdvertiserCampaigns />}
      </Stack>
    </Container>
  );
}

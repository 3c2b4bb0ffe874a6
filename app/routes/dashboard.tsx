import { Center, Container, Grid, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import type { InfluencerAccount } from '@shared/schemas/influencer-accounts';
import type { InfluencerSnapshot } from '@shared/schemas/influencers';
import { PendingProposals } from '@app/features/collaborations/components/pending-proposals';
import { useInfluencerData } from '@app/features/influencer-dashboard/api/get-influencer-data';
import { DashboardSection } from '@app/features/influencer-dashboard/components/dashboard-section';
import { ProfileNotLinked } from '@app/features/influencer-dashboard/components/profile-not-linked';
import { ProfileOverview } from '@app/features/influencer-dashboard/components/profile-overview';
import { RatesForm } from '@app/features/influencer-dashboard/components/rates-form';
import { QueryLoadError } from '@app/components/ui/load-error';
import { ActiveCampaignList } from '@app/features/marketplace/components/active-campaigns';
import { ConnectedAccounts } from '@app/features/social-auth/components/connected-accounts';
import { useAuth } from '@app/lib/auth';

// The chart library loads only when a linked profile has history to draw.
const GrowthChart = lazy(() =>
  import('@app/features/discovery/components/growth-chart').then((module) => ({
    default: module.GrowthChart,
  })),
);

const renderGrowth = (snapshots: InfluencerSnapshot[]) => (
  <Suspense fallback={<Skeleton height={220} />}>
    <GrowthChart snapshots={snapshots} />
  </Suspense>
);

const LINKED_BY: Record<NonNullable<InfluencerAccount['linkedBy']>, string> = {
  email: 'Linked automatically: your account email is the profile’s public email.',
  admin: 'Linked by a Collabify admin.',
  social: 'Linked through your social sign-in.',
};

/**
 * `/dashboard`: an influencer's home (PRODUCT §11): their linked profile's metrics and growth, or
 * how linking works while there is none; the contact email and rates they publish; the social
 * accounts they sign in with; the proposals waiting for an answer; and the active campaigns.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard · Collabify');
  const { user } = useAuth();
  const query = useInfluencerData();

  if (!user) {
    return (
      <Center py={80}>
        <Loader role="status" aria-label="Loading your dashboard" />
      </Center>
    );
  }

  let body;
  if (query.isPending) {
    body = (
      <Grid gap="lg" aria-busy="true" aria-label="Loading your dashboard">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={420} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={420} radius="lg" />
        </Grid.Col>
      </Grid>
    );
  } else if (query.isError) {
    body = <QueryLoadError title="We couldn't load your dashboard" query={query} />;
  } else {
    const { account, profile } = query.data;
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <DashboardSection
            title="Your profile"
            description={
              profile && account.linkedBy
                ? LINKED_BY[account.linkedBy]
                : 'Your metrics as brands see them.'
            }
          >
            {profile ? (
              <ProfileOverview profile={profile} renderGrowth={renderGrowth} />
            ) : (
              <ProfileNotLinked accountEmail={user.email} />
            )}
          </DashboardSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <DashboardSection
              title="Contact and rates"
              description="The contact email and rates you publish to brands."
            >
              <RatesForm account={account} />
            </DashboardSection>
            <DashboardSection
              title="Connected accounts"
              description="The platforms you sign in with: the numbers they give are marked “Verified by creator”."
            >
              <ConnectedAccounts roles={user.roles} />
            </DashboardSection>
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="lg" py={40}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            Dashboard
          </Title>
          <Text c="dimmed">Welcome, {user.name}.</Text>
        </Stack>
        {body}
        <DashboardSection
          title="Proposals"
          description="Collaborations brands proposed to you: open one to read the terms and answer."
        >
          <PendingProposals />
        </DashboardSection>
        <DashboardSection
          title="Active campaigns"
          description="Mark your interest and the brand sees you among its interested influencers."
        >
          <ActiveCampaignList />
        </DashboardSection>
      </Stack>
    </Container>
  );
}

import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { actsAsBrand, hasInfluencerRole } from '@shared/constants/roles';
import { useAuth } from '@app/lib/auth';
import { homePathFor } from '@app/lib/redirect';

/** The signed-in accounts a page is for, when not for every one (app/router.tsx declares it). */
export type GatedAudience = 'brands' | 'creators' | 'admins';

/**
 * Whether an account with `roles` may use a page for `audience`, by the rules the server's
 * policies apply: brands are advertisers and admins, creators hold the influencer role.
 */
export function isInAudience(audience: GatedAudience, roles: readonly string[]): boolean {
  if (audience === 'brands') return actsAsBrand(roles);
  if (audience === 'creators') return hasInfluencerRole(roles);
  return roles.includes('admin');
}

/** What each audience's page tells an account outside it. */
const REFUSALS: Record<GatedAudience, { title: string; text: string }> = {
  brands: {
    title: 'Not available for creator accounts',
    text: 'Brands find influencers, run campaigns and send outreach here. Your creator account has its own dashboard, campaigns and collaborations.',
  },
  creators: {
    title: 'Not available for brand accounts',
    text: 'Creators see their own profile metrics and publish their rates here. As a brand, you find creators in Influencers.',
  },
  admins: {
    title: 'Admins only',
    text: 'This page is for Collabify admins.',
  },
};

/** The page an account outside the audience sees instead, with a button to its home. */
function NotAvailable({ audience, homePath }: { audience: GatedAudience; homePath: string }) {
  useDocumentTitle('Not available · Collabify');
  const { title, text } = REFUSALS[audience];
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {text}
        </Text>
        <Button component={Link} to={homePath} mt="md">
          {homePath === '/dashboard' ? 'Go to your dashboard' : 'Go to home page'}
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * The layout route around the pages of one audience: a signed-in account outside it gets
 * "Not available for … accounts" and a button to its home instead of the page, so the page asks
 * the API nothing it would refuse; a loader while the account is loading. Visitors pass: the
 * route guard already sent them to sign in unless the page is public.
 */
export function RoleGate({ audience }: { audience: GatedAudience }) {
  const { user, isUserLoading } = useAuth();

  if (isUserLoading) {
    return (
      <Center py={80}>
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (user && !isInAudience(audience, user.roles)) {
    return <NotAvailable audience={audience} homePath={homePathFor(user)} />;
  }
  return <Outlet />;
}

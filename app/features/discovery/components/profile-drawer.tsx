import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { CopyIconButton } from '@app/components/ui/copy-button';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { platformLabel } from '@app/components/influencers/platform-icon';
import { errorMessage, isApiError } from '@app/lib/api-error';
import { externalUrl, MISSING } from '@app/lib/format';
import { fullAddress, loginPath } from '@app/lib/redirect';
import { useInfluencer } from '../api/get-influencer';
import { ProfileMetrics } from '@app/components/influencers/profile-metrics';
import { ProfileHeader } from '@app/components/influencers/profile-header';
import { DataUpdate } from './data-update';
import { CategoryBadges } from '@app/components/influencers/category-badges';
import { CategoryEvidenceList } from './category-evidence-list';

const GrowthChart = lazy(() =>
  import('./growth-chart').then((module) => ({ default: module.GrowthChart })),
);

/** Props of {@link ProfileDrawer}. */
export interface ProfileDrawerProps {
  /** The profile to show; null keeps the drawer closed. */
  profileId: string | null;
  signedIn: boolean;
  onClose: () => void;
  /** Buttons beside the profile's name (favorite, save to list), composed by the page. */
  actions?: (profile: InfluencerProfile) => ReactNode;
  /** Sections after the bio (the user's note, similar profiles), composed by the page. */
  sections?: (profile: InfluencerProfile) => ReactNode;
}

/** A link out of Collabify, opened in a new tab without giving it a handle on this page. */
function ExternalLink({
  href,
  variant,
  children,
}: {
  href: string;
  variant: 'light' | 'default';
  children: ReactNode;
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      size="xs"
      rightSection={<IconExternalLink size={14} aria-hidden />}
    >
      {children}
    </Button>
  );
}

/**
 * The profile drawer (`profile=<id>` in the URL, so it can be shared): all metrics, how fresh they
 * are with "Request data update", the growth chart, categories, bio, links out and sources.
 * Visitors see a sign-in prompt.
 */
export function ProfileDrawer({
  profileId,
  signedIn,
  onClose,
  actions,
  sections,
}: ProfileDrawerProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const query = useInfluencer(profileId, { enabled: signedIn });
  const profile = query.data;

  let content: ReactNode;
  if (!signedIn) content = <ProfileSignIn />;
  else if (query.isPending) content = <ProfileSkeleton />;
  else if (query.isError) {
    content = (
      <Alert color="red" variant="light" title="We couldn't load this profile">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {isApiError(query.error, 404)
              ? 'This profile does not exist or was removed.'
              : errorMessage(query.error)}
          </Text>
          {!isApiError(query.error, 404) && (
            <Button size="xs" variant="outline" color="red" onClick={() => void query.refetch()}>
              Retry
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else
    content = (
      <ProfileDetails profile={query.data} actions={actions?.(query.data)}>
        {sections?.(query.data)}
      </ProfileDetails>
    );

  return (
    <Drawer
      opened={profileId !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'xl'}
      title={
        signedIn && profile ? `${platformLabel(profile.platform)} profile` : 'Influencer profile'
      }
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close profile' }}
    >
      {content}
      {profileId && (
        <Text size="xs" c="dimmed" mt="xl" ta="center">
          Is this you?{' '}
          <Anchor
            component={Link}
            to={`/remove-my-profile?profile=${encodeURIComponent(profileId)}`}
            size="xs"
            c="dimmed"
            underline="always"
          >
            Remove or correct my profile
          </Anchor>
        </Text>
      )}
    </Drawer>
  );
}

function ProfileSignIn() {
  const location = useLocation();
  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconLock size={28} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="xl">
        Sign in to see the full profile
      </Title>
      <Text c="dimmed" maw={420}>
        Profiles with growth history, contact email, bio and links are available to signed-in users.
        It's free to get started.
      </Text>
      <Button component={Link} to={loginPath(fullAddress(location))}>
        Sign in
      </Button>
      <Button component={Link} to="/login?mode=signup" variant="subtle" size="xs">
        Create a free account
      </Button>
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading profile">
      <Group>
        <Skeleton height={72} circle />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={18} width="60%" />
          <Skeleton height={14} width="40%" />
        </Stack>
      </Group>
      <SimpleGrid cols={3}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={64} />
        ))}
      </SimpleGrid>
      <Skeleton height={220} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ProfileDetails({
  profile,
  actions,
  children,
}: {
  profile: InfluencerProfile;
  actions: ReactNode;
  children: ReactNode;
}) {
  const profileUrl = externalUrl(profile.profileUrl);
  const website = externalUrl(profile.website);

  return (
    <Stack gap="lg" pb="xl" data-testid="influencer-profile">
      <ProfileHeader profile={profile} avatarSize={72} actions={actions} />

      {profile.email ? (
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Email
          </Text>
          <Anchor href={`mailto:${profile.email}`} size="sm">
            {profile.email}
          </Anchor>
          <CopyIconButton value={profile.email} label="Copy email" />
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No public contact email known.
        </Text>
      )}

      <ProfileMetrics profile={profile} />
      <DataUpdate key={profile.id} profile={profile} />

      <Section title="Growth">
        {profile.snapshots.length < 2 ? (
          <Text c="dimmed" size="sm">
            Not enough history yet
          </Text>
        ) : (
          <Suspense fallback={<Skeleton height={220} />}>
            <GrowthChart snapshots={profile.snapshots} />
          </Suspense>
        )}
      </Section>

      <Section title="Categories">
        {profile.categories.length > 0 ? (
          <>
            <CategoryBadges slugs={profile.categories} />
            {profile.categoryEvidence && profile.categoryEvidence.length > 0 && (
              <CategoryEvidenceList evidence={profile.categoryEvidence} />
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {MISSING}
          </Text>
        )}
        {profile.officialCategories.length > 0 && (
          <Group gap={6} align="center">
            <Text size="xs" c="dimmed">
              {platformLabel(profile.platform)} categories:
            </Text>
            {profile.officialCategories.map((label) => (
              <Badge key={label} variant="outline" color="gray" radius="sm">
                {label}
              </Badge>
            ))}
          </Group>
        )}
      </Section>

      <Section title="Bio">
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {profile.bio?.trim() || MISSING}
        </Text>
      </Section>

      {children}

      {(profileUrl || website) && (
        <Section title="Links">
          <Group gap="sm">
            {profileUrl && (
              <ExternalLink href={profileUrl} variant="light">
                Open on {platformLabel(profile.platform)}
              </ExternalLink>
            )}
            {website && (
              <ExternalLink href={website} variant="default">
                Website
              </ExternalLink>
            )}
          </Group>
        </Section>
      )}

      <Divider />
      <Text size="xs" c="dimmed">
        Sources: {profile.sources.length > 0 ? profile.sources.join(', ') : MISSING}
      </Text>
    </Stack>
  );
}

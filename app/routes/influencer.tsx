import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DiscoveryResults } from '@app/features/discovery/components/discovery-results';
import { FilterPanel } from '@app/features/discovery/components/filter-panel';
import { KeywordSearch } from '@app/features/discovery/components/keyword-search';
import { PlatformTabs } from '@app/features/discovery/components/platform-tabs';
import { SortSelect } from '@app/features/discovery/components/sort-select';
import { useDiscoverySearch } from '@app/features/discovery/hooks/use-discovery-search';
import { hasKeywords } from '@app/features/discovery/lib/search-state';
import { SaveControls } from '@app/features/lists/components/save-controls';
import { SavedInLists } from '@app/features/lists/components/saved-in-lists';
import { useSavedState } from '@app/features/lists/hooks/use-saved-state';
import { useAuth } from '@app/lib/auth';
import { afterLoadWhenIdle } from '@app/lib/when-idle';

// The profile drawer is not in the page's first load: fetched once the page has loaded and the
// browser is idle, or with the first profile opened before that. A visitor's drawer asks them to
// sign in; a signed-in person's adds what profileExtras composes (proposing, notes, reviews,
// similar profiles: dialogs, forms, number and date inputs), which a visitor never loads.
const loadVisitorDrawer = () => import('@app/features/discovery/components/profile-drawer');
const loadSignedInDrawer = () => import('./compose/discovery-profile-drawer');
const VisitorProfileDrawer = lazy(() =>
  loadVisitorDrawer().then((m) => ({ default: m.ProfileDrawer })),
);
const SignedInProfileDrawer = lazy(() =>
  loadSignedInDrawer().then((m) => ({ default: m.DiscoveryProfileDrawer })),
);

/**
 * `/influencer`: influencer discovery. Platform tabs, keyword search, filters and a 3×3 card grid;
 * the whole search lives in the URL. Visitors search the public list (3 pages).
 */
export function InfluencerPage() {
  useDocumentTitle('Influencers · Collabify');
  const { token, user } = useAuth();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const signedIn = token !== null;
  const search = useDiscoverySearch();
  const saved = useSavedState({ enabled: signedIn });
  // Kept mounted once a profile was opened, so the drawer plays its closing transition.
  const [profileOpened, setProfileOpened] = useState(false);
  if (search.profileId !== null && !profileOpened) setProfileOpened(true);
  useEffect(
    () =>
      afterLoadWhenIdle(window, () => void (signedIn ? loadSignedInDrawer() : loadVisitorDrawer())),
    [signedIn],
  );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Discover influencers
          </Title>
          <Text c="dimmed">
            Search Instagram, YouTube and TikTok creators by keyword, country, category, language
            and audience size.
          </Text>
        </div>
        <PlatformTabs platform={search.platform} onChange={search.setPlatform} />
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <KeywordSearch keywords={search.keywords} onKeywordsChange={search.setKeywords} />
        </Group>
        <FilterPanel search={search} signedIn={signedIn} />
        <DiscoveryResults
          search={search}
          signedIn={signedIn}
          cardActions={
            signedIn
              ? (card) => <SaveControls influencer={card} saved={saved} size="sm" />
              : undefined
          }
          cardFooter={(card) => <SavedInLists influencerId={card.id} saved={saved} />}
          toolbar={
            <SortSelect
              value={search.currentSort}
              platform={search.platform}
              withKeywords={hasKeywords(search)}
              onChange={search.setSort}
            />
          }
        />
      </Stack>
      {profileOpened && (
        <Suspense fallback={null}>
          {signedIn ? (
            <SignedInProfileDrawer
              profileId={search.profileId}
              onClose={search.closeProfile}
              saved={saved}
              profileHref={search.profileHref}
              linkState={search.profileLinkState}
              admin={isAdmin}
            />
          ) : (
            <VisitorProfileDrawer
              profileId={search.profileId}
              signedIn={false}
              onClose={search.closeProfile}
            />
          )}
        </Suspense>
      )}
    </Container>
  );
}

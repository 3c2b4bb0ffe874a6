import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DiscoveryResults } from '@app/features/discovery/components/discovery-results';
import { FilterPanel } from '@app/features/discovery/components/filter-panel';
import { KeywordSearch } from '@app/features/discovery/components/keyword-search';
import { PlatformTabs } from '@app/features/discovery/components/platform-tabs';
import { ProfileDrawer } from '@app/features/discovery/components/profile-drawer';
import { SortSelect } from '@app/features/discovery/components/sort-select';
import { useDiscoverySearch } from '@app/features/discovery/hooks/use-discovery-search';
import { hasKeywords } from '@app/features/discovery/lib/search-state';
import { SaveControls } from '@app/features/lists/components/save-controls';
import { SavedInLists } from '@app/features/lists/components/saved-in-lists';
import { useSavedState } from '@app/features/lists/hooks/use-saved-state';
import { useAuth } from '@app/lib/auth';
import { profileExtras } from './compose/profile-extras';

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
      <ProfileDrawer
        profileId={search.profileId}
        signedIn={signedIn}
        onClose={search.closeProfile}
        {...(signedIn &&
          profileExtras(saved, search.profileHref, {
            linkState: search.profileLinkState,
            admin: isAdmin,
          }))}
      />
    </Container>
  );
}

import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PagePagination } from '@app/components/ui/page-pagination';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMemo, useRef } from 'react';
import { PAGE_SIZE } from '@shared/constants/discovery';
import type { InfluencerCard } from '@shared/schemas/influencers';
import { InfluencerCard as InfluencerCardView } from '@app/components/influencers/influencer-card';
import { InfluencerCardSkeleton } from '@app/components/influencers/influencer-card-skeleton';
import { errorMessage } from '@app/lib/api-error';
import { formatExact } from '@app/lib/format';
import { useFacets } from '../api/get-facets';
import { PUBLIC_PAGE_LIMIT, useInfluencers } from '../api/get-influencers';
import type { DiscoverySearch } from '../hooks/use-discovery-search';
import { toSearchParams } from '../lib/search-state';
import { EmptyResults } from './empty-results';
import { SignInPrompt } from './sign-in-prompt';
import { UnknownValues } from './unknown-values';
import { Notice } from '@app/components/ui/notice';

/** Props of {@link DiscoveryResults}. */
export interface DiscoveryResultsProps {
  search: DiscoverySearch;
  signedIn: boolean;
  /** Rendered next to the result count (the sort select). */
  toolbar?: ReactNode;
  /** Buttons on each card (favorite, save to list), composed by the page. */
  cardActions?: (card: InfluencerCard) => ReactNode;
  /** Content under each card's metrics (the lists it is in). */
  cardFooter?: (card: InfluencerCard) => ReactNode;
}

function countText(count: number | null, capped: boolean): string {
  if (count === null) return 'Searching…';
  const value = `${formatExact(count)}${capped ? '+' : ''}`;
  return `${value} ${count === 1 && !capped ? 'influencer' : 'influencers'}`;
}

/**
 * The result count with what the filters leave out for want of a value (one click includes
 * them), the 3×3 card grid (skeletons while loading, an error with Retry, an empty
 * state naming what to relax) and pagination. Visitors get 3 pages; after that a sign-in prompt
 * takes the place of further pages.
 */
export function DiscoveryResults({
  search,
  signedIn,
  toolbar,
  cardActions,
  cardFooter,
}: DiscoveryResultsProps) {
  const top = useRef<HTMLDivElement>(null);
  const pastPublicList = !signedIn && search.page > PUBLIC_PAGE_LIMIT;
  const { state, apiQuery } = search;
  // Past the public list a visitor still sees the count: it comes from the last public page.
  const params = useMemo(
    () => (pastPublicList ? toSearchParams(state, PUBLIC_PAGE_LIMIT) : apiQuery),
    [pastPublicList, state, apiQuery],
  );
  const result = useInfluencers(params, { signedIn });
  const { cards, cardsCount, countCapped, loading, error, needsSignIn } = result;
  // Only the counts of the filters on screen: stale ones would promise the wrong number.
  const facets = useFacets(search.facetsQuery, { signedIn });
  const freshFacets = facets.isPlaceholderData ? undefined : facets.data;

  const totalPages = cardsCount === null ? 0 : Math.ceil(cardsCount / PAGE_SIZE);
  const shownPages = signedIn ? totalPages : Math.min(totalPages, PUBLIC_PAGE_LIMIT);
  const moreForMembers = !signedIn && totalPages > PUBLIC_PAGE_LIMIT;
  const showPrompt = pastPublicList || needsSignIn;

  const goToPage = (page: number) => {
    search.setPage(page);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  let body: ReactNode;
  if (error) {
    body = (
      <Notice tone="error" radius="md" title="We couldn't load influencers">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button
            size="xs"
            color="red"
            variant="outline"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={result.retry}
          >
            Retry
          </Button>
        </Stack>
      </Notice>
    );
  } else if (showPrompt) {
    body = <SignInPrompt count={cardsCount} countCapped={countCapped} />;
  } else if (loading) {
    body = (
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="md"
        aria-busy="true"
        aria-label="Loading influencers"
      >
        {Array.from({ length: PAGE_SIZE }, (_, i) => (
          <InfluencerCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  } else if (cards.length === 0 && (cardsCount ?? 0) === 0) {
    body = <EmptyResults search={search} />;
  } else if (cards.length === 0) {
    body = (
      <Alert color="gray" variant="light" radius="md" title="This page is past the last result">
        <Button size="xs" variant="default" onClick={() => goToPage(1)}>
          Go to page 1
        </Button>
      </Alert>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {cards.map((card) => (
          <InfluencerCardView
            key={card.id}
            influencer={card}
            to={search.profileHref(card.id)}
            linkState={search.profileLinkState}
            actions={cardActions?.(card)}
            footer={cardFooter?.(card)}
          />
        ))}
      </SimpleGrid>
    );
  }

  const showPagination = !error && !showPrompt && shownPages > 1 && (loading || cards.length > 0);

  return (
    <Stack gap="md" ref={top} style={{ scrollMarginTop: 80 }}>
      <Group justify="space-between" align="center" gap="sm">
        <Text fw={700} size="lg" role="status" aria-live="polite" data-testid="result-count">
          {error ? 'Search failed' : countText(cardsCount, countCapped)}
        </Text>
        {toolbar}
      </Group>
      {!error && <UnknownValues search={search} facets={freshFacets} />}
      {body}
      {!showPrompt && !error && !loading && moreForMembers && search.page === PUBLIC_PAGE_LIMIT && (
        <SignInPrompt count={cardsCount} countCapped={countCapped} />
      )}
      {showPagination && (
        <Group justify="center">
          <PagePagination
            total={shownPages}
            value={Math.min(search.page, shownPages)}
            onChange={goToPage}
            siblings={1}
            boundaries={1}
          />
        </Group>
      )}
    </Stack>
  );
}

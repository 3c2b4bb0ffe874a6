import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useResources } from '@app/features/resources/api/get-resources';
import { ResourceCard } from '@app/features/resources/components/resource-card';
import { ResourceSearch } from '@app/features/resources/components/resource-search';

/**
 * `/resources` (public): the guides on influencer marketing, newest first, with a search over
 * their title, description and text. The search text lives in the URL (`?q=`), so a search can be
 * shared and the back button restores it.
 */
export function ResourcesPage() {
  useDocumentTitle('Resources · Collabify');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useResources(q);

  const search = (next: string) =>
    setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Resources
          </Title>
          <Text c="dimmed">
            Practical guides on influencer marketing for brands and Shopify merchants: finding
            creators, outreach, briefs, discount codes, pricing and measuring results.
          </Text>
        </div>
        <ResourceSearch query={q} onQueryChange={search} />
        {query.isPending ? (
          <Stack gap="md">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={120} radius="md" />
            ))}
          </Stack>
        ) : query.isError ? (
          <QueryLoadError title="We couldn't load the guides" query={query} />
        ) : (
          <Stack gap="md" aria-busy={query.isFetching}>
            <Text size="sm" c="dimmed" role="status">
              {q
                ? `${query.data.items.length} ${query.data.items.length === 1 ? 'guide' : 'guides'} for “${q}”`
                : `${query.data.items.length} guides`}
            </Text>
            {query.data.items.length === 0 ? (
              <Alert color="gray" variant="light" title="No guide matches your search">
                Try fewer or other words, such as “engagement” or “discount code”.
              </Alert>
            ) : (
              query.data.items.map((guide) => <ResourceCard key={guide.slug} guide={guide} />)
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

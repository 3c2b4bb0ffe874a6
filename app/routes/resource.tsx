import { Anchor, Button, Card, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useResource } from '@app/features/resources/api/get-resource';
import { ResourceArticle } from '@app/features/resources/components/resource-article';
import { ResourceMeta } from '@app/features/resources/components/resource-meta';
import { ResourceToc } from '@app/features/resources/components/resource-toc';
import { isApiError } from '@app/lib/api-error';
import { NotFoundPage } from './not-found';

/**
 * `/resource/:slug` (public): one guide with its date, reading time, table of contents and a
 * call to start finding creators. Unknown slugs show the 404 page.
 */
export function ResourcePage() {
  const { slug = '' } = useParams();
  const query = useResource(slug);
  useDocumentTitle(
    query.data ? `${query.data.title} · Collabify Resources` : 'Resources · Collabify',
  );
  const { hash } = useLocation();
  const loaded = query.isSuccess;
  // An address with #heading (a shared table-of-contents link) scrolls there once the guide is in.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);

  if (query.isError && isApiError(query.error, 404)) return <NotFoundPage />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to="/resources" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> All guides
      </Anchor>
      {query.isPending ? (
        <Stack gap="md" mt="md">
          <Skeleton height={40} width="70%" />
          <Skeleton height={480} radius="md" />
        </Stack>
      ) : query.isError ? (
        <QueryLoadError title="We couldn't load this guide" query={query} />
      ) : (
        <Grid gap="xl" mt="md">
          <Grid.Col span={12} order={0}>
            <Title id="resource-title" order={1} fz={{ base: 26, sm: 34 }}>
              {query.data.title}
            </Title>
            <Text c="dimmed" mt={4}>
              {query.data.description}
            </Text>
            <div style={{ marginTop: 8 }}>
              <ResourceMeta guide={query.data} />
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg" component="article" aria-labelledby="resource-title">
              <ResourceArticle html={query.data.html} />
              <Card withBorder radius="md" padding="lg" bg="var(--mantine-color-default-hover)">
                <Stack gap="xs" align="flex-start">
                  <Title order={2} fz="lg">
                    Put this guide to work
                  </Title>
                  <Text size="sm">
                    Search creators by country, category, followers, engagement rate and average
                    views, and save the ones that fit.
                  </Text>
                  <Button
                    component={Link}
                    to="/influencer"
                    leftSection={<IconSearch size={16} aria-hidden />}
                  >
                    Start finding creators
                  </Button>
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <div style={{ position: 'sticky', top: 80 }}>
              <ResourceToc toc={query.data.toc} />
            </div>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}

import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryLoadError } from '@app/components/ui/load-error';
import { isApiError } from '@app/lib/api-error';

/** Props of {@link QueryLoadState}. */
export interface QueryLoadStateProps<T> {
  /** The page's query for one resource. */
  query: UseQueryResult<T>;
  /** What the resource is called in messages: "campaign", "email campaign". */
  noun: string;
  /** Where "Back to …" goes after a 404, and its words ("your campaigns"). */
  back: { to: string; label: string };
  /** What to show once the resource is loaded. */
  children: (data: T) => ReactNode;
}

/**
 * A resource page's loading states: a skeleton while loading, "<Noun> not found" for a 404 (a
 * missing resource or another user's), a retryable error otherwise, then `children`.
 */
export function QueryLoadState<T>({ query, noun, back, children }: QueryLoadStateProps<T>) {
  if (query.isPending)
    return (
      <Stack gap="md" aria-busy>
        <Skeleton height={36} width="50%" />
        <Skeleton height={240} />
      </Stack>
    );
  if (query.isError) {
    if (isApiError(query.error, 404))
      return (
        <Stack gap="xs" py="xl" align="center" ta="center">
          <Title order={1} fz="xl">
            {noun.charAt(0).toUpperCase() + noun.slice(1)} not found
          </Title>
          <Text c="dimmed">This {noun} does not exist, or it belongs to another account.</Text>
          <Anchor component={Link} to={back.to}>
            Back to {back.label}
          </Anchor>
        </Stack>
      );
    return <QueryLoadError title={`We couldn't load this ${noun}`} query={query} />;
  }
  return children(query.data);
}

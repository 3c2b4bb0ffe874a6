import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import { LoadError } from '@app/components/ui/load-error';
import { isApiError } from '@app/lib/api-error';

/** Props of {@link CollaborationLoadState}. */
export interface CollaborationLoadStateProps {
  /** The collaboration's query (`useCollaboration(id)`). */
  query: UseQueryResult<CollaborationDetail>;
  /** Shown instead of the default "Collaboration not found" for a 404 (and for a 401). */
  refused?: ReactNode;
  /** What to show once the collaboration is loaded. */
  children: (collaboration: CollaborationDetail) => ReactNode;
}

/**
 * A collaboration page's loading states: a skeleton while loading, `refused` (default:
 * "Collaboration not found") for a 404 — a missing collaboration or someone else's — or a 401,
 * a retryable error otherwise (unless a collaboration is already loaded), then `children`.
 */
export function CollaborationLoadState({ query, refused, children }: CollaborationLoadStateProps) {
  const error = query.error;
  if (isApiError(error, 404) || isApiError(error, 401))
    return (
      refused ?? (
        <Stack gap="xs" py="xl" align="center" ta="center">
          <Title order={1} fz="xl">
            Collaboration not found
          </Title>
          <Text c="dimmed">This collaboration does not exist, or it is not one of yours.</Text>
          <Anchor component={Link} to="/collaboration">
            Back to your collaborations
          </Anchor>
        </Stack>
      )
    );
  // A failed refresh keeps showing the collaboration already loaded.
  if (query.data) return children(query.data);
  if (query.isError)
    return (
      <LoadError
        title="We couldn't load this collaboration"
        error={error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Stack gap="md" aria-busy>
      <Skeleton height={36} width="50%" />
      <Skeleton height={120} />
      <Skeleton height={320} />
    </Stack>
  );
}

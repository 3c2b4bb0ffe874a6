import { Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { QueryLoadError } from '@app/components/ui/load-error';

/** Props of {@link QuerySection}. */
export interface QuerySectionProps<T> {
  title: string;
  /** The heading level: 2 on a page, 3 inside the profile drawer. */
  order: 2 | 3;
  query: UseQueryResult<T>;
  /** Heads the error: "We couldn't load the reviews". */
  errorTitle: string;
  /** The loaded answer as content. */
  children: (data: T) => ReactNode;
}

/** A titled section showing one query: a skeleton while loading, an error with Retry, the content. */
export function QuerySection<T>({
  title,
  order,
  query,
  errorTitle,
  children,
}: QuerySectionProps<T>) {
  const headingId = useId();
  let body: ReactNode;
  if (query.isPending)
    body = (
      <Skeleton
        height={64}
        radius="md"
        role="status"
        aria-label={`Loading ${title.toLowerCase()}`}
      />
    );
  else if (query.isError) body = <QueryLoadError title={errorTitle} query={query} />;
  else body = children(query.data);

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={order} fz={order === 2 ? 'lg' : 'md'} id={headingId}>
        {title}
      </Title>
      {body}
    </Stack>
  );
}

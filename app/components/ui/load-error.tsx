import { Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '@app/lib/api-error';
import { Notice } from './notice';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** What could not be loaded: "We couldn't load your note". */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
}

/** A failed load: a red alert with the error's message and a Retry button. */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Notice tone="error" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="outline" color="red" loading={retrying} onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Notice>
  );
}

/** Props of {@link QueryLoadError}. */
export interface QueryLoadErrorProps {
  title: string;
  /** The failed query: its error is shown, Retry refetches it. */
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
}

/** {@link LoadError} for a failed query: its error, and Retry refetches it (busy meanwhile). */
export function QueryLoadError({ title, query }: QueryLoadErrorProps) {
  return (
    <LoadError
      title={title}
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}

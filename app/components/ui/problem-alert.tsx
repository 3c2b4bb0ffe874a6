import { Text } from '@mantine/core';
import { Notice } from './notice';
import { ApiError, errorMessage } from '@app/lib/api-error';

/**
 * Why a call failed (a Shopify hand-over, a gift order …), in a red alert: the problem's title and detail for an API
 * error (the title alone when it has no detail), else "Something went wrong" and the message.
 */
export function ProblemAlert({ error }: { error: unknown }) {
  const isProblem = error instanceof ApiError;
  const text = isProblem && !error.detail ? null : errorMessage(error);
  return (
    <Notice tone="error" title={isProblem ? error.title : 'Something went wrong'}>
      {text && <Text size="sm">{text}</Text>}
    </Notice>
  );
}

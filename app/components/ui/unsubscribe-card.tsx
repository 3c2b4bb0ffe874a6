import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthCard } from '@app/components/ui/auth-card';
import { errorMessage, isApiError } from '@app/lib/api-error';
import { Notice } from '@app/components/ui/notice';

/** Props of {@link UnsubscribeCard}; `T` is what the link is about (`unsubscribed` once used). */
export interface UnsubscribeCardProps<T extends { unsubscribed: boolean }> {
  /** What the emailed link is about (its public description). */
  info: UseQueryResult<T>;
  /** The one-click unsubscribe the button posts. */
  unsubscribe: UseMutationResult<T, Error, void>;
  /** The question, e.g. "Unsubscribe jane@… from Jane’s emails?". */
  askTitle: (info: T) => string;
  /** What unsubscribing means. */
  askText: (info: T) => ReactNode;
  /** What the green confirmation says once unsubscribed. */
  doneText: (info: T) => ReactNode;
  /** Under the confirmation (and under the button when `askFooter` is set). */
  footer: ReactNode;
  askFooter?: boolean;
}

/**
 * The page of an email's unsubscribe link (public, no sign-in): loading, "This link does not
 * work" for an unknown or altered token, the question with an Unsubscribe button (posting the
 * one-click unsubscribe), then "You are unsubscribed".
 */
export function UnsubscribeCard<T extends { unsubscribed: boolean }>({
  info,
  unsubscribe,
  askTitle,
  askText,
  doneText,
  footer,
  askFooter = false,
}: UnsubscribeCardProps<T>) {
  if (info.isPending)
    return (
      <AuthCard title="Unsubscribe">
        <Loader role="status" aria-label="Loading" />
      </AuthCard>
    );

  if (info.isError)
    return (
      <AuthCard title="This link does not work">
        <Text size="sm">
          {isApiError(info.error, 404)
            ? 'The unsubscribe link is invalid. Use the link from the latest email you received.'
            : errorMessage(info.error)}
        </Text>
      </AuthCard>
    );

  const data = info.data;
  if (data.unsubscribed)
    return (
      <AuthCard title="You are unsubscribed">
        <Stack gap="sm">
          <Notice tone="success" color="teal">
            {doneText(data)}
          </Notice>
          {footer}
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title={askTitle(data)}>
      <Stack gap="md">
        <Text size="sm">{askText(data)}</Text>
        {unsubscribe.isError && (
          <Alert color="red" variant="light">
            {errorMessage(unsubscribe.error)}
          </Alert>
        )}
        <Button fullWidth loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          Unsubscribe
        </Button>
        {askFooter && footer}
      </Stack>
    </AuthCard>
  );
}

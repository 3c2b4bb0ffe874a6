import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthCard } from '@app/components/ui/auth-card';

/** Props of {@link SignInPending}. */
export interface SignInPendingProps {
  /** The card's title ("Signing you in…"). */
  title: string;
  /** The spinner's accessible name ("Signing you in"). */
  status: string;
  /** What is happening. */
  children: ReactNode;
}

/** A callback page while Collabify finishes a sign-in or connection the provider confirmed. */
export function SignInPending({ title, status, children }: SignInPendingProps) {
  return (
    <AuthCard title={title}>
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" role="status" aria-label={status} />
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Group>
    </AuthCard>
  );
}

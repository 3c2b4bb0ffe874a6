import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthCard } from '@app/components/ui/auth-card';
import { Notice } from '@app/components/ui/notice';

/** Props of {@link SignInFailed}. */
export interface SignInFailedProps {
  title: string;
  /** What happened. */
  message: string;
  /** Where the way back goes: the sign-in page unless said otherwise. */
  backTo?: string;
  /** The way back's label. */
  backLabel?: string;
}

/**
 * A sign-in or connection at a provider that did not finish: what happened, and the way back
 * (to the sign-in page, or where the connection began).
 */
export function SignInFailed({
  title,
  message,
  backTo = '/login',
  backLabel = 'Back to sign in',
}: SignInFailedProps) {
  return (
    <AuthCard title={title}>
      <Stack gap="md">
        <Notice tone="error">
          <Text size="sm">{message}</Text>
        </Notice>
        <Group>
          <Button
            component={Link}
            to={backTo}
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {backLabel}
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}

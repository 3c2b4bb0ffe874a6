import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { formatExact } from '@app/lib/format';
import { fullAddress, loginPath } from '@app/lib/redirect';

/** Props of {@link SignInPrompt}. */
export interface SignInPromptProps {
  /** Matches of the search, when known. */
  count: number | null;
  countCapped?: boolean;
}

/**
 * Where the public list ends (after page 3): "Sign in to see all N results", with a button to
 * sign in that comes back to this very search.
 */
export function SignInPrompt({ count, countCapped = false }: SignInPromptProps) {
  const location = useLocation();
  const total = count === null ? null : `${formatExact(count)}${countCapped ? '+' : ''}`;
  const title = total ? `Sign in to see all ${total} results` : 'Sign in to see more results';
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      bg="brand.0"
      role="region"
      aria-label="Sign in to see more"
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconLock size={24} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          Visitors can browse the first three pages. Sign in or create a free account to see every
          match, contact emails and full profiles.
        </Text>
        <Button component={Link} to={loginPath(fullAddress(location))}>
          Sign in
        </Button>
        <Button component={Link} to="/login?mode=signup" variant="subtle" size="xs">
          No account yet? Sign up free
        </Button>
      </Stack>
    </Paper>
  );
}

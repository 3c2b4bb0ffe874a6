import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/**
 * "Sign in" and "Sign up" buttons shown to visitors in the header; `compact` on phones, so they
 * fit beside the logo and the HELP button.
 */
export function VisitorActions({ compact = false }: { compact?: boolean }) {
  const size = compact ? 'compact-sm' : 'sm';
  return (
    <Group gap={compact ? 6 : 'xs'} wrap="nowrap">
      <Button component={Link} to="/login" variant="subtle" size={size}>
        Sign in
      </Button>
      <Button component={Link} to="/login?mode=signup" size={size}>
        Sign up
      </Button>
    </Group>
  );
}

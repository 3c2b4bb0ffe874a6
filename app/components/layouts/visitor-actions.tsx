import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** "Sign in" and "Sign up" buttons shown to visitors in the header. */
export function VisitorActions() {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to="/login" variant="subtle" size="sm">
        Sign in
      </Button>
      <Button component={Link} to="/login?mode=signup" size="sm">
        Sign up
      </Button>
    </Group>
  );
}

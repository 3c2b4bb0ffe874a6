import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { UPGRADE_PATH } from '@shared/constants/plans';

/**
 * "Pricing", "Sign in" and "Sign up" shown to visitors in the header. Below Mantine's `sm`
 * breakpoint Pricing is hidden by the stylesheet (it is in the footer), so a page the server drew
 * fits a phone before the app runs; `compact` (phones, once the app knows the width) makes the
 * other two small enough to fit beside the logo and the HELP button.
 */
export function VisitorActions({ compact = false }: { compact?: boolean }) {
  const size = compact ? 'compact-sm' : 'sm';
  return (
    <Group gap={compact ? 6 : 'xs'} wrap="nowrap">
      <Button
        component={Link}
        to={UPGRADE_PATH}
        variant="subtle"
        color="gray"
        size={size}
        visibleFrom="sm"
      >
        Pricing
      </Button>
      <Button component={Link} to="/login" variant="subtle" size={size}>
        Sign in
      </Button>
      <Button component={Link} to="/login?mode=signup" size={size}>
        Sign up
      </Button>
    </Group>
  );
}

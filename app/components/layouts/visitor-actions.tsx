import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { UPGRADE_PATH } from '@shared/constants/plans';

/**
 * "Pricing", "Sign in" and "Sign up" shown to visitors in the header; `compact` on phones, so they
 * fit beside the logo and the HELP button (Pricing is then in the footer only).
 */
export function VisitorActions({ compact = false }: { compact?: boolean }) {
  const size = compact ? 'compact-sm' : 'sm';
  return (
    <Group gap={compact ? 6 : 'xs'} wrap="nowrap">
      {!compact && (
        <Button component={Link} to={UPGRADE_PATH} variant="subtle" color="gray" size={size}>
          Pricing
        </Button>
      )}
      <Button component={Link} to="/login" variant="subtle" size={size}>
        Sign in
      </Button>
      <Button component={Link} to="/login?mode=signup" size={size}>
        Sign up
      </Button>
    </Group>
  );
}

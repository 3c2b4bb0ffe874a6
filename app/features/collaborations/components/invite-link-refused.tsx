import { Button, EmptyState, Group } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { loginPath } from '@app/lib/redirect';

/**
 * The emailed link's page when the link cannot open the collaboration (no token, expired,
 * refused): what happened and what to do — ask the brand again, or sign in (back to this page).
 */
export function InviteLinkRefused({ returnTo }: { returnTo: string }) {
  return (
    <EmptyState py="xl" variant="light" color="orange" icon={<IconLinkOff size={28} aria-hidden />}>
      <EmptyState.Title order={1}>This link has expired or is not valid</EmptyState.Title>
      <EmptyState.Description>Ask the brand to send it again, or sign in.</EmptyState.Description>
      <EmptyState.Actions>
        <Group gap="sm" justify="center">
          <Button component={Link} to={loginPath(returnTo)}>
            Sign in
          </Button>
          <Button component={Link} to="/" variant="default">
            Go to Collabify
          </Button>
        </Group>
      </EmptyState.Actions>
    </EmptyState>
  );
}

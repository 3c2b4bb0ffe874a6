import { Button, Group, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { REDIRECT_PARAM } from '@app/lib/redirect';
import { Notice } from '@app/components/ui/notice';

/** Sign-up as an influencer, landing on the collaborations once the account exists. */
const SIGN_UP_ADDRESS = `/login?mode=signup&role=influencer&${REDIRECT_PARAM}=${encodeURIComponent('/collaboration')}`;

/**
 * Shown to an influencer who opened the emailed link without an account: signing up with the
 * address the invitation went to attaches this collaboration (and later ones) to the account.
 */
export function SignUpBanner() {
  return (
    <Notice
      tone="info"
      color="brand"
      icon={IconUserPlus}
      title="Sign up as an influencer to keep all your collaborations in one place"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Use the email address this invitation was sent to, and this collaboration joins your new
          account.
        </Text>
        <Button component={Link} to={SIGN_UP_ADDRESS} size="sm">
          Create an influencer account
        </Button>
      </Group>
    </Notice>
  );
}

import { Anchor, Code, List, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { STRIPE_SETTINGS } from '@shared/constants/plans';
import { Notice } from '@app/components/ui/notice';

/** Stripe's page on finding the secret key (the first setting). */
const STRIPE_KEYS_DOCS = 'https://docs.stripe.com/keys';

/** Props of {@link BillingOffNotice}. */
export interface BillingOffNoticeProps {
  /** True for an admin (the operator): told how to turn billing on instead of how to buy. */
  operator: boolean;
}

/**
 * What `/pricing` says while the server has no Stripe keys. An admin reads the settings that turn
 * billing on and where the README explains them; visitors and brands read that a plan is arranged
 * through the contact form (each paid plan's button goes there).
 */
export function BillingOffNotice({ operator }: BillingOffNoticeProps) {
  if (!operator)
    return (
      <Notice tone="info" title="Contact us to choose a plan">
        Paying online is not available here yet. Tell us which plan you want and we will set it up
        for you.
      </Notice>
    );
  return (
    <Notice tone="warning" icon={IconSettings} title="Billing is off on this server">
      <Stack gap="xs">
        <Text size="sm">
          Visitors and brands see these plans with a Contact us button. To sell them through Stripe
          Checkout, set all four of these settings and restart the server:
        </Text>
        <List size="sm" spacing={2}>
          {STRIPE_SETTINGS.map((name) => (
            <List.Item key={name}>
              <Code>{name}</Code>
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          The README explains each one under “Turning billing on” (<Code>README.md</Code>), with a
          local Stripe to try it first. Your secret key is in{' '}
          <Anchor href={STRIPE_KEYS_DOCS} target="_blank" rel="noreferrer">
            Stripe’s API keys
          </Anchor>
          .
        </Text>
      </Stack>
    </Notice>
  );
}

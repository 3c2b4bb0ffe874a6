import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Billing } from '@shared/schemas/billing';
import { PLANS } from '@shared/constants/plans';
import { formatDate } from '@app/lib/format';
import { formatMonthlyPrice, planName, SUBSCRIPTION_STATUS_LABELS } from '../lib/billing-format';
import { ManageBillingButton } from './manage-billing-button';
import { SectionCard } from '@app/components/ui/section-card';

/** Props of {@link BillingSummary}. */
export interface BillingSummaryProps {
  billing: Billing;
  /** False to leave out "Manage billing" (an admin looking at another account). */
  withManage?: boolean;
}

const STATUS_COLORS: Partial<Record<string, string>> = {
  active: 'green',
  trialing: 'blue',
  past_due: 'red',
  unpaid: 'red',
};

/** When the subscription renews or ends: "Renews on 1 Jul 2026", "Cancels on 1 Jul 2026". */
function renewalText(subscription: NonNullable<Billing['subscription']>): string | null {
  if (!subscription.renewsAt) return null;
  const date = formatDate(subscription.renewsAt);
  return subscription.cancelAtPeriodEnd ? `Cancels on ${date}` : `Renews on ${date}`;
}

/**
 * The account's plan at a glance: plan and price (for a complimentary grant, its label and whose
 * limits it has: "Demo plan · Pro limits, free of charge"), subscription status, when it renews (or
 * "Cancels on …"), where the plan comes from when an admin set it, and "Manage billing" (the
 * customer portal, enabled once the account has a Stripe customer).
 */
export function BillingSummary({ billing, withManage = true }: BillingSummaryProps) {
  const { subscription } = billing;
  const renewal = subscription ? renewalText(subscription) : null;
  const headingId = useId();
  return (
    <SectionCard aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            Current plan
          </Text>
          <Group gap="sm" align="baseline">
            <Title order={2} fz={26} id={headingId}>
              {billing.planName}
            </Title>
            <Text c="dimmed">
              {billing.planSource === 'grant'
                ? `${planName(billing.plan)} limits, free of charge`
                : formatMonthlyPrice(PLANS[billing.plan].priceMonthlyUsdCents)}
            </Text>
          </Group>
          <Group gap="xs">
            {subscription ? (
              <Badge color={STATUS_COLORS[subscription.status] ?? 'gray'} variant="light">
                {SUBSCRIPTION_STATUS_LABELS[subscription.status]}
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                No subscription
              </Badge>
            )}
            {billing.planSource === 'admin' && (
              <Badge color="violet" variant="light">
                Set by Collabify
              </Badge>
            )}
          </Group>
          {renewal && <Text size="sm">{renewal}</Text>}
          {subscription && subscription.plan !== billing.plan && (
            <Text size="sm" c="dimmed">
              Subscribed to {planName(subscription.plan)}.
            </Text>
          )}
        </Stack>
        {withManage && (
          <ManageBillingButton enabled={billing.configured && billing.portalAvailable} />
        )}
      </Group>
    </SectionCard>
  );
}

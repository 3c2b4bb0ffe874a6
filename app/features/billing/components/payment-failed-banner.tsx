import { Container, Stack, Text } from '@mantine/core';
import type { Billing } from '@shared/schemas/billing';
import { formatDate } from '@app/lib/format';
import { useBilling } from '../api/get-billing';
import { planName } from '../lib/billing-format';
import { ManageBillingButton } from './manage-billing-button';
import { Notice } from '@app/components/ui/notice';

/**
 * The failed-renewal warning: "Your last payment failed. Update your card in Manage billing
 * before <grace end> to keep <plan>.", with the portal button. Nothing when payments are fine.
 */
export function PaymentFailedAlert({ billing }: { billing: Billing }) {
  const failed = billing.paymentFailed;
  if (!failed) return null;
  const plan = planName(billing.subscription?.plan ?? billing.plan);
  return (
    <Notice tone="error" title="Payment failed">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Your last payment failed. Update your card in Manage billing before{' '}
          {formatDate(failed.graceEndsAt)} to keep {plan}.
        </Text>
        <ManageBillingButton
          enabled={billing.configured && billing.portalAvailable}
          color="red"
          variant="filled"
          size="xs"
        />
      </Stack>
    </Notice>
  );
}

/**
 * The signed-in account's {@link PaymentFailedAlert}, shown above every page while a renewal
 * payment is failing (fed by `GET /api/billing`; nothing otherwise, or when it cannot be read).
 */
export function PaymentFailedBanner() {
  const billing = useBilling();
  if (!billing.data?.paymentFailed) return null;
  return (
    <Container size="lg" pt="md">
      <PaymentFailedAlert billing={billing.data} />
    </Container>
  );
}

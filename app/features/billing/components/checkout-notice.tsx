import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import type { PlanId } from '@shared/constants/plans';
import type { CheckoutPhase } from '../hooks/use-billing-after-checkout';
import { planName } from '../lib/billing-format';

/** Props of {@link CheckoutNotice}. */
export interface CheckoutNoticeProps {
  phase: CheckoutPhase;
  /** The plan that applies now. */
  plan: PlanId | undefined;
  /** Asks for the billing again (offered once the activation is slow). */
  onCheckAgain: () => void;
}

/**
 * What a person back from Stripe Checkout reads: "Thanks! Your plan is being activated…" while
 * the webhook is awaited, then "You're on Starter" (or, after a while, a note to check again).
 */
export function CheckoutNotice({ phase, plan, onCheckAgain }: CheckoutNoticeProps) {
  if (phase === 'none') return null;
  if (phase === 'activated' && plan)
    return (
      <Alert
        role="status"
        color="green"
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden />}
        title={`You're on ${planName(plan)}`}
      >
        Thanks for subscribing. Your new limits apply now.
      </Alert>
    );
  if (phase === 'delayed')
    return (
      <Alert
        role="status"
        color="yellow"
        variant="light"
        icon={<IconClock size={20} aria-hidden />}
        title="Your plan is taking longer than usual to activate"
      >
        <Group gap="sm" justify="space-between">
          <Text size="sm">
            Stripe has not confirmed the subscription yet; your plan switches as soon as it does.
          </Text>
          <Button size="xs" variant="default" onClick={onCheckAgain}>
            Check again
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Alert
      role="status"
      color="blue"
      variant="light"
      icon={<Loader size={18} aria-hidden />}
      title="Thanks! Your plan is being activated…"
    >
      This takes a few seconds: Stripe confirms the payment, then your new limits apply.
    </Alert>
  );
}

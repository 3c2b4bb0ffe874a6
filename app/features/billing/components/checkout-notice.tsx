import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClock, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UPGRADE_PATH, type PlanId } from '@shared/constants/plans';
import type { CheckoutPhase } from '../hooks/use-billing-after-checkout';
import { planName } from '../lib/billing-format';

/** Props of {@link CheckoutNotice}. */
export interface CheckoutNoticeProps {
  phase: CheckoutPhase;
  /** The plan that applies now. */
  plan: PlanId | undefined;
  /** Asks the server to read the subscription from Stripe now (offered once it is slow). */
  onCheckAgain: () => void;
  /** A check is under way. */
  checking: boolean;
}

/** A checkout that ended without a payment: what happened, and the way back to the plans. */
function Unpaid({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      role="status"
      color="gray"
      variant="light"
      icon={<IconInfoCircle size={20} aria-hidden />}
      title={title}
    >
      <Group gap="sm" justify="space-between">
        <Text size="sm">{children}</Text>
        <Anchor component={Link} to={UPGRADE_PATH} size="sm">
          See plans
        </Anchor>
      </Group>
    </Alert>
  );
}

/**
 * What a person back from Stripe Checkout reads: "Thanks! Your plan is being activated…" while
 * Stripe is read, then "You're on Starter"; while the payment is still being confirmed, or after a
 * while, a note with "Check again"; and what happened when the checkout was not completed,
 * expired or is not this account's.
 */
export function CheckoutNotice({ phase, plan, onCheckAgain, checking }: CheckoutNoticeProps) {
  switch (phase) {
    case 'none':
      return null;
    case 'activated':
      return plan ? (
        <Alert
          role="status"
          color="green"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={`You're on ${planName(plan)}`}
        >
          Thanks for subscribing. Your new limits apply now.
        </Alert>
      ) : null;
    case 'delayed':
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
              Stripe has not confirmed the subscription yet. We keep checking, and your plan
              switches as soon as it is confirmed.
            </Text>
            <Button size="xs" variant="default" onClick={onCheckAgain} loading={checking}>
              Check again
            </Button>
          </Group>
        </Alert>
      );
    case 'open':
      return (
        <Unpaid title="You haven't finished checkout">
          Nothing was charged and you're still on the Free plan.
        </Unpaid>
      );
    case 'expired':
      return (
        <Unpaid title="This checkout has expired">
          Nothing was charged. Choose a plan to start again.
        </Unpaid>
      );
    case 'not-found':
      return (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title="We couldn't find this checkout"
        >
          It doesn't belong to the account you're signed in with. If you paid, sign in with the
          account you paid from.
        </Alert>
      );
    case 'confirming':
      return (
        <Alert
          role="status"
          color="blue"
          variant="light"
          icon={<Loader size={18} aria-hidden />}
          title="Your payment is being confirmed"
        >
          Stripe is still confirming your payment. Your plan switches as soon as it's paid; you can
          leave this page.
        </Alert>
      );
    case 'activating':
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
}

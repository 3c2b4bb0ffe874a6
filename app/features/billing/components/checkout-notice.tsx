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

/** One notice: a light alert with its colour, icon and title. */
function Notice({
  color,
  icon,
  title,
  alert = false,
  children,
}: {
  color: string;
  icon: ReactNode;
  title: string;
  /** Announced at once (an error) rather than politely. */
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <Alert
      role={alert ? 'alert' : 'status'}
      color={color}
      variant="light"
      icon={icon}
      title={title}
    >
      {children}
    </Alert>
  );
}

/** A notice with a line of text and, on its right, an action. */
function WithAction({ text, action }: { text: ReactNode; action: ReactNode }) {
  return (
    <Group gap="sm" justify="space-between">
      <Text size="sm">{text}</Text>
      {action}
    </Group>
  );
}

const seePlans = (
  <Anchor component={Link} to={UPGRADE_PATH} size="sm">
    See plans
  </Anchor>
);
const waitingIcon = <Loader size={18} aria-hidden />;
const unpaidIcon = <IconInfoCircle size={20} aria-hidden />;

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
        <Notice
          color="green"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={`You're on ${planName(plan)}`}
        >
          Thanks for subscribing. Your new limits apply now.
        </Notice>
      ) : null;
    case 'delayed':
      return (
        <Notice
          color="yellow"
          icon={<IconClock size={20} aria-hidden />}
          title="Your plan is taking longer than usual to activate"
        >
          <WithAction
            text="Stripe has not confirmed the subscription yet. We keep checking, and your plan switches as soon as it is confirmed."
            action={
              <Button size="xs" variant="default" onClick={onCheckAgain} loading={checking}>
                Check again
              </Button>
            }
          />
        </Notice>
      );
    case 'open':
      return (
        <Notice color="gray" icon={unpaidIcon} title="You haven't finished checkout">
          <WithAction
            text="Nothing was charged and you're still on the Free plan."
            action={seePlans}
          />
        </Notice>
      );
    case 'expired':
      return (
        <Notice color="gray" icon={unpaidIcon} title="This checkout has expired">
          <WithAction text="Nothing was charged. Choose a plan to start again." action={seePlans} />
        </Notice>
      );
    case 'not-found':
      return (
        <Notice
          alert
          color="red"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title="We couldn't find this checkout"
        >
          It doesn't belong to the account you're signed in with. If you paid, sign in with the
          account you paid from.
        </Notice>
      );
    case 'confirming':
      return (
        <Notice color="blue" icon={waitingIcon} title="Your payment is being confirmed">
          Stripe is still confirming your payment. Your plan switches as soon as it's paid; you can
          leave this page.
        </Notice>
      );
    case 'activating':
      return (
        <Notice color="blue" icon={waitingIcon} title="Thanks! Your plan is being activated…">
          This takes a few seconds: Stripe confirms the payment, then your new limits apply.
        </Notice>
      );
  }
}

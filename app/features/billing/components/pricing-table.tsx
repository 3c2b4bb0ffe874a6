import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PaidPlanId, PlanId } from '@shared/constants/plans';
import { PLAN_IDS, UPGRADE_PATH } from '@shared/constants/plans';
import type { Billing, PlanInfo } from '@shared/schemas/billing';
import { QueryLoadError } from '@app/components/ui/load-error';
import { isApiError } from '@app/lib/api-error';
import { notifyError } from '@app/lib/notify';
import { loginPath, signUpPath } from '@app/lib/redirect';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useBilling } from '../api/get-billing';
import { usePlans } from '../api/get-plans';
import { hasLiveSubscription, planName } from '../lib/billing-format';
import { BillingOffNotice } from './billing-off-notice';
import { ManageBillingButton } from './manage-billing-button';
import { PlanCard } from './plan-card';
import { Notice } from '@app/components/ui/notice';

/** Props of {@link PricingTable}. */
export interface PricingTableProps {
  /** True for a signed-in account: its plan is marked and the buttons buy or manage plans. */
  signedIn: boolean;
  /** True for an admin: without Stripe keys, told how to turn billing on. */
  operator?: boolean;
}

const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/**
 * The pricing table: a card per plan with price and limits, the signed-in account's plan marked.
 * Buttons: a visitor signs in first (and comes back here); a signed-in account without a
 * subscription buys a paid plan through Stripe Checkout; one with a subscription changes it in
 * "Manage billing" (the customer portal). An account on a complimentary plan (the demo brand's
 * "Demo plan") is told so and can buy any paid plan, which replaces it. Without Stripe keys on the
 * server, each paid plan's button is "Contact us" (the contact form, its subject filled in) and a
 * notice says so; an admin is told instead which settings turn billing on.
 */
export function PricingTable({ signedIn, operator = false }: PricingTableProps) {
  const plans = usePlans();
  const billing = useBilling({ enabled: signedIn });
  const [alreadySubscribed, setAlreadySubscribed] = useState(false);
  const checkout = useCreateCheckoutSession({
    onError: (error) => {
      if (isApiError(error, 409)) setAlreadySubscribed(true);
      else notifyError(error, 'Could not start checkout');
    },
  });

  if (plans.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy="true">
        {PLAN_IDS.map((id) => (
          <Skeleton key={id} height={380} radius="lg" />
        ))}
      </SimpleGrid>
    );
  if (plans.isError) return <QueryLoadError title="We couldn't load the plans" query={plans} />;

  const { configured } = plans.data;
  // Undefined for a visitor, while the account's billing loads, or when it could not be loaded.
  const account: Billing | undefined = signedIn ? billing.data : undefined;
  // A complimentary plan is nobody's purchase: no card is marked, every paid plan can be bought.
  const granted = account?.planSource === 'grant';
  const current = granted ? undefined : account?.plan;
  const subscribed = hasLiveSubscription(account);

  const actionFor = (plan: PlanInfo) => {
    if (!signedIn) return <VisitorAction plan={plan} configured={configured} />;
    if (billing.isPending) return <Skeleton height={36} radius="sm" />;
    if (granted && plan.id === 'free') return null;
    // A subscribed account's paid plan is changed in the portal; Free is simply the current plan.
    if (plan.id === current && !(subscribed && plan.id !== 'free'))
      return (
        <Button variant="default" disabled fullWidth>
          Your current plan
        </Button>
      );
    if (plan.id === 'free')
      return subscribed ? <ManageBillingButton enabled={configured} fullWidth /> : null;
    if (!configured) return <ContactUsButton plan={plan} />;
    if (subscribed) return <ManageBillingButton fullWidth />;
    const paid = plan.id as PaidPlanId;
    const upgrade = current !== undefined && rank(paid) > rank(current);
    return (
      <Button
        fullWidth
        disabled={checkout.isPending && checkout.variables !== paid}
        // Stays busy after success: the browser is leaving for Stripe Checkout.
        loading={(checkout.isPending || checkout.isSuccess) && checkout.variables === paid}
        onClick={() => checkout.mutate(paid)}
      >
        {upgrade ? `Upgrade to ${plan.name}` : `Choose ${plan.name}`}
      </Button>
    );
  };

  return (
    <Stack gap="lg">
      {!configured && <BillingOffNotice operator={operator} />}
      {granted && account && (
        <Notice tone="info" title={`You are on the ${account.planName}`}>
          It has the {planName(account.plan)} plan’s limits, free of charge.{' '}
          {configured && 'Buying a plan here replaces it.'}
        </Notice>
      )}
      {alreadySubscribed && (
        <Notice
          tone="info"
          title="You already have a subscription"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setAlreadySubscribed(false)}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Change your plan, or cancel it, in Manage billing.</Text>
            <ManageBillingButton enabled={configured} />
          </Stack>
        </Notice>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {plans.data.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === current}
            action={actionFor(plan)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A visitor's button: sign up for Free; sign in (back to the pricing page) for a paid plan. */
function VisitorAction({ plan, configured }: { plan: PlanInfo; configured: boolean }) {
  if (plan.id === 'free')
    return (
      <Button component={Link} to={signUpPath()} variant="default" fullWidth>
        Start for free
      </Button>
    );
  if (!configured) return <ContactUsButton plan={plan} />;
  return (
    <Button component={Link} to={loginPath(UPGRADE_PATH)} fullWidth>
      Choose {plan.name}
    </Button>
  );
}

/** "Contact us" about a paid plan, while billing is off: the contact form with its subject filled in. */
function ContactUsButton({ plan }: { plan: PlanInfo }) {
  const subject = new URLSearchParams({ subject: `${plan.name} plan` });
  return (
    <Button component={Link} to={`/contact-us?${subject}`} variant="light" fullWidth>
      Contact us
    </Button>
  );
}

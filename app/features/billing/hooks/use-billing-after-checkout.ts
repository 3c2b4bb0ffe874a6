import { useEffect, useState } from 'react';
import { useBilling } from '../api/get-billing';

/** How often the billing is asked again while a new subscription is being activated. */
export const CHECKOUT_POLL_MS = 1_500;
/** How long to keep asking before saying the activation is taking longer than usual. */
export const CHECKOUT_POLL_LIMIT_MS = 20_000;

/**
 * Where the plan stands after Stripe Checkout came back: `none` (no checkout), `activating`
 * (still Free: the webhook has not arrived yet), `activated` (a paid plan applies) or `delayed`
 * (still Free after {@link CHECKOUT_POLL_LIMIT_MS}).
 */
export type CheckoutPhase = 'none' | 'activating' | 'activated' | 'delayed';

/**
 * The account's billing; after a successful checkout (`checkoutSucceeded`) it is asked again
 * every {@link CHECKOUT_POLL_MS} until the plan is no longer Free, for at most
 * {@link CHECKOUT_POLL_LIMIT_MS}: Stripe's webhook, not the return to the app, changes the plan.
 */
export function useBillingAfterCheckout(checkoutSucceeded: boolean) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!checkoutSucceeded) return;
    const timer = setTimeout(() => setTimedOut(true), CHECKOUT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [checkoutSucceeded]);

  const billing = useBilling({
    refetchInterval: (data) =>
      checkoutSucceeded && !timedOut && (!data || data.plan === 'free') ? CHECKOUT_POLL_MS : false,
  });

  let phase: CheckoutPhase = 'none';
  if (checkoutSucceeded) {
    if (billing.data && billing.data.plan !== 'free') phase = 'activated';
    else phase = timedOut ? 'delayed' : 'activating';
  }
  return { billing, phase };
}

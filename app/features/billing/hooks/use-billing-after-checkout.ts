import { useEffect, useRef, useState } from 'react';
import type { Billing } from '@shared/schemas/billing';
import { ApiError } from '@app/lib/api-error';
import { useConfirmCheckout } from '../api/confirm-checkout';
import { useBilling } from '../api/get-billing';
import { useSyncBilling } from '../api/sync-billing';

/** The first wait between two reads of the billing while a plan is being activated. */
export const CHECKOUT_POLL_MS = 1_500;
/** Each wait is this many times the one before… */
export const CHECKOUT_POLL_BACKOFF = 1.5;
/** …up to this. */
export const CHECKOUT_POLL_MAX_MS = 15_000;
/** After this the page says the activation is taking longer than usual (and keeps asking). */
export const CHECKOUT_SLOW_MS = 20_000;
/** After this the server is asked to read Stripe again, then at twice the time waited each time. */
export const CHECKOUT_SYNC_AFTER_MS = 60_000;
/** After this the page stops asking on its own ("Check again" still asks). */
export const CHECKOUT_GIVE_UP_MS = 15 * 60_000;

/**
 * Where the plan stands after Stripe Checkout came back: `none` (no checkout), `activating`
 * (still Free: being read from Stripe), `confirming` (the checkout completed, Stripe has not
 * confirmed the payment yet), `activated` (a paid plan applies), `delayed` (still Free after
 * {@link CHECKOUT_SLOW_MS}), `open` (the checkout was not completed), `expired`, or `not-found`
 * (the session is not this account's).
 */
export type CheckoutPhase =
  'none' | 'activating' | 'confirming' | 'activated' | 'delayed' | 'open' | 'expired' | 'not-found';

/** What the return URL says: `?checkout=success` and Stripe's `session_id`. */
export interface CheckoutReturnParams {
  succeeded: boolean;
  sessionId: string | null;
}

/** The wait before the billing is read again, after `reads` reads (backoff, capped). */
export function checkoutPollDelay(reads: number): number {
  return Math.min(
    CHECKOUT_POLL_MS * CHECKOUT_POLL_BACKOFF ** Math.max(0, reads - 1),
    CHECKOUT_POLL_MAX_MS,
  );
}

/**
 * Whether the plan in force is one paid for (or set by an admin): Free and a complimentary grant
 * (the Demo plan) are what a checkout replaces, so they still wait for it.
 */
const onBoughtPlan = (billing: Billing) =>
  billing.planSource === 'stripe' || billing.planSource === 'admin';

/**
 * The account's billing, and after a successful checkout where its plan stands. Back from Checkout
 * the server reads the session from Stripe and applies the plan at once
 * (`POST /api/billing/checkout-return`). While the plan is still Free the billing is read again
 * with backoff ({@link checkoutPollDelay}); after {@link CHECKOUT_SYNC_AFTER_MS} the server is
 * asked to read Stripe itself (`POST /api/billing/sync`), at 1, 2, 4 and 8 minutes, until
 * {@link CHECKOUT_GIVE_UP_MS}. `checkAgain` asks the server to read Stripe now.
 */
export function useBillingAfterCheckout({ succeeded, sessionId }: CheckoutReturnParams) {
  const confirm = useConfirmCheckout();
  const sync = useSyncBilling();
  const [slow, setSlow] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);

  const confirmed = useRef<string | null>(null);
  const { mutate: confirmSession } = confirm;
  useEffect(() => {
    if (!succeeded || !sessionId || confirmed.current === sessionId) return;
    confirmed.current = sessionId;
    confirmSession(sessionId);
  }, [succeeded, sessionId, confirmSession]);

  const state = confirm.data?.state;
  const notFound = confirm.error instanceof ApiError && confirm.error.status === 404;
  const settled = state === 'open' || state === 'expired' || notFound;
  const pending = (data: Billing | undefined) =>
    succeeded && data !== undefined && !onBoughtPlan(data) && !settled && !confirm.isPending;

  const billing = useBilling({
    refetchInterval: (data, reads) => (pending(data) && !gaveUp ? checkoutPollDelay(reads) : false),
  });
  const waiting = pending(billing.data);

  const { mutate: syncNow } = sync;
  useEffect(() => {
    if (!waiting) return;
    const timers = [
      setTimeout(() => setSlow(true), CHECKOUT_SLOW_MS),
      setTimeout(() => setGaveUp(true), CHECKOUT_GIVE_UP_MS),
    ];
    for (let at = CHECKOUT_SYNC_AFTER_MS; at < CHECKOUT_GIVE_UP_MS; at *= 2) {
      timers.push(setTimeout(() => syncNow(), at));
    }
    return () => timers.forEach(clearTimeout);
  }, [waiting, syncNow]);

  let phase: CheckoutPhase = 'none';
  if (succeeded) {
    if (billing.data && onBoughtPlan(billing.data)) phase = 'activated';
    else if (notFound) phase = 'not-found';
    else if (state === 'open' || state === 'expired') phase = state;
    else if (slow || gaveUp) phase = 'delayed';
    else phase = state === 'processing' ? 'confirming' : 'activating';
  }
  return { billing, phase, checkAgain: () => sync.mutate(), checking: sync.isPending };
}

import type { Billing, CheckoutReturn } from '@shared/schemas/billing';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { CheckoutSessionState, SubscriptionState } from '../../integrations/stripe/client';
import { findAccount } from './billing.repository';
import { getBilling, requireStripe } from './billing.service';
import type { StandingUsage } from './plan-limits.service';
import { PAYING_STATUSES } from './plan-state';
import { stripeCall } from './stripe-errors';
import { applySubscriptionRead } from './subscription-reads';

/** Where a checkout stands for the person back from it (see `checkoutReturnSchema`). */
function checkoutStateOf(session: CheckoutSessionState): CheckoutReturn['state'] {
  if (session.status === 'expired') return 'expired';
  if (session.status !== 'complete') return 'open';
  return session.subscription && PAYING_STATUSES.has(session.subscription.status)
    ? 'activated'
    : 'processing';
}

/**
 * The return from Stripe Checkout (`?session_id=cs_…`): reads the Checkout Session from Stripe
 * with its subscription and applies that subscription at once, by the same path as the webhook
 * ({@link applySubscriptionRead}), so a lost or late webhook strands no one who paid and
 * whichever of the two comes second changes nothing. The session must be the signed-in user's
 * (its client reference is the user, or its customer is the account's).
 * @returns where the checkout stands (`activated`, `processing`: completed but not paid yet,
 * `open`: not completed, `expired`) and the account's billing after it.
 * @throws 404 for a session Stripe does not know, of another account or not a subscription
 * checkout; 503 without Stripe; 502 when Stripe refuses or cannot be read.
 */
export async function confirmCheckout(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  standing: StandingUsage,
): Promise<CheckoutReturn> {
  const stripe = requireStripe(ctx);
  // Read before the transaction: the time of the read orders it against concurrent reads.
  const syncedAt = new Date();
  const session = await stripeCall(() => stripe.retrieveCheckoutSession(sessionId));
  const account = await findAccount(ctx.db, user.id);
  const owned =
    session !== null &&
    (session.clientReferenceId === user.id ||
      (session.customerId !== null && session.customerId === account?.stripeCustomerId));
  if (!owned || session.mode !== 'subscription') throw notFound('checkout');
  if (session.subscription) await applyRead(ctx, user, session.subscription, syncedAt);
  return { state: checkoutStateOf(session), billing: await getBilling(ctx, user, standing) };
}

/**
 * Reads the account's subscriptions from Stripe (`GET /v1/subscriptions?customer=…&status=all`)
 * and applies the one that matters — one still paid for, else the account's own, else the newest
 * — by the webhook's path: what `/billing` asks for when an activation takes more than a minute.
 * Without a Stripe customer there is nothing to read.
 * @returns the account's billing after it. @throws 503 without Stripe; 502 when Stripe refuses.
 */
export async function syncSubscriptions(
  ctx: AppContext,
  user: UserRow,
  standing: StandingUsage,
): Promise<Billing> {
  const stripe = requireStripe(ctx);
  const account = await findAccount(ctx.db, user.id);
  const customerId = account?.stripeCustomerId;
  if (customerId) {
    const syncedAt = new Date();
    const subscriptions = await stripeCall(() => stripe.listSubscriptions(customerId));
    const chosen =
      subscriptions.find((s) => PAYING_STATUSES.has(s.status)) ??
      subscriptions.find((s) => s.id === account.stripeSubscriptionId) ??
      subscriptions[0];
    if (chosen) await applyRead(ctx, user, chosen, syncedAt);
  }
  return getBilling(ctx, user, standing);
}

/** Applies a subscription read at `syncedAt` for `user` (the webhook's path). */
async function applyRead(
  ctx: AppContext,
  user: UserRow,
  subscription: SubscriptionState,
  syncedAt: Date,
): Promise<void> {
  await ctx.db.transaction((tx) =>
    applySubscriptionRead(tx, {
      subscriptionId: subscription.id,
      fresh: subscription,
      customerId: subscription.customerId,
      userId: user.id,
      syncedAt,
      failedAt: syncedAt,
    }),
  );
}

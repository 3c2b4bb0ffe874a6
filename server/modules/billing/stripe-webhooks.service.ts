import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { BillingAccountRow } from '../../db/schema';
import { fieldError, notConfigured } from '../../errors';
import {
  StripePayloadError,
  StripeSignatureError,
  type StripeEvent,
  type SubscriptionState,
} from '../../integrations/stripe/client';
import { findUser } from '../users/users.service';
import {
  findAccountByCustomer,
  isEventRecorded,
  lockAccount,
  recordEvent,
  writeSubscription,
  type SubscriptionWrite,
} from './billing.repository';
import { FAILING_STATUSES, hasPayingSubscription } from './plan-state';
import { stripeCall } from './stripe-errors';

/** The subscription an event is about, and who it belongs to as far as the event says. */
interface EventTarget {
  subscriptionId: string;
  customerId: string | null;
  userId: string | null;
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? null);

/**
 * The subscription an event changes, for the events billing follows: `checkout.session.completed`
 * (subscription mode), `customer.subscription.created|updated|deleted`, `invoice.paid`,
 * `invoice.payment_succeeded` and `invoice.payment_failed` (API 2026-10-28: the invoice's
 * subscription is `parent.subscription_details.subscription`). Null for every other event.
 */
function targetOf(event: StripeEvent): EventTarget | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'checkout.session.completed': {
      const subscriptionId = idOf(object.subscription);
      if (object.mode !== 'subscription' || !subscriptionId) return null;
      const reference = object.client_reference_id;
      return {
        subscriptionId,
        customerId: idOf(object.customer),
        userId: typeof reference === 'string' ? reference : null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const metadata = (object.metadata ?? {}) as Record<string, string>;
      return {
        subscriptionId: String(object.id),
        customerId: idOf(object.customer),
        userId: metadata.userId ?? null,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const parent = object.parent as
        { subscription_details?: { subscription?: unknown } | null } | null | undefined;
      const subscriptionId = idOf(parent?.subscription_details?.subscription);
      return subscriptionId
        ? { subscriptionId, customerId: idOf(object.customer), userId: null }
        : null;
    }
    default:
      return null;
  }
}

/** UUIDs only: a reference that is not one cannot be a user id (and must not reach SQL as one). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account an event belongs to: by the Stripe customer we created, else by our user id. */
async function accountUserId(db: DbOrTx, customerId: string | null, userId: string | null) {
  const byCustomer = customerId ? await findAccountByCustomer(db, customerId) : null;
  if (byCustomer) return byCustomer.userId;
  if (userId && UUID.test(userId) && (await findUser(db, userId))) return userId;
  return null;
}

/**
 * Whether a subscription read should become the account's: it is the account's subscription, or
 * the account has none still paid for (a second, older subscription's events are ignored while
 * another one is paid for).
 */
function concernsAccount(account: BillingAccountRow, subscriptionId: string): boolean {
  return (
    account.stripeSubscriptionId === subscriptionId ||
    !account.stripeSubscriptionId ||
    !hasPayingSubscription(account)
  );
}

/** The billing columns for a subscription as read at `syncedAt` (null: Stripe no longer has it). */
function subscriptionWrite(
  account: BillingAccountRow,
  subscriptionId: string,
  fresh: SubscriptionState | null,
  syncedAt: Date,
  failedAt: Date,
): SubscriptionWrite {
  const failing = fresh !== null && FAILING_STATUSES.has(fresh.status);
  return {
    stripeCustomerId: account.stripeCustomerId ?? fresh?.customerId ?? null,
    stripeSubscriptionId: subscriptionId,
    subscriptionPlan: fresh ? fresh.plan : account.subscriptionPlan,
    subscriptionStatus: fresh?.status ?? 'canceled',
    currentPeriodStart: fresh ? fresh.currentPeriodStart : account.currentPeriodStart,
    currentPeriodEnd: fresh ? fresh.currentPeriodEnd : account.currentPeriodEnd,
    cancelAtPeriodEnd: fresh?.cancelAtPeriodEnd ?? false,
    paymentFailedAt: failing ? (account.paymentFailedAt ?? failedAt) : null,
    stripeSyncedAt: syncedAt,
  };
}

/**
 * Applies a Stripe webhook delivery (`POST /api/webhooks/stripe`):
 * 1. verifies `Stripe-Signature` over the raw body (HMAC-SHA256, at most 5 minutes old);
 * 2. skips an event already applied (its id is stored in the transaction applying it);
 * 3. for the events {@link targetOf} follows, reads the subscription from Stripe now, so the
 *    newest state wins whatever order the events arrive in, and stores it unless a later read is
 *    already stored (a failing renewal starts the grace period; paying again ends it);
 * 4. records every other event as seen and changes nothing.
 * @throws 400 naming `header.stripe-signature`, or `body` when a correctly signed body is not a
 * Stripe event (nothing changes in either case); 503 without Stripe; 502 when
 * Stripe cannot be read, or 5xx on a database failure, so Stripe retries the delivery.
 */
export async function receiveStripeWebhook(
  ctx: AppContext,
  rawBody: string,
  signature: string | undefined,
): Promise<void> {
  if (!ctx.stripe) throw notConfigured('Stripe');
  const stripe = ctx.stripe;
  let event: StripeEvent;
  try {
    event = stripe.verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof StripeSignatureError) {
      throw fieldError(
        'header.stripe-signature',
        `The signature does not verify: ${error.message}`,
      );
    }
    if (error instanceof StripePayloadError) throw fieldError('body', error.message);
    throw error;
  }
  if (await isEventRecorded(ctx.db, event.id)) return;
  const seen = { id: event.id, type: event.type, created: new Date(event.created * 1000) };
  const target = targetOf(event);
  if (!target) {
    await recordEvent(ctx.db, seen);
    return;
  }
  // Read before the transaction: the time of the read orders it against concurrent reads.
  const syncedAt = new Date();
  const fresh = await stripeCall(() => stripe.retrieveSubscription(target.subscriptionId));
  await ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, seen))) return;
    const userId = await accountUserId(
      tx,
      fresh?.customerId ?? target.customerId,
      fresh?.userId ?? target.userId,
    );
    if (!userId) return;
    const account = await lockAccount(tx, userId);
    if (!concernsAccount(account, target.subscriptionId)) return;
    const failedAt = event.type === 'invoice.payment_failed' ? seen.created : syncedAt;
    await writeSubscription(
      tx,
      userId,
      subscriptionWrite(account, target.subscriptionId, fresh, syncedAt, failedAt),
    );
  });
}

import type { DbOrTx } from '../../db/client';
import type { BillingAccountRow } from '../../db/schema';
import type { SubscriptionState } from '../../integrations/stripe/client';
import { findUser } from '../users/users.service';
import {
  findAccountByCustomer,
  lockAccount,
  writeSubscription,
  type SubscriptionWrite,
} from './billing.repository';
import { notify } from '../notifications/notifications.service';
import { FAILING_STATUSES, hasPayingSubscription } from './plan-state';

/**
 * A subscription as read from Stripe, with who it belongs to as far as its source says (the
 * webhook's event, the Checkout Session, the customer's subscription list).
 */
export interface SubscriptionRead {
  subscriptionId: string;
  /** The subscription as Stripe has it; null when Stripe no longer knows it. */
  fresh: SubscriptionState | null;
  customerId: string | null;
  /** Our user id as the source names it (client reference, subscription metadata). */
  userId: string | null;
  /** When it was read from Stripe: it orders concurrent reads (an older one never wins). */
  syncedAt: Date;
  /** When a failing renewal started, should this read be the first to show one. */
  failedAt: Date;
}

/** What {@link applySubscriptionRead} did. */
export type ReadOutcome = 'written' | 'unchanged' | 'ignored';

/** UUIDs only: a reference that is not one cannot be a user id (and must not reach SQL as one). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account a read belongs to: by the Stripe customer we created, else by our user id. */
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

/** The billing columns for a read (`fresh` null: Stripe no longer has it). */
function subscriptionWrite(account: BillingAccountRow, read: SubscriptionRead): SubscriptionWrite {
  const { fresh } = read;
  const failing = fresh !== null && FAILING_STATUSES.has(fresh.status);
  return {
    stripeCustomerId: account.stripeCustomerId ?? fresh?.customerId ?? null,
    stripeSubscriptionId: read.subscriptionId,
    subscriptionPlan: fresh ? fresh.plan : account.subscriptionPlan,
    subscriptionStatus: fresh?.status ?? 'canceled',
    currentPeriodStart: fresh ? fresh.currentPeriodStart : account.currentPeriodStart,
    currentPeriodEnd: fresh ? fresh.currentPeriodEnd : account.currentPeriodEnd,
    cancelAtPeriodEnd: fresh?.cancelAtPeriodEnd ?? false,
    paymentFailedAt: failing ? (account.paymentFailedAt ?? read.failedAt) : null,
    stripeSyncedAt: read.syncedAt,
  };
}

/** Whether the account already holds what `write` would store (the read time aside). */
function alreadyStored(account: BillingAccountRow, write: SubscriptionWrite): boolean {
  const same = (a: Date | null, b: Date | null) =>
    (a?.getTime() ?? null) === (b?.getTime() ?? null);
  return (
    account.stripeCustomerId === write.stripeCustomerId &&
    account.stripeSubscriptionId === write.stripeSubscriptionId &&
    account.subscriptionPlan === write.subscriptionPlan &&
    account.subscriptionStatus === write.subscriptionStatus &&
    same(account.currentPeriodStart, write.currentPeriodStart) &&
    same(account.currentPeriodEnd, write.currentPeriodEnd) &&
    account.cancelAtPeriodEnd === write.cancelAtPeriodEnd &&
    same(account.paymentFailedAt, write.paymentFailedAt)
  );
}

/**
 * Applies a subscription read from Stripe to the account it belongs to, inside `tx`: the one way
 * a subscription reaches billing, whether a webhook, the return from Checkout or a sync read it.
 * Locks the account; ignores a read of no account of ours or of a second subscription while
 * another is paid for; changes nothing when the account already holds that state (so whichever of
 * the webhook and the return from Checkout comes second is a no-op); otherwise stores it unless a
 * later read is already stored.
 * A payment that starts failing notifies the account (payment_failed).
 */
export async function applySubscriptionRead(
  tx: DbOrTx,
  read: SubscriptionRead,
): Promise<ReadOutcome> {
  const userId = await accountUserId(
    tx,
    read.fresh?.customerId ?? read.customerId,
    read.fresh?.userId ?? read.userId,
  );
  if (!userId) return 'ignored';
  const account = await lockAccount(tx, userId);
  if (!concernsAccount(account, read.subscriptionId)) return 'ignored';
  const write = subscriptionWrite(account, read);
  if (alreadyStored(account, write)) return 'unchanged';
  if (!(await writeSubscription(tx, userId, write))) return 'ignored';
  if (!account.paymentFailedAt && write.paymentFailedAt)
    // The sweep queues its email (no job queue in a webhook's transaction).
    await notify(null, tx, {
      userId,
      kind: 'payment_failed',
      actorUserId: null,
      title: 'Your plan’s payment failed',
      body: 'Update your card in Billing to keep your plan.',
      link: '/billing',
      place: 'billing',
    });
  return 'written';
}

import type { AppContext } from '../../context';
import { fieldError, notConfigured } from '../../errors';
import {
  StripePayloadError,
  StripeSignatureError,
  type StripeEvent,
} from '../../integrations/stripe/client';
import { isEventRecorded, recordEvent } from './billing.repository';
import { stripeCall } from './stripe-errors';
import { applySubscriptionRead } from './subscription-reads';

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

/**
 * Applies a Stripe webhook delivery (`POST /api/webhooks/stripe`):
 * 1. verifies `Stripe-Signature` over the raw body (HMAC-SHA256, at most 5 minutes old);
 * 2. skips an event already applied (its id is stored in the transaction applying it);
 * 3. for the events {@link targetOf} follows, reads the subscription from Stripe now, so the
 *    newest state wins whatever order the events arrive in, and applies it
 *    ({@link applySubscriptionRead}: a failing renewal starts the grace period; paying again ends
 *    it; a state the return from Checkout already stored is left as it is);
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
    await applySubscriptionRead(tx, {
      ...target,
      fresh,
      syncedAt,
      failedAt: event.type === 'invoice.payment_failed' ? seen.created : syncedAt,
    });
  });
}

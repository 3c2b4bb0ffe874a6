import type Stripe from 'stripe';
import { html } from '../kit/html';
import { table } from '../kit/widgets';
import { page } from './theme';
import { formatAmount, formatDate, priceLabel } from './money';
import type { FakeStripeStore, PortalRecord } from './store';

/**
 * The customer portal (`/p/session/{secret}`): the customer's running subscriptions with plan,
 * price and "Renews on …" / "Cancels on …", a "Switch to {plan}" button per other price of the
 * same currency and interval, "Cancel plan" (at period end) or "Don't cancel", the invoice
 * history and "Return to {business}".
 */

/** What the last action did, shown once. */
export type PortalNotice = 'switched' | 'canceled' | 'renewed';

const NOTICES: Record<PortalNotice, string> = {
  switched: 'Your plan has been updated.',
  canceled: 'Your plan will be canceled at the end of the billing period.',
  renewed: 'Your plan will no longer be canceled.',
};

function switchTargets(store: FakeStripeStore, current: Stripe.Price): Stripe.Price[] {
  return [...store.catalog.prices.values()].filter(
    (price) =>
      price.id !== current.id &&
      price.active &&
      price.currency === current.currency &&
      price.recurring?.interval === current.recurring?.interval &&
      price.recurring?.interval_count === current.recurring?.interval_count,
  );
}

function subscriptionSection(
  store: FakeStripeStore,
  secret: string,
  subscription: Stripe.Subscription,
) {
  const item = subscription.items.data[0]!;
  const product = store.catalog.productName(item.price);
  const base = `/p/session/${secret}/subscriptions/${subscription.id}`;
  const headingId = `plan-${subscription.id}`;
  const when = subscription.cancel_at_period_end
    ? `Cancels on ${formatDate(subscription.cancel_at ?? item.current_period_end)}`
    : `Renews on ${formatDate(item.current_period_end)}`;
  return html`<section class="card" aria-labelledby="${headingId}">
    <h3 id="${headingId}">${product}</h3>
    <p class="price">${priceLabel(item.price)}</p>
    ${subscription.status === 'past_due' ? html`<p role="alert">Your last payment failed.</p>` : ''}
    <p>${when}</p>
    ${switchTargets(store, item.price).map(
      (price) =>
        html`<form class="inline" method="post" action="${base}/price">
          <input type="hidden" name="price" value="${price.id}" />
          <button type="submit" class="secondary">
            Switch to ${store.catalog.productName(price)}
          </button>
        </form>`,
    )}
    ${
      subscription.cancel_at_period_end
        ? html`<form class="inline" method="post" action="${base}/renew">
            <button type="submit">Don't cancel</button>
          </form>`
        : html`<form class="inline" method="post" action="${base}/cancel">
            <button type="submit" class="danger">Cancel plan</button>
          </form>`
    }
  </section>`;
}

/** The portal page of a session. */
export function portalPage(
  store: FakeStripeStore,
  record: PortalRecord,
  notice?: PortalNotice,
): string {
  const customerId = record.session.customer;
  const customer = store.customers.get(customerId);
  const subscriptions = [...store.subscriptions.values()]
    .map((r) => r.subscription)
    .filter((sub) => sub.customer === customerId && sub.status !== 'canceled');
  const invoices = [...store.invoices.values()]
    .filter((invoice) => invoice.customer === customerId && invoice.status !== 'draft')
    .reverse();
  const business = store.businessName;
  return page(
    `${business} · Billing`,
    html`<h1>${business}</h1>
      <p class="muted">Billing for ${customer?.email ?? customerId}</p>
      ${notice ? html`<p role="status">${NOTICES[notice]}</p>` : ''}
      <h2>Current subscription</h2>
      ${
        subscriptions.length
          ? subscriptions.map((sub) => subscriptionSection(store, record.secret, sub))
          : html`<p class="muted">No active subscription.</p>`
      }
      <h2>Invoice history</h2>
      ${table(
        ['Date', 'Amount', 'Status'],
        invoices.map((invoice) => [
          html`<a href="/i/${invoice.id}">${formatDate(invoice.created)}</a>`,
          formatAmount(invoice.amount_due, invoice.currency),
          invoice.status,
        ]),
        'No invoices yet.',
      )}
      ${
        record.session.return_url
          ? html`<p>
              <a class="button secondary" href="${record.session.return_url}"
                >Return to ${business}</a
              >
            </p>`
          : ''
      }`,
    business,
  );
}

import type Stripe from 'stripe';
import { html } from '../kit/html';
import { table } from '../kit/widgets';
import { page } from './theme';
import { formatDate } from './money';
import type { FakeStripeStore } from './store';
import type { DeliveryState, FakeDelivery } from './webhooks';

/**
 * The demo dashboard (`/`): customers, subscriptions with "Renew now (payment succeeds)",
 * "Renew now (payment fails)", "Retry payment (succeeds)" (past due only) and "Cancel now",
 * open checkouts, and the latest events with their delivery state and a "Resend" button.
 */

/** What the dashboard needs besides the store. */
export interface DashboardView {
  webhookUrl: string | null;
  deliveryState: (eventId: string) => DeliveryState;
  deliveries: readonly FakeDelivery[];
  notice?: string;
  error?: string;
}

/** How many events the dashboard lists. */
export const DASHBOARD_EVENTS = 25;

function deliveryText(view: DashboardView, eventId: string): string {
  const state = view.deliveryState(eventId);
  const attempts = view.deliveries.filter((d) => d.eventId === eventId);
  const last = attempts[attempts.length - 1];
  if (!last) return state;
  const answer = last.status ? `HTTP ${last.status}` : (last.error ?? 'no answer');
  return `${state} (${attempts.length} attempt${attempts.length === 1 ? '' : 's'}, last: ${answer})`;
}

/** The dashboard page. */
export function dashboardPage(store: FakeStripeStore, view: DashboardView): string {
  const customers = [...store.customers.values()].reverse();
  const subscriptions = [...store.subscriptions.values()].map((r) => r.subscription).reverse();
  const openSessions = [...store.checkoutSessions.values()]
    .map((r) => r.session)
    .filter((s) => s.status === 'open')
    .reverse();
  const events = store.events.all.slice(-DASHBOARD_EVENTS).reverse();
  return page(
    'Stripe (local fake)',
    html`<h1>Local Stripe</h1>
      ${view.notice ? html`<p role="status">${view.notice}</p>` : ''}
      ${view.error ? html`<p role="alert">${view.error}</p>` : ''}
      <p>
        Webhook endpoint:
        ${view.webhookUrl ? html`<code>${view.webhookUrl}</code>` : html`<em>none</em>`}
      </p>
      <h2>Subscriptions</h2>
      ${table(
        ['Subscription', 'Customer', 'Plan', 'Status', 'Period ends', 'Actions'],
        subscriptions.map((sub) => subscriptionRow(store, sub)),
        'No subscriptions yet.',
      )}
      <h2>Customers</h2>
      ${table(
        ['Customer', 'Email', 'Name'],
        customers.map((c) => [html`<code>${c.id}</code>`, c.email ?? '', c.name ?? '']),
        'No customers yet.',
      )}
      ${
        openSessions.length
          ? html`<h2>Open checkouts</h2>
              <ul>
                ${openSessions.map(
                  (s) =>
                    html`<li><a href="/c/pay/${s.id}">Open checkout</a> <code>${s.id}</code></li>`,
                )}
              </ul>`
          : ''
      }
      <h2>Events</h2>
      ${table(
        ['Time', 'Type', 'Event', 'Delivery', html`<span class="muted">Resend</span>`],
        events.map((event) => [
          new Date(event.created * 1000).toISOString().replace('.000Z', 'Z'),
          event.type,
          html`<code>${event.id}</code>`,
          deliveryText(view, event.id),
          view.webhookUrl
            ? html`<form class="inline" method="post" action="/dashboard/events/${event.id}/resend">
                <button type="submit" class="secondary">Resend</button>
              </form>`
            : '',
        ]),
        'No events yet.',
      )}`,
  );
}

/** A subscription's cells: id, customer, plan, status, period end and the demo's buttons. */
function subscriptionRow(store: FakeStripeStore, sub: Stripe.Subscription): unknown[] {
  const item = sub.items.data[0]!;
  const base = `/dashboard/subscriptions/${sub.id}`;
  const actions =
    sub.status !== 'canceled'
      ? html`<form class="inline" method="post" action="${base}/renew">
            <input type="hidden" name="payment" value="succeeds" />
            <button type="submit">Renew now (payment succeeds)</button>
          </form>
          <form class="inline" method="post" action="${base}/renew">
            <input type="hidden" name="payment" value="fails" />
            <button type="submit" class="secondary">Renew now (payment fails)</button>
          </form>
          ${
            sub.status === 'past_due'
              ? html`<form class="inline" method="post" action="${base}/retry">
                  <button type="submit">Retry payment (succeeds)</button>
                </form>`
              : ''
          }
          <form class="inline" method="post" action="${base}/cancel">
            <button type="submit" class="danger">Cancel now</button>
          </form>`
      : html`<span class="muted">ended ${sub.ended_at ? formatDate(sub.ended_at) : ''}</span>`;
  return [
    html`<code>${sub.id}</code>`,
    store.customers.get(String(sub.customer))?.email ?? String(sub.customer),
    store.catalog.productName(item.price),
    `${sub.status}${sub.cancel_at_period_end ? ' (cancels at period end)' : ''}`,
    formatDate(item.current_period_end),
    actions,
  ];
}

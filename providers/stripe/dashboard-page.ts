import { html, page } from './html';
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
      ${
        subscriptions.length
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">Subscription</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Status</th>
                  <th scope="col">Period ends</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                ${subscriptions.map((sub) => {
                  const item = sub.items.data[0]!;
                  const base = `/dashboard/subscriptions/${sub.id}`;
                  const live = sub.status !== 'canceled';
                  return html`<tr>
                    <td><code>${sub.id}</code></td>
                    <td>
                      ${store.customers.get(String(sub.customer))?.email ?? String(sub.customer)}
                    </td>
                    <td>${store.catalog.productName(item.price)}</td>
                    <td>
                      ${sub.status}${sub.cancel_at_period_end ? ' (cancels at period end)' : ''}
                    </td>
                    <td>${formatDate(item.current_period_end)}</td>
                    <td>
                      ${
                        live
                          ? html`<form class="inline" method="post" action="${base}/renew">
                                <input type="hidden" name="payment" value="succeeds" />
                                <button type="submit">Renew now (payment succeeds)</button>
                              </form>
                              <form class="inline" method="post" action="${base}/renew">
                                <input type="hidden" name="payment" value="fails" />
                                <button type="submit" class="secondary">
                                  Renew now (payment fails)
                                </button>
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
                          : html`<span class="muted"
                              >ended ${sub.ended_at ? formatDate(sub.ended_at) : ''}</span
                            >`
                      }
                    </td>
                  </tr>`;
                })}
              </tbody>
            </table>`
          : html`<p class="muted">No subscriptions yet.</p>`
      }
      <h2>Customers</h2>
      ${
        customers.length
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Email</th>
                  <th scope="col">Name</th>
                </tr>
              </thead>
              <tbody>
                ${customers.map(
                  (c) =>
                    html`<tr>
                      <td><code>${c.id}</code></td>
                      <td>${c.email ?? ''}</td>
                      <td>${c.name ?? ''}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="muted">No customers yet.</p>`
      }
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
      ${
        events.length
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Type</th>
                  <th scope="col">Event</th>
                  <th scope="col">Delivery</th>
                  <th scope="col"><span class="muted">Resend</span></th>
                </tr>
              </thead>
              <tbody>
                ${events.map(
                  (event) =>
                    html`<tr>
                      <td>${new Date(event.created * 1000).toISOString().replace('.000Z', 'Z')}</td>
                      <td>${event.type}</td>
                      <td><code>${event.id}</code></td>
                      <td>${deliveryText(view, event.id)}</td>
                      <td>
                        ${
                          view.webhookUrl
                            ? html`<form
                                class="inline"
                                method="post"
                                action="/dashboard/events/${event.id}/resend"
                              >
                                <button type="submit" class="secondary">Resend</button>
                              </form>`
                            : ''
                        }
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="muted">No events yet.</p>`
      }`,
  );
}

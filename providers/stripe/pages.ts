import type Stripe from 'stripe';
import { SUCCESS_CARD } from './cards';
import { knownEmail } from './checkout';
import { type SafeHtml, html } from '../kit/html';
import { refusal } from '../kit/page';
import { page } from './theme';
import { formatAmount, formatDate, priceLabel } from './money';
import type { FakeStripeStore, SessionRecord } from './store';

/**
 * The customer's payment pages: hosted Checkout (`/c/pay/{id}`) and the hosted invoice page
 * (`/i/{id}`), plus a refusal page. Plain server-rendered HTML with labelled native controls, for
 * people (the demo) and Playwright.
 */

/** What the checkout form last held and why it was refused. */
export interface PayFormState {
  card?: string;
  email?: string;
  error?: string;
}

function cardField(state: PayFormState, buttonLabel: string): SafeHtml {
  const describedBy = state.error ? 'card-hint pay-error' : 'card-hint';
  return html`<label for="card">Card number</label>
    <input
      id="card"
      name="card"
      inputmode="numeric"
      autocomplete="cc-number"
      value="${state.card ?? SUCCESS_CARD}"
      aria-describedby="${describedBy}"
      ${state.error ? html`aria-invalid="true"` : ''}
      required
    />
    <p id="card-hint" class="hint">
      Test mode: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.
    </p>
    <button type="submit">${buttonLabel}</button>`;
}

/** Hosted Checkout: product, price, customer, card, "Subscribe", "Back"; or the session's end. */
export function checkoutPage(
  store: FakeStripeStore,
  record: SessionRecord,
  state: PayFormState = {},
): string {
  const { session } = record;
  const price = store.catalog.price(record.priceId)!;
  const product = store.catalog.productName(price);
  const back = session.cancel_url
    ? html`<p><a class="button secondary" href="${session.cancel_url}">Back</a></p>`
    : '';
  if (session.status === 'complete') {
    const next = session.success_url!.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    return page(
      `${product} · ${store.businessName}`,
      html`<h1>Subscribe to ${product}</h1>
        <p role="status">This checkout is complete: the subscription is active.</p>
        <p><a class="button" href="${next}">Continue to ${store.businessName}</a></p>`,
      store.businessName,
    );
  }
  if (session.status === 'expired') {
    return page(
      `${product} · ${store.businessName}`,
      html`<h1>Subscribe to ${product}</h1>
        <p role="alert">This checkout session has expired.</p>
        ${back}`,
      store.businessName,
    );
  }
  const email = knownEmail(store, record);
  const quantity =
    record.quantity > 1 ? html` <span class="muted">× ${record.quantity}</span>` : '';
  return page(
    `${product} · ${store.businessName}`,
    html`<h1>Subscribe to ${product}</h1>
      <p class="price">${priceLabel(price)}${quantity}</p>
      ${state.error ? html`<p role="alert" id="pay-error">${state.error}</p>` : ''}
      <form method="post" action="/c/pay/${session.id}">
        ${
          email
            ? html`<p>Email <strong>${email}</strong></p>`
            : html`<label for="email">Email</label>
                <input
                  id="email"
                  name="email"
                  type="email"
                  autocomplete="email"
                  value="${state.email ?? ''}"
                  required
                />`
        }
        ${cardField(state, 'Subscribe')}
      </form>
      ${back}`,
    store.businessName,
  );
}

/** Hosted invoice page: number, amount, status; a card form while it is open. */
export function invoicePage(
  store: FakeStripeStore,
  invoice: Stripe.Invoice,
  state: PayFormState & { notice?: string } = {},
): string {
  const line = invoice.lines.data[0];
  const amount = formatAmount(invoice.amount_due, invoice.currency);
  return page(
    `Invoice ${invoice.number ?? invoice.id}`,
    html`<h1>Invoice ${invoice.number ?? invoice.id}</h1>
      ${state.notice ? html`<p role="status">${state.notice}</p>` : ''}
      <p class="price">${amount}</p>
      <p>${line?.description ?? ''}</p>
      ${line ? html`<p class="muted">${formatDate(line.period.start)} – ${formatDate(line.period.end)}</p>` : ''}
      <p>Status: <strong>${invoice.status}</strong></p>
      ${
        invoice.status === 'open'
          ? html`${state.error ? html`<p role="alert" id="pay-error">${state.error}</p>` : ''}
              <form method="post" action="/i/${invoice.id}">
                ${cardField(state, `Pay ${amount}`)}
              </form>`
          : ''
      }
      ${
        invoice.status === 'paid' && invoice.status_transitions.paid_at
          ? html`<p>Paid on ${formatDate(invoice.status_transitions.paid_at)}.</p>`
          : ''
      }`,
    store.businessName,
  );
}

/** A refusal: "Not found", a portal link that no longer works … */
export function errorPage(title: string, message: string): string {
  return page(title, refusal(title, message));
}

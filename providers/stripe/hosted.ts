import type { IncomingMessage, ServerResponse } from 'node:http';
import { type PaymentOutcome, payInvoice, renew, retryPayment } from './billing';
import { chargeCard } from './cards';
import { completeCheckout, expireDueSessions } from './checkout';
import { dashboardPage } from './dashboard-page';
import { FakeStripeError, StripeApiError } from './errors';
import { decodeSegment, readBody, redirect, sendHtml } from '../kit/http';
import { checkoutPage, errorPage, invoicePage } from './pages';
import { type PortalNotice, portalPage } from './portal-page';
import type { FakeStripeStore } from './store';
import { cancelSubscription, changeSubscription } from './subscriptions';
import type { WebhookSender } from './webhooks';

/**
 * The pages a browser opens: hosted Checkout (`/c/pay/{id}`), the customer portal
 * (`/p/session/{secret}`), the hosted invoice page (`/i/{id}`) and the demo dashboard (`/`), with
 * the form posts behind their buttons. Each post answers 303 to the next page (Checkout: to the
 * session's `success_url`), or the page again with the refusal.
 */

/** What the pages need. */
export interface HostedDeps {
  store: FakeStripeStore;
  webhooks: WebhookSender;
}

const DASHBOARD_NOTICES: Record<string, string> = {
  renewed: 'Renewed: the new period started and its invoice was paid.',
  'renewal-failed': 'Renewed: the new period started and its payment failed.',
  ended: 'The subscription was set to cancel at period end, so it ended.',
  retried: 'The open invoice was paid.',
  canceled: 'The subscription was canceled.',
  resent: 'The event was sent again.',
};

const PORTAL_NOTICES: readonly PortalNotice[] = ['switched', 'canceled', 'renewed'];

function notFound(res: ServerResponse): void {
  sendHtml(res, 404, errorPage('Not found', 'There is nothing at this address.'));
}

/** Answers a page request; false when the path is not a page (the caller answers 404). */
export async function handleHosted(
  req: IncomingMessage,
  res: ServerResponse,
  deps: HostedDeps,
): Promise<boolean> {
  const { store, webhooks } = deps;
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://fake.invalid');
  const parts = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  const form = method === 'POST' ? new URLSearchParams(await readBody(req)) : null;
  expireDueSessions(store);

  const dashboard = (status: number, extra: { notice?: string; error?: string } = {}) =>
    sendHtml(
      res,
      status,
      dashboardPage(store, {
        webhookUrl: webhooks.url,
        deliveryState: (id) => webhooks.state(id),
        deliveries: webhooks.deliveries,
        ...extra,
      }),
    );

  if (parts.length === 0 && method === 'GET') {
    const notice = DASHBOARD_NOTICES[url.searchParams.get('done') ?? ''];
    dashboard(200, notice ? { notice } : {});
    return true;
  }

  if (parts[0] === 'dashboard' && form) {
    try {
      if (parts[1] === 'subscriptions' && parts.length === 4) {
        const record = store.subscriptions.get(parts[2]!);
        if (!record) throw new FakeStripeError(`No such subscription: '${parts[2]}'`);
        let done: string;
        if (parts[3] === 'renew') {
          const payment: PaymentOutcome = form.get('payment') === 'fails' ? 'fails' : 'succeeds';
          const result = renew(store, record, payment);
          done = !result.invoice ? 'ended' : payment === 'fails' ? 'renewal-failed' : 'renewed';
        } else if (parts[3] === 'retry') {
          retryPayment(store, record, 'succeeds');
          done = 'retried';
        } else if (parts[3] === 'cancel') {
          cancelSubscription(store, record);
          done = 'canceled';
        } else return false;
        redirect(res, `/?done=${done}`, 303);
        return true;
      }
      if (parts[1] === 'events' && parts[3] === 'resend' && parts.length === 4) {
        if (!store.events.get(parts[2]!)) throw new FakeStripeError(`No such event: '${parts[2]}'`);
        if (!webhooks.url) throw new FakeStripeError('No webhook URL is set');
        await webhooks.redeliver(parts[2]!);
        redirect(res, '/?done=resent', 303);
        return true;
      }
    } catch (error) {
      if (error instanceof FakeStripeError || error instanceof StripeApiError) {
        dashboard(400, { error: error.message });
        return true;
      }
      throw error;
    }
    return false;
  }

  if (parts[0] === 'c' && parts[1] === 'pay' && parts.length === 3) {
    const record = store.checkoutSessions.get(parts[2]!);
    if (!record) {
      notFound(res);
      return true;
    }
    if (method === 'GET') {
      sendHtml(res, 200, checkoutPage(store, record));
      return true;
    }
    if (!form) return false;
    const values = { card: form.get('card') ?? '', email: form.get('email') ?? '' };
    if (record.session.status !== 'open') {
      sendHtml(res, 409, checkoutPage(store, record));
      return true;
    }
    const result = completeCheckout(store, record, values);
    if (result.ok) redirect(res, result.redirectTo, 303);
    else sendHtml(res, 402, checkoutPage(store, record, { ...values, error: result.message }));
    return true;
  }

  if (parts[0] === 'p' && parts[1] === 'session' && parts[2]) {
    const record = store.portalSessions.get(parts[2]);
    if (!record) {
      sendHtml(res, 404, errorPage('Link expired', 'This billing link is no longer valid.'));
      return true;
    }
    if (method === 'GET' && parts.length === 3) {
      const done = url.searchParams.get('done') as PortalNotice | null;
      sendHtml(
        res,
        200,
        portalPage(store, record, done && PORTAL_NOTICES.includes(done) ? done : undefined),
      );
      return true;
    }
    if (form && parts[3] === 'subscriptions' && parts.length === 6) {
      const sub = store.subscriptions.get(parts[4]!);
      if (!sub || sub.subscription.customer !== record.session.customer) {
        notFound(res);
        return true;
      }
      let done: PortalNotice;
      try {
        if (parts[5] === 'price') {
          changeSubscription(store, sub, { priceId: form.get('price') ?? '' });
          done = 'switched';
        } else if (parts[5] === 'cancel') {
          changeSubscription(store, sub, { cancelAtPeriodEnd: true });
          done = 'canceled';
        } else if (parts[5] === 'renew') {
          changeSubscription(store, sub, { cancelAtPeriodEnd: false });
          done = 'renewed';
        } else return false;
      } catch (error) {
        if (error instanceof StripeApiError) {
          sendHtml(res, 400, errorPage('Not possible', error.message));
          return true;
        }
        throw error;
      }
      redirect(res, `/p/session/${record.secret}?done=${done}`, 303);
      return true;
    }
    return false;
  }

  if (parts[0] === 'i' && parts.length === 2) {
    const invoice = store.invoices.get(parts[1]!);
    if (!invoice || invoice.status === 'draft') {
      notFound(res);
      return true;
    }
    if (method === 'GET') {
      const notice = url.searchParams.get('done') === 'paid' ? 'Thanks, the invoice is paid.' : '';
      sendHtml(res, 200, invoicePage(store, invoice, notice ? { notice } : {}));
      return true;
    }
    if (!form) return false;
    if (invoice.status !== 'open') {
      sendHtml(res, 409, invoicePage(store, invoice));
      return true;
    }
    const card = form.get('card') ?? '';
    const outcome = chargeCard(card);
    if (!outcome.ok) {
      // A declined card is a failed payment attempt (`invoice.payment_failed`); a mistyped one is not.
      if (outcome.code === 'card_declined') payInvoice(store, invoice, 'fails');
      sendHtml(res, 402, invoicePage(store, invoice, { card, error: outcome.message }));
      return true;
    }
    payInvoice(store, invoice, 'succeeds');
    redirect(res, `/i/${invoice.id}?done=paid`, 303);
    return true;
  }

  return false;
}

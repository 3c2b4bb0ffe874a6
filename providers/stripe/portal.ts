import type Stripe from 'stripe';
import { requireCustomer } from './customers';
import { invalidParam, noSuch } from './errors';
import { newId, portalSecret } from './ids';
import type { Params } from './params';
import type { FakeStripeStore, PortalRecord } from './store';

/**
 * Customer-portal sessions (https://docs.stripe.com/api/customer_portal/sessions/create):
 * create-only, for an existing customer, with the account's default configuration (`bpc_…`; the
 * fake's has no default return URL, so `return_url` is required). The session's `url` is
 * `{origin}/p/session/{secret}`, where the customer switches price, cancels at period end or
 * takes the cancellation back.
 */

/** What a valid create request asks for. */
export interface PortalInput {
  customer: string;
  returnUrl: string;
  configuration: string | null;
  locale: string | null;
}

/** Reads and checks `customer`, `return_url`, `configuration`, `locale`. */
export function readPortalInput(params: Params): PortalInput {
  const customer = params.requiredString('customer', { maxLength: 5000 });
  const returnUrl = params.requiredString('return_url', { maxLength: 5000 });
  try {
    const url = new URL(returnUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw invalidParam('return_url', 'Not a valid URL', 'url_invalid');
  }
  return {
    customer,
    returnUrl,
    configuration: params.string('configuration', { maxLength: 5000 }) ?? null,
    locale: params.string('locale', { maxLength: 10 }) ?? null,
  };
}

/** Creates a portal session; refuses an unknown customer or configuration. */
export function createPortalSession(
  store: FakeStripeStore,
  input: PortalInput,
): Stripe.BillingPortal.Session {
  requireCustomer(store, input.customer, 'customer');
  if (input.configuration && input.configuration !== store.portalConfigurationId) {
    throw noSuch('billing_portal.configuration', input.configuration, 'configuration');
  }
  const secret = portalSecret();
  const session: Stripe.BillingPortal.Session = {
    id: newId('bps'),
    object: 'billing_portal.session',
    configuration: store.portalConfigurationId,
    created: store.nowSeconds(),
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: (input.locale as Stripe.BillingPortal.Session.Locale | null) ?? null,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: `${store.origin}/p/session/${secret}`,
  };
  store.portalSessions.set(secret, { session, secret });
  return session;
}

/** The portal session behind a URL secret. */
export function portalBySecret(store: FakeStripeStore, secret: string): PortalRecord | undefined {
  return store.portalSessions.get(secret);
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Billing, Plans } from '@shared/schemas/billing';
import type { SelfUser } from '@shared/schemas/users';
import { STRIPE_SETTINGS } from '@shared/constants/plans';
import {
  makeBilling,
  makeDemoBilling,
  makePlans,
  makeSubscribedBilling,
} from '@app/test/billing-fixtures';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeAdmin, makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_123';
const PORTAL_URL = 'https://billing.stripe.com/p/session/test_456';

/** Replaces `window.location` so leaving for Stripe can be seen; returns its `assign`. */
function watchLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

interface Options {
  plans?: Plans;
  billing?: Billing;
  user?: SelfUser;
  checkout?: () => Response;
}

async function renderPricing(address = '/pricing', options: Options = {}) {
  const {
    plans = makePlans(),
    billing = makeBilling(),
    checkout = () => jsonResponse({ url: CHECKOUT_URL }),
  } = options;
  const seen = stubFetch(({ url }) => {
    if (url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (url === '/api/billing/plans') return jsonResponse(plans);
    if (url === '/api/billing') return jsonResponse(billing);
    if (url.startsWith('/api/users/createCheckoutSession/')) return checkout();
    if (url === '/api/users/createPortalSession') return jsonResponse({ url: PORTAL_URL });
    return problemResponse(404, 'Not Found');
  });
  return { seen, ...(await renderApp(address, { user: options.user, billing: 'fetch' })) };
}

const card = (name: string) => screen.findByRole('article', { name });

/** The text of each limit row of a plan's card, in order. */
function limitRows(article: HTMLElement) {
  return within(article)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('/pricing', { timeout: 20_000 }, () => {
  it('shows a visitor every plan with its price and limits, and sends "Choose" to sign in', async () => {
    const user = userEvent.setup();
    const { seen, router } = await renderPricing();

    const starter = await card('Starter');
    expect(starter).toHaveTextContent('$49 / month');
    expect(limitRows(starter)).toEqual([
      'Saved influencers1,000',
      'Lists20',
      'Active campaigns5',
      'Emails per month2,000',
      'AI picks per month100',
      'Data updates per month200',
    ]);
    const pro = await card('Pro');
    expect(pro).toHaveTextContent('$149 / month');
    expect(limitRows(pro)).toEqual([
      'Saved influencersUnlimited',
      'ListsUnlimited',
      'Active campaigns50',
      'Emails per month20,000',
      'AI picks per monthUnlimited',
      'Data updates per month2,000',
    ]);
    expect(await card('Free')).toHaveTextContent('$0 / month');
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
    // Public: asked without a token, and no account billing for a visitor.
    expect(seen.find((r) => r.url === '/api/billing/plans')?.headers.authorization).toBeUndefined();
    expect(seen.some((r) => r.url === '/api/billing')).toBe(false);

    await user.click(within(starter).getByRole('link', { name: 'Choose Starter' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/login?redirect=%2Fpricing'));
  });

  it('marks the signed-in account’s plan and starts Stripe Checkout on "Upgrade"', async () => {
    const user = userEvent.setup();
    const assign = watchLocation();
    const { seen } = await renderPricing('/pricing', { user: makeUser() });

    const free = await card('Free');
    expect(await within(free).findByText('Current plan')).toBeInTheDocument();
    expect(within(free).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    const starter = await card('Starter');
    expect(within(starter).queryByText('Current plan')).not.toBeInTheDocument();

    await user.click(within(starter).getByRole('button', { name: 'Upgrade to Starter' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    const call = seen.find((r) => r.url.startsWith('/api/users/createCheckoutSession/'));
    expect(call).toMatchObject({
      url: '/api/users/createCheckoutSession/starter',
      method: 'GET',
      headers: { authorization: 'Bearer test-token' },
    });
  });

  it('without billing, offers a visitor "Contact us" about a paid plan, its subject filled in', async () => {
    const user = userEvent.setup();
    const { router } = await renderPricing('/pricing', { plans: makePlans(false) });

    expect(await screen.findByText('Contact us to choose a plan')).toBeVisible();
    expect(screen.queryByText('Billing is off on this server')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
    expect(within(await card('Free')).getByRole('link', { name: 'Start for free' })).toBeVisible();

    await user.click(within(await card('Pro')).getByRole('link', { name: 'Contact us' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/contact-us?subject=Pro+plan'));
    expect(await screen.findByLabelText(/Subject/)).toHaveValue('Pro plan');
  });

  it('without billing, offers a brand "Contact us" instead of disabled upgrade buttons', async () => {
    await renderPricing('/pricing', { user: makeUser(), plans: makePlans(false) });

    expect(await screen.findByText('Contact us to choose a plan')).toBeVisible();
    expect(await within(await card('Free')).findByText('Current plan')).toBeInTheDocument();
    for (const name of ['Starter', 'Pro']) {
      const link = within(await card(name)).getByRole('link', { name: 'Contact us' });
      expect(link).toHaveAttribute('href', `/contact-us?subject=${name}+plan`);
    }
    expect(screen.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(screen.queryByText('STRIPE_SECRET_KEY')).not.toBeInTheDocument();
  });

  it('without billing, tells an admin which settings turn it on', async () => {
    await renderPricing('/pricing', { user: makeAdmin(), plans: makePlans(false) });

    expect(await screen.findByText('Billing is off on this server')).toBeVisible();
    for (const name of STRIPE_SETTINGS) expect(screen.getByText(name)).toBeVisible();
    expect(screen.getByText(/Turning billing on/)).toBeVisible();
    expect(screen.queryByText('Contact us to choose a plan')).not.toBeInTheDocument();
  });

  it('tells an account on the Demo plan so, and lets it buy any paid plan', async () => {
    const user = userEvent.setup();
    const assign = watchLocation();
    await renderPricing('/pricing', { user: makeUser(), billing: makeDemoBilling() });

    expect(await screen.findByText('You are on the Demo plan')).toBeVisible();
    expect(screen.getByText(/Buying a plan here replaces it/)).toBeVisible();
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
    await user.click(within(await card('Pro')).getByRole('button', { name: 'Choose Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it('offers a subscribed account "Manage billing" instead of a second checkout', async () => {
    const user = userEvent.setup();
    const assign = watchLocation();
    const { seen } = await renderPricing('/pricing', {
      user: makeUser(),
      billing: makeSubscribedBilling('starter'),
    });

    const starter = await card('Starter');
    expect(await within(starter).findByText('Current plan')).toBeInTheDocument();
    const pro = await card('Pro');
    expect(within(pro).queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();

    await user.click(within(pro).getByRole('button', { name: 'Manage billing' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
    expect(seen.some((r) => r.url.startsWith('/api/users/createCheckoutSession/'))).toBe(false);
  });

  it('offers "Manage billing" when checkout answers that a subscription exists (409)', async () => {
    const user = userEvent.setup();
    const assign = watchLocation();
    await renderPricing('/pricing', {
      user: makeUser(),
      checkout: () =>
        problemResponse(409, 'Conflict', { detail: 'This account already has a subscription.' }),
    });

    await user.click(within(await card('Pro')).getByRole('button', { name: 'Upgrade to Pro' }));

    expect(await screen.findByText('You already have a subscription')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
  });

  it('says a cancelled checkout charged nothing', async () => {
    await renderPricing('/pricing?checkout=cancelled', { user: makeUser() });

    expect(
      await screen.findByText('Checkout cancelled — you have not been charged.'),
    ).toBeVisible();
  });

  it('links Pricing from the footer and the visitor’s header', async () => {
    await renderPricing('/login');

    const links = await screen.findAllByRole('link', { name: 'Pricing' });
    expect(links.length).toBe(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/pricing');
  });
});

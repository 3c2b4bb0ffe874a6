import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Billing } from '@shared/schemas/billing';
import { makeBilling, makeSubscribedBilling, makeUsage } from '@app/test/billing-fixtures';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, type SeenRequest, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { renderApp } from '@app/test/render-app';

afterEach(() => vi.useRealTimers());

const PORTAL_URL = 'https://billing.stripe.com/p/session/test_456';
const SESSION_ID = 'cs_test_a1b2c3';

/**
 * Renders `address` signed in over a stubbed billing API; `billing` answers each GET in turn,
 * `answer` any other request it knows (undefined: the default answers).
 */
async function renderBilling(
  address: string,
  billing: Billing | ((call: number) => Billing),
  answer: (request: SeenRequest) => Response | undefined = () => undefined,
) {
  let calls = 0;
  const seen = stubFetch((request) => {
    const { url } = request;
    const answered = answer(request);
    if (answered) return answered;
    if (url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (url === '/api/billing') {
      calls += 1;
      return jsonResponse(typeof billing === 'function' ? billing(calls) : billing);
    }
    if (url === '/api/users/createPortalSession') return jsonResponse({ url: PORTAL_URL });
    if (url === '/api/billing/plans') return jsonResponse({ configured: true, plans: [] });
    return problemResponse(404, 'Not Found');
  });
  const billingCalls = () => seen.filter((r) => r.url === '/api/billing').length;
  return {
    seen,
    billingCalls,
    ...(await renderApp(address, { user: makeUser(), billing: 'fetch' })),
  };
}

/** The usage row (label, count and bar) of a limit. */
function meterRow(label: string) {
  return screen.getByText(label, { selector: 'p' }).closest('li') as HTMLElement;
}

describe('/billing', { timeout: 20_000 }, () => {
  it('shows every limit as used of limit, a bar where there is one and Unlimited otherwise', async () => {
    await renderBilling(
      '/billing',
      makeSubscribedBilling('pro', {
        usage: makeUsage('pro', {
          savedInfluencers: 1_234,
          lists: 7,
          activeCampaigns: 12,
          emailsPerMonth: 16_000,
          aiPicksPerMonth: 3,
          dataUpdatesPerMonth: 150,
        }),
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Pro' })).toBeVisible();
    expect(meterRow('Active campaigns')).toHaveTextContent('12 of 50');
    const campaigns = within(meterRow('Active campaigns')).getByRole('progressbar', {
      name: 'Active campaigns',
    });
    expect(campaigns).toHaveAttribute('aria-valuenow', '24');
    expect(meterRow('Saved influencers')).toHaveTextContent('1,234 · Unlimited');
    expect(within(meterRow('Saved influencers')).queryByRole('progressbar')).toBeNull();
    expect(within(meterRow('AI picks per month')).queryByRole('progressbar')).toBeNull();
    expect(meterRow('Emails per month')).toHaveTextContent('16,000 of 20,000');
    expect(meterRow('Data updates per month')).toHaveTextContent('150 of 2,000');
    expect(
      within(meterRow('Data updates per month')).getByRole('progressbar', {
        name: 'Data updates per month',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
  });

  it('colours a meter yellow from 80 % and red once the limit is reached', async () => {
    await renderBilling(
      '/billing',
      makeBilling({
        usage: makeUsage('free', { savedInfluencers: 40, lists: 3, emailsPerMonth: 10 }),
      }),
    );

    const bar = async (name: string) => screen.findByRole('progressbar', { name });
    expect((await bar('Saved influencers')).getAttribute('style')).toContain('yellow');
    expect((await bar('Lists')).getAttribute('style')).toContain('red');
    expect((await bar('Lists')).getAttribute('aria-valuenow')).toBe('100');
    expect((await bar('Emails per month')).getAttribute('style')).not.toMatch(/red|yellow/);
    expect(meterRow('Lists')).toHaveTextContent('3 of 3');
  });

  it('shows the renewal date and sends "Manage billing" to the customer portal', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { seen } = await renderBilling('/billing', makeSubscribedBilling('starter'));

    expect(await screen.findByText('Renews on 1 Jul 2026')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
    expect(seen.some((r) => r.url === '/api/users/createPortalSession')).toBe(true);
  });

  it('says when a cancelled subscription ends', async () => {
    const billing = makeSubscribedBilling('starter');
    await renderBilling('/billing', {
      ...billing,
      subscription: { ...billing.subscription!, cancelAtPeriodEnd: true },
    });

    expect(await screen.findByText('Cancels on 1 Jul 2026')).toBeVisible();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
  });

  it('keeps "Manage billing" disabled before the account has a Stripe customer', async () => {
    await renderBilling('/billing', makeBilling());

    expect(await screen.findByRole('heading', { name: 'Free' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  });

  it('warns about a failed payment with the grace end and the plan, on every page', async () => {
    const failing = makeSubscribedBilling('starter', {
      paymentFailed: { since: '2026-06-01T00:00:00.000Z', graceEndsAt: '2026-06-15T00:00:00.000Z' },
    });
    await renderBilling('/messages-that-do-not-exist', failing);

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'Your last payment failed. Update your card in Manage billing before 15 Jun 2026 to keep Starter.',
    );
    expect(within(banner).getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  });

  it('shows no payment warning to an account whose payments are fine', async () => {
    const { billingCalls } = await renderBilling('/pricing', makeSubscribedBilling('starter'));

    expect(await screen.findByRole('heading', { name: 'Plans and pricing' })).toBeVisible();
    await waitFor(() => expect(billingCalls()).toBeGreaterThan(0));
    expect(screen.queryByText(/Your last payment failed/)).not.toBeInTheDocument();
  });

  it('back from Checkout, has the server apply the session and says the plan applies', async () => {
    const { seen, billingCalls } = await renderBilling(
      `/billing?checkout=success&session_id=${SESSION_ID}`,
      makeBilling(),
      ({ url }) =>
        url === '/api/billing/checkout-return'
          ? jsonResponse({ state: 'activated', billing: makeSubscribedBilling('starter') })
          : undefined,
    );

    expect(await screen.findByText("You're on Starter")).toBeVisible();
    const confirms = seen.filter((r) => r.url === '/api/billing/checkout-return');
    expect(confirms).toEqual([
      expect.objectContaining({ method: 'POST', body: { sessionId: SESSION_ID } }),
    ]);
    expect(screen.getByRole('heading', { name: 'Starter' })).toBeVisible();
    expect(billingCalls()).toBeLessThanOrEqual(1);
  });

  it('while the payment is confirmed, asks again with backoff (1.5 s, 2.25 s …) until the plan switches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { billingCalls } = await renderBilling(
      `/billing?checkout=success&session_id=${SESSION_ID}`,
      (call) => (call < 3 ? makeBilling() : makeSubscribedBilling('starter')),
      ({ url }) =>
        url === '/api/billing/checkout-return'
          ? jsonResponse({ state: 'processing', billing: makeBilling() })
          : undefined,
    );

    expect(await screen.findByText('Your payment is being confirmed')).toBeVisible();
    const first = billingCalls();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(billingCalls()).toBe(first + 1));
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(billingCalls()).toBe(first + 1);
    await act(() => vi.advanceTimersByTimeAsync(750));
    await waitFor(() => expect(billingCalls()).toBe(first + 2));
    await act(() => vi.advanceTimersByTimeAsync(4_000));

    expect(await screen.findByText("You're on Starter")).toBeVisible();
    const asked = billingCalls();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(billingCalls()).toBe(asked);
  });

  it('after a minute still on Free, has the server read Stripe again, which switches the plan', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { seen } = await renderBilling('/billing?checkout=success', makeBilling(), ({ url }) =>
      url === '/api/billing/sync' ? jsonResponse(makeSubscribedBilling('pro')) : undefined,
    );
    const syncs = () => seen.filter((r) => r.url === '/api/billing/sync');

    expect(await screen.findByText('Thanks! Your plan is being activated…')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(
      await screen.findByText('Your plan is taking longer than usual to activate'),
    ).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(39_000));
    expect(syncs()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    expect(await screen.findByText("You're on Pro")).toBeVisible();
    expect(syncs()).toEqual([expect.objectContaining({ method: 'POST' })]);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(syncs()).toHaveLength(1);
  });

  it('"Check again" has the server read Stripe now', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { seen } = await renderBilling('/billing?checkout=success', makeBilling(), ({ url }) =>
      url === '/api/billing/sync' ? jsonResponse(makeSubscribedBilling('starter')) : undefined,
    );

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(await screen.findByRole('button', { name: 'Check again' }));

    expect(await screen.findByText("You're on Starter")).toBeVisible();
    expect(seen.filter((r) => r.url === '/api/billing/sync')).toHaveLength(1);
  });

  it.each([
    ['open', "You haven't finished checkout", 'Nothing was charged'],
    ['expired', 'This checkout has expired', 'Nothing was charged'],
  ] as const)('says so and stops asking when the checkout is %s', async (state, title, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { billingCalls } = await renderBilling(
      `/billing?checkout=success&session_id=${SESSION_ID}`,
      makeBilling(),
      ({ url }) =>
        url === '/api/billing/checkout-return'
          ? jsonResponse({ state, billing: makeBilling() })
          : undefined,
    );

    const notice = (await screen.findByText(title)).closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent(text);
    expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const asked = billingCalls();
    await act(() => vi.advanceTimersByTimeAsync(70_000));
    expect(billingCalls()).toBe(asked);
  });

  it('says a checkout of another account cannot be found', async () => {
    await renderBilling(
      `/billing?checkout=success&session_id=${SESSION_ID}`,
      makeBilling(),
      ({ url }) =>
        url === '/api/billing/checkout-return' ? problemResponse(404, 'Not Found') : undefined,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find this checkout");
  });
});

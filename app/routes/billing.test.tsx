import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Billing } from '@shared/schemas/billing';
import { makeBilling, makeSubscribedBilling, makeUsage } from '@app/test/billing-fixtures';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { renderApp } from '@app/test/render-app';

afterEach(() => vi.useRealTimers());

const PORTAL_URL = 'https://billing.stripe.com/p/session/test_456';

/** Renders `address` signed in over a stubbed billing API; `billing` answers each GET in turn. */
async function renderBilling(address: string, billing: Billing | ((call: number) => Billing)) {
  let calls = 0;
  const seen = stubFetch(({ url }) => {
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

  it('after checkout, asks every 1.5 s until the plan is no longer Free, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { billingCalls } = await renderBilling('/billing?checkout=success', (call) =>
      call < 3 ? makeBilling() : makeSubscribedBilling('starter'),
    );

    expect(await screen.findByText('Thanks! Your plan is being activated…')).toBeVisible();
    expect(billingCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(billingCalls()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(1_500));

    expect(await screen.findByText("You're on Starter")).toBeVisible();
    expect(billingCalls()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(billingCalls()).toBe(3);
    expect(screen.queryByText('Thanks! Your plan is being activated…')).not.toBeInTheDocument();
  });

  it('after checkout, stops asking after about 20 s and offers to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { billingCalls } = await renderBilling('/billing?checkout=success', makeBilling());

    expect(await screen.findByText('Thanks! Your plan is being activated…')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(20_000));

    expect(
      await screen.findByText('Your plan is taking longer than usual to activate'),
    ).toBeVisible();
    const asked = billingCalls();
    expect(asked).toBeGreaterThanOrEqual(12);
    expect(asked).toBeLessThanOrEqual(15);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(billingCalls()).toBe(asked);
  });
});

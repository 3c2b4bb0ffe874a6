import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SetPlan } from '@shared/schemas/billing';
import { planName } from '@app/features/billing/lib/billing-format';
import { makeAdminBilling, makeBilling, makeUsage } from '@app/test/billing-fixtures';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeAdmin, makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

const admin = makeAdmin();

const account = makeAdminBilling({
  billing: makeBilling({ usage: makeUsage('free', { lists: 2 }) }),
  history: [
    {
      plan: null,
      previousPlan: 'starter',
      reason: 'Pilot over',
      setBy: { id: admin.id, name: 'Ada Admin', email: admin.email },
      setAt: '2026-06-02T09:30:00.000Z',
    },
    {
      plan: 'starter',
      previousPlan: 'free',
      reason: 'Pilot customer, three months',
      setBy: { id: admin.id, name: 'Ada Admin', email: admin.email },
      setAt: '2026-03-02T09:30:00.000Z',
    },
  ],
});

async function renderAdmin(address = '/admin/billing', user = admin) {
  let current = account;
  const seen = stubFetch(({ url, method, body }) => {
    if (url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (url === `/api/admin/billing?email=${encodeURIComponent(account.user.email)}`)
      return jsonResponse(current);
    if (url.startsWith('/api/admin/billing?')) return problemResponse(404, 'Not Found');
    if (url === `/api/admin/billing/${account.user.id}/plan` && method === 'PUT') {
      const { plan, reason } = body as SetPlan;
      current = {
        ...current,
        billing: {
          ...current.billing,
          plan: plan ?? 'free',
          planName: planName(plan ?? 'free'),
          planSource: plan ? 'admin' : 'free',
        },
        history: [
          {
            plan,
            previousPlan: current.billing.plan,
            reason,
            setBy: { id: admin.id, name: admin.name, email: admin.email },
            setAt: '2026-06-20T08:00:00.000Z',
          },
          ...current.history,
        ],
      };
      return jsonResponse(current);
    }
    return problemResponse(404, 'Not Found');
  });
  return { seen, ...(await renderApp(address, { user })) };
}

describe('/admin/billing', { timeout: 20_000 }, () => {
  it('finds an account by email and shows its plan, usage and plan history', async () => {
    const user = userEvent.setup();
    const { router } = await renderAdmin();

    await user.type(await screen.findByLabelText('Account email'), ' Sam@Brand.example ');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    expect(await screen.findByRole('heading', { name: 'Sam Brand' })).toBeVisible();
    expect(currentAddress(router)).toBe('/admin/billing?email=sam%40brand.example');
    expect(screen.getByRole('heading', { name: 'Free' })).toBeVisible();
    expect(screen.getByText('2 of 3')).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Plan history' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Starter → Follow Stripe / Free');
    expect(rows[1]).toHaveTextContent('Pilot over');
    expect(rows[2]).toHaveTextContent('Free → Starter');
    expect(rows[2]).toHaveTextContent('Ada Admin');
    expect(rows[2]).toHaveTextContent('Pilot customer, three months');
    // An admin looking at another account does not open that account's portal.
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('sets a plan with the reason required, and shows the new plan and history', async () => {
    const user = userEvent.setup();
    const { seen } = await renderAdmin(`/admin/billing?email=${account.user.email}`);

    const form = await screen.findByRole('form', { name: 'Set the plan' });
    await user.click(within(form).getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Pro' }));
    await user.click(within(form).getByRole('button', { name: 'Set plan' }));

    expect(await within(form).findByText(/Say why/)).toBeVisible();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Agency partner deal');
    await user.click(within(form).getByRole('button', { name: 'Set plan' }));

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT')).toMatchObject({
        url: `/api/admin/billing/${account.user.id}/plan`,
        body: { plan: 'pro', reason: 'Agency partner deal' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Pro' })).toBeVisible();
    expect(screen.getByText('Set by Collabify')).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Plan history' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Free → Pro');
    expect(rows[1]).toHaveTextContent('Agency partner deal');
  });

  it('sends "Follow Stripe / Free" as plan null', async () => {
    const user = userEvent.setup();
    const { seen } = await renderAdmin(`/admin/billing?email=${account.user.email}`);

    const form = await screen.findByRole('form', { name: 'Set the plan' });
    expect(within(form).getByRole('combobox', { name: 'Plan' })).toHaveValue(
      'Follow Stripe / Free',
    );
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Back to Stripe');
    await user.click(within(form).getByRole('button', { name: 'Set plan' }));

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
        plan: null,
        reason: 'Back to Stripe',
      }),
    );
  });

  it('says when no account has the email', async () => {
    await renderAdmin('/admin/billing?email=nobody@brand.example');

    expect(await screen.findByText('No account has the email nobody@brand.example.')).toBeVisible();
  });

  it('is for admins only, and only admins find it in their menu', async () => {
    const user = userEvent.setup();
    const { seen } = await renderAdmin('/admin/billing', makeUser());

    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeVisible();
    expect(seen.some((r) => r.url.startsWith('/api/admin/'))).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Jane Cooper' }));
    expect(await screen.findByRole('menuitem', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(screen.queryByRole('menuitem', { name: 'Billing admin' })).not.toBeInTheDocument();
  });

  it('shows an admin the Billing admin entry in the user menu', async () => {
    const user = userEvent.setup();
    await renderAdmin('/admin/billing');

    await user.click(await screen.findByRole('button', { name: 'Ada Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Billing admin' })).toHaveAttribute(
      'href',
      '/admin/billing',
    );
  });
});

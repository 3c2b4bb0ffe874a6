import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import {
  COLLABORATION_ID,
  makeCollaborationDetail,
  makeEvent,
  stubCollaborationApi,
} from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { renderApp } from '@app/test/render-app';
import { makeDiscount, SHOPIFY_STATUS_URL, shopifyStatus } from '@app/test/shopify-fixtures';

const accepted = makeCollaborationDetail({ status: 'accepted', allowedMoves: ['cancelled'] });

/** The collaboration page over the collaboration API, with a connected shop and `discount` answering the POST. */
async function open(
  detail: CollaborationDetail,
  discount: (request: SeenRequest) => Response = () => jsonResponse(makeDiscount(), 201),
  user = makeUser(),
) {
  let current = detail;
  const seen = stubCollaborationApi(detail, (request) => {
    if (request.url === SHOPIFY_STATUS_URL) return jsonResponse(shopifyStatus());
    if (request.url === '/api/shopify-discount') {
      const answer = discount(request);
      if (answer.ok)
        current = {
          ...current,
          discountCode: 'GLOWJANE15',
          sales: { orders: 0, revenue: '0.00', currencyCode: 'USD' },
        };
      return answer;
    }
    if (request.url === `/api/collaboration/${COLLABORATION_ID}` && request.method === 'GET')
      return jsonResponse(current);
    return undefined;
  });
  return { seen, ...(await renderApp(`/collaboration/${detail.id}`, { user })) };
}

describe('Shopify on a collaboration', { timeout: 20_000 }, () => {
  it('creates a Shopify discount with the value as typed, then shows its code and sales', async () => {
    const user = userEvent.setup();
    const { seen } = await open(accepted);

    await user.click(await screen.findByRole('button', { name: 'Create Shopify discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shopify discount for @glow.jane' });
    const code = within(dialog).getByRole('textbox', { name: 'Discount code' });
    expect(code).toHaveValue('');
    expect(code).toHaveAccessibleDescription(/Leave it empty to use GLOWJANE\.$/);
    await user.type(within(dialog).getByLabelText(/Percentage off/), '15');
    expect(code).toHaveAccessibleDescription(/Leave it empty to use GLOWJANE15\.$/);
    await user.type(within(dialog).getByLabelText(/Usage limit/), '100');
    await user.click(within(dialog).getByLabelText('One use per customer'));
    await user.click(within(dialog).getByRole('button', { name: 'Create discount' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = seen.find((r) => r.url === '/api/shopify-discount');
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({
      collaborationId: COLLABORATION_ID,
      valueType: 'percentage',
      value: 15,
      usageLimit: 100,
      appliesOncePerCustomer: true,
      startsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
      endsAt: null,
    });
    expect(await screen.findByText('Shopify discount created')).toBeVisible();

    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByText('GLOWJANE15')).toBeVisible();
    expect(within(sales).getByText('$0.00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy discount code GLOWJANE15' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Create Shopify discount' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the field it names', async () => {
    const user = userEvent.setup();
    await open(accepted, () =>
      problemResponse(409, 'Conflict', {
        detail: 'The code is taken in this shop',
        errors: [{ path: 'body.code', message: 'JANE15 is already a code in this shop' }],
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Create Shopify discount' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Discount code' }), 'jane15');
    await user.click(within(dialog).getByRole('radio', { name: 'Fixed amount' }));
    await user.type(within(dialog).getByLabelText(/Amount off \(USD\)/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create discount' }));

    expect(await within(dialog).findByText('JANE15 is already a code in this shop')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Discount code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows a field error of a 400 problem on its field', async () => {
    const user = userEvent.setup();
    await open(accepted, () =>
      problemResponse(400, 'Bad Request', {
        errors: [{ path: 'body.value', message: 'Shopify refused this value' }],
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Create Shopify discount' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Percentage off/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Create discount' }));

    expect(await within(dialog).findByText('Shopify refused this value')).toBeVisible();
    expect(within(dialog).getByLabelText(/Percentage off/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('calls the Shopify discount and the code customers type by different names', async () => {
    const user = userEvent.setup();
    await open(accepted);

    const card = await screen.findByRole('region', { name: 'Shopify discount' });
    expect(screen.queryByRole('region', { name: 'Discount code' })).not.toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByText('Discount code')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Create Shopify discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shopify discount for @glow.jane' });
    expect(
      within(dialog).getByRole('textbox', { name: 'Discount code' }),
    ).toHaveAccessibleDescription(/followers type at checkout/);
  });

  it('shows an example, not a value, and names the empty field before sending', async () => {
    const user = userEvent.setup();
    const { seen } = await open(accepted);

    await user.click(await screen.findByRole('button', { name: 'Create Shopify discount' }));
    const dialog = await screen.findByRole('dialog');
    const percentage = within(dialog).getByRole('textbox', { name: /Percentage off/ });
    expect(percentage).toHaveValue('');
    expect(percentage).toHaveAttribute('placeholder', 'e.g. 15');
    await user.click(within(dialog).getByRole('button', { name: 'Create discount' }));

    expect(await within(dialog).findByText('Enter the percentage off')).toBeVisible();
    expect(percentage).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('radio', { name: 'Fixed amount' }));
    expect(within(dialog).queryByText('Enter the percentage off')).not.toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: /Amount off \(USD\)/ });
    expect(amount).toHaveAttribute('placeholder', 'e.g. 10');
    await user.click(within(dialog).getByRole('button', { name: 'Create discount' }));
    expect(await within(dialog).findByText('Enter the amount off')).toBeVisible();
    expect(seen.filter((r) => r.url === '/api/shopify-discount')).toHaveLength(0);
  });

  it('links to the profile to connect a shop when none is connected', async () => {
    stubCollaborationApi(accepted, (request) =>
      request.url === SHOPIFY_STATUS_URL
        ? jsonResponse(shopifyStatus({ connection: null }))
        : undefined,
    );
    await renderApp(`/collaboration/${accepted.id}`, { user: makeUser() });

    expect(await screen.findByRole('link', { name: 'Connect your Shopify shop' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(
      screen.queryByRole('button', { name: 'Create Shopify discount' }),
    ).not.toBeInTheDocument();
  });

  it('shows the influencer the sales in the shop’s currency and the orders on the timeline', async () => {
    const influencer = makeUser({
      id: '9d1c7a52-3b6e-4f08-a2c4-5e7f9b1d3c60',
      name: 'Jane Glow',
      roles: ['influencer'],
    });
    const seen = stubCollaborationApi(
      makeCollaborationDetail({
        status: 'content_submitted',
        viewer: 'influencer',
        allowedMoves: ['cancelled'],
        reach: null,
        discountCode: 'GLOWJANE15',
        sales: { orders: 1204, revenue: '15300.5', currencyCode: 'EUR' },
        events: [
          makeEvent({
            kind: 'discount_code_created',
            message: 'Discount code GLOWJANE15 created: 15% off',
          }),
          makeEvent({ kind: 'order', message: 'Order #1001 · 53.10 EUR' }),
          makeEvent({ kind: 'refund', message: 'Refund on #1001 · −10.00 EUR' }),
        ],
      }),
    );
    await renderApp(`/collaboration/${COLLABORATION_ID}`, { user: influencer });

    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByText('1,204')).toBeVisible();
    expect(within(sales).getByText('€15,300.50')).toBeVisible();

    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(within(activity).getByText('Discount code created')).toBeVisible();
    expect(within(activity).getByText('Discount code GLOWJANE15 created: 15% off')).toBeVisible();
    expect(within(activity).getByText('Order with the discount code')).toBeVisible();
    expect(within(activity).getByText('Order #1001 · 53.10 EUR')).toBeVisible();
    expect(within(activity).getByText('Refund on #1001 · −10.00 EUR')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Create Shopify discount' }),
    ).not.toBeInTheDocument();
    // The influencer has no shop: the brand's Shopify status is never asked for.
    expect(seen.some((r) => r.url === SHOPIFY_STATUS_URL)).toBe(false);
  });
});

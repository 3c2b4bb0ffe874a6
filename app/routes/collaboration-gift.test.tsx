import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import type { Gift } from '@shared/schemas/gifts';
import {
  COLLABORATION_ID,
  makeCollaborationDetail,
  stubCollaborationApi,
} from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { GIFT_PRODUCTS as products } from '@app/test/gift-fixtures';
import { renderApp } from '@app/test/render-app';
import { SHOPIFY_STATUS_URL, shopifyStatus } from '@app/test/shopify-fixtures';

const GIFT_URL = `/api/collaboration/${COLLABORATION_ID}/gift`;

const chosen: Gift = {
  status: 'chosen',
  items: [
    {
      productId: 'gid://shopify/Product/1',
      variantId: 'gid://shopify/ProductVariant/11',
      productTitle: 'Organic Tee',
      variantTitle: 'S',
      quantity: 1,
      price: '29.00',
      imageUrl: null,
    },
  ],
  retailValue: { amount: '29.00', currencyCode: 'USD' },
  cost: null,
  sendOnAccept: false,
  order: null,
  tracking: null,
  deliveredAt: null,
  address: null,
  addressEraseAfter: null,
  addressErased: false,
  can: { choose: false, enterAddress: true, send: false, cancel: false },
};

/** The collaboration page with `gift` answering the gift calls (and `put` the address or choice). */
async function open(
  detail: CollaborationDetail,
  gift: Gift | null,
  put: (request: SeenRequest) => Response = () => jsonResponse({ gift }),
) {
  const seen = stubCollaborationApi(detail, (request) => {
    if (request.url === SHOPIFY_STATUS_URL) return jsonResponse(shopifyStatus());
    if (request.url.startsWith('/api/shopify-product/self/variants')) return jsonResponse(products);
    if (request.url.startsWith(GIFT_URL) && request.method === 'PUT') return put(request);
    if (request.url === GIFT_URL) return jsonResponse({ gift });
    return undefined;
  });
  return { seen, ...(await renderApp(`/collaboration/${detail.id}`, { user: makeUser() })) };
}

describe('the gift of a collaboration', { timeout: 20_000 }, () => {
  it('lets the brand pick variants in stock only, and saves the choice', async () => {
    const user = userEvent.setup();
    const { seen } = await open(makeCollaborationDetail({ status: 'proposed' }), null);

    const region = await screen.findByRole('region', { name: 'Gift' });
    await user.click(within(region).getByRole('button', { name: 'Choose a gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the gift' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Organic Tee – M' })).toBeDisabled();
    expect(within(dialog).getByText('Out of stock')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Organic Tee – S' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save gift' }));

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT' && r.url === GIFT_URL)?.body).toEqual({
        items: [{ variantId: 'gid://shopify/ProductVariant/11', quantity: 1 }],
        sendOnAccept: false,
      }),
    );
  });

  it('tells the creator who sees the address, and shows the field the country needs', async () => {
    const user = userEvent.setup();
    await open(makeCollaborationDetail({ status: 'accepted', viewer: 'influencer' }), chosen, () =>
      problemResponse(400, 'Bad Request', {
        detail: 'This address cannot be shipped to as written.',
        errors: [{ path: 'body.region', message: 'Enter the state: US addresses need one' }],
      }),
    );

    const region = await screen.findByRole('region', { name: 'Gift' });
    expect(
      await within(region).findByText(/Only you and the brand see this address/),
    ).toBeVisible();
    const form = within(region).getByRole('form', { name: 'Shipping address' });
    await user.type(within(form).getByLabelText(/Full name/), 'Jane Creator');
    await user.type(within(form).getByLabelText(/Street address/), '350 Fifth Avenue');
    await user.type(within(form).getByLabelText(/City/), 'New York');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await within(form).findByText('Enter the state: US addresses need one')).toBeVisible();
  });

  it('shows both parties the tracking link once shipped', async () => {
    await open(makeCollaborationDetail({ status: 'accepted', viewer: 'influencer' }), {
      ...chosen,
      status: 'shipped',
      order: { name: '#1042', orderedAt: '2026-11-20T10:00:00.000Z' },
      tracking: {
        carrier: 'UPS',
        number: '1Z999',
        url: 'https://www.ups.com/track?tracknum=1Z999',
        shippedAt: '2026-11-21T10:00:00.000Z',
      },
      can: { choose: false, enterAddress: false, send: false, cancel: false },
    });

    const region = await screen.findByRole('region', { name: 'Gift' });
    expect(await within(region).findByText('Shipped with UPS, tracking 1Z999.')).toBeVisible();
    const cost = screen.getByRole('region', { name: 'Cost and return' });
    expect(within(cost).getByText(/gift \$29\.00 retail/)).toBeVisible();
    expect(within(cost).getByText('0 orders · 0 clicks')).toBeVisible();
    expect(within(region).getByRole('link', { name: /Track the parcel/ })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999',
    );
  });
});

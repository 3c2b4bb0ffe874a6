import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShopifyStatus } from '@shared/schemas/shopify';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import {
  makeConnection,
  makeDiscount,
  SHOPIFY_STATUS_URL,
  shopifyStatus,
} from '@app/test/shopify-fixtures';
import { ShopifyCard } from './shopify-card';

const DISCOUNTS_URL = '/api/users/shopify/get-all-price-rules';

/** Replaces `window.location` so leaving for Shopify can be seen; returns its `assign`. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

/** The card over a stubbed API whose status is `status` (until `onRequest` changes it). */
function renderCard(
  status: ShopifyStatus,
  onRequest?: (request: SeenRequest) => Response | undefined,
) {
  const seen = stubFetch(
    (request) =>
      onRequest?.(request) ??
      (request.url === SHOPIFY_STATUS_URL
        ? jsonResponse(status)
        : problemResponse(404, 'Not Found')),
  );
  return { seen, ...renderWithProviders(<ShopifyCard />) };
}

describe('Shopify card', { timeout: 20_000 }, () => {
  it('says when the server has no Shopify, with nothing to press', async () => {
    renderCard(shopifyStatus({ configured: false }));

    expect(
      await screen.findByText(/Shopify integration is not configured on this server/),
    ).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('connects a shop typed by name: asks for the authorize page and goes there', async () => {
    const user = userEvent.setup();
    const assign = stubLocation();
    const authorize = 'https://your-shop.myshopify.com/admin/oauth/authorize?client_id=abc';
    const { seen } = renderCard(shopifyStatus({ connection: null }), (request) =>
      request.url.startsWith('/api/users/connect-shopify')
        ? jsonResponse({ url: authorize })
        : undefined,
    );

    const input = await screen.findByRole('textbox', { name: /Shop domain/ });
    expect(input).toHaveAttribute('placeholder', 'your-shop.myshopify.com');
    await user.type(input, 'your-shop');
    await user.click(screen.getByRole('button', { name: 'Connect Shopify' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(authorize));
    expect(seen.find((r) => r.url.startsWith('/api/users/connect-shopify'))).toMatchObject({
      method: 'GET',
      url: '/api/users/connect-shopify?shop=your-shop.myshopify.com',
    });
  });

  it('shows a refused domain under the field', async () => {
    const user = userEvent.setup();
    const assign = stubLocation();
    renderCard(shopifyStatus({ connection: null }), (request) =>
      request.url.startsWith('/api/users/connect-shopify')
        ? problemResponse(400, 'Bad Request', {
            errors: [{ path: 'query.shop', message: 'This shop does not exist' }],
          })
        : undefined,
    );

    await user.type(await screen.findByRole('textbox', { name: /Shop domain/ }), 'ghost');
    await user.click(screen.getByRole('button', { name: 'Connect Shopify' }));

    expect(await screen.findByText('This shop does not exist')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Shop domain/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('checks the domain before asking the server', async () => {
    const user = userEvent.setup();
    const { seen } = renderCard(shopifyStatus({ connection: null }));

    await user.type(await screen.findByRole('textbox', { name: /Shop domain/ }), 'acme.com');
    await user.click(screen.getByRole('button', { name: 'Connect Shopify' }));

    expect(await screen.findByText(/Use your shop’s myshopify.com domain/)).toBeVisible();
    expect(seen.filter((r) => r.url.startsWith('/api/users/connect-shopify'))).toHaveLength(0);
  });

  it('shows the connected shop and its discount codes, page by page', async () => {
    const user = userEvent.setup();
    const { seen } = renderCard(shopifyStatus(), (request) => {
      if (request.url === DISCOUNTS_URL)
        return jsonResponse({
          discounts: [makeDiscount()],
          pageInfo: { hasNextPage: true, endCursor: 'cursor-1' },
        });
      if (request.url === `${DISCOUNTS_URL}?after=cursor-1`)
        return jsonResponse({
          discounts: [
            makeDiscount({
              id: 'gid://shopify/DiscountCodeNode/2',
              code: 'SAMRUNS10',
              status: 'EXPIRED',
              valueType: 'fixed_amount',
              percentage: null,
              amount: { amount: '10.0', currencyCode: 'USD' },
              usageLimit: null,
              usageCount: 12,
            }),
          ],
          pageInfo: { hasNextPage: false, endCursor: null },
        });
      return undefined;
    });

    expect(await screen.findByRole('heading', { name: 'Glow Labs' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'glow-labs.myshopify.com' })).toHaveAttribute(
      'href',
      'https://glow-labs.myshopify.com/admin',
    );
    expect(screen.getByText('USD')).toBeVisible();
    for (const scope of makeConnection().scopes) expect(screen.getByText(scope)).toBeVisible();
    expect(screen.getByText('2 May 2026')).toBeVisible();

    const table = await screen.findByRole('table', { name: 'Discount codes' });
    const first = within(table).getByRole('row', { name: /GLOWJANE15/ });
    expect(first).toHaveTextContent('15% off');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('3 / 100');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const second = await within(table).findByRole('row', { name: /SAMRUNS10/ });
    expect(second).toHaveTextContent('$10.00 off');
    expect(second).toHaveTextContent('Expired');
    expect(second).toHaveTextContent('12 / unlimited');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(seen.map((r) => r.url)).toContain(`${DISCOUNTS_URL}?after=cursor-1`);
  });

  it('disconnects after confirming, then offers to connect again', async () => {
    const user = userEvent.setup();
    let status = shopifyStatus();
    const { seen } = renderCard(status, (request) => {
      if (request.url === '/api/users/shopify/uninstall') {
        status = shopifyStatus({ connection: null });
        return new Response(null, { status: 204 });
      }
      if (request.url === SHOPIFY_STATUS_URL) return jsonResponse(status);
      if (request.url === DISCOUNTS_URL)
        return jsonResponse({ discounts: [], pageInfo: { hasNextPage: false, endCursor: null } });
      return undefined;
    });

    expect(await screen.findByText(/No discount codes in this shop yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Glow Labs?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByRole('button', { name: 'Connect Shopify' })).toBeVisible();
    expect(seen.find((r) => r.method === 'DELETE')?.url).toBe('/api/users/shopify/uninstall');
  });
});

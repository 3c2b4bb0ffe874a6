import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShopifyStatus } from '@shared/schemas/shopify';
import { campaignSalesQueryOptions } from '@app/features/shopify/api/get-campaign-sales';
import {
  emptyCampaignResults,
  makeCampaign,
  makeCampaignDetail,
} from '@app/test/campaign-fixtures';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import {
  makeCampaignProduct,
  makeCampaignSales,
  makeProduct,
  SHOPIFY_STATUS_URL,
  shopifyStatus,
} from '@app/test/shopify-fixtures';

const PRODUCTS_URL = '/api/shopify-product/self';
const serum = makeProduct({
  id: 'gid://shopify/Product/1001',
  title: 'Glow serum 30 ml',
  priceMin: { amount: '34.0', currencyCode: 'USD' },
  priceMax: { amount: '34.0', currencyCode: 'USD' },
});
const cream = makeProduct({ id: 'gid://shopify/Product/1002', title: 'Night cream' });
const mask = makeProduct({ id: 'gid://shopify/Product/1003', title: 'Clay mask' });
const created = makeCampaign({ shopifyProductId: serum.id });

/** The new-campaign page over a stubbed API with the given Shopify status and product pages. */
async function renderNewCampaign(status: ShopifyStatus) {
  const seen = stubFetch((request) => {
    const { url, method } = request;
    if (url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (url === SHOPIFY_STATUS_URL) return jsonResponse(status);
    if (url === PRODUCTS_URL)
      return jsonResponse({
        products: [serum, cream],
        pageInfo: { hasNextPage: true, endCursor: 'page-2' },
      });
    if (url === `${PRODUCTS_URL}?after=page-2`)
      return jsonResponse({ products: [mask], pageInfo: { hasNextPage: false, endCursor: null } });
    if (url === `${PRODUCTS_URL}?search=night`)
      return jsonResponse({ products: [cream], pageInfo: { hasNextPage: false, endCursor: null } });
    if (url === '/api/campaign' && method === 'POST') return jsonResponse(created, 201);
    if (url.endsWith('/results')) return jsonResponse(emptyCampaignResults());
    if (url.startsWith('/api/campaign/')) return jsonResponse(makeCampaignDetail());
    return problemResponse(404, 'Not Found');
  });
  return { seen, ...(await renderApp('/campaign/new', { user: makeUser() })) };
}

describe('the campaign’s Shopify product', { timeout: 20_000 }, () => {
  it('is picked from the connected shop: search, load more, choose, and sent as its id', async () => {
    const user = userEvent.setup();
    const { seen, router } = await renderNewCampaign(shopifyStatus());

    await user.type(await screen.findByLabelText(/^Name/), 'Summer glow');
    await user.click(await screen.findByRole('button', { name: /^Product/ }));
    const list = await screen.findByRole('listbox', { name: 'Products' });
    expect(await within(list).findByRole('option', { name: /Glow serum 30 ml/ })).toHaveTextContent(
      '$34.00',
    );
    expect(within(list).getByRole('option', { name: /Night cream/ })).toHaveTextContent(
      '$19.00–$29.00',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('option', { name: /Clay mask/ })).toBeVisible();

    // Typing pauses only at the end, but a slow machine may pause between keys too, so a
    // search for a prefix can go out first: wait for the whole word's.
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'night');
    await waitFor(() => expect(seen.map((r) => r.url)).toContain(`${PRODUCTS_URL}?search=night`));
    expect(await within(list).findByRole('option', { name: /Night cream/ })).toBeVisible();
    expect(within(list).queryByRole('option', { name: /Clay mask/ })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Search products' }));

    await user.click(await within(list).findByRole('option', { name: /Glow serum 30 ml/ }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Product/ })).toHaveTextContent('Glow serum 30 ml');
    expect(screen.queryByRole('textbox', { name: 'Product' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(currentAddress(router)).toBe(`/campaign/${created.id}`));
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Summer glow',
      shopifyProductId: serum.id,
      product: 'Glow serum 30 ml',
    });
  });

  it('is cleared with the ×, and sent as null', async () => {
    const user = userEvent.setup();
    const { seen } = await renderNewCampaign(shopifyStatus());

    await user.type(await screen.findByLabelText(/^Name/), 'Summer glow');
    await user.click(await screen.findByRole('button', { name: /^Product/ }));
    await user.click(await screen.findByRole('option', { name: /Night cream/ }));
    await user.click(screen.getByRole('button', { name: 'Clear the product' }));
    expect(screen.getByRole('button', { name: /^Product/ })).toHaveTextContent(
      'Pick a product from your shop',
    );
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      shopifyProductId: null,
      product: null,
    });
  });

  it('stays free text without a shop, with a link to connect one', async () => {
    await renderNewCampaign(shopifyStatus({ connection: null }));

    expect(await screen.findByRole('textbox', { name: 'Product' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connect your shop in your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('is shown on the campaign’s page with its store link, beside the sales by influencer', async () => {
    const product = makeCampaignProduct();
    const campaign = makeCampaignDetail({
      shopifyProductId: product.id,
      shopifyProduct: product,
      product: product.title,
    });
    stubFetch((request) => {
      if (request.url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
      if (request.url === `/api/campaign/${campaign.id}/sales`)
        return jsonResponse(makeCampaignSales());
      if (request.url === `/api/campaign/${campaign.id}/results`)
        return jsonResponse(emptyCampaignResults());
      if (request.url.startsWith('/api/list')) return jsonResponse({ lists: [] });
      return jsonResponse(campaign);
    });
    await renderApp(`/campaign/${campaign.id}`, { user: makeUser() });

    const card = await screen.findByRole('article', { name: 'Glow serum 30 ml' });
    expect(card).toHaveTextContent('$34.00');
    expect(within(card).getByRole('link', { name: 'View in store' })).toHaveAttribute(
      'href',
      product.url,
    );

    const table = await screen.findByRole('table', { name: 'Sales by influencer' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Jane Glow@glow\.janeGLOWJANE154\$362\.50/);
    expect(rows[2]).toHaveTextContent(/@sam\.runsSAMRUNS101\$50\.00/);
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('Total5$412.50');
  });

  it('hides the sales by influencer while no collaboration has a code', async () => {
    const campaign = makeCampaignDetail();
    stubFetch((request) => {
      if (request.url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
      if (request.url === `/api/campaign/${campaign.id}/sales`)
        return jsonResponse({ total: null, influencers: [] });
      if (request.url === `/api/campaign/${campaign.id}/results`)
        return jsonResponse(emptyCampaignResults());
      if (request.url.startsWith('/api/list')) return jsonResponse({ lists: [] });
      return jsonResponse(campaign);
    });
    const { queryClient } = await renderApp(`/campaign/${campaign.id}`, { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Summer glow', level: 1 })).toBeVisible();
    const salesKey = campaignSalesQueryOptions(campaign.id).queryKey;
    await waitFor(() => expect(queryClient.getQueryState(salesKey)?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Sales by influencer' })).not.toBeInTheDocument();
  });
});

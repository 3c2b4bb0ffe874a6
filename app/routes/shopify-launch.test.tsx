import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { renderApp } from '@app/test/render-app';

const SEARCH =
  '?embedded=1&hmac=8b1ebbb3c0fe1a2a1c4bd1bf8e3a2c2e1e0d4a5b6c7d8e9f0a1b2c3d4e5f6a7b8&host=YWNtZQ%3D%3D&shop=acme.myshopify.com&timestamp=1717171717';
const LAUNCH_URL = `/api/auth/shopify-login${SEARCH}`;

/** The launch page over a stubbed API answering the launch with `launch`. */
async function renderLaunch(launch: () => Response) {
  const seen = stubFetch((request) => {
    if (request.url === LAUNCH_URL) return launch();
    if (request.url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    return problemResponse(404, 'Not Found');
  });
  return { seen, ...(await renderApp(`/shopify/launch${SEARCH}`, { strict: true })) };
}

describe('/shopify/launch', { timeout: 20_000 }, () => {
  it('signs the shop’s merchant in, without a token, and opens their home', async () => {
    const merchant = makeUser({ name: 'Acme Merchant' });
    const { seen, router } = await renderLaunch(() =>
      jsonResponse({ kind: 'session', session: { token: 'merchant-token', user: merchant } }),
    );

    expect(screen.getByRole('heading', { name: 'Opening Collabify…' })).toBeVisible();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('merchant-token'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Acme Merchant' })).toBeVisible();

    const launches = seen.filter((r) => r.url === LAUNCH_URL);
    expect(launches).toHaveLength(1);
    expect(launches[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a shop that has not installed Collabify to Shopify’s authorize page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const authorize = 'https://acme.myshopify.com/admin/oauth/authorize?client_id=abc&state=xyz';
    await renderLaunch(() => jsonResponse({ kind: 'install', url: authorize }));

    expect(await screen.findByRole('heading', { name: 'Taking you to Shopify…' })).toBeVisible();
    expect(assign).toHaveBeenCalledWith(authorize);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('explains a refused launch', async () => {
    await renderLaunch(() =>
      problemResponse(401, 'Shopify’s signature is not valid', {
        detail: 'The launch link expired. Open Collabify again from your Shopify admin.',
      }),
    );

    expect(await screen.findByText('Shopify’s signature is not valid')).toBeVisible();
    expect(screen.getByText(/The launch link expired/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in with email' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

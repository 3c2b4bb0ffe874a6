import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { renderApp } from '@app/test/render-app';
import { makeConnection, SHOPIFY_STATUS_URL, shopifyStatus } from '@app/test/shopify-fixtures';

/** The query Shopify appends, with an encoded `host` that must reach the server untouched. */
const SEARCH =
  '?code=0907a61c0c8d55e99db179b68161bc00&hmac=700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf&host=YWNtZS5teXNob3BpZnkuY29tL2FkbWlu&shop=acme.myshopify.com&state=0.6784241404160823&timestamp=1337178173';
const CALLBACK_URL = `/api/users/connect-shopify/callback${SEARCH}`;

/** The callback page over a stubbed API answering the callback with `callback`. */
async function renderCallback(callback: () => Response, signedIn: boolean) {
  const seen = stubFetch((request: SeenRequest) => {
    if (request.url === CALLBACK_URL) return callback();
    if (request.url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (request.url === SHOPIFY_STATUS_URL) return jsonResponse(shopifyStatus());
    if (request.url === '/api/users/self') return jsonResponse(makeUser());
    return jsonResponse({ discounts: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });
  const rendered = await renderApp(`/profile/shopify${SEARCH}`, {
    user: signedIn ? makeUser() : undefined,
    token: 'brand-token',
    strict: true,
  });
  return { seen, ...rendered };
}

describe('/profile/shopify', { timeout: 20_000 }, () => {
  it('posts the query once, exactly as Shopify sent it, and opens the profile', async () => {
    const { seen, router } = await renderCallback(
      () => jsonResponse({ connection: makeConnection(), session: null }),
      true,
    );

    expect(screen.getByRole('heading', { name: 'Connecting your shop…' })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByText('Shopify shop connected')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Glow Labs' })).toBeVisible();

    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      url: CALLBACK_URL,
      headers: { authorization: 'Bearer brand-token' },
    });
  });

  it('signs in with the session of an install begun in the Shopify admin', async () => {
    const merchant = makeUser({ name: 'Acme Merchant', email: 'owner@acme.example' });
    const { router } = await renderCallback(
      () =>
        jsonResponse({
          connection: makeConnection({ shop: 'acme.myshopify.com', name: 'Acme' }),
          session: { token: 'merchant-token', user: merchant },
        }),
      false,
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(window.localStorage.getItem('token')).toBe('merchant-token');
    expect(await screen.findByRole('button', { name: 'Acme Merchant' })).toBeVisible();
  });

  it('shows a refused callback and a way back to the profile', async () => {
    const { seen, router } = await renderCallback(
      () =>
        problemResponse(400, 'The install link is not valid', {
          detail: 'This state was used already. Connect your shop again from your profile.',
        }),
      true,
    );

    expect(await screen.findByText('The install link is not valid')).toBeVisible();
    expect(screen.getByText(/This state was used already/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(router.state.location.pathname).toBe('/profile/shopify');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

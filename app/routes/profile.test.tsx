import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { renderApp } from '@app/test/render-app';
import { SHOPIFY_STATUS_URL, shopifyStatus } from '@app/test/shopify-fixtures';
import {
  SOCIAL_ACCOUNTS_URL,
  SOCIAL_PROVIDERS_URL,
  socialProviders,
} from '@app/test/social-fixtures';

/**
 * Stubs fetch with `handler` for the profile's forms; the Shopify section's status call answers
 * "not configured" and the connected accounts none. Returns the requests other than those calls.
 */
function stubProfileApi(handler: (request: SeenRequest) => Response): SeenRequest[] {
  const seen: SeenRequest[] = [];
  stubFetch((request) => {
    if (request.url === SHOPIFY_STATUS_URL)
      return jsonResponse(shopifyStatus({ configured: false }));
    if (request.url === SOCIAL_ACCOUNTS_URL) return jsonResponse({ accounts: [] });
    if (request.url === SOCIAL_PROVIDERS_URL) return jsonResponse(socialProviders());
    seen.push(request);
    return handler(request);
  });
  return seen;
}

describe('/profile', () => {
  it('saves name, company and website, adding https:// to a bare domain', async () => {
    const user = userEvent.setup();
    const seen = stubProfileApi(() =>
      jsonResponse(makeUser({ company: 'Brand Co', website: 'https://brand.example' })),
    );
    await renderApp('/profile', { user: makeUser() });

    await user.type(screen.getByLabelText('Company'), 'Brand Co');
    await user.type(screen.getByLabelText('Website'), 'brand.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({
      url: '/api/users',
      method: 'PATCH',
      body: { name: 'Jane Cooper', company: 'Brand Co', website: 'https://brand.example' },
    });
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
  });

  it('offers no password change to a creator who signs in with a platform sharing no email', async () => {
    stubProfileApi(() => problemResponse(404, 'Not Found'));
    await renderApp('/profile', {
      user: makeUser({
        email: 'tiktok-abc123@creators.collabify.invalid',
        roles: ['influencer'],
        hasPassword: false,
      }),
    });

    expect(await screen.findByText('No email address: your platform shares none')).toBeVisible();
    expect(screen.queryByText('tiktok-abc123@creators.collabify.invalid')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByText(/there is no password to change/)).toBeVisible();
  });

  it('shows a taken nickname under the nickname field', async () => {
    const user = userEvent.setup();
    stubProfileApi(() => problemResponse(409, 'Conflict', { detail: 'That nickname is taken' }));
    await renderApp('/profile', { user: makeUser() });

    await user.type(screen.getByLabelText('Nickname'), 'janec');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));

    expect(await screen.findByText('That nickname is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password with the old token and stores the new token', async () => {
    const user = userEvent.setup();
    const seen = stubProfileApi(() =>
      jsonResponse({ token: 'token-after-change', user: makeUser() }),
    );
    await renderApp('/profile', { user: makeUser(), token: 'token-before-change' });

    await user.type(screen.getByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'a much better one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('token-after-change'));
    expect(seen[0]).toMatchObject({
      url: '/api/users/password',
      headers: { authorization: 'Bearer token-before-change' },
      body: { currentPassword: 'old password', newPassword: 'a much better one' },
    });
    expect(document.cookie).toContain('token=token-after-change');
  });

  it('signs out from the user menu and goes home', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/profile', { user: makeUser(), visits: ['/'] });

    await user.click(await screen.findByRole('button', { name: 'Jane Cooper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows brands their Shopify connection', async () => {
    stubFetch((request) =>
      request.url === SHOPIFY_STATUS_URL
        ? jsonResponse(shopifyStatus({ connection: null }))
        : problemResponse(404, 'Not Found'),
    );
    await renderApp('/profile', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Shopify' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Connect Shopify' })).toBeVisible();
  });

  it('shows influencer accounts no Shopify section', async () => {
    const seen = stubFetch(() => problemResponse(404, 'Not Found'));
    await renderApp('/profile', { user: makeUser({ roles: ['influencer'] }) });

    expect(await screen.findByRole('heading', { name: 'Password' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Shopify' })).not.toBeInTheDocument();
    expect(seen.some((r) => r.url === SHOPIFY_STATUS_URL)).toBe(false);
  });
});

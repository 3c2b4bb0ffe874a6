import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { shopifyLoginSettingQueryOptions } from '@app/features/shopify/api/get-shopify-login-setting';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

describe('/login', () => {
  it('shows the API error for a named field next to that field', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      problemResponse(400, 'Invalid request', {
        errors: [{ path: 'body.email', message: 'This email address is not valid' }],
      }),
    );
    await renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'jane@brand.example');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('This email address is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows wrong credentials as a notification and stays on the page', async () => {
    const user = userEvent.setup();
    stubFetch(() => problemResponse(401, 'Unauthorized', { detail: 'Invalid email or password' }));
    const { router } = await renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'jane@brand.example');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(currentAddress(router)).toBe('/login');
  });

  it.each([
    { who: 'an influencer', role: 'influencer', landing: '/dashboard' },
    { who: 'a brand', role: 'advertiser', landing: '/' },
  ] as const)('signs $who in to $landing when no page asked for one', async ({ role, landing }) => {
    const user = userEvent.setup();
    stubFetch((request) =>
      request.url === '/api/auth/login'
        ? jsonResponse({ token: 'fresh', user: makeUser({ roles: [role] }) })
        : problemResponse(404, 'Not found'),
    );
    const { router } = await renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'jane@brand.example');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(currentAddress(router)).toBe(landing));
  });

  it('labels exactly one control with "password", so label searches find the field', async () => {
    await renderApp('/login');
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show or hide characters' })).toBeInTheDocument();
  });

  it('checks the form before calling the API', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => jsonResponse({}));
    await renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    // Only reads (whether Shopify sign-in is offered): nothing was sent.
    expect(seen.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('signs up: sends a code, carries the form to /mail-verify in router state, then creates the account', async () => {
    const user = userEvent.setup();
    const seen = stubFetch((request) => {
      if (request.url === '/api/auth/generate-send-email-code') {
        return jsonResponse({ status: 'sent', expiresInSeconds: 600 }, 202);
      }
      if (request.url === '/api/auth/logon') {
        return jsonResponse({ token: 'fresh', user: makeUser({ roles: ['influencer'] }) }, 201);
      }
      return jsonResponse(makeUser());
    });
    const { router } = await renderApp('/login?mode=signup&redirect=%2Fcollaboration');

    await user.click(screen.getByLabelText("I'm an influencer"));
    await user.type(screen.getByLabelText('Name'), 'Jane Cooper');
    await user.type(screen.getByLabelText('Email'), 'jane@creator.example');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText(/We sent a 6-digit code to/, { selector: 'p' }),
    ).toHaveTextContent('We sent a 6-digit code to jane@creator.example');
    expect(currentAddress(router)).toBe('/mail-verify');
    expect(router.state.location.search).not.toContain('long');
    expect(seen[0]?.body).toEqual({ email: 'jane@creator.example', purpose: 'sign-up' });

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and create account' }));

    await waitFor(() => expect(currentAddress(router)).toBe('/collaboration'));
    expect(seen[1]).toMatchObject({
      url: '/api/auth/logon',
      body: {
        email: 'jane@creator.example',
        password: 'long enough',
        name: 'Jane Cooper',
        code: '123456',
        role: 'influencer',
      },
    });
    expect(window.localStorage.getItem('token')).toBe('fresh');
  });

  it('rejects a short password before sending a code', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => jsonResponse({ status: 'sent', expiresInSeconds: 600 }, 202));
    await renderApp('/login?mode=signup');
    await user.type(screen.getByLabelText('Name'), 'Jane');
    await user.type(screen.getByLabelText('Email'), 'jane@brand.example');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('tells Shopify merchants to open Collabify from their Shopify admin when it is offered', async () => {
    stubFetch((request) =>
      request.url === '/api/auth/shopify-login-setting'
        ? jsonResponse({ enabled: true, scopes: ['read_products'], apiVersion: '2025-10' })
        : problemResponse(404, 'Not Found'),
    );
    await renderApp('/login');
    expect(
      await screen.findByText('Shopify merchant? Open Collabify from your Shopify admin.'),
    ).toBeVisible();
  });

  it('says nothing of Shopify when the server does not offer it', async () => {
    stubFetch(() => jsonResponse({ enabled: false, scopes: [], apiVersion: null }));
    const { queryClient } = await renderApp('/login');
    const key = shopifyLoginSettingQueryOptions().queryKey;
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    expect(screen.getByRole('heading', { name: 'Sign in to Collabify' })).toBeVisible();
    expect(screen.queryByText(/Shopify merchant\?/)).not.toBeInTheDocument();
  });
});

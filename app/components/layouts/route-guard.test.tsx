import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

describe('route guard', () => {
  it('sends a visitor on a protected page to /login with the full address, URL-encoded', async () => {
    const { router } = await renderApp('/campaign?status=active#drafts');
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/login?redirect=%2Fcampaign%3Fstatus%3Dactive%23drafts'),
    );
    // The sign-in page loads on this first visit: wait for it.
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Collabify' }),
    ).toBeInTheDocument();
  });

  it('shows a visitor the not-found page, not the sign-in, on an address that is no page', async () => {
    const { router } = await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(currentAddress(router)).toBe('/no-such-page');
  });

  it.each(['/', '/login', '/influencer', '/forgot-password'])(
    'lets a visitor open the public path %s',
    async (path) => {
      const { router } = await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(currentAddress(router)).toBe(path);
    },
  );

  it('lets a visitor open a path containing campaign-detail', async () => {
    // The API refuses an id that cannot exist; the page says so instead of asking to sign in.
    stubFetch(() => problemResponse(400, 'Bad Request'));
    const { router } = await renderApp('/campaign-detail/12');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(currentAddress(router)).toBe('/campaign-detail/12');
  });

  it('lets a signed-in user open a protected page', async () => {
    stubFetch(() =>
      jsonResponse({
        query: [],
        counts: { draft: 0, active: 0, paused: 0, completed: 0, archived: 0 },
      }),
    );
    const { router } = await renderApp('/campaign', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Campaigns', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    expect(currentAddress(router)).toBe('/campaign');
  });

  it('brings the visitor back to the address they asked for after signing in', async () => {
    const user = userEvent.setup();
    const seen = stubFetch((request) =>
      request.url === '/api/auth/login'
        ? jsonResponse({ token: 'new-token', user: makeUser() })
        : jsonResponse(makeUser()),
    );
    const { router } = await renderApp('/my-influencers?list=3');
    await screen.findByRole('heading', { name: 'Sign in to Collabify' });

    await user.type(screen.getByLabelText('Email'), 'jane@brand.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(currentAddress(router)).toBe('/my-influencers?list=3'));
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/auth/login',
      method: 'POST',
      body: { email: 'jane@brand.example', password: 'correct horse' },
    });
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(await screen.findByRole('heading', { name: 'My Influencers' })).toBeInTheDocument();
  });

  it('ignores a redirect to another site and lands on the home page', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ token: 'new-token', user: makeUser() }));
    const { router } = await renderApp(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);

    await user.type(screen.getByLabelText('Email'), 'jane@brand.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(currentAddress(router)).toBe('/'));
  });
});

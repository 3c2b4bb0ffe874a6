import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { setToken } from './token-storage';

/** Opens the user menu of the signed-in Jane Cooper and clicks "Sign out". */
async function clickSignOut() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Jane Cooper' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
}

describe('auth context', () => {
  it('loads the current user from GET /api/users/self when a token is stored', async () => {
    setToken('stored');
    const seen = stubFetch(() => jsonResponse(makeUser({ name: 'Sam Rivera' })));
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sam Rivera' })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({
      url: '/api/users/self',
      headers: { authorization: 'Bearer stored' },
    });
  });

  it('signs the person out and asks them to sign in when the token is refused', async () => {
    setToken('expired');
    stubFetch(() => problemResponse(401, 'Unauthorized'));
    const { router } = await renderApp('/campaign');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(currentAddress(router)).toBe('/login?redirect=%2Fcampaign');
  });
});

describe('sign-out', () => {
  it('ends the session on the server with its token, then forgets the token', async () => {
    const seen = stubFetch(() => new Response(null, { status: 204 }));
    const { router } = await renderApp('/profile', { user: makeUser(), token: 'session-a' });
    await clickSignOut();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    const logout = seen.filter((r) => r.url === '/api/auth/logout');
    expect(logout).toEqual([
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ authorization: 'Bearer session-a' }),
      }),
    ]);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    ['refuses it (401)', () => problemResponse(401, 'Unauthorized')],
    ['fails (503)', () => problemResponse(503, 'Service Unavailable')],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('still signs out locally, staying home, when the server %s', async (_, answer) => {
    stubFetch((r) => (r.url === '/api/auth/logout' ? answer() : problemResponse(404, 'Not Found')));
    const { router } = await renderApp('/profile', { user: makeUser() });
    await clickSignOut();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(currentAddress(router)).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { setToken } from './token-storage';

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

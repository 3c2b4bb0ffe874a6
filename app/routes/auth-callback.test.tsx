import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { makeSocialSession } from '@app/test/social-fixtures';
import { rememberStartedSignIn } from '@app/features/social-auth/lib/started-here';

const STATE = 'Qm9vdHN0cmFwcGVkLXN0YXRlLTEyMzQ1Njc4';
const CODE = '4/0AVMBsJh-code_from_google';
const QUERY = `?state=${STATE}&code=${encodeURIComponent(CODE)}&scope=openid%20email&authuser=0&prompt=consent`;

const creator = makeUser({
  email: 'rhett@creator.example',
  name: 'Rhett and Link',
  roles: ['influencer'],
});

/**
 * The callback page at `address` in StrictMode (effects run twice, as in development) over a
 * stubbed API whose sign-in routes answer with `signIn`; anything else answers 404. This tab
 * started the sign-in with STATE unless `startedHere` is false.
 */
async function renderCallback(
  address: string,
  signIn: (request: SeenRequest) => Response | Promise<Response>,
  { startedHere = true } = {},
) {
  window.sessionStorage.clear();
  if (startedHere)
    rememberStartedSignIn(`https://accounts.google.com/o/oauth2/v2/auth?state=${STATE}`);
  const seen = stubFetch((request) =>
    request.method === 'POST' && request.url.startsWith('/api/auth/')
      ? signIn(request)
      : problemResponse(404, 'Not Found'),
  );
  const rendered = await renderApp(address, { strict: true });
  const posts = () => seen.filter((r) => r.method === 'POST');
  return { seen, posts, ...rendered };
}

describe('/auth/callback/:provider', { timeout: 20_000 }, () => {
  it('posts nothing for a code and state this tab did not start (a link someone sent)', async () => {
    const { posts } = await renderCallback(
      `/auth/callback/youtube${QUERY}`,
      () => jsonResponse({}),
      {
        startedHere: false,
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'This sign-in was not started here' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
    expect(posts()).toHaveLength(0);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('posts YouTube’s code and state once, stores the session and continues to the asked path', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const { posts, router } = await renderCallback(`/auth/callback/youtube${QUERY}`, () => pending);

    expect(screen.getByRole('heading', { name: 'Signing you in…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Signing you in' })).toBeInTheDocument();
    await waitFor(() => expect(posts()).toHaveLength(1));
    answer(
      jsonResponse(
        makeSocialSession({ token: 'creator-token', user: creator, redirect: '/collaboration' }),
      ),
    );

    await waitFor(() => expect(currentAddress(router)).toBe('/collaboration'));
    expect(window.localStorage.getItem('token')).toBe('creator-token');
    expect(await screen.findByRole('button', { name: 'Rhett and Link' })).toBeVisible();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      url: '/api/auth/influencer-youtube-login',
      body: { code: CODE, state: STATE },
    });
    expect(posts()[0]!.headers.authorization).toBeUndefined();
  });

  it.each([
    { who: 'a brand', user: makeUser(), redirect: null, landing: '/' },
    { who: 'a creator', user: creator, redirect: null, landing: '/dashboard' },
    { who: 'anyone', user: makeUser(), redirect: 'https://evil.example/steal', landing: '/' },
  ])(
    'sends $who without a safe path ($redirect) home to $landing',
    async ({ user, redirect, landing }) => {
      const { posts, router } = await renderCallback(`/auth/callback/google${QUERY}`, () =>
        jsonResponse(makeSocialSession({ user, redirect })),
      );
      await waitFor(() => expect(currentAddress(router)).toBe(landing));
      expect(posts().map((r) => r.url)).toEqual(['/api/auth/google-login']);
      expect(window.localStorage.getItem('token')).toBe('social-token');
    },
  );

  it('welcomes an account the sign-in created', async () => {
    const { router } = await renderCallback(`/auth/callback/google${QUERY}`, () =>
      jsonResponse(makeSocialSession({ created: true, redirect: '/campaign' })),
    );
    await waitFor(() => expect(currentAddress(router)).toBe('/campaign'));
    expect(await screen.findByText('Your Collabify account was created.')).toBeVisible();
  });

  it('says a used or expired state plainly and offers the way back to sign in, without signing in', async () => {
    const detail = 'This sign-in has expired or was already used. Start it again.';
    const { posts, router } = await renderCallback(`/auth/callback/google${QUERY}`, () =>
      problemResponse(400, 'Your request has invalid fields', {
        type: 'urn:collabify:problem:validation-error',
        detail,
        errors: [{ path: 'body.state', message: detail }],
      }),
    );

    expect(await screen.findByRole('heading', { name: 'This sign-in has expired' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(currentAddress(router)).toBe(`/auth/callback/google${QUERY}`);
    expect(posts()).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the server’s reason when the channel belongs to another account', async () => {
    const detail = 'This account is already connected to another Collabify account.';
    await renderCallback(`/auth/callback/youtube${QUERY}`, () =>
      problemResponse(409, 'Conflict', { detail }),
    );
    expect(await screen.findByRole('heading', { name: 'Sign-in did not finish' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  });

  it('says the person cancelled at the provider, and posts nothing', async () => {
    const { seen } = await renderCallback(
      `/auth/callback/youtube?error=access_denied&state=${STATE}`,
      () => jsonResponse(makeSocialSession()),
    );
    expect(screen.getByRole('heading', { name: 'Sign-in cancelled' })).toBeVisible();
    expect(screen.getByText('You cancelled the sign-in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('posts nothing for a provider without a sign-in, or without a code', async () => {
    const { seen } = await renderCallback(`/auth/callback/myspace${QUERY}`, () =>
      jsonResponse(makeSocialSession()),
    );
    expect(screen.getByRole('heading', { name: 'Unknown sign-in' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SocialProvider } from '@shared/constants/social';
import { socialProvidersQueryOptions } from '@app/features/social-auth/api/get-social-providers';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { renderApp } from '@app/test/render-app';
import { SOCIAL_PROVIDERS_URL, socialProviders } from '@app/test/social-fixtures';

/** Replaces `window.location` so leaving for the provider can be seen; returns its `assign`. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

/** The sign-in page over an API offering `configured`; `authorize` answers the start of a sign-in. */
async function renderLogin(
  address: string,
  configured: SocialProvider[],
  authorize: (request: SeenRequest) => Response = () => problemResponse(404, 'Not Found'),
) {
  const seen = stubFetch((request) => {
    if (request.url === SOCIAL_PROVIDERS_URL) return jsonResponse(socialProviders(configured));
    if (request.url.startsWith('/api/auth/oauth/')) return authorize(request);
    return jsonResponse({ enabled: false, scopes: [], apiVersion: null });
  });
  return { seen, ...(await renderApp(address)) };
}

const GOOGLE_CONSENT = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=abc&state=xyz';

describe('/login social sign-in', { timeout: 20_000 }, () => {
  it('offers Google and Facebook to brands, YouTube, Instagram and TikTok to creators', async () => {
    await renderLogin('/login', ['google', 'facebook', 'youtube', 'instagram', 'tiktok', 'gmail']);

    const brands = await screen.findByRole('group', { name: 'Brands' });
    const creators = screen.getByRole('group', { name: 'Creators' });
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names(brands)).toEqual(['Continue with Google', 'Continue with Facebook']);
    expect(names(creators)).toEqual([
      'Continue with YouTube',
      'Continue with Instagram',
      'Continue with TikTok',
    ]);
    // Gmail connects a signed-in brand's mailbox: it is never a way to sign in.
    expect(screen.queryByRole('button', { name: /Gmail/ })).not.toBeInTheDocument();
  });

  it('shows only the configured provider', async () => {
    await renderLogin('/login', ['youtube']);

    expect(await screen.findByRole('button', { name: 'Continue with YouTube' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Brands' })).not.toBeInTheDocument();
  });

  it('shows nothing of social sign-in when no provider is configured', async () => {
    const { queryClient } = await renderLogin('/login', []);
    const key = socialProvidersQueryOptions().queryKey;
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('starts the sign-in with the page’s redirect, without a token, and leaves for the consent page', async () => {
    const user = userEvent.setup();
    const assign = stubLocation();
    const { seen } = await renderLogin(
      '/login?redirect=%2Fcampaign%2Fnew',
      ['google', 'youtube'],
      () => jsonResponse({ url: GOOGLE_CONSENT }),
    );

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(GOOGLE_CONSENT));
    const starts = seen.filter((r) => r.url.startsWith('/api/auth/oauth/'));
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({
      method: 'GET',
      url: '/api/auth/oauth/google/authorize?redirect=%2Fcampaign%2Fnew',
    });
    expect(starts[0]!.headers.authorization).toBeUndefined();
    // While the browser leaves, the other button cannot start a second sign-in.
    expect(screen.getByRole('button', { name: 'Continue with YouTube' })).toBeDisabled();
  });

  it.each([
    { page: '/login', start: '/api/auth/oauth/youtube/authorize' },
    // The sign-in page's own guard turns an outside address into the home page.
    {
      page: '/login?redirect=https%3A%2F%2Fevil.example',
      start: '/api/auth/oauth/youtube/authorize?redirect=%2F',
    },
  ])('asks $start from $page', async ({ page, start }) => {
    const user = userEvent.setup();
    const assign = stubLocation();
    const { seen } = await renderLogin(page, ['youtube'], () =>
      jsonResponse({ url: GOOGLE_CONSENT }),
    );

    await user.click(await screen.findByRole('button', { name: 'Continue with YouTube' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(seen.filter((r) => r.url.startsWith('/api/auth/oauth/')).map((r) => r.url)).toEqual([
      start,
    ]);
  });

  it('says why a sign-in cannot start, and stays', async () => {
    const user = userEvent.setup();
    const assign = stubLocation();
    await renderLogin('/login', ['google'], () =>
      problemResponse(503, 'Service Unavailable', { detail: 'Google is not configured.' }),
    );

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByText('Google is not configured.')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});

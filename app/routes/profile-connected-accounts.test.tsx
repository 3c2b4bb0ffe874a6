import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SocialAccount } from '@shared/schemas/social';
import type { SocialProvider } from '@shared/constants/social';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { renderApp } from '@app/test/render-app';
import { SHOPIFY_STATUS_URL, shopifyStatus } from '@app/test/shopify-fixtures';
import {
  makeSocialAccount,
  SOCIAL_ACCOUNTS_URL,
  SOCIAL_PROVIDERS_URL,
  socialProviders,
} from '@app/test/social-fixtures';

/**
 * The profile over a stubbed API holding `accounts` (a DELETE removes one, or answers
 * `onDelete`'s response) with `configured` providers. Returns every request seen.
 */
async function renderProfile(
  accounts: SocialAccount[],
  {
    configured = ['google', 'youtube'],
    roles = ['advertiser'],
    onDelete,
  }: {
    configured?: SocialProvider[];
    roles?: ('advertiser' | 'influencer' | 'admin')[];
    onDelete?: (request: SeenRequest) => Response;
  } = {},
) {
  let held = accounts;
  const seen = stubFetch((request) => {
    if (request.url === SHOPIFY_STATUS_URL)
      return jsonResponse(shopifyStatus({ configured: false }));
    if (request.url === SOCIAL_PROVIDERS_URL) return jsonResponse(socialProviders(configured));
    if (request.url === SOCIAL_ACCOUNTS_URL) return jsonResponse({ accounts: held });
    if (request.method === 'DELETE' && request.url.startsWith(`${SOCIAL_ACCOUNTS_URL}/`)) {
      if (onDelete) return onDelete(request);
      const provider = request.url.slice(SOCIAL_ACCOUNTS_URL.length + 1);
      held = held.filter((a) => a.provider !== provider);
      return new Response(null, { status: 204 });
    }
    return problemResponse(404, 'Not Found');
  });
  await renderApp('/profile', { user: makeUser({ roles }) });
  return seen;
}

/** The "Connected accounts" card. */
async function connectedAccounts(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Connected accounts' });
  return heading.closest('section') as HTMLElement;
}

describe('/profile connected accounts', { timeout: 20_000 }, () => {
  it('lists each connected account with its name and date, and disconnects one after confirming', async () => {
    const user = userEvent.setup();
    const seen = await renderProfile([
      makeSocialAccount({ displayName: 'jane@brand.example' }),
      makeSocialAccount({
        provider: 'youtube',
        displayName: 'Jane Cooks TV',
        connectedAt: '2026-06-10T12:00:00.000Z',
      }),
    ]);

    const card = await connectedAccounts();
    const google = await within(card).findByRole('listitem', { name: 'Google' });
    expect(google).toHaveTextContent('jane@brand.example · connected on 2 May 2026');
    expect(within(card).getByRole('listitem', { name: 'YouTube' })).toHaveTextContent(
      'Jane Cooks TV · connected on 10 Jun 2026',
    );

    await user.click(within(google).getByRole('button', { name: 'Disconnect Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google?' });
    expect(dialog).toHaveTextContent('Collabify forgets its access to jane@brand.example');
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText('Google disconnected')).toBeVisible();
    await waitFor(() =>
      expect(within(card).queryByRole('listitem', { name: 'Google' })).not.toBeInTheDocument(),
    );
    expect(within(card).getByRole('listitem', { name: 'YouTube' })).toBeVisible();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/users/social-accounts/google',
    ]);
  });

  it('keeps the account when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const seen = await renderProfile([makeSocialAccount()]);

    const card = await connectedAccounts();
    await user.click(await within(card).findByRole('button', { name: 'Disconnect Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('listitem', { name: 'Google' })).toBeVisible();
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('says why a disconnection failed and keeps the account listed', async () => {
    const user = userEvent.setup();
    await renderProfile([makeSocialAccount()], {
      onDelete: () =>
        problemResponse(404, 'Not found', { detail: 'This connection does not exist.' }),
    });

    const card = await connectedAccounts();
    await user.click(await within(card).findByRole('button', { name: 'Disconnect Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText('This connection does not exist.')).toBeVisible();
    expect(within(card).getByRole('listitem', { name: 'Google' })).toBeInTheDocument();
  });

  it.each([
    {
      who: 'a brand',
      roles: ['advertiser'] as const,
      says: /Sign in with Google on the sign-in page to connect it/,
    },
    {
      who: 'a creator',
      roles: ['influencer'] as const,
      says: /Sign in with YouTube on the sign-in page .* “Verified by creator”/,
    },
  ])('tells $who with nothing connected which sign-in connects one', async ({ roles, says }) => {
    await renderProfile([], { roles: [...roles] });
    const card = await connectedAccounts();
    expect(await within(card).findByText('No account connected')).toBeVisible();
    expect(await within(card).findByText(says)).toBeVisible();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the server offers no social sign-in', async () => {
    await renderProfile([], { configured: [] });
    const card = await connectedAccounts();
    expect(
      await within(card).findByText('No social sign-in is available on this server yet.'),
    ).toBeVisible();
  });
});

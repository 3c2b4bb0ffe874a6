import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SelfUser } from '@shared/schemas/users';
import { problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeAdmin, makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

const creator = makeUser({ email: 'mia@creator.example', roles: ['influencer'] });
const brand = makeUser();
const admin = makeAdmin();

/** What a refused page shows: its heading, the button back and where that button leads. */
type Refusal = readonly [heading: string, button: string, home: string];
const FOR_BRANDS: Refusal = [
  'Not available for creator accounts',
  'Go to your dashboard',
  '/dashboard',
];
const FOR_CREATORS: Refusal = ['Not available for brand accounts', 'Go to home page', '/'];
const ADMINS_TO_BRAND: Refusal = ['Admins only', 'Go to home page', '/'];
const ADMINS_TO_CREATOR: Refusal = ['Admins only', 'Go to your dashboard', '/dashboard'];

const id = '8d0c6a1e-6f1e-4b8e-9d38-2f1f0b1b7c11';
/** Each role on a page it cannot use: [address, who, the account, what shows]. */
const REFUSED: readonly (readonly [string, string, SelfUser, Refusal])[] = [
  ...[
    '/email',
    '/email?tab=sender',
    '/email/campaign/new',
    `/email/campaign/${id}`,
    '/campaign/new',
    `/campaign/${id}`,
    `/campaign/${id}/edit`,
    '/billing',
    '/pricing',
    '/profile/shopify',
  ].map((path) => [path, 'a creator', creator, FOR_BRANDS] as const),
  ['/dashboard', 'a brand', brand, FOR_CREATORS],
  ['/dashboard', 'an admin', admin, FOR_CREATORS],
  ['/admin/feedback', 'a brand', brand, ADMINS_TO_BRAND],
  ['/admin/billing', 'a creator', creator, ADMINS_TO_CREATOR],
  ['/admin/data-refresh', 'a brand', brand, ADMINS_TO_BRAND],
  ['/admin/profile-requests', 'a creator', creator, ADMINS_TO_CREATOR],
];

describe('role gate', { timeout: 30_000 }, () => {
  it.each(REFUSED)(
    'shows %s to %s as not available, with the way back and no call the API would refuse',
    async (path, _who, user, [heading, button, home]) => {
      // Any page call would be refused: none may be made.
      const seen = stubFetch(() => problemResponse(403, 'Forbidden'));
      const { router } = await renderApp(path, { user });

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', home);
      expect(document.title).toBe('Not available · Collabify');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /new campaign/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /new campaign/i })).not.toBeInTheDocument();
      expect(seen).toEqual([]);
      // The address stays what was asked for.
      expect(currentAddress(router)).toBe(path);
    },
  );

  it('takes a creator from a brand page back to their dashboard', async () => {
    const user = userEvent.setup();
    stubFetch(() => problemResponse(503, 'Service Unavailable'));
    const { router } = await renderApp('/email', { user: creator });

    await user.click(await screen.findByRole('link', { name: 'Go to your dashboard' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it.each([
    ['a visitor', undefined],
    ['a brand', brand],
    ['a creator', creator],
    ['an admin', admin],
  ] as const)('shows %s the not-found page on an address that is no page', async (_who, user) => {
    const seen = stubFetch(() => problemResponse(404, 'Not Found'));
    for (const path of ['/no-such-page', '/email/x/y', '/admin']) {
      const { router, unmount } = await renderApp(path, { user });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: /not available|admins only/i })).toBeNull();
      expect(currentAddress(router)).toBe(path);
      unmount();
    }
    expect(seen).toEqual([]);
  });

  it('lets each role through to the pages it uses', async () => {
    stubFetch(() => problemResponse(503, 'Service Unavailable'));
    const both = makeUser({ roles: ['advertiser', 'influencer'] });
    for (const [path, user, heading] of [
      ['/email', admin, 'Email'],
      ['/email', both, 'Email'],
      ['/dashboard', both, 'Dashboard'],
      ['/admin/feedback', admin, 'Feedback'],
    ] as const) {
      const { unmount } = await renderApp(path, { user });
      expect(await screen.findByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      unmount();
    }
  });

  it('lets a visitor see a public page that signed-in creators do not use', async () => {
    stubFetch(() => problemResponse(503, 'Service Unavailable'));
    await renderApp('/pricing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' }),
    ).toBeVisible();
  });

  it('offers the plans in the footer to visitors and brands, not to creators', async () => {
    stubFetch(() => problemResponse(503, 'Service Unavailable'));
    const footerLinks = () =>
      within(screen.getByRole('navigation', { name: 'Footer' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    await renderApp('/contact-us', { user: creator });
    await screen.findByRole('navigation', { name: 'Footer' });
    expect(footerLinks()).not.toContain('Pricing');
    expect(footerLinks()).toContain('Resources');
    cleanup();
    await renderApp('/contact-us', { user: brand });
    await screen.findByRole('navigation', { name: 'Footer' });
    expect(footerLinks()).toContain('Pricing');
  });
});

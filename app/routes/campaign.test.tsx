import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCampaign, makePublicCampaign } from '@app/test/campaign-fixtures';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

const counts = { draft: 2, active: 1, paused: 0, completed: 0, archived: 3 };
const active = makeCampaign({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Summer glow',
  status: 'active',
  interestedCount: 4,
  platforms: ['instagram', 'youtube'],
});
const draft = makeCampaign({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Winter care',
  status: 'draft',
  budgetMin: null,
  budgetMax: 25_050,
  currency: 'EUR',
});

describe('/campaign', { timeout: 20_000 }, () => {
  it('lists the campaigns of the status in the URL, with the count of each status', async () => {
    const seen = stubFetch(() => jsonResponse({ query: [active], counts }));
    await renderApp('/campaign?status=active', { user: makeUser() });

    const row = await screen.findByRole('article', { name: 'Summer glow' });
    expect(seen[0]?.url).toBe('/api/campaign/user/self?status=active');
    expect(within(row).getByText('$100–$500 per influencer')).toBeInTheDocument();
    expect(within(row).getByText('4 interested')).toBeInTheDocument();
    expect(within(row).getByText('1 Jun 2026 – 31 Jul 2026')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'YouTube' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Summer glow' })).toHaveAttribute(
      'href',
      `/campaign/${active.id}`,
    );
    expect(screen.getByRole('radio', { name: 'Active 1' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All 6' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Archived 3' })).toBeInTheDocument();
  });

  it('changes the status filter in the URL and asks for that status', async () => {
    const user = userEvent.setup();
    const seen = stubFetch((request) =>
      jsonResponse({
        query: request.url.endsWith('status=draft') ? [draft] : [active, draft],
        counts,
      }),
    );
    const { router } = await renderApp('/campaign', { user: makeUser() });
    await screen.findByRole('article', { name: 'Summer glow' });
    expect(seen[0]?.url).toBe('/api/campaign/user/self');

    await user.click(screen.getByRole('radio', { name: 'Draft 2' }));

    await waitFor(() => expect(currentAddress(router)).toBe('/campaign?status=draft'));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Summer glow' })).not.toBeInTheDocument(),
    );
    const row = screen.getByRole('article', { name: 'Winter care' });
    expect(within(row).getByText('Up to €250.50 per influencer')).toBeInTheDocument();
    expect(seen.at(-1)?.url).toBe('/api/campaign/user/self?status=draft');
  });

  it('invites a user without campaigns to create one', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      jsonResponse({
        query: [],
        counts: { draft: 0, active: 0, paused: 0, completed: 0, archived: 0 },
      }),
    );
    const { router } = await renderApp('/campaign', { user: makeUser() });

    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create campaign' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/campaign/new'));
  });

  it('shows an influencer-only account the active campaigns instead of its own', async () => {
    const seen = stubFetch(() => jsonResponse({ query: [] }));
    await renderApp('/campaign', { user: makeUser({ roles: ['influencer'] }) });

    expect(
      await screen.findByText('No active campaigns right now. Check back soon.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New campaign' })).not.toBeInTheDocument();
    expect(seen.map((r) => r.url)).toContain('/api/campaign/active');
    expect(seen.some((r) => r.url.startsWith('/api/campaign/user/self'))).toBe(false);
  });

  it('narrows the marketplace to the campaigns the influencer is interested in', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      jsonResponse({
        query: [
          makePublicCampaign({
            id: '44444444-4444-4444-8444-444444444444',
            name: 'Liked one',
            interested: true,
          }),
          makePublicCampaign({ id: '55555555-5555-4555-8555-555555555555', name: 'Other one' }),
        ],
      }),
    );
    await renderApp('/campaign', { user: makeUser({ roles: ['influencer'] }) });
    expect(await screen.findByRole('article', { name: 'Other one' })).toBeVisible();
    await user.click(screen.getByText('My interests (1)'));
    expect(screen.getByRole('article', { name: 'Liked one' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Other one' })).not.toBeInTheDocument();
  });
});

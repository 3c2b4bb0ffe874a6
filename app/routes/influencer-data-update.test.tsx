import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { makeFacets, makeList, makeProfile } from '@app/test/influencer-fixtures';
import { makeRefresh } from '@app/test/refresh-fixtures';
import { renderApp } from '@app/test/render-app';
import { formatMonthYear } from '@app/lib/format';
import { emptyDrawerResponse } from '@app/test/profile-drawer-stub';

const isSearch = (url: string) => /^\/api\/influencer(\/public-list)?(\?|$)/.test(url);
const isFacets = (url: string) => url.startsWith('/api/influencer/facets');

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const today = new Date().toISOString().slice(0, 10);

const before = makeProfile({
  platform: 'youtube',
  username: 'goodmythicalmorning',
  name: 'Good Mythical Morning',
  profileUrl: 'https://youtube.com/@goodmythicalmorning',
  followers: 18_500_000,
  avgViews: 1_200_000,
  avgLikes: null,
  asOf: { followers: '2024-03-01' },
  source: 'YouTube top 1000',
  metrics: {
    followers: {
      value: 18_500_000,
      on: '2024-03-01',
      source: 'youtube-top-1000',
      sourceName: 'YouTube top 1000',
    },
  },
  refreshedAt: daysAgo(3),
  lastPostedAt: daysAgo(2),
});

const after: InfluencerProfile = {
  ...before,
  followers: 19_200_000,
  asOf: { followers: today },
  source: 'YouTube Data API',
  metrics: {
    followers: {
      value: 19_200_000,
      on: today,
      source: 'youtube-data-api',
      sourceName: 'YouTube Data API',
    },
  },
  refreshedAt: new Date().toISOString(),
  lastPostedAt: daysAgo(1),
  updateCount: 1,
};

/**
 * Discovery with the profile open over a stubbed API. The refresh the button queues is answered
 * queued, then running on the first poll, then done (or failed) on the next; once done, the
 * profile and the search answer the new numbers.
 */
async function renderDrawer(finish: 'done' | 'failed') {
  const queued = makeRefresh({
    platform: 'youtube',
    influencerId: before.id,
    sourceName: 'YouTube Data API',
  });
  let latest: ReturnType<typeof makeRefresh> | null = null;
  let polls = 0;
  let refreshed = false;
  const seen = stubFetch(({ url, method }) => {
    if (isFacets(url)) return jsonResponse(makeFacets());
    if (url === '/api/influencer/request-influencer-update' && method === 'POST') {
      latest = queued;
      return jsonResponse(queued, 202);
    }
    if (url === `/api/influencer/${before.id}/refresh`) {
      if (latest?.state === 'queued' || latest?.state === 'running') {
        polls += 1;
        if (polls === 1) latest = { ...queued, state: 'running' };
        else if (finish === 'done') {
          latest = { ...queued, state: 'done', finishedAt: new Date().toISOString() };
          refreshed = true;
        } else
          latest = {
            ...queued,
            state: 'failed',
            reason: 'No YouTube channel has the handle @goodmythicalmorning',
            finishedAt: new Date().toISOString(),
          };
      }
      return jsonResponse({ refresh: latest, available: true });
    }
    if (url === `/api/influencer/${before.id}`) return jsonResponse(refreshed ? after : before);
    if (isSearch(url)) return jsonResponse(makeList([refreshed ? after : before]));
    if (url === '/api/list') return jsonResponse({ lists: [] });
    return emptyDrawerResponse(url) ?? jsonResponse(makeUser());
  });
  await renderApp(`/influencer?platform=youtube&profile=${before.id}`, { user: makeUser() });
  return { seen };
}

/** The followers tile of the drawer ("Subscribers" on YouTube). */
const subscribersTile = (drawer: HTMLElement) =>
  drawer.querySelector('[data-metric="Subscribers"]') as HTMLElement;

describe('/influencer profile drawer: Request data update', { timeout: 30_000 }, () => {
  it('queues a refresh, follows it to done and shows the new numbers and their date in the drawer and on the card', async () => {
    const user = userEvent.setup();
    const { seen } = await renderDrawer('done');

    const drawer = await screen.findByRole('dialog');
    const freshness = await within(drawer).findByRole('region', { name: 'Data freshness' });
    expect(within(freshness).getByText('Refreshed 3 days ago')).toBeVisible();
    expect(within(freshness).getByText('Last posted 2 days ago')).toBeVisible();
    expect(subscribersTile(drawer)).toHaveTextContent('18.5M');
    expect(subscribersTile(drawer)).toHaveTextContent('Mar 2024 · YouTube top 1000');
    const card = await screen.findByRole('article', { name: '@goodmythicalmorning' });
    expect(card).toHaveAttribute('data-followers', '18500000');
    const searches = seen.filter((r) => isSearch(r.url)).length;

    const button = await within(drawer).findByRole('button', { name: 'Request data update' });
    await user.click(button);

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')).toMatchObject({
        url: '/api/influencer/request-influencer-update',
        body: {
          platform: 'youtube',
          name: 'goodmythicalmorning',
          influencerId: expect.any(String),
        },
      }),
    );
    const status = within(freshness).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Queued$/));
    expect(button).toBeDisabled();
    await waitFor(() => expect(status).toHaveTextContent(/^Updating…$/));
    expect(button).toBeDisabled();
    await waitFor(() =>
      expect(status).toHaveTextContent(/^Updated less than a minute ago from YouTube Data API$/),
    );
    expect(button).toBeEnabled();

    // The new numbers and their date, without a reload: the profile and the card load again.
    await waitFor(() => expect(subscribersTile(drawer)).toHaveTextContent('19.2M'));
    expect(subscribersTile(drawer)).toHaveTextContent(
      `${formatMonthYear(today)} · YouTube Data API`,
    );
    expect(within(freshness).getByText('Refreshed less than a minute ago')).toBeVisible();
    expect(within(freshness).getByText('Last posted 1 day ago')).toBeVisible();
    await waitFor(() => expect(card).toHaveAttribute('data-followers', '19200000'));
    expect(seen.filter((r) => isSearch(r.url)).length).toBeGreaterThan(searches);

    // Polling stopped once the refresh was done.
    const polls = seen.filter((r) => r.url.endsWith('/refresh')).length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(seen.filter((r) => r.url.endsWith('/refresh')).length).toBe(polls);
  });

  it('says why a refresh failed and lets the person ask again', async () => {
    const user = userEvent.setup();
    const { seen } = await renderDrawer('failed');

    const drawer = await screen.findByRole('dialog');
    const freshness = await within(drawer).findByRole('region', { name: 'Data freshness' });
    const button = await within(drawer).findByRole('button', { name: 'Request data update' });
    await user.click(button);

    const status = within(freshness).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Update failed: No YouTube channel has the handle @goodmythicalmorning',
      ),
    );
    expect(button).toBeEnabled();
    expect(subscribersTile(drawer)).toHaveTextContent('18.5M');
    // A failed refresh loads nothing again: only the first profile load was made.
    expect(seen.filter((r) => r.url === `/api/influencer/${before.id}`)).toHaveLength(1);
  });
});

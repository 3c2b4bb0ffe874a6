import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@app/lib/time-format';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeAdmin, makeUser } from '@app/test/fixtures';
import { makeRefreshQueue } from '@app/test/refresh-fixtures';
import { renderApp } from '@app/test/render-app';

const admin = makeAdmin();

const pausedUntil = new Date(Date.now() + 2 * 3_600_000).toISOString();

const status = makeRefreshQueue({
  queue: { queued: 12, waiting: 3, running: 2, doneLast24Hours: 1_234, failedLast24Hours: 7 },
  providers: [
    {
      platform: 'youtube',
      sourceName: 'YouTube Data API',
      configured: true,
      dailyQuota: 10_000,
      usedToday: 8_123,
      quotaResetsAt: new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString(),
      pausedUntil: null,
      pauseReason: null,
    },
    {
      platform: 'instagram',
      sourceName: 'Instagram business discovery',
      configured: false,
      dailyQuota: null,
      usedToday: 0,
      quotaResetsAt: null,
      pausedUntil,
      pauseReason: 'Meta rate limit reached (code 4)',
    },
  ],
});

async function renderAdmin(user = admin) {
  const seen = stubFetch(({ url }) => {
    if (url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (url === '/api/admin/data-refresh') return jsonResponse(status);
    return problemResponse(404, 'Not Found');
  });
  return { seen, ...(await renderApp('/admin/data-refresh', { user })) };
}

describe('/admin/data-refresh', { timeout: 20_000 }, () => {
  it('shows the queue by state and each provider’s configuration, quota and pause', async () => {
    await renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Data refresh' })).toBeVisible();
    const queue = await screen.findByRole('region', { name: 'Queue' });
    const tile = (name: string) => within(queue).getByRole('group', { name });
    expect(tile('Queued')).toHaveTextContent('12');
    expect(tile('Waiting (quota, rate limit or outage)')).toHaveTextContent('3');
    expect(tile('Running')).toHaveTextContent('2');
    expect(tile('Done in the last 24 hours')).toHaveTextContent('1,234');
    expect(tile('Failed in the last 24 hours')).toHaveTextContent('7');

    const youtube = screen.getByRole('region', { name: 'YouTube Data API' });
    expect(within(youtube).getByText('Configured')).toBeVisible();
    expect(
      within(youtube).getByText('8,123 of 10,000 units used today (resets in about 5 hours)'),
    ).toBeVisible();
    expect(
      within(youtube).getByRole('progressbar', { name: 'YouTube Data API quota used today' }),
    ).toHaveAttribute('aria-valuenow', '81');
    expect(within(youtube).getByText('Not paused')).toBeVisible();

    const instagram = screen.getByRole('region', { name: 'Instagram business discovery' });
    expect(within(instagram).getByText('Not configured')).toBeVisible();
    expect(within(instagram).getByText('No daily unit quota')).toBeVisible();
    expect(within(instagram).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(instagram).getByText(
        `Paused until ${formatDateTime(pausedUntil)}: Meta rate limit reached (code 4)`,
      ),
    ).toBeVisible();
  });

  it('is for admins only, and only admins find it in their menu', async () => {
    const user = userEvent.setup();
    const { seen } = await renderAdmin(makeUser());

    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeVisible();
    expect(seen.some((r) => r.url.startsWith('/api/admin/'))).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Jane Cooper' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Data refresh admin' })).not.toBeInTheDocument();
  });

  it('shows an admin the Data refresh admin entry in the user menu', async () => {
    const user = userEvent.setup();
    await renderAdmin();

    await user.click(await screen.findByRole('button', { name: 'Ada Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Data refresh admin' })).toHaveAttribute(
      'href',
      '/admin/data-refresh',
    );
  });

  it('says when the queue could not be loaded, with a retry', async () => {
    stubFetch(({ url }) =>
      url === UNREAD_COUNT_URL
        ? jsonResponse(NO_UNREAD)
        : problemResponse(500, 'Internal Server Error', { detail: 'The database is down.' }),
    );
    await renderApp('/admin/data-refresh', { user: admin });

    expect(await screen.findByText("We couldn't load the refresh queue")).toBeVisible();
    expect(screen.getByText('The database is down.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Collaboration } from '@shared/schemas/collaborations';
import { collaborationsQueryOptions } from '@app/features/collaborations/api/get-collaborations';
import { collaborationQueryOptions } from '@app/features/collaborations/api/get-collaboration';
import {
  makeCollaboration,
  makeCollaborationList,
  NO_UNREAD,
  UNREAD_COUNT_URL,
} from '@app/test/collaboration-fixtures';
import { jsonResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

const proposed = makeCollaboration({ unread: 2 });
const accepted = makeCollaboration({
  id: '11111111-1111-4111-8111-111111111111',
  status: 'accepted',
  allowedMoves: ['cancelled'],
  influencer: {
    ...proposed.influencer,
    id: '22222222-2222-4222-8222-222222222222',
    username: 'run.sam',
    platform: 'youtube',
  },
  campaign: null,
  compensation: 'gifted',
  amount: null,
  deadline: null,
});
const all = [proposed, accepted];

/** Answers the list for the status asked in the URL, with the counts of every status. */
function stubList(collaborations: Collaboration[] = all) {
  return stubFetch((request) => {
    if (request.url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    const status = new URL(request.url, 'http://x').searchParams.get('status');
    const shown = status ? collaborations.filter((c) => c.status === status) : collaborations;
    return jsonResponse({ ...makeCollaborationList(collaborations), query: shown });
  });
}

const listCalls = (seen: SeenRequest[]) =>
  seen.map((r) => r.url).filter((url) => url.startsWith('/api/collaboration'));

describe('/collaboration', { timeout: 20_000 }, () => {
  it('shows every status with its count and each collaboration with its terms', async () => {
    stubList();
    await renderApp('/collaboration', { user: makeUser() });

    const tabs = await screen.findByRole('tablist', { name: 'Filter by status' });
    expect(await within(tabs).findByRole('tab', { name: /^All\s*2$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: /^Proposed\s*1$/ })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /^Accepted\s*1$/ })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /^Completed\s*0$/ })).toBeInTheDocument();

    const row = await screen.findByRole('article', { name: '@glow.jane' });
    expect(within(row).getByRole('link', { name: '@glow.jane' })).toHaveAttribute(
      'href',
      `/collaboration/${proposed.id}`,
    );
    expect(within(row).getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Summer glow');
    expect(row).toHaveTextContent('Fixed fee · $250');
    expect(row).toHaveTextContent('Due 15 Jul 2026');
    expect(within(row).getByText('2 unread')).toBeInTheDocument();
    expect(within(row).getByText('Proposed')).toBeInTheDocument();
    expect(within(row).getByText(/^Last activity/)).toBeInTheDocument();

    const other = screen.getByRole('article', { name: '@run.sam' });
    expect(other).toHaveTextContent('No campaign · Gifted product');
    expect(other).toHaveTextContent('No deadline');
    expect(within(other).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('filters by status through the URL', async () => {
    const user = userEvent.setup();
    const seen = stubList();
    const { router } = await renderApp('/collaboration', { user: makeUser() });

    await user.click(await screen.findByRole('tab', { name: /^Accepted\s*1$/ }));

    await waitFor(() => expect(currentAddress(router)).toBe('/collaboration?status=accepted'));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '@glow.jane' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: '@run.sam' })).toBeInTheDocument();
    expect(listCalls(seen).at(-1)).toBe('/api/collaboration?status=accepted');

    await user.click(screen.getByRole('tab', { name: /^All\s*2$/ }));
    await waitFor(() => expect(currentAddress(router)).toBe('/collaboration'));
  });

  it('opens on the status the URL names', async () => {
    const seen = stubList();
    await renderApp('/collaboration?status=accepted', { user: makeUser() });

    expect(await screen.findByRole('tab', { name: /^Accepted\s*1$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listCalls(seen)).toEqual(['/api/collaboration?status=accepted']);
  });

  it('shows the brand to an influencer', async () => {
    stubList([makeCollaboration({ viewer: 'influencer', allowedMoves: ['accepted', 'declined'] })]);
    await renderApp('/collaboration', { user: makeUser({ roles: ['influencer'] }) });

    const row = await screen.findByRole('article', { name: 'Glow Labs' });
    expect(within(row).getByRole('link', { name: 'Glow Labs' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Jane Cooper');
  });

  it('tells an advertiser with no collaboration where to propose one', async () => {
    stubList([]);
    await renderApp('/collaboration', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'No collaborations yet' })).toBeVisible();
    expect(
      screen.getByText(/Propose a collaboration from My Influencers, a profile, or a campaign/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Influencers' })).toHaveAttribute(
      'href',
      '/my-influencers',
    );
  });

  it('tells an influencer with no collaboration that proposals appear here', async () => {
    stubList([]);
    await renderApp('/collaboration', { user: makeUser({ roles: ['influencer'] }) });

    expect(
      await screen.findByText(/When a brand proposes a collaboration, it appears here/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse campaigns' })).toHaveAttribute(
      'href',
      '/campaign',
    );
  });

  it('refreshes the list every 30 s and an open collaboration every 5 s', () => {
    expect(collaborationsQueryOptions(null).refetchInterval).toBe(30_000);
    expect(collaborationQueryOptions(proposed.id, null).refetchInterval).toBe(5_000);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailCampaign } from '@shared/schemas/email';
import { makeCounts, makeEmailCampaign } from '@app/test/email-campaign-fixtures';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { LIST_POLL_MS } from '../api/get-email-campaigns';
import { EmailCampaignsPanel } from './email-campaigns-panel';

afterEach(() => vi.useRealTimers());

const draft = makeEmailCampaign();
const sending = makeEmailCampaign({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Launch week',
  status: 'sending',
  listId: null,
  listName: null,
  influencerIds: ['22222222-2222-4222-8222-222222222222'],
  startedAt: '2026-06-02T09:00:00.000Z',
  counts: makeCounts({
    total: 40,
    pending: 20,
    sent: 17,
    failed: 1,
    skipped: 2,
    opened: 9,
    clicked: 4,
  }),
});

/** Answers the list with `campaigns`; the next answers come from `then`, if given. */
function stubList(campaigns: EmailCampaign[], then?: EmailCampaign[]) {
  let calls = 0;
  return stubFetch(() => {
    calls += 1;
    return jsonResponse({ query: calls > 1 && then ? then : campaigns });
  });
}

describe('EmailCampaignsPanel', { timeout: 20_000 }, () => {
  it('lists each campaign with its status, recipients and counts, linking to its page', async () => {
    stubList([sending, draft]);
    renderWithProviders(<EmailCampaignsPanel />);

    const row = await screen.findByRole('row', { name: 'Launch week' });
    expect(within(row).getByRole('link', { name: 'Launch week' })).toHaveAttribute(
      'href',
      `/email/campaign/${sending.id}`,
    );
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Sending');
    expect(cells[2]).toHaveTextContent('40');
    expect(cells[3]).toHaveTextContent('17 / 1 / 2');
    expect(cells[4]).toHaveTextContent('9 / 4');
    expect(cells[5]).toHaveTextContent(/Created .*Started/);

    const other = screen.getByRole('row', { name: 'Summer outreach' });
    expect(within(other).getAllByRole('cell')[1]).toHaveTextContent('Draft');
    expect(within(other).getAllByRole('cell')[2]).toHaveTextContent('Skincare creators');
    expect(screen.getByRole('link', { name: 'New campaign' })).toHaveAttribute(
      'href',
      '/email/campaign/new',
    );
  });

  it('invites to create the first campaign', async () => {
    stubList([]);
    renderWithProviders(<EmailCampaignsPanel />);

    expect(await screen.findByRole('heading', { name: 'No email campaigns yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New campaign' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an email campaign' })).toHaveAttribute(
      'href',
      '/email/campaign/new',
    );
  });

  it('refreshes every 5 s while a campaign is sending, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const done = {
      ...sending,
      status: 'sent' as const,
      counts: { ...sending.counts, pending: 0, sent: 37 },
    };
    const seen = stubList([sending], [done]);
    renderWithProviders(<EmailCampaignsPanel />);

    await screen.findByRole('row', { name: 'Launch week' });
    expect(seen).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(LIST_POLL_MS));
    await waitFor(() => expect(seen).toHaveLength(2));
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: 'Launch week' })).getAllByRole('cell')[1],
      ).toHaveTextContent('Sent'),
    );

    await act(() => vi.advanceTimersByTimeAsync(LIST_POLL_MS * 3));
    expect(seen).toHaveLength(2);
    expect(LIST_POLL_MS).toBe(5_000);
  });
});

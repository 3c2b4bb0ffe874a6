import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_CAMPAIGN_ID,
  makeCounts,
  makeEmailCampaign,
  makeReach,
  makeRecipient,
  stubEmailCampaignApi,
} from '@app/test/email-campaign-fixtures';
import { problemResponse, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { SENDING_POLL_MS } from '@app/features/email-campaigns/api/get-email-campaign';

afterEach(() => vi.useRealTimers());

const PATH = `/email/campaign/${EMAIL_CAMPAIGN_ID}`;
const API = `/api/email-campaign/${EMAIL_CAMPAIGN_ID}`;

const sending = makeEmailCampaign({
  status: 'sending',
  startedAt: '2026-06-02T09:00:00.000Z',
  counts: makeCounts({
    total: 40,
    pending: 25,
    sent: 12,
    failed: 1,
    skipped: 2,
    opened: 5,
    clicked: 3,
  }),
});
const sent = makeEmailCampaign({
  ...sending,
  status: 'sent',
  finishedAt: '2026-06-02T09:05:00.000Z',
  counts: makeCounts({ total: 40, sent: 37, failed: 1, skipped: 2, opened: 20, clicked: 8 }),
});

/** The value shown in one of the progress counts ("Sent", "Pending"…). */
const stat = (label: string) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByText(/./)
    .at(-1)?.textContent;

/** The page's title row: the campaign's name and status badge. */
const header = () => screen.getByRole('heading', { level: 1 }).parentElement!;

const gets = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'GET' && r.url === API);
const recipientCalls = (seen: SeenRequest[]) =>
  seen.filter((r) => r.url.startsWith(`${API}/recipients`)).length;
const patches = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'PATCH');

describe('/email/campaign/:id', { timeout: 20_000 }, () => {
  it('shows the live counts and polls every 2 s while sending, until it is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = stubEmailCampaignApi({
      campaigns: [sending, sent],
      recipients: { query: [makeRecipient()], total: 1 },
    });
    await renderApp(PATH, { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Summer outreach', level: 1 })).toBeVisible();
    expect(header()).toHaveTextContent('Sending');
    expect(screen.getByText('15 of 40 processed')).toBeInTheDocument();
    expect([stat('Total'), stat('Sent'), stat('Failed'), stat('Skipped'), stat('Pending')]).toEqual(
      ['40', '12', '1', '2', '25'],
    );
    expect([stat('Opened'), stat('Clicked')]).toEqual(['5', '3']);
    expect(await screen.findByRole('row', { name: '@glow.jane' })).toBeInTheDocument();
    expect(gets(seen)).toHaveLength(1);
    expect(recipientCalls(seen)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(SENDING_POLL_MS));
    await waitFor(() => expect(stat('Sent')).toBe('37'));
    // The recipients polled with the campaign, and reloaded once it was sent.
    await waitFor(() => expect(recipientCalls(seen)).toBeGreaterThanOrEqual(2));
    expect(screen.getByText('40 of 40 processed')).toBeInTheDocument();
    expect(header()).toHaveTextContent('Sent');
    const polls = gets(seen).length;
    const recipientPolls = recipientCalls(seen);

    await act(() => vi.advanceTimersByTimeAsync(SENDING_POLL_MS * 3));
    expect(gets(seen)).toHaveLength(polls);
    expect(recipientCalls(seen)).toBe(recipientPolls);
  });

  it('pauses a sending campaign', async () => {
    const user = userEvent.setup();
    const seen = stubEmailCampaignApi({ campaigns: [sending] });
    await renderApp(PATH, { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Pause' }));

    await waitFor(() =>
      expect(patches(seen)).toEqual([
        expect.objectContaining({ url: API, body: { status: 'paused' } }),
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('shows why sending paused, and resumes', async () => {
    const user = userEvent.setup();
    const reason = 'Paused after 10 failures in a row: 421 Too many connections';
    const seen = stubEmailCampaignApi({
      campaigns: [makeEmailCampaign({ ...sending, status: 'paused', pausedReason: reason })],
    });
    await renderApp(PATH, { user: makeUser() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sending is paused');
    expect(alert).toHaveTextContent(reason);
    await user.click(screen.getByRole('button', { name: 'Resume' }));

    await waitFor(() => expect(patches(seen).map((r) => r.body)).toEqual([{ status: 'sending' }]));
  });

  it('cancels a scheduled campaign after confirmation', async () => {
    const user = userEvent.setup();
    const seen = stubEmailCampaignApi({
      campaigns: [
        makeEmailCampaign({ status: 'scheduled', scheduledAt: '2030-01-15T09:30:00.000Z' }),
      ],
    });
    await renderApp(PATH, { user: makeUser() });

    expect(await screen.findByText(/^Sends /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel “Summer outreach”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));

    await waitFor(() =>
      expect(patches(seen).map((r) => r.body)).toEqual([{ status: 'cancelled' }]),
    );
  });

  it('edits a draft with the form, and deletes it after confirmation', async () => {
    const user = userEvent.setup();
    const seen = stubEmailCampaignApi();
    const { router } = await renderApp(PATH, { user: makeUser() });

    const subject = await screen.findByLabelText(/^Subject/);
    expect(subject).toHaveValue('Hi {{ influencer.name }}');
    await user.clear(subject);
    await user.type(subject, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(seen)[0]?.body).toMatchObject({ subject: 'Hello' }));
    expect(screen.queryByRole('table', { name: 'Recipients' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Summer outreach”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));

    await waitFor(() => expect(currentAddress(router)).toBe('/email?tab=campaigns'));
    expect(seen.find((r) => r.method === 'DELETE')?.url).toBe(API);
  });

  it('shows who a draft reaches, and stops counting once it is sent', async () => {
    const jane = {
      id: '0b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c',
      platform: 'instagram' as const,
      username: 'glow.jane',
      name: 'Jane Glow',
      avatarUrl: null,
    };
    stubEmailCampaignApi({
      reach: makeReach({ total: 4, reachable: 0, noEmail: 4, withoutEmail: [jane] }),
    });
    const { unmount } = await renderApp(PATH, { user: makeUser() });

    const region = await screen.findByRole('region', { name: 'Who it reaches' });
    expect(await within(region).findByText('0 of 4 have an email address')).toBeInTheDocument();
    expect(within(region).getByLabelText('Email address for @glow.jane')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();
    unmount();

    stubEmailCampaignApi({ campaigns: [sent] });
    await renderApp(PATH, { user: makeUser() });
    expect(await screen.findByTitle('Message')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Who it reaches' })).not.toBeInTheDocument();
  });

  it('shows the message of a sent campaign in a sandboxed frame instead of the form', async () => {
    stubEmailCampaignApi({ campaigns: [sent] });
    await renderApp(PATH, { user: makeUser() });

    const frame = await screen.findByTitle('Message');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', sent.content);
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('says when the campaign does not exist or is another user’s', async () => {
    stubEmailCampaignApi({
      override: (request) => (request.url === API ? problemResponse(404, 'Not Found') : undefined),
    });
    await renderApp(PATH, { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Email campaign not found' })).toBeVisible();
  });
});

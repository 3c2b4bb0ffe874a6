import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailCampaignStatus } from '@shared/constants/email';
import type { EmailCampaign } from '@shared/schemas/email';
import {
  makeCounts,
  makeEmailCampaign,
  makeReach,
  makeRecipientList,
} from '@app/test/email-campaign-fixtures';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { EmailCampaignActions } from './email-campaign-actions';

// Notifications queue globally: earlier tests' ones must not hide this test's.
beforeEach(() => notifications.clean());

/**
 * Lists for `GET /api/list`, `reach` for the campaign's reach (everyone of 12 by default);
 * `answer` for everything else (the campaign by default).
 */
function stubApi(
  answer: (request: SeenRequest) => Response = () => jsonResponse(makeEmailCampaign()),
  reach = makeReach(),
): SeenRequest[] {
  return stubFetch((request) => {
    if (request.url === '/api/list')
      return jsonResponse({ lists: [makeRecipientList({ count: 12 })] });
    if (request.url.endsWith('/reach')) return jsonResponse(reach);
    return answer(request);
  });
}

function renderActions(overrides: Partial<EmailCampaign> = {}, onDeleted = vi.fn()) {
  const campaign = makeEmailCampaign(overrides);
  renderWithProviders(
    <>
      <Notifications />
      <EmailCampaignActions campaign={campaign} onDeleted={onDeleted} />
    </>,
  );
  const group = screen.getByRole('group', { name: 'Campaign actions' });
  const names = within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);
  return { campaign, names, onDeleted };
}

const patches = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'PATCH');

describe('EmailCampaignActions', { timeout: 20_000 }, () => {
  it.each<[EmailCampaignStatus, string[]]>([
    ['draft', ['Schedule', 'Send now', 'Send test', 'Delete']],
    ['scheduled', ['Unschedule', 'Send now', 'Cancel', 'Send test']],
    ['sending', ['Pause', 'Cancel', 'Send test']],
    ['paused', ['Resume', 'Cancel', 'Send test']],
    ['sent', ['Send test']],
    ['cancelled', ['Send test']],
  ])('offers only the legal actions of a %s campaign', (status, expected) => {
    stubApi();
    expect(renderActions({ status }).names).toEqual(expected);
  });

  it('asks before sending, naming how many influencers of the list it reaches', async () => {
    const user = userEvent.setup();
    const seen = stubApi(() => jsonResponse(makeEmailCampaign({ status: 'sending' })));
    const { campaign } = renderActions();

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send “Summer outreach” now?' });
    expect(patches(seen)).toHaveLength(0);
    await user.click(await within(dialog).findByRole('button', { name: 'Send to 12 influencers' }));

    await waitFor(() =>
      expect(patches(seen)).toEqual([
        expect.objectContaining({
          url: `/api/email-campaign/${campaign.id}`,
          body: { status: 'sending' },
        }),
      ]),
    );
    expect(await screen.findByText('Sending “Summer outreach”.')).toBeInTheDocument();
  });

  it('says how many of the recipients the send really reaches', async () => {
    const user = userEvent.setup();
    stubApi(undefined, makeReach({ total: 4, reachable: 1, noEmail: 3 }));
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send “Summer outreach” now?' });
    expect(
      await within(dialog).findByText(/^It goes to 1 of 4 influencers: 3 others are skipped/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send to 1 influencer' })).toBeEnabled();
  });

  it('disables sending and scheduling, saying why, while nobody can be emailed', async () => {
    const seen = stubApi(undefined, makeReach({ total: 4, reachable: 0, noEmail: 4 }));
    renderActions();

    const reason = 'Nobody on this campaign can be emailed yet: add an email address below.';
    expect(await screen.findByText(reason)).toBeInTheDocument();
    for (const name of ['Send now', 'Schedule']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
    expect(screen.getByRole('button', { name: 'Send test' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(patches(seen)).toHaveLength(0);
  });

  it('does not ask for the reach of a campaign that already started', async () => {
    const seen = stubApi(undefined, makeReach({ reachable: 0 }));
    renderActions({
      status: 'paused',
      startedAt: '2026-06-02T09:00:00.000Z',
      counts: makeCounts({ total: 4, pending: 2, sent: 2 }),
    });
    expect(screen.getByRole('button', { name: 'Resume' })).toBeEnabled();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.some((r) => r.url.endsWith('/reach'))).toBe(false);
  });

  it.each<[EmailCampaignStatus, string, EmailCampaignStatus, string]>([
    ['sending', 'Pause', 'paused', 'Paused “Summer outreach”.'],
    ['paused', 'Resume', 'sending', 'Resumed “Summer outreach”.'],
    ['scheduled', 'Unschedule', 'draft', '“Summer outreach” is a draft again'],
  ])('from %s, "%s" moves it to %s at once', async (status, label, to, message) => {
    const user = userEvent.setup();
    const seen = stubApi(() => jsonResponse(makeEmailCampaign({ status: to })));
    renderActions({ status, counts: makeCounts({ total: 40, pending: 20, sent: 20 }) });

    await user.click(screen.getByRole('button', { name: label }));

    await waitFor(() => expect(patches(seen).map((r) => r.body)).toEqual([{ status: to }]));
    expect(await screen.findByText(new RegExp(`^${message}`))).toBeInTheDocument();
  });

  it('cancels after confirmation', async () => {
    const user = userEvent.setup();
    const seen = stubApi(() => jsonResponse(makeEmailCampaign({ status: 'cancelled' })));
    renderActions({ status: 'sending' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel “Summer outreach”?' });
    expect(patches(seen)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));

    await waitFor(() =>
      expect(patches(seen).map((r) => r.body)).toEqual([{ status: 'cancelled' }]),
    );
    expect(await screen.findByText('Cancelled “Summer outreach”.')).toBeInTheDocument();
  });

  it('schedules at the local time chosen, sent as UTC, and refuses a time in the past', async () => {
    const user = userEvent.setup();
    const seen = stubApi(() => jsonResponse(makeEmailCampaign({ status: 'scheduled' })));
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule “Summer outreach”' });
    const input = within(dialog).getByLabelText('Send at');
    expect(input).toHaveAttribute('type', 'datetime-local');

    fireEvent.change(input, { target: { value: '2020-01-15T09:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose a time in the future')).toBeInTheDocument();
    expect(patches(seen)).toHaveLength(0);

    fireEvent.change(input, { target: { value: '2030-01-15T09:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() =>
      expect(patches(seen).map((r) => r.body)).toEqual([
        { status: 'scheduled', scheduledAt: new Date(2030, 0, 15, 9, 30).toISOString() },
      ]),
    );
  });

  it('explains a refused move (409) in a notification', async () => {
    const user = userEvent.setup();
    const detail = 'A sent campaign cannot be paused.';
    stubApi(() => problemResponse(409, 'Conflict', { detail }));
    renderActions({ status: 'sending' });

    await user.click(screen.getByRole('button', { name: 'Pause' }));

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByText('Could not pause the campaign')).toBeInTheDocument();
  });

  it('sends a test to the user’s own address', async () => {
    const user = userEvent.setup();
    const seen = stubApi(() => jsonResponse({ to: 'jane@brand.example' }));
    const { campaign } = renderActions();

    await user.click(screen.getByRole('button', { name: 'Send test' }));

    expect(await screen.findByText('Test sent to jane@brand.example')).toBeInTheDocument();
    expect(seen.find((r) => r.url === '/api/mail/campaign-test')).toMatchObject({
      method: 'POST',
      body: { campaignId: campaign.id },
    });
  });

  it('deletes a draft after confirmation', async () => {
    const user = userEvent.setup();
    const seen = stubApi(() => new Response(null, { status: 204 }));
    const { campaign, onDeleted } = renderActions();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Summer outreach”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));

    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(seen.find((r) => r.method === 'DELETE')?.url).toBe(`/api/email-campaign/${campaign.id}`);
  });
});

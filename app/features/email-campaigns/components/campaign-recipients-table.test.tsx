import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CampaignRecipients } from '@shared/schemas/email';
import { EMAIL_CAMPAIGN_ID, makeRecipient } from '@app/test/email-campaign-fixtures';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { formatDateTime } from '@app/lib/time-format';
import { CampaignRecipientsTable } from './campaign-recipients-table';

const BASE = `/api/email-campaign/${EMAIL_CAMPAIGN_ID}/recipients`;

const sent = makeRecipient({ openCount: 2, clickCount: 1 });
const skipped = makeRecipient({
  influencer: {
    id: '22222222-2222-4222-8222-222222222222',
    platform: 'youtube',
    username: 'run.sam',
    name: 'Sam Runner',
  },
  email: null,
  status: 'skipped',
  skipReason: 'no_email',
  attempts: 0,
  sentAt: null,
});
const failed = makeRecipient({
  influencer: {
    id: '33333333-3333-4333-8333-333333333333',
    platform: 'tiktok',
    username: 'chef.kim',
    name: 'Kim Chef',
  },
  email: 'kim@chef.example',
  status: 'failed',
  attempts: 3,
  lastError: '550 5.1.1 Mailbox does not exist',
  sentAt: null,
});

/** Answers each page with the recipients of the status asked, saying there are `total` in all. */
function stubRecipients(total?: number) {
  return stubFetch((request) => {
    const status = new URL(request.url, 'http://x').searchParams.get('status');
    const shown = [sent, skipped, failed].filter((r) => !status || r.status === status);
    const body: CampaignRecipients = { query: shown, total: total ?? shown.length };
    return jsonResponse(body);
  });
}

describe('CampaignRecipientsTable', { timeout: 20_000 }, () => {
  it('shows each recipient with status, skip reason in words, attempts, last error and counts', async () => {
    stubRecipients();
    renderWithProviders(<CampaignRecipientsTable campaignId={EMAIL_CAMPAIGN_ID} live={false} />);

    const jane = await screen.findByRole('row', { name: '@glow.jane' });
    const cells = within(jane)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '@glow.janeJane Glow',
      'jane@glow.example',
      'Sent',
      '1',
      '—',
      formatDateTime(sent.sentAt!),
      '2',
      '1',
    ]);
    const sam = screen.getByRole('row', { name: '@run.sam' });
    expect(sam).toHaveTextContent('Skipped');
    expect(within(sam).getByText('No email')).toBeInTheDocument();
    const kim = screen.getByRole('row', { name: '@chef.kim' });
    expect(within(kim).getAllByRole('cell')[3]).toHaveTextContent('3');
    expect(within(kim).getByText('550 5.1.1 Mailbox does not exist')).toBeInTheDocument();
  });

  it('filters by status on the server and goes back to the first page', async () => {
    const user = userEvent.setup();
    const seen = stubRecipients(120);
    renderWithProviders(<CampaignRecipientsTable campaignId={EMAIL_CAMPAIGN_ID} live={false} />);

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(seen.at(-1)?.url).toBe(`${BASE}?page=2`));

    await user.click(screen.getByRole('radio', { name: 'Skipped' }));

    await waitFor(() => expect(seen.at(-1)?.url).toBe(`${BASE}?page=1&status=skipped`));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: '@glow.jane' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: '@run.sam' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('data-active', 'true');
  });

  it('says when no recipient has the chosen status', async () => {
    const user = userEvent.setup();
    stubRecipients();
    renderWithProviders(<CampaignRecipientsTable campaignId={EMAIL_CAMPAIGN_ID} live={false} />);

    await screen.findByRole('row', { name: '@glow.jane' });
    await user.click(screen.getByRole('radio', { name: 'Queued' }));

    expect(await screen.findByText('No queued recipients.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EmailSender, Mail, Suppression } from '@shared/schemas/email';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import {
  makeEmailTemplate,
  makeMail,
  makePreview,
  makeSender,
  makeSuppression,
} from '@app/test/email-fixtures';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { makeCard } from '@app/test/influencer-fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

interface EmailApi {
  sender?: EmailSender;
  suppressions?: Suppression[];
  mails?: (page: number) => { query: Mail[]; total: number };
  override?: (request: SeenRequest) => Response | undefined;
}

/** `/email` over a stubbed outreach API; the sender and suppression list change as asked. */
async function renderEmail(address: string, api: EmailApi = {}) {
  let sender = api.sender ?? makeSender();
  let suppressions = api.suppressions ?? [makeSuppression()];
  const seen = stubFetch((request) => {
    const overridden = api.override?.(request);
    if (overridden) return overridden;
    const { url, method } = request;
    const path = url.split('?')[0]!;
    if (url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (path === '/api/email-campaign/user/self') return jsonResponse({ query: [] });
    if (path === '/api/email-template/user/self')
      return jsonResponse({ query: [makeEmailTemplate()] });
    if (path === '/api/email-template/public') return jsonResponse({ query: [] });
    if (path === '/api/email-template/preview') return jsonResponse(makePreview());
    if (path === '/api/list/saved')
      return jsonResponse({
        query: [
          {
            card: makeCard(),
            lists: [],
            addedAt: '2026-05-01T10:00:00.000Z',
            note: null,
            sales: null,
          },
        ],
      });
    if (path === '/api/users/check-email-sender') return jsonResponse(sender);
    if (path === '/api/users/email-sender' && method === 'POST') {
      const body = request.body as { email: string; name: string };
      sender = {
        ...body,
        verified: false,
        from: `"${body.name} via Collabify" <outreach@collabify.example>`,
        sendVia: 'collabify',
        gmail: null,
        postalAddress: null,
      };
      return jsonResponse(sender);
    }
    if (path === '/api/email-suppression/user/self') return jsonResponse({ query: suppressions });
    if (path === '/api/email-suppression' && method === 'POST') {
      const entry = makeSuppression({
        email: (request.body as { email: string }).email,
        reason: 'manual',
      });
      suppressions = [entry, ...suppressions];
      return jsonResponse(entry, 201);
    }
    if (path.startsWith('/api/email-suppression/') && method === 'DELETE') {
      const email = decodeURIComponent(path.split('/').at(-1)!);
      suppressions = suppressions.filter((s) => s.email !== email);
      return new Response(null, { status: 204 });
    }
    if (path === '/api/mail/user/self') {
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
      return jsonResponse(api.mails?.(page) ?? { query: [], total: 0 });
    }
    return problemResponse(404, 'Not Found');
  });
  return { seen, ...(await renderApp(address, { user: makeUser() })) };
}

describe('/email', { timeout: 20_000 }, () => {
  it('opens on Campaigns and keeps the chosen tab in the URL', async () => {
    const user = userEvent.setup();
    const { router, seen } = await renderEmail('/email');

    expect(await screen.findByRole('heading', { name: 'Email', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(seen.some((r) => r.url === '/api/email-campaign/user/self')).toBe(true),
    );

    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/email?tab=templates'));
    expect(await screen.findByRole('table', { name: 'Your templates' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sender' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/email?tab=sender'));
    await user.click(screen.getByRole('tab', { name: 'Campaigns' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/email'));
  });

  it('is in the advertisers’ navigation', async () => {
    await renderEmail('/email?tab=sent');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Email' })).toHaveAttribute('href', '/email');
    await screen.findByText('No emails sent yet');
  });

  it('offers the saved influencers for the template preview', async () => {
    const user = userEvent.setup();
    await renderEmail('/email?tab=templates&template=new');

    await user.click(await screen.findByRole('combobox', { name: 'Preview for' }));
    expect(
      await screen.findByRole('option', { name: 'Jane Cooks (@jane.cooks)' }),
    ).toBeInTheDocument();
  });

  it('shows a verified sender with the From line recipients see', async () => {
    await renderEmail('/email?tab=sender');

    const section = await screen.findByRole('region', { name: 'Sender' });
    expect(await within(section).findByText('Verified')).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'Recipients see From: "Jane Cooper via Collabify" <outreach@collabify.example> and their replies go to jane@brand.example.',
    );
    expect(within(section).getByLabelText(/^Name/)).toHaveValue('Jane Cooper');
    expect(within(section).getByLabelText(/^Reply-to address/)).toHaveValue('jane@brand.example');
  });

  it('sets a new sender address and says to check the inbox there', async () => {
    const user = userEvent.setup();
    const { seen } = await renderEmail('/email?tab=sender', {
      sender: makeSender({ email: null, name: null, verified: false, from: null }),
    });

    const section = await screen.findByRole('region', { name: 'Sender' });
    expect(await within(section).findByText('Not set')).toBeInTheDocument();
    await user.type(within(section).getByLabelText(/^Name/), 'Glow Labs');
    await user.type(within(section).getByLabelText(/^Reply-to address/), 'Team@Glow.example');
    await user.click(within(section).getByRole('button', { name: 'Save sender' }));

    expect(await within(section).findByText('Not verified')).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'Check your inbox at team@glow.example and follow the link we sent to verify it.',
    );
    expect(section).toHaveTextContent('"Glow Labs via Collabify" <outreach@collabify.example>');
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/users/email-sender',
      body: { name: 'Glow Labs', email: 'team@glow.example' },
    });
  });

  it('adds an address to the suppression list and removes one after confirmation, but never an unsubscribed one', async () => {
    const user = userEvent.setup();
    const { seen } = await renderEmail('/email?tab=sender');

    const section = await screen.findByRole('region', { name: 'Suppression list' });
    const table = await within(section).findByRole('table', { name: 'Suppressed addresses' });
    expect(within(table).getByRole('row', { name: /gone@creator.example/ })).toHaveTextContent(
      'Unsubscribed',
    );

    await user.type(
      within(section).getByLabelText('Email address to suppress'),
      'no@thanks.example',
    );
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    expect(await within(table).findByRole('row', { name: /no@thanks.example/ })).toHaveTextContent(
      'Added by you',
    );

    // The person who unsubscribed decides alone: no Remove button for them.
    expect(
      within(section).queryByRole('button', { name: 'Remove gone@creator.example' }),
    ).toBeNull();
    expect(within(table).getByRole('row', { name: /gone@creator.example/ })).toHaveTextContent(
      'Their choice',
    );

    await user.click(within(section).getByRole('button', { name: 'Remove no@thanks.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove no@thanks.example?' });
    expect(dialog).toHaveTextContent('Your emails and campaigns can reach this address again.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /no@thanks.example/ })).toBeNull(),
    );
    expect(seen.find((r) => r.method === 'DELETE')!.url).toBe(
      '/api/email-suppression/no%40thanks.example',
    );
  });

  it('lists single emails with their status, reason, opens and clicks, a page at a time', async () => {
    const user = userEvent.setup();
    const failed = makeMail({
      id: '11111111-1111-4111-8111-111111111111',
      status: 'failed',
      lastError: '550 Mailbox unavailable',
      sentAt: null,
      failedAt: '2026-06-02T10:00:00.000Z',
      openCount: 0,
      clickCount: 0,
      subject: 'Collab idea',
      history: [
        { status: 'failed', at: '2026-06-02T10:00:00.000Z', reason: '550 Mailbox unavailable' },
        { status: 'queued', at: '2026-06-02T09:59:00.000Z', reason: null },
      ],
    });
    const { seen } = await renderEmail('/email?tab=sent', {
      mails: (page) =>
        page === 1
          ? { query: [failed, makeMail()], total: 51 }
          : {
              query: [makeMail({ id: '22222222-2222-4222-8222-222222222222', subject: 'Older' })],
              total: 51,
            },
    });

    const table = await screen.findByRole('table', { name: 'Sent emails' });
    const failedRow = within(table).getByRole('row', { name: /Collab idea/ });
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('550 Mailbox unavailable');
    expect(failedRow).toHaveTextContent('@jane.cooks');
    expect(failedRow).toHaveTextContent('jane@cooks.example');
    const sentRow = within(table).getByRole('row', { name: /Hello Jane Cooks/ });
    expect(sentRow).toHaveTextContent('Sent');
    expect(sentRow).toHaveTextContent(/Queued .* · Sent /);
    expect(
      within(sentRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-2),
    ).toEqual(['2', '1']);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByRole('row', { name: /Older/ })).toBeInTheDocument();
    expect(seen.some((r) => r.url === '/api/mail/user/self?page=2')).toBe(true);
  });
});

import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailSender, GmailSending } from '@shared/schemas/email';
import { makeSender } from '@app/test/email-fixtures';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { setToken } from '@app/lib/token-storage';
import { renderWithProviders } from '@app/test/render-with-providers';
import { SenderSettings } from './sender-settings';

afterEach(() => notifications.clean());

const GOOGLE_CONSENT = 'https://accounts.google.com/o/oauth2/v2/auth?scope=gmail.send&state=s';
const gmail: GmailSending = {
  address: 'ana@gmail.com',
  dailyLimit: 500,
  sentLast24Hours: 12,
  nextSendAt: null,
};

/** Replaces `window.location` so leaving for Google can be seen; returns its `assign`. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

interface Options {
  sender?: EmailSender;
  /** Whether the server has Google's keys (GET /api/auth/social-providers). */
  configured?: boolean;
  /** Answers `PUT /api/users/email-sender/send-via`. */
  choose?: (request: SeenRequest) => Response;
  /** When given, `PUT /api/users/email-sender/send-via` is answered once it settles. */
  hold?: Promise<void>;
}

/** The sender settings over a stubbed API that keeps the sender between calls. */
function renderSettings({ sender = makeSender(), configured = true, choose, hold }: Options = {}) {
  let current = sender;
  const answerChoice = (request: SeenRequest) => {
    if (choose) return choose(request);
    const { sendVia } = request.body as { sendVia: 'collabify' | 'gmail' };
    current = {
      ...current,
      sendVia,
      from:
        sendVia === 'gmail' && current.gmail
          ? `"${current.name}" <${current.gmail.address}>`
          : `"${current.name} via Collabify" <outreach@collabify.example>`,
    };
    return jsonResponse(current);
  };
  const seen = stubFetch((request) => {
    const { url, method } = request;
    if (url === '/api/users/check-email-sender') return jsonResponse(current);
    if (url === '/api/auth/social-providers')
      return jsonResponse({ providers: [{ id: 'gmail', configured }] });
    if (url.startsWith('/api/users/social-accounts/gmail/authorize'))
      return jsonResponse({ url: GOOGLE_CONSENT });
    if (url === '/api/users/email-sender/send-via' && method === 'PUT') {
      if (hold) return hold.then(() => answerChoice(request));
      return answerChoice(request);
    }
    if (url === '/api/users/social-accounts/gmail' && method === 'DELETE') {
      current = { ...current, sendVia: 'collabify', gmail: null };
      return new Response(null, { status: 204 });
    }
    return problemResponse(404, 'Not Found');
  });
  setToken('test-token');
  renderWithProviders(
    <>
      <Notifications />
      <SenderSettings />
    </>,
  );
  return { seen, requests: (method: string) => seen.filter((r) => r.method === method) };
}

const gmailSection = () => screen.findByRole('region', { name: 'Send through my Gmail' });

describe('Send through my Gmail', { timeout: 20_000 }, () => {
  it('connects Gmail: asks for Google’s consent page coming back to the Sender tab, and goes there', async () => {
    const user = userEvent.setup();
    const assign = stubLocation();
    const { seen } = renderSettings();
    const section = await gmailSection();
    expect(section).toHaveTextContent('it never reads your mailbox');
    await user.click(within(section).getByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GOOGLE_CONSENT));
    const started = seen.find((r) => r.url.startsWith('/api/users/social-accounts/gmail/'))!;
    expect(started.url).toBe(
      '/api/users/social-accounts/gmail/authorize?redirect=%2Femail%3Ftab%3Dsender',
    );
    expect(started.headers.authorization).toBe('Bearer test-token');
  });

  it('offers the choice once Gmail is connected, shows the daily usage, and switches to Gmail', async () => {
    const user = userEvent.setup();
    const { requests } = renderSettings({ sender: makeSender({ gmail }) });
    const section = await gmailSection();
    const collabify = within(section).getByRole('radio', { name: /Through Collabify/ });
    const viaGmail = within(section).getByRole('radio', {
      name: /Through my Gmail \(ana@gmail\.com\)/,
    });
    expect(collabify).toBeChecked();
    expect(section).toHaveTextContent('12 of 500 sent through Gmail in the last 24 hours');
    expect(
      within(section).getByRole('progressbar', { name: 'Gmail’s daily limit used' }),
    ).toBeVisible();

    await user.click(viaGmail);
    await waitFor(() => expect(viaGmail).toBeChecked());
    expect(requests('PUT')).toEqual([
      expect.objectContaining({
        url: '/api/users/email-sender/send-via',
        body: { sendVia: 'gmail' },
      }),
    ]);
    expect(await screen.findByText('Your emails now go out from ana@gmail.com.')).toBeVisible();
    // The From line above follows the choice.
    expect(await screen.findByText(/From: "Jane Cooper" <ana@gmail\.com>/)).toBeVisible();
  });

  it('says when Gmail’s daily limit is reached and until when emails wait', async () => {
    renderSettings({
      sender: makeSender({
        sendVia: 'gmail',
        gmail: { ...gmail, sentLast24Hours: 500, nextSendAt: '2026-11-27T14:05:00.000Z' },
      }),
    });
    const section = await gmailSection();
    expect(section).toHaveTextContent('500 of 500 sent through Gmail in the last 24 hours');
    expect(section).toHaveTextContent(
      'Gmail’s daily limit is reached: emails wait until 27 Nov, 14:05 UTC, then go on by themselves.',
    );
  });

  it('keeps Gmail off until the sender is verified', async () => {
    renderSettings({ sender: makeSender({ verified: false, gmail }) });
    const section = await gmailSection();
    expect(within(section).getByRole('radio', { name: /Through my Gmail/ })).toBeDisabled();
    expect(section).toHaveTextContent('Verify your sender address first.');
  });

  it('shows the choice from the click on, and puts the saved one back when it is refused', async () => {
    let refuse!: () => void;
    renderSettings({
      sender: makeSender({ gmail }),
      choose: () =>
        problemResponse(409, 'Conflict', { detail: 'Verify your sender address first' }),
      // The answer waits until the test lets it through.
      hold: new Promise<void>((resolve) => (refuse = resolve)),
    });
    const section = await gmailSection();
    const viaGmail = within(section).getByRole('radio', { name: /Through my Gmail/ });
    // A plain DOM click, read back at once: the controlled radio must not spring back meanwhile.
    fireEvent.click(viaGmail);
    expect(viaGmail).toBeChecked();
    refuse();
    expect(await screen.findByText('Verify your sender address first')).toBeVisible();
    expect(within(section).getByRole('radio', { name: /Through Collabify/ })).toBeChecked();
    expect(viaGmail).not.toBeChecked();
  });

  it('says the connection ended while Gmail is chosen, and can switch back to Collabify', async () => {
    const user = userEvent.setup();
    const { requests } = renderSettings({ sender: makeSender({ sendVia: 'gmail', gmail: null }) });
    const section = await gmailSection();
    const alert = within(section).getByRole('alert');
    expect(alert).toHaveTextContent('Your Gmail connection has ended');
    expect(within(alert).getByRole('button', { name: 'Connect Gmail again' })).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Send through Collabify' }));
    await waitFor(() => expect(requests('PUT')[0]?.body).toEqual({ sendVia: 'collabify' }));
    await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull());
    expect(within(section).getByRole('button', { name: 'Connect Gmail' })).toBeVisible();
  });

  it('disconnects Gmail after a confirmation', async () => {
    const user = userEvent.setup();
    const { requests } = renderSettings({ sender: makeSender({ sendVia: 'gmail', gmail }) });
    const section = await gmailSection();
    await user.click(within(section).getByRole('button', { name: 'Disconnect Gmail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Gmail?' });
    expect(dialog).toHaveTextContent('Collabify forgets its access to ana@gmail.com');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(requests('DELETE').map((r) => r.url)).toEqual(['/api/users/social-accounts/gmail']),
    );
    expect(await screen.findByText('Your emails go through Collabify again.')).toBeVisible();
    expect(await within(section).findByRole('button', { name: 'Connect Gmail' })).toBeVisible();
  });

  it('shows nothing about Gmail when the server cannot connect it', async () => {
    renderSettings({ configured: false });
    expect(await screen.findByRole('button', { name: 'Save sender' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Send through my Gmail' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { makeOutboxEntry } from '@app/test/email-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

const newest = makeOutboxEntry();
const older = makeOutboxEntry({
  file: '2026-05-30T08-00-00-000Z-def.eml',
  to: 'jane@brand.example',
  subject: 'Verify your sender address',
  date: '2026-05-30T08:00:00.000Z',
  listUnsubscribe: null,
  html: null,
  text: 'Follow this link to verify.',
});

function stubOutbox(answer: () => Response) {
  return stubFetch((request) =>
    request.url === UNREAD_COUNT_URL ? jsonResponse(NO_UNREAD) : answer(),
  );
}

describe('/dev/outbox', { timeout: 20_000 }, () => {
  it('lists the messages and shows the newest with its headers, links and sandboxed HTML', async () => {
    stubOutbox(() => jsonResponse({ query: [newest, older] }));
    await renderApp('/dev/outbox', { user: makeUser() });

    const nav = await screen.findByRole('navigation', { name: 'Outbox messages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Hello Jane Cooks'),
      expect.stringContaining('Verify your sender address'),
    ]);
    const message = screen.getByRole('article', { name: 'Hello Jane Cooks' });
    const headers = within(message).getByRole('table', { name: 'Headers' });
    expect(within(headers).getByRole('row', { name: /List-Unsubscribe/ })).toHaveTextContent(
      '<http://localhost:3000/unsubscribe/tok123>',
    );
    expect(within(headers).getByRole('row', { name: /^To/ })).toHaveTextContent(
      'jane@cooks.example',
    );
    expect(
      within(message).getByRole('link', { name: /Unsubscribe \(List-Unsubscribe\)/ }),
    ).toHaveAttribute('href', 'http://localhost:3000/unsubscribe/tok123');
    const frame = within(message).getByTitle('Email HTML');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', newest.html);
  });

  it('opens another message and keeps it in the URL', async () => {
    const user = userEvent.setup();
    stubOutbox(() => jsonResponse({ query: [newest, older] }));
    const { router } = await renderApp('/dev/outbox', { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: /Verify your sender address/ }));

    const message = await screen.findByRole('article', { name: 'Verify your sender address' });
    expect(message).toHaveTextContent('Follow this link to verify.');
    expect(within(message).queryByTitle('Email HTML')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(currentAddress(router)).toBe(`/dev/outbox?file=${encodeURIComponent(older.file)}`),
    );
  });

  it('says there is no outbox when SMTP is configured', async () => {
    stubOutbox(() => problemResponse(404, 'Not Found'));
    await renderApp('/dev/outbox', { user: makeUser() });

    expect(await screen.findByText('No outbox here')).toBeVisible();
  });

  it('says when the outbox is empty', async () => {
    stubOutbox(() => jsonResponse({ query: [] }));
    await renderApp('/dev/outbox', { user: makeUser() });

    expect(await screen.findByText('The outbox is empty')).toBeVisible();
  });
});

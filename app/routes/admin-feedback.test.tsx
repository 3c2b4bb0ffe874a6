import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Feedback } from '@shared/schemas/feedback';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeAdmin, makeUser } from '@app/test/fixtures';
import { renderApp } from '@app/test/render-app';

const admin = makeAdmin();

const message: Feedback = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Yearly billing',
  message: 'Can a Starter plan be paid yearly?',
  userId: null,
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  closedAt: null,
};

describe('/admin/feedback', { timeout: 20_000 }, () => {
  it('lists open messages with a mailto link and closes one', async () => {
    let closed = false;
    const seen = stubFetch(({ url, method }) => {
      if (method === 'POST' && url === `/api/admin/feedback/${message.id}/close`) {
        closed = true;
        return jsonResponse({ ...message, status: 'closed', closedAt: new Date().toISOString() });
      }
      if (url.startsWith('/api/admin/feedback?status=open'))
        return jsonResponse(closed ? { query: [], total: 0 } : { query: [message], total: 1 });
      return problemResponse(404, 'Not Found');
    });
    await renderApp('/admin/feedback', { user: admin });

    const table = await screen.findByRole('table', { name: 'Open messages' });
    expect(within(table).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(within(table).getByText('Can a Starter plan be paid yearly?')).toBeVisible();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Close “Yearly billing” from Grace Hopper' }),
    );
    expect(await screen.findByText('No open messages.')).toBeVisible();
    expect(seen.some((r) => r.method === 'POST' && r.url.endsWith('/close'))).toBe(true);
  });

  it('tells a non-admin the page is for admins', async () => {
    stubFetch(() => problemResponse(404, 'Not Found'));
    await renderApp('/admin/feedback', { user: makeUser({ roles: ['advertiser'] }) });
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeVisible();
  });
});

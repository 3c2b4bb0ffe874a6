import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@shared/schemas/notifications';
import { makeCollaborationDetail } from '@app/test/collaboration-fixtures';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { latestNotificationsQueryOptions } from '../api/get-notifications';

const COLLABORATION = '00000000-0000-4000-8000-0000000000c1';

/**
 * The server: the campaigns page the bell sits above has none; the notification's collaboration;
 * everything read after a POST.
 */
function server() {
  return stubFetch((request) => {
    if (request.method === 'POST') return jsonResponse({ unread: 0 });
    if (request.url === '/api/message/unread-count')
      return jsonResponse({ messages: 0, collaborations: 0 });
    if (request.url.startsWith('/api/notifications'))
      return jsonResponse({ unread: 0, items: [], nextBefore: null });
    if (request.url.startsWith(`/api/collaboration/${COLLABORATION}`))
      return jsonResponse(makeCollaborationDetail({ id: COLLABORATION }));
    return jsonResponse({
      query: [],
      counts: { draft: 0, active: 0, paused: 0, completed: 0, archived: 0 },
    });
  });
}

const reply: Notification = {
  id: '00000000-0000-4000-8000-00000000000a',
  kind: 'collaboration_message',
  title: '@lina wrote in your collaboration',
  body: 'Which colour should I wear?',
  link: `/collaboration/${COLLABORATION}`,
  actor: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Lina' },
  readAt: null,
  createdAt: new Date().toISOString(),
};
const older: Notification = {
  ...reply,
  id: '00000000-0000-4000-8000-00000000000b',
  kind: 'proposal_accepted',
  title: '@lina accepted your proposal',
  body: null,
  readAt: '2026-11-01T10:00:00.000Z',
};

describe('NotificationBell', { timeout: 20_000 }, () => {
  it('shows the unread count, lists the newest, and opens a notification’s place, marking it read', async () => {
    const user = userEvent.setup();
    const seen = server();
    const { router, queryClient } = await renderApp('/campaign', { user: makeUser() });
    await screen.findByRole('button', { name: 'Notifications' });
    // A poll brings a new notification.
    const page: NotificationPage = { unread: 1, items: [reply, older], nextBefore: null };
    act(() => queryClient.setQueryData(latestNotificationsQueryOptions().queryKey, page));

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link', { name: /collaboration|proposal/ });
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Unread: @lina wrote in your collaboration',
      '@lina accepted your proposal',
    ]);
    expect(within(panel).getByText('Which colour should I wear?')).toBeVisible();
    // A rising count refreshes the Inbox badge too, so both move together.
    await waitFor(() => expect(seen.map((r) => r.url)).toContain('/api/message/unread-count'));

    await user.click(links[0]!);
    await waitFor(() => expect(currentAddress(router)).toBe(`/collaboration/${COLLABORATION}`));
    const read = seen.find((r) => r.method === 'POST');
    expect(read).toMatchObject({
      url: '/api/notifications/read',
      body: { ids: [reply.id] },
    });
  });

  it('marks all read from the panel', async () => {
    const user = userEvent.setup();
    const seen = server();
    const { queryClient } = await renderApp('/campaign', { user: makeUser() });
    queryClient.setQueryData(latestNotificationsQueryOptions().queryKey, {
      unread: 1,
      items: [reply],
      nextBefore: null,
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')).toMatchObject({
        url: '/api/notifications/read',
        body: { all: true },
      }),
    );
  });
});

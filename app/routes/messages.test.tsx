import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConversationList, Message } from '@shared/schemas/messages';
import { unreadCountQueryOptions } from '@app/features/messages/api/get-unread-count';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { makeCorrespondent, makeMessage } from '@app/test/message-fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

const me = makeUser();
const jane = makeCorrespondent();
const sam = makeCorrespondent({
  id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Sam Stone',
  company: 'Stone & Co',
  influencer: null,
});
const fromJane = (content: string, minute: number): Message =>
  makeMessage({
    id: `00000000-0000-4000-8000-0000000001${String(minute).padStart(2, '0')}`,
    from: jane.id,
    to: me.id,
    mine: false,
    content,
    createdAt: `2026-05-10T09:${String(minute).padStart(2, '0')}:00.000Z`,
  });
const thread: Message[] = [
  makeMessage({ content: 'Hi Jane, would you try our serum?' }),
  fromJane('Sure, send it over!', 5),
  fromJane('Are you free in June?', 6),
];

/** The API as the messages page sees it: Jane has 2 unread messages until her conversation is read. */
function stubMessages({ conversations = true } = {}) {
  let janeUnread = 2;
  const list = (): ConversationList => ({
    query: conversations
      ? [
          { with: jane, last: thread.at(-1)!, unread: janeUnread },
          {
            with: sam,
            last: makeMessage({
              id: '00000000-0000-4000-8000-0000000002aa',
              to: sam.id,
              content: 'Thanks!',
            }),
            unread: 0,
          },
        ]
      : [],
    unread: conversations ? janeUnread : 0,
  });
  const seen = stubFetch((request: SeenRequest) => {
    if (request.url === '/api/message/user/self') return jsonResponse(list());
    if (request.url === `/api/message/user/self/${jane.id}`) {
      janeUnread = 0;
      return jsonResponse({ with: jane, messages: thread });
    }
    if (request.url === `/api/message/user/self/${sam.id}`)
      return jsonResponse({ with: sam, messages: [] });
    if (request.url === '/api/message/unread-count')
      return jsonResponse({ messages: janeUnread, collaborations: 3 });
    if (request.url === '/api/message' && request.method === 'POST') {
      const body = request.body as { to: string; content: string };
      return jsonResponse(
        makeMessage({
          id: '00000000-0000-4000-8000-0000000003aa',
          to: body.to,
          content: body.content,
        }),
        201,
      );
    }
    return problemResponse(404, 'Not found');
  });
  return seen;
}

/** A conversation of the list; `hidden`, as jsdom is a narrow screen where an open conversation covers the list. */
const conversationLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Conversations', hidden: true })).getByRole(
    'link',
    {
      name: new RegExp(name),
      hidden: true,
    },
  );

describe('/messages', { timeout: 20_000 }, () => {
  it('lists the conversations with name, handle, last message, time and unread badge', async () => {
    stubMessages();
    await renderApp('/messages', { user: me });

    await screen.findByRole('navigation', { name: 'Conversations' });
    const links = within(screen.getByRole('navigation', { name: 'Conversations' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/messages?with=${jane.id}`,
      `/messages?with=${sam.id}`,
    ]);
    const [withJane, withSam] = links;
    expect(withJane).toHaveTextContent('Jane Glow');
    expect(withJane).toHaveTextContent('@glow.jane');
    expect(withJane).toHaveTextContent('Are you free in June?');
    expect(within(withJane!).getByLabelText('2 unread')).toHaveTextContent('2');
    expect(within(withJane!).getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
    expect(withJane!.querySelector('time')).toHaveAttribute('datetime', thread.at(-1)!.createdAt);
    expect(withSam).toHaveTextContent('Stone & Co');
    expect(withSam).toHaveTextContent('You: Thanks!');
    expect(within(withSam!).queryByLabelText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByText('Pick a conversation to read it.')).toBeInTheDocument();
  });

  it('opens a conversation, which marks it read, and refreshes the list and the inbox badge', async () => {
    const user = userEvent.setup();
    const seen = stubMessages();
    const { router } = await renderApp('/messages', { user: me });

    await user.click(await screen.findByRole('link', { name: /Jane Glow/ }));

    await waitFor(() => expect(currentAddress(router)).toBe(`/messages?with=${jane.id}`));
    const messages = await screen.findByRole('list', { name: 'Messages with Jane Glow' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Hi Jane, would you try our serum?'),
      expect.stringContaining('Sure, send it over!'),
      expect.stringContaining('Are you free in June?'),
    ]);
    expect(seen.some((r) => r.url === `/api/message/user/self/${jane.id}`)).toBe(true);
    await waitFor(() =>
      expect(within(conversationLink('Jane Glow')).queryByLabelText(/unread/)).toBeNull(),
    );
    expect(await screen.findByRole('link', { name: 'Inbox, 3 unread' })).toBeInTheDocument();
    expect(conversationLink('Jane Glow')).toHaveAttribute('aria-current', 'page');
  });

  it('sends with Ctrl+Enter, posting the recipient and the text, and clears the field', async () => {
    const user = userEvent.setup();
    const seen = stubMessages();
    await renderApp(`/messages?with=${jane.id}`, { user: me });

    const field = await screen.findByRole('textbox', { name: 'Message to Jane Glow' });
    await user.type(field, 'June works.{Enter}Shall I send the brief?');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')).toMatchObject({
        url: '/api/message',
        body: { to: jane.id, content: 'June works.\nShall I send the brief?' },
      }),
    );
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('opens an empty conversation with someone new, ready to write', async () => {
    stubMessages();
    await renderApp(`/messages?with=${sam.id}`, { user: me });

    expect(
      await screen.findByText('No messages with Sam Stone yet. Say hello below.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says when a conversation is not available', async () => {
    stubMessages();
    await renderApp('/messages?with=00000000-0000-4000-8000-00000000dead', { user: me });

    expect(
      await screen.findByRole('heading', { name: 'Conversation not available' }),
    ).toBeVisible();
  });

  it('tells a brand without conversations where to start one', async () => {
    stubMessages({ conversations: false });
    await renderApp('/messages', { user: me });

    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeVisible();
    expect(screen.getByText(/from their profile or from My Influencers/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find influencers' })).toHaveAttribute(
      'href',
      '/influencer',
    );
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
  });

  it('shows unread messages and collaboration messages together on the header’s inbox button', async () => {
    stubMessages();
    const { queryClient } = await renderApp('/messages', { user: me });
    expect(await screen.findByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/messages');

    await queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });

    const inbox = await screen.findByRole('link', { name: 'Inbox, 5 unread' });
    expect(inbox.closest('.mantine-Indicator-root')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: '3 unread collaboration messages' })).toHaveAttribute(
      'href',
      '/collaboration',
    );
  });
});

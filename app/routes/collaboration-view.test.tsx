import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import {
  makeCollaborationDetail,
  makeEvent,
  makePromotion,
  stubCollaborationApi,
} from '@app/test/collaboration-fixtures';
import { problemResponse, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

const influencerUser = makeUser({
  id: '9d1c7a52-3b6e-4f08-a2c4-5e7f9b1d3c60',
  name: 'Jane Glow',
  roles: ['influencer'],
});

/** The collaboration as the influencer sees it. */
const forInfluencer = (overrides: Partial<CollaborationDetail> = {}) =>
  makeCollaborationDetail({
    viewer: 'influencer',
    allowedMoves: ['accepted', 'declined'],
    reach: null,
    ...overrides,
  });

async function open(
  detail: CollaborationDetail,
  override?: (request: SeenRequest) => Response | undefined,
) {
  const seen = stubCollaborationApi(detail, override);
  const user = detail.viewer === 'influencer' ? influencerUser : makeUser();
  const rendered = await renderApp(`/collaboration/${detail.id}`, { user });
  return { seen, ...rendered };
}

const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

describe('/collaboration/:id', { timeout: 20_000 }, () => {
  it('shows the parties, the campaign, the terms and the activity', async () => {
    await open(
      makeCollaborationDetail({
        discountCode: 'JANE15',
        trackingUrl: 'https://glow.example/?utm_source=collabify',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Summer glow', level: 1 })).toBeVisible();
    expect(
      screen.getByText('Proposed', { selector: '[data-status] *, [data-status]' }),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'Influencer' })).toHaveTextContent('@glow.jane');
    expect(screen.getByRole('group', { name: 'Brand' })).toHaveTextContent('Glow Labs');
    expect(screen.getByRole('link', { name: 'Campaign: Summer glow' })).toHaveAttribute(
      'href',
      '/campaign/3f1c2b9a-8d4e-4f6a-9b1c-2d3e4f5a6b7c',
    );

    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(terms).toHaveTextContent('Fixed fee');
    expect(terms).toHaveTextContent('$250');
    expect(terms).toHaveTextContent('1 Instagram reel showing the serum');
    expect(terms).toHaveTextContent('15 Jul 2026');
    expect(within(terms).getByRole('button', { name: 'Copy discount code JANE15' })).toBeVisible();
    expect(
      within(terms).getByRole('link', { name: 'https://glow.example/?utm_source=collabify' }),
    ).toHaveAttribute('target', '_blank');

    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(activity).toHaveTextContent('Brand proposed the collaboration');
  });

  it('names the amount of a gift its product value, not a fee', async () => {
    await open(makeCollaborationDetail({ compensation: 'gifted', amount: 12_000 }));

    const terms = await screen.findByRole('region', { name: 'Terms' });
    expect(terms).toHaveTextContent('Gifted product');
    expect(within(terms).getByText('Product value')).toBeVisible();
    expect(terms).toHaveTextContent('$120');
    expect(within(terms).queryByText(/^(Fee|Amount)$/)).not.toBeInTheDocument();
  });

  it('offers the brand only its moves: Withdraw and Delete while proposed', async () => {
    await open(makeCollaborationDetail());

    const actions = await screen.findByRole('group', { name: 'Collaboration status' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Withdraw', 'Delete']);
    expect(screen.getByRole('button', { name: 'Edit terms' })).toBeInTheDocument();
  });

  it('offers the influencer Accept and Decline, and no terms editing', async () => {
    await open(forInfluencer());

    const actions = await screen.findByRole('group', { name: 'Collaboration status' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Decline']);
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows no status buttons when the viewer has no move', async () => {
    await open(makeCollaborationDetail({ status: 'declined', allowedMoves: [] }));

    await screen.findByRole('heading', { name: 'Summer glow', level: 1 });
    expect(screen.queryByRole('group', { name: 'Collaboration status' })).not.toBeInTheDocument();
  });

  it('accepts with PATCH {status: accepted} and shows the new status', async () => {
    const user = userEvent.setup();
    const { seen } = await open(forInfluencer());

    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/collaboration/7c9e6679-7425-40de-944b-e07fc1f90ae7',
      body: { status: 'accepted' },
    });
    await waitFor(() =>
      expect(document.querySelector('[data-status="accepted"]')).toHaveTextContent('Accepted'),
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('asks before declining and shows the server’s 409 detail', async () => {
    const user = userEvent.setup();
    const detail = 'The brand withdrew this proposal. Allowed moves: none.';
    const { seen } = await open(forInfluencer(), (request) =>
      request.method === 'PATCH' ? problemResponse(409, 'Conflict', { detail }) : undefined,
    );

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this proposal?' });
    expect(writes(seen)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(writes(seen)[0]?.body).toEqual({ status: 'declined' });
  });

  it('deletes a proposal after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const { seen, router } = await open(makeCollaborationDetail());

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this proposal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete proposal' }));

    await waitFor(() => expect(currentAddress(router)).toBe('/collaboration'));
    expect(writes(seen)[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/collaboration/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
  });

  it('lets the brand edit the terms while proposed, sending the amount in cents', async () => {
    const user = userEvent.setup();
    const { seen } = await open(makeCollaborationDetail());

    await user.click(await screen.findByRole('button', { name: 'Edit terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the terms' });
    const amount = within(dialog).getByRole('textbox', { name: /Fee/ });
    await user.clear(amount);
    await user.type(amount, '300.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Discount code' }), 'JANE15');
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.body).toEqual({
      compensation: 'fixed_fee',
      amount: 30_050,
      currency: 'USD',
      deliverables: '1 Instagram reel showing the serum',
      deadline: '2026-07-15',
      discountCode: 'JANE15',
      trackingUrl: null,
    });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Terms' })).toHaveTextContent('$300.50'),
    );
  });

  it('lets the brand change only the discount code and link once accepted', async () => {
    const user = userEvent.setup();
    await open(makeCollaborationDetail({ status: 'accepted', allowedMoves: ['cancelled'] }));

    await user.click(await screen.findByRole('button', { name: 'Edit code and link' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Discount code' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Deliverables' })).not.toBeInTheDocument();
  });

  it('keeps a code created in Shopify read-only: it counts the orders', async () => {
    const user = userEvent.setup();
    await open(
      makeCollaborationDetail({
        status: 'accepted',
        allowedMoves: ['cancelled'],
        discountCode: 'JANE15',
        sales: { orders: 2, revenue: '48.00', currencyCode: 'USD' },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Edit code and link' }));
    const code = within(await screen.findByRole('dialog')).getByRole('textbox', {
      name: 'Discount code',
    });
    expect(code).toHaveAttribute('readonly');
    expect(code).toHaveAccessibleDescription(/Created in your Shopify shop/);
  });

  describe('thread', () => {
    const thread = () =>
      forInfluencer({
        status: 'accepted',
        allowedMoves: ['cancelled'],
        events: [
          makeEvent({ kind: 'proposed', message: null, mine: false }),
          makeEvent({ actor: 'advertiser', mine: false, message: 'Welcome aboard!' }),
          makeEvent({ actor: 'influencer', mine: true, message: 'Thanks, filming Friday.' }),
          makeEvent({ actor: 'advertiser', mine: false, message: null, deleted: true }),
        ],
      });

    it('lists the messages, the viewer’s on the right, deleted ones as such', async () => {
      await open(thread());

      const list = await screen.findByRole('list', { name: 'Messages' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(items[0]).toHaveTextContent('Glow Labs');
      expect(items[0]).toHaveTextContent('Welcome aboard!');
      expect(items[0]).not.toHaveAttribute('data-mine');
      expect(items[1]).toHaveTextContent('You');
      expect(items[1]).toHaveAttribute('data-mine', 'true');
      expect(items[2]).toHaveTextContent('Message deleted');
      // Only the viewer's own message can be deleted.
      expect(within(list).getAllByRole('button', { name: 'Message options' })).toHaveLength(1);
    });

    it('sends a message as {message} and shows it in the thread', async () => {
      const user = userEvent.setup();
      const { seen } = await open(thread());

      await user.type(
        await screen.findByRole('textbox', { name: 'Message' }),
        '  Draft is ready  ',
      );
      await user.click(screen.getByRole('button', { name: 'Send' }));

      await waitFor(() => expect(writes(seen)).toHaveLength(1));
      expect(writes(seen)[0]).toMatchObject({
        method: 'PATCH',
        url: '/api/collaboration/7c9e6679-7425-40de-944b-e07fc1f90ae7/message',
        body: { message: 'Draft is ready' },
      });
      const list = screen.getByRole('list', { name: 'Messages' });
      expect(await within(list).findByText('Draft is ready')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    });

    it('sends with Ctrl+Enter', async () => {
      const user = userEvent.setup();
      const { seen } = await open(thread());

      await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Quick one');
      await user.keyboard('{Control>}{Enter}{/Control}');

      await waitFor(() => expect(writes(seen)[0]?.body).toEqual({ message: 'Quick one' }));
    });

    it('deletes the viewer’s own message from its menu', async () => {
      const user = userEvent.setup();
      const detail = thread();
      const own = detail.events[2]!;
      const { seen } = await open(detail);

      await user.click(await screen.findByRole('button', { name: 'Message options' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete message' }));

      await waitFor(() => expect(writes(seen)).toHaveLength(1));
      expect(writes(seen)[0]).toMatchObject({
        method: 'DELETE',
        url: `/api/collaboration/7c9e6679-7425-40de-944b-e07fc1f90ae7/message/${own.id}`,
      });
      const list = screen.getByRole('list', { name: 'Messages' });
      await waitFor(() => expect(within(list).getAllByText('Message deleted')).toHaveLength(2));
      expect(within(list).queryByText('Thanks, filming Friday.')).not.toBeInTheDocument();
    });
  });

  describe('published posts', () => {
    it('submits the posts and shows them, the collaboration now content submitted', async () => {
      const user = userEvent.setup();
      const { seen } = await open(
        forInfluencer({ status: 'accepted', allowedMoves: ['cancelled'] }),
      );

      const form = await screen.findByRole('form', { name: 'Submit published posts' });
      await user.type(
        within(form).getByRole('textbox', { name: /Post URL/ }),
        'https://www.instagram.com/p/one/',
      );
      await user.type(within(form).getByRole('textbox', { name: 'Likes' }), '1200');
      await user.click(within(form).getByRole('button', { name: 'Add another post' }));
      const urls = within(form).getAllByRole('textbox', { name: /Post URL/ });
      expect(urls).toHaveLength(2);
      await user.type(urls[1]!, 'https://www.instagram.com/p/two/');
      const dates = within(form).getAllByLabelText(/Published on/);
      await user.clear(dates[1]!);
      await user.type(dates[1]!, '2026-06-12');
      await user.click(within(form).getByRole('button', { name: 'Submit posts' }));

      await waitFor(() => expect(writes(seen)).toHaveLength(1));
      const today = new Date().toISOString().slice(0, 10);
      expect(writes(seen)[0]).toMatchObject({
        method: 'PATCH',
        url: '/api/collaboration/7c9e6679-7425-40de-944b-e07fc1f90ae7/promotion-info',
        body: {
          posts: [
            {
              url: 'https://www.instagram.com/p/one/',
              publishedOn: today,
              likes: 1200,
              comments: null,
              views: null,
            },
            {
              url: 'https://www.instagram.com/p/two/',
              publishedOn: '2026-06-12',
              likes: null,
              comments: null,
              views: null,
            },
          ],
        },
      });
      const posts = await screen.findByRole('list', { name: 'Published posts' });
      expect(
        within(posts).getByRole('link', { name: 'https://www.instagram.com/p/two/' }),
      ).toBeVisible();
      expect(document.querySelector('[data-status="content_submitted"]')).toBeInTheDocument();
    });

    it('shows the server’s error under the URL of the right post', async () => {
      const user = userEvent.setup();
      await open(forInfluencer({ status: 'accepted', allowedMoves: ['cancelled'] }), (request) =>
        request.method === 'PATCH'
          ? problemResponse(400, 'Invalid request', {
              errors: [{ path: 'body.posts.1.url', message: 'Use a link on instagram.com' }],
            })
          : undefined,
      );

      const form = await screen.findByRole('form', { name: 'Submit published posts' });
      await user.type(
        within(form).getByRole('textbox', { name: /Post URL/ }),
        'https://www.instagram.com/p/one/',
      );
      await user.click(within(form).getByRole('button', { name: 'Add another post' }));
      const second = within(form).getAllByRole('textbox', { name: /Post URL/ })[1]!;
      await user.type(second, 'https://www.youtube.com/watch?v=x');
      await user.click(within(form).getByRole('button', { name: 'Submit posts' }));

      await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
      expect(second).toHaveAccessibleDescription('Use a link on instagram.com');
      expect(within(form).getAllByRole('textbox', { name: /Post URL/ })[0]).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });

    it('shows the brand the submitted posts without the form', async () => {
      await open(
        makeCollaborationDetail({
          status: 'content_submitted',
          allowedMoves: ['completed', 'cancelled'],
          promotions: [makePromotion()],
        }),
      );

      const posts = await screen.findByRole('list', { name: 'Published posts' });
      expect(within(posts).getByRole('listitem')).toHaveTextContent('1.2K likes · 30 comments');
      expect(
        screen.queryByRole('form', { name: 'Submit published posts' }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    });
  });

  describe('reviews', () => {
    it('are not offered before the collaboration is completed', async () => {
      await open(makeCollaborationDetail({ status: 'accepted', allowedMoves: ['cancelled'] }));

      await screen.findByRole('heading', { name: 'Summer glow', level: 1 });
      expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    });

    it('lets the brand review the influencer once completed, then shows the review', async () => {
      const user = userEvent.setup();
      const { seen } = await open(
        makeCollaborationDetail({ status: 'completed', allowedMoves: [] }),
      );

      const form = await screen.findByRole('form', { name: 'Review @glow.jane' });
      // Mantine's Rating takes a star from a click on its label or Enter/Space on its radio.
      within(form).getByRole('radio', { name: '4 stars' }).focus();
      await user.keyboard('{Enter}');
      await user.type(
        within(form).getByRole('textbox', { name: /Your review/ }),
        'On time and on brief.',
      );
      await user.click(within(form).getByRole('button', { name: 'Post review' }));

      await waitFor(() => expect(writes(seen)).toHaveLength(1));
      expect(writes(seen)[0]).toMatchObject({
        method: 'PATCH',
        url: '/api/collaboration/7c9e6679-7425-40de-944b-e07fc1f90ae7/review-for-influencer',
        body: { rating: 4, text: 'On time and on brief.' },
      });
      const given = await screen.findByRole('article', { name: 'Your review of @glow.jane' });
      expect(given).toHaveTextContent('4 out of 5');
      expect(given).toHaveTextContent('On time and on brief.');
      expect(screen.queryByRole('form', { name: 'Review @glow.jane' })).not.toBeInTheDocument();
    });

    it('asks for a rating before sending', async () => {
      const user = userEvent.setup();
      const { seen } = await open(
        makeCollaborationDetail({ status: 'completed', allowedMoves: [] }),
      );

      await user.click(await screen.findByRole('button', { name: 'Post review' }));

      expect(await screen.findByText('Choose from 1 to 5 stars')).toBeVisible();
      expect(writes(seen)).toHaveLength(0);
    });

    it('shows both reviews and no form once the viewer has reviewed', async () => {
      const review = (rating: number, text: string) => ({
        rating,
        text,
        createdAt: '2026-07-20T10:00:00.000Z',
      });
      await open(
        forInfluencer({
          status: 'completed',
          allowedMoves: [],
          reviewForAdvertiser: review(5, 'Clear brief, paid fast.'),
          reviewForInfluencer: review(4, 'Great reel.'),
        }),
      );

      expect(
        await screen.findByRole('article', { name: 'Your review of Glow Labs' }),
      ).toHaveTextContent('Clear brief, paid fast.');
      expect(screen.getByRole('article', { name: 'Glow Labs’s review of you' })).toHaveTextContent(
        'Great reel.',
      );
      expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    });
  });

  it('names every event of the activity in words', async () => {
    await open(
      makeCollaborationDetail({
        status: 'completed',
        allowedMoves: [],
        events: [
          makeEvent({ kind: 'proposed', message: null }),
          makeEvent({ kind: 'invite_emailed', message: null }),
          makeEvent({ kind: 'accepted', actor: 'influencer', mine: false, message: null }),
          makeEvent({ kind: 'message', actor: 'influencer', mine: false, message: 'Posted!' }),
          makeEvent({ kind: 'content_submitted', actor: 'influencer', mine: false, message: null }),
          makeEvent({ kind: 'completed', message: null }),
          makeEvent({ kind: 'review_for_influencer', message: null }),
        ],
      }),
    );

    const activity = await screen.findByRole('region', { name: 'Activity' });
    for (const label of [
      'Brand proposed the collaboration',
      'Invitation emailed',
      'Influencer accepted',
      'Message from the influencer',
      'Content submitted',
      'Brand marked it completed',
      'Brand reviewed the influencer',
    ])
      expect(within(activity).getByText(label)).toBeInTheDocument();
  });

  it('says when the collaboration is not the user’s', async () => {
    await open(makeCollaborationDetail(), (request) =>
      request.method === 'GET' && request.url.startsWith('/api/collaboration/')
        ? problemResponse(404, 'Not Found')
        : undefined,
    );

    expect(await screen.findByRole('heading', { name: 'Collaboration not found' })).toBeVisible();
  });
});

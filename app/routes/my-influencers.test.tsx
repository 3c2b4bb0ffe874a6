import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProposeCollaboration } from '@shared/schemas/collaborations';
import type { SelfUser } from '@shared/schemas/users';
import { makeCollaboration, NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { makeSender } from '@app/test/email-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { makeCards, makeProfile } from '@app/test/influencer-fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { simulateNarrowScreen } from '@app/test/media-query';
import { emptyDrawerResponse } from '@app/test/profile-drawer-stub';

const cards = makeCards(4);
const saved = cards.map((card) => ({
  card,
  lists: [],
  addedAt: '2026-05-01T10:00:00.000Z',
  note: null,
  sales: null,
}));

/** My Influencers over a stubbed API in which @creator3 already has an open collaboration. */
async function renderMyInfluencers(address: string, user: SelfUser = makeUser()) {
  const seen = stubFetch((request) => {
    const { url, method } = request;
    if (url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (url === '/api/list/saved') return jsonResponse({ query: saved });
    if (url.startsWith('/api/list')) return jsonResponse({ lists: [] });
    if (url === '/api/campaign/user/self') return jsonResponse({ query: [], counts: {} });
    if (url === '/api/collaboration' && method === 'POST') {
      const { influencerId } = request.body as ProposeCollaboration;
      return influencerId === cards[2]!.id
        ? problemResponse(409, 'Conflict', { detail: 'An open collaboration exists.' })
        : jsonResponse(makeCollaboration({ id: influencerId }), 201);
    }
    if (url.startsWith('/api/influencer/')) return jsonResponse(makeProfile(cards[0]));
    return emptyDrawerResponse(url) ?? problemResponse(404, 'Not Found');
  });
  return { seen, ...(await renderApp(address, { user })) };
}

describe('/my-influencers', { timeout: 20_000 }, () => {
  it('proposes a collaboration to the selected influencers and sums up what came of it', async () => {
    const user = userEvent.setup();
    const { seen } = await renderMyInfluencers('/my-influencers');

    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all influencers in view' }),
    );
    await user.click(screen.getByRole('button', { name: 'Propose collaboration' }));
    const modal = await screen.findByRole('dialog', {
      name: 'Propose a collaboration to 4 influencers',
    });
    await user.type(await within(modal).findByLabelText(/^Deliverables/), 'One reel');
    await user.click(within(modal).getByRole('button', { name: 'Propose to 4 influencers' }));

    expect(
      await within(modal).findByText('Proposed to 3; 1 already has an open collaboration'),
    ).toBeInTheDocument();
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => (r.body as ProposeCollaboration).influencerId)).toEqual(
      cards.map((card) => card.id),
    );
    expect(
      screen.queryByRole('toolbar', { name: 'Actions on the selected influencers' }),
    ).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers an advertiser "Propose collaboration" in the profile drawer', async () => {
    const user = userEvent.setup();
    await renderMyInfluencers(`/my-influencers?profile=${cards[0]!.id}`);

    const drawer = await screen.findByRole('dialog');
    const section = await within(drawer).findByRole('region', { name: 'Collaboration' });
    await user.click(within(section).getByRole('button', { name: 'Propose collaboration' }));

    const modal = await screen.findByRole('dialog', { name: 'Propose a collaboration' });
    expect(modal).toHaveTextContent('@creator1');
    expect(within(drawer).getByRole('region', { name: 'Reviews' })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Past promotions' })).toBeInTheDocument();
  });

  it('offers an influencer account no proposal, in the drawer or for a selection', async () => {
    const user = userEvent.setup();
    const { seen } = await renderMyInfluencers(
      `/my-influencers?profile=${cards[0]!.id}`,
      makeUser({ roles: ['influencer'] }),
    );

    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('No reviews yet.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('region', { name: 'Collaboration' })).not.toBeInTheDocument();
    expect(seen.some((r) => r.url.startsWith('/api/collaboration'))).toBe(false);

    await user.click(within(drawer).getByRole('button', { name: 'Close profile' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select @creator1' }));
    expect(
      screen.getByRole('toolbar', { name: 'Actions on the selected influencers' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose collaboration' })).not.toBeInTheDocument();
  });
});

const LIST_ID = '99999999-9999-4999-8999-999999999999';
const shortlist = {
  id: LIST_ID,
  name: 'Shortlist',
  influencers: [cards[0]!.id, cards[1]!.id],
  count: 2,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};
const savedInLists = saved.map((item, i) => ({ ...item, lists: i < 2 ? [LIST_ID] : [] }));

/** My Influencers with a two-influencer list, and the outreach calls the email composer makes. */
async function renderForEmail(address: string) {
  const seen = stubFetch((request) => {
    const { url } = request;
    if (url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (url === '/api/list/saved') return jsonResponse({ query: savedInLists });
    if (url.startsWith('/api/list')) return jsonResponse({ lists: [shortlist] });
    if (url.endsWith('/contact-email'))
      return jsonResponse({ email: 'creator1@example.com', source: 'profile' });
    if (url === '/api/users/check-email-sender') return jsonResponse(makeSender());
    if (url === '/api/email-template/user/self') return jsonResponse({ query: [] });
    if (url.startsWith('/api/influencer/')) return jsonResponse(makeProfile(cards[0]));
    return emptyDrawerResponse(url) ?? problemResponse(404, 'Not Found');
  });
  return { seen, ...(await renderApp(address, { user: makeUser() })) };
}

describe('/my-influencers email', { timeout: 20_000 }, () => {
  // The composer loads when opened (a chunk of its own in the build): its modules are transformed
  // here once, ahead of the tests, rather than within a test's wait for the dialog.
  beforeAll(() => import('@app/features/mail/components/email-composer'), 60_000);

  it('opens the email composer from an influencer’s row', async () => {
    const user = userEvent.setup();
    const { seen } = await renderForEmail('/my-influencers');

    const row = (await screen.findByRole('checkbox', { name: 'Select @creator1' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Email @creator1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Email Creator 1' });
    expect(await within(dialog).findByText('creator1@example.com')).toBeInTheDocument();
    expect(seen.some((r) => r.url === `/api/influencer/${cards[0]!.id}/contact-email`)).toBe(true);
  });

  it('lists the saved influencers as cards on a phone, with the same selection and actions', async () => {
    simulateNarrowScreen();
    const user = userEvent.setup();
    await renderForEmail('/my-influencers');

    const list = await screen.findByRole('list', { name: 'Saved influencers' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(saved.length);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'Creator 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Shortlist');
    expect(first).toHaveTextContent(/Saved \d+ \w+ \d{4}/);

    await user.click(within(first).getByRole('checkbox', { name: 'Select @creator1' }));
    expect(
      screen.getByRole('toolbar', { name: 'Actions on the selected influencers' }),
    ).toHaveTextContent('1 influencer selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select all influencers in view' }));
    expect(
      screen.getByRole('toolbar', { name: 'Actions on the selected influencers' }),
    ).toHaveTextContent(`${saved.length} influencers selected`);

    await user.click(within(first).getByRole('button', { name: 'Email @creator1' }));
    expect(await screen.findByRole('dialog', { name: 'Email Creator 1' })).toBeInTheDocument();
  });

  it('offers "Email" in the profile drawer', async () => {
    const user = userEvent.setup();
    await renderForEmail(`/my-influencers?profile=${cards[0]!.id}`);

    const drawer = await screen.findByRole('dialog');
    const section = await within(drawer).findByRole('region', { name: 'Collaboration' });
    await user.click(within(section).getByRole('button', { name: 'Email @creator1' }));

    expect(await screen.findByRole('dialog', { name: 'Email Creator 1' })).toBeInTheDocument();
  });

  it('starts an email campaign to the selected influencers', async () => {
    const user = userEvent.setup();
    const { router } = await renderForEmail('/my-influencers');

    await user.click(await screen.findByRole('checkbox', { name: 'Select @creator1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select @creator3' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));

    await waitFor(() =>
      expect(currentAddress(router)).toBe(
        `/email/campaign/new?influencers=${cards[0]!.id},${cards[2]!.id}`,
      ),
    );
  });

  it('starts an email campaign to the whole list when all of it is selected', async () => {
    const user = userEvent.setup();
    const { router } = await renderForEmail(`/my-influencers?list=${LIST_ID}`);

    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all influencers in view' }),
    );
    await user.click(screen.getByRole('button', { name: 'Email' }));

    await waitFor(() => expect(currentAddress(router)).toBe(`/email/campaign/new?list=${LIST_ID}`));
  });
});

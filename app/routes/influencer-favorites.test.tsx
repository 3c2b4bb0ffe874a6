import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListSummary } from '@shared/schemas/lists';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { makeCards, makeList } from '@app/test/influencer-fixtures';
import { renderApp } from '@app/test/render-app';

const cards = makeCards(3);
const favorites = (influencers: string[]): ListSummary => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Favorites',
  influencers,
  count: influencers.length,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

/** The discovery page with the list API answered by `lists`. */
async function renderDiscovery(lists: (method: string, url: string) => Response) {
  const seen = stubFetch((request) => {
    if (request.url.startsWith('/api/list')) return lists(request.method, request.url);
    return jsonResponse(makeList(cards));
  });
  await renderApp('/influencer', { user: makeUser() });
  return seen;
}

describe('favorites on the discovery grid', { timeout: 20_000 }, () => {
  it('creates the Favorites list with the influencer on the first heart', async () => {
    const user = userEvent.setup();
    let created = false;
    const seen = await renderDiscovery((method) => {
      if (method === 'POST') {
        created = true;
        return jsonResponse(favorites([cards[0]!.id]), 201);
      }
      return jsonResponse({ lists: created ? [favorites([cards[0]!.id])] : [] });
    });
    const card = await screen.findByRole('article', { name: `@${cards[0]!.username}` });
    await user.click(within(card).getByRole('button', { name: /^Add @.* to Favorites$/ }));

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Favorites',
        influencers: [cards[0]!.id],
      }),
    );
    expect(
      await within(card).findByRole('button', { name: /^Remove @.* from Favorites$/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('In Favorites')).toBeInTheDocument();
    // Confirmed as the list menu confirms, in a notification screen readers announce.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Saved @${cards[0]!.username} to Favorites.`,
    );
  });

  it('confirms a removal, and only a change that was saved', async () => {
    const user = userEvent.setup();
    let fail = false;
    await renderDiscovery((method) => {
      if (method === 'PATCH')
        return fail ? problemResponse(500, 'Internal Server Error') : jsonResponse(favorites([]));
      return jsonResponse({ lists: [favorites([cards[0]!.id])] });
    });
    const card = await screen.findByRole('article', { name: `@${cards[0]!.username}` });
    await user.click(
      await within(card).findByRole('button', { name: /^Remove @.* from Favorites$/ }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Removed @${cards[0]!.username} from Favorites.`,
    );

    fail = true;
    const other = screen.getByRole('article', { name: `@${cards[1]!.username}` });
    await user.click(within(other).getByRole('button', { name: /^Add @.* to Favorites$/ }));
    expect(await screen.findByText('Could not update your lists')).toBeInTheDocument();
    expect(
      screen.queryByText(`Saved @${cards[1]!.username} to Favorites.`),
    ).not.toBeInTheDocument();
  });

  it('adds to the Favorites list another tab created meanwhile (409 on create)', async () => {
    const user = userEvent.setup();
    let gets = 0;
    const seen = await renderDiscovery((method) => {
      if (method === 'POST') return problemResponse(409, 'Conflict');
      if (method === 'PATCH') return jsonResponse(favorites([cards[1]!.id]));
      gets += 1;
      return jsonResponse({ lists: gets === 1 ? [] : [favorites([])] });
    });
    const card = await screen.findByRole('article', { name: `@${cards[1]!.username}` });
    await user.click(within(card).getByRole('button', { name: /^Add @.* to Favorites$/ }));

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PATCH')).toMatchObject({
        url: `/api/list/${favorites([]).id}/influencers`,
        body: { addInfluencers: [cards[1]!.id] },
      }),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { makeCards, makeFacets, makeList, makeProfile } from '@app/test/influencer-fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { emptyDrawerResponse } from '@app/test/profile-drawer-stub';

const searchOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const isSearch = (url: string) => /^\/api\/influencer(\/public-list)?(\?|$)/.test(url);
const isFacets = (url: string) => url.startsWith('/api/influencer/facets');

describe('/influencer "Verified by creator"', { timeout: 20_000 }, () => {
  it('reads the filter from the URL, sends it with the search and the facets, and writes it back', async () => {
    const user = userEvent.setup();
    const cards = makeCards(2);
    cards[0] = { ...cards[0]!, verifiedByCreatorAt: '2026-06-03T08:30:00.000Z' };
    const seen = stubFetch((request) =>
      isFacets(request.url) ? jsonResponse(makeFacets()) : jsonResponse(makeList(cards)),
    );
    const { router } = await renderApp('/influencer?platform=youtube&verifiedByCreator=true');

    const filter = await screen.findByRole('switch', { name: 'Verified by creator' });
    expect(filter).toBeChecked();
    const [verifiedCard, otherCard] = await screen.findAllByRole('article');
    expect(within(verifiedCard!).getByText('Verified by creator')).toBeVisible();
    expect(within(otherCard!).queryByText('Verified by creator')).not.toBeInTheDocument();
    const firstSearch = seen.find((r) => isSearch(r.url))!;
    expect(searchOf(firstSearch.url)).toMatchObject({
      platform: 'youtube',
      verifiedByCreator: 'true',
    });
    await waitFor(() =>
      expect(
        seen.filter((r) => isFacets(r.url)).map((r) => searchOf(r.url).verifiedByCreator),
      ).toContain('true'),
    );

    await user.click(filter);
    await waitFor(() => expect(currentAddress(router)).toBe('/influencer?platform=youtube'));
    expect(filter).not.toBeChecked();
    await waitFor(() =>
      expect(
        seen.filter((r) => isSearch(r.url)).map((r) => searchOf(r.url).verifiedByCreator),
      ).toContain(undefined),
    );

    await user.click(filter);
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/influencer?platform=youtube&verifiedByCreator=true'),
    );
    expect(filter).toBeChecked();
  });

  it('names the filter among those to relax when nothing matches', async () => {
    const user = userEvent.setup();
    stubFetch((request) =>
      isFacets(request.url) ? jsonResponse(makeFacets()) : jsonResponse(makeList([])),
    );
    const { router } = await renderApp('/influencer?verifiedByCreator=true&page=2');

    const relax = await screen.findByRole('button', {
      name: 'Remove verified by creator filter (only)',
    });
    await user.click(relax);
    await waitFor(() => expect(currentAddress(router)).toBe('/influencer'));
  });

  it('shows the badge in the profile drawer', async () => {
    const profile = makeProfile({
      platform: 'youtube',
      username: 'goodmythicalmorning',
      verifiedByCreatorAt: '2026-06-03T08:30:00.000Z',
    });
    stubFetch((request) => {
      if (isFacets(request.url)) return jsonResponse(makeFacets());
      if (request.url === `/api/influencer/${profile.id}`) return jsonResponse(profile);
      if (isSearch(request.url)) return jsonResponse(makeList([profile]));
      if (request.url === '/api/list') return jsonResponse({ lists: [] });
      return emptyDrawerResponse(request.url) ?? jsonResponse(makeUser());
    });
    await renderApp(`/influencer?platform=youtube&profile=${profile.id}`, { user: makeUser() });

    const drawer = await screen.findByRole('dialog');
    const badge = await within(drawer).findByText('Verified by creator');
    expect(badge.closest('[tabindex]')).toHaveAttribute(
      'aria-description',
      'The creator signed in with YouTube on 3 Jun 2026; these numbers came from YouTube.',
    );
  });
});

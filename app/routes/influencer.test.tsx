import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { makeCards, makeFacets, makeList, makeProfile } from '@app/test/influencer-fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { emptyDrawerResponse } from '@app/test/profile-drawer-stub';

const searchOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const isSearch = (url: string) => /^\/api\/influencer(\/public-list)?(\?|$)/.test(url);
const isFacets = (url: string) => url.startsWith('/api/influencer/facets');

/** Stubs fetch: the facets call gets `facets`, every other call `handler`'s answer. */
function stubApi(
  handler: Parameters<typeof stubFetch>[0],
  facets = makeFacets(),
): ReturnType<typeof stubFetch> {
  return stubFetch((request) => (isFacets(request.url) ? jsonResponse(facets) : handler(request)));
}

describe('/influencer', { timeout: 20_000 }, () => {
  it('shows skeletons, then a 3×3 grid from the public list for a visitor', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen = stubApi(async () => {
      await gate;
      return jsonResponse(makeList(makeCards(9), 10_000, true));
    });
    await renderApp('/influencer');

    expect(await screen.findByLabelText('Loading influencers')).toBeInTheDocument();
    expect(screen.getAllByTestId('influencer-card-skeleton')).toHaveLength(9);
    release();

    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(screen.queryByLabelText('Loading influencers')).not.toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('10,000+ influencers');
    const searches = seen.filter((r) => isSearch(r.url));
    expect(searches).toHaveLength(1);
    expect(searches[0]!.url.startsWith('/api/influencer/public-list?')).toBe(true);
    expect(searchOf(searches[0]!.url)).toEqual({
      skip: '0',
      limit: '9',
      platform: 'instagram',
      sort: 'followers',
    });
    expect(searches[0]!.headers.authorization).toBeUndefined();
    const facets = seen.filter((r) => isFacets(r.url));
    expect(facets.map((r) => searchOf(r.url))).toEqual([{ platform: 'instagram' }]);
    expect(facets[0]!.headers.authorization).toBeUndefined();
  });

  it('searches the full list with the token when signed in, and pages past page 3', async () => {
    const user = userEvent.setup();
    const seen = stubApi((request) =>
      isSearch(request.url) ? jsonResponse(makeList(makeCards(9), 100)) : jsonResponse(makeUser()),
    );
    const { router } = await renderApp('/influencer?page=3', { user: makeUser() });

    expect(await screen.findAllByRole('article')).toHaveLength(9);
    const searches = seen.filter((r) => isSearch(r.url));
    expect(searches[0]!.url.startsWith('/api/influencer?')).toBe(true);
    expect(searches[0]!.headers.authorization).toBe('Bearer test-token');
    expect(searchOf(searches[0]!.url).skip).toBe('18');

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/influencer?page=4'));
    await waitFor(() =>
      expect(seen.filter((r) => isSearch(r.url)).map((r) => searchOf(r.url).skip)).toContain('27'),
    );
    expect(screen.queryByText(/Sign in to see all/)).not.toBeInTheDocument();
  });

  it('shows a clear error with Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubApi(() => {
      calls += 1;
      return calls === 1
        ? problemResponse(503, 'Service Unavailable', { detail: 'The search is restarting.' })
        : jsonResponse(makeList(makeCards(2)));
    });
    await renderApp('/influencer');

    expect(await screen.findByText("We couldn't load influencers")).toBeInTheDocument();
    expect(screen.getByText('The search is restarting.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText("We couldn't load influencers")).not.toBeInTheDocument();
  });

  it('suggests which filters to relax when nothing matches, with a button for each', async () => {
    const user = userEvent.setup();
    const seen = stubApi((request) =>
      searchOf(request.url).countries
        ? jsonResponse(makeList([], 0))
        : jsonResponse(makeList(makeCards(3))),
    );
    const { router } = await renderApp('/influencer?countries=US&followers=11-12&keywords=zzz');

    const empty = await screen.findByRole('region', { name: 'No results' });
    expect(within(empty).getByText('No influencers match this search')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: /Remove keywords filter/ })).toHaveTextContent(
      'Keywords: “zzz”',
    );
    expect(
      within(empty).getByRole('button', { name: /Remove followers filter/ }),
    ).toHaveTextContent('Followers: 5M+');
    await user.click(within(empty).getByRole('button', { name: /Remove countries filter/ }));

    // nuqs keeps each parameter where it was in the address.
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/influencer?followers=11-12&keywords=zzz'),
    );
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(searchOf(seen.at(-1)!.url)).toMatchObject({ keywords: 'zzz', followers: '5000000,' });
  });

  it('stops a visitor after page 3 with a sign-in prompt that comes back to the search', async () => {
    stubApi(() => jsonResponse(makeList(makeCards(9), 1234)));
    await renderApp('/influencer?platform=youtube&page=3');

    expect(await screen.findAllByRole('article')).toHaveLength(9);
    const prompt = screen.getByRole('region', { name: 'Sign in to see more' });
    expect(within(prompt).getByText('Sign in to see all 1,234 results')).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/influencer?platform=youtube&page=3')}`,
    );
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  });

  it('shows only the prompt past page 3 and never asks the public list for it', async () => {
    const seen = stubApi(() => jsonResponse(makeList(makeCards(9), 500)));
    await renderApp('/influencer?page=5');

    expect(await screen.findByText('Sign in to see all 500 results')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(
      seen.filter((r) => isSearch(r.url)).every((r) => Number(searchOf(r.url).skip) < 27),
    ).toBe(true);
  });

  it('turns the public list’s 403 into the sign-in prompt', async () => {
    stubApi(() => problemResponse(403, 'Forbidden', { detail: 'Sign in to see more' }));
    await renderApp('/influencer?page=2');
    expect(await screen.findByText('Sign in to see more results')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load influencers")).not.toBeInTheDocument();
  });

  it('debounces keywords, aborts the stale search and offers relevance', async () => {
    const user = userEvent.setup();
    const signals: { url: string; signal: AbortSignal | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = String(input);
        if (isFacets(url)) return Promise.resolve(jsonResponse(makeFacets()));
        const signal = init.signal ?? undefined;
        signals.push({ url, signal });
        if (!searchOf(url).keywords) {
          // The first search hangs until it is aborted.
          return new Promise<Response>((_, reject) =>
            signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            ),
          );
        }
        return Promise.resolve(jsonResponse(makeList(makeCards(1))));
      }),
    );
    const { router } = await renderApp('/influencer');
    await waitFor(() => expect(signals).toHaveLength(1));

    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), '@yoga');
    expect(signals).toHaveLength(1);
    await waitFor(() => expect(currentAddress(router)).toBe('/influencer?keywords=@yoga'));
    expect(await screen.findAllByRole('article')).toHaveLength(1);

    expect(signals[0]!.signal?.aborted).toBe(true);
    const keywordSearches = signals.filter((s) => searchOf(s.url).keywords);
    expect(keywordSearches.map((s) => searchOf(s.url).keywords)).toEqual(['@yoga']);
    expect(searchOf(keywordSearches[0]!.url).sort).toBe('relevance');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Relevance');
  });

  it('"Clear all" keeps countries, keywords and publications', async () => {
    const user = userEvent.setup();
    stubApi(() => jsonResponse(makeList(makeCards(9), 40)));
    const { router } = await renderApp(
      '/influencer?keywords=vegan&countries=US&languages=en&categories=food&followers=2-9&engagements=3-20&publications=1-11',
    );
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(screen.getByTestId('range-followers-text')).toHaveTextContent('5K – 1M');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe(
        '/influencer?keywords=vegan&countries=US&publications=1-11',
      ),
    );
    expect(screen.getByTestId('range-followers-text')).toHaveTextContent('Any');
    expect(screen.getByTestId('range-engagements-text')).toHaveTextContent('Any');
    expect(screen.getByTestId('range-publications-text')).toHaveTextContent('10+');
    expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveValue('vegan');
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('moves a range slider with the keyboard and searches the new range', async () => {
    const user = userEvent.setup();
    const seen = stubApi(() => jsonResponse(makeList(makeCards(9), 40)));
    const { router } = await renderApp('/influencer?platform=youtube');
    await screen.findAllByRole('article');

    const minimum = screen.getByRole('slider', { name: 'Minimum followers' });
    act(() => minimum.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/influencer?platform=youtube&followers=3-12'),
    );
    expect(screen.getByTestId('range-followers-text')).toHaveTextContent('10K+');
    await waitFor(() => expect(searchOf(seen.at(-1)!.url).followers).toBe('10000,'));
  });

  it('switches platform and keeps each platform’s sort', async () => {
    const user = userEvent.setup();
    stubApi(() => jsonResponse(makeList(makeCards(9), 40)));
    const { router } = await renderApp('/influencer?instagramSort=engagementRate');
    await screen.findAllByRole('article');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Engagement rate');

    await user.click(screen.getByRole('tab', { name: 'YouTube' }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe(
        '/influencer?instagramSort=engagementRate&platform=youtube',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Followers');
  });

  it('opens a card’s profile in a drawer with metrics, history and safe links', async () => {
    const user = userEvent.setup();
    const cards = makeCards(3);
    const profile = makeProfile({
      ...cards[1],
      name: 'Creator 2',
      bio: 'Home cooking, every day.',
      categories: ['food', 'diy'],
      categoryEvidence: [
        {
          slug: 'food',
          source: 'bio',
          label: null,
          confidence: 0.5,
          words: ['cooking', 'recipes'],
        },
        { slug: 'diy', source: 'mapping', label: 'Howto & Style', confidence: 1 / 3, words: [] },
      ],
      snapshots: [{ takenOn: '2022-06-01', followers: 10_000, avgViews: null, engagementRate: 2 }],
    });
    const seen = stubApi((request) => {
      if (request.url === `/api/influencer/${profile.id}`) return jsonResponse(profile);
      if (isSearch(request.url)) return jsonResponse(makeList(cards));
      if (request.url === '/api/list') return jsonResponse({ lists: [] });
      if (request.url === `/api/note/${profile.id}`)
        return jsonResponse({ influencerId: profile.id, content: 'Call back', updatedAt: null });
      return emptyDrawerResponse(request.url) ?? jsonResponse(makeUser());
    });
    const { router } = await renderApp('/influencer', { user: makeUser() });

    await user.click(await screen.findByRole('link', { name: 'Creator 2' }));
    await waitFor(() => expect(currentAddress(router)).toBe(`/influencer?profile=${profile.id}`));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Home cooking, every day.')).toBeInTheDocument();
    expect(within(drawer).getByText('Not enough history yet')).toBeInTheDocument();
    expect(within(drawer).getByText('Average comments')).toBeInTheDocument();
    const why = within(drawer).getByRole('list', { name: 'Why these categories' });
    expect(why).toHaveTextContent(
      'Food & Drink: inferred from the name and bio: “cooking”, “recipes” (50% sure)',
    );
    expect(why).toHaveTextContent(
      'DIY & Crafts: one of the categories the “Howto & Style” label may mean; nothing in the profile confirms it (33% sure)',
    );
    const website = within(drawer).getByRole('link', { name: 'Website' });
    expect(website).toHaveAttribute('href', 'https://janecooks.example/');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(drawer).getByRole('link', { name: 'Open on Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(seen.some((r) => r.url === `/api/influencer/${profile.id}`)).toBe(true);
    expect(await within(drawer).findByDisplayValue('Call back')).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: `Add @${profile.username} to Favorites` }),
    ).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close profile' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/influencer'));
  });

  it('offers only the languages the data holds, with their counts under the other filters', async () => {
    const user = userEvent.setup();
    const seen = stubApi(() => jsonResponse(makeList(makeCards(9), 40)));
    const { router } = await renderApp('/influencer?platform=tiktok&countries=US');
    await screen.findAllByRole('article');
    await waitFor(() =>
      expect(seen.filter((r) => isFacets(r.url)).map((r) => searchOf(r.url))).toEqual([
        { platform: 'tiktok', countries: 'US' },
      ]),
    );

    await user.click(screen.getByRole('combobox', { name: 'Languages' }));
    const languages = await screen.findAllByRole('option');
    expect(languages.map((o) => o.textContent)).toEqual([
      'English150, 150 profiles',
      'Portuguese12, 12 profiles',
    ]);
    expect(screen.getByRole('option', { name: /^Portuguese\W+12 profiles$/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /French/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /^Portuguese/ }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/influencer?platform=tiktok&countries=US&languages=pt'),
    );
    await waitFor(() =>
      expect(searchOf(seen.filter((r) => isFacets(r.url)).at(-1)!.url)).toEqual({
        platform: 'tiktok',
        countries: 'US',
        languages: 'pt',
      }),
    );
  });

  it('greys the categories no profile of the search holds', async () => {
    const user = userEvent.setup();
    stubApi(() => jsonResponse(makeList(makeCards(9), 40)));
    await renderApp('/influencer?platform=youtube');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('combobox', { name: 'Categories' }));
    expect(
      await screen.findByRole('option', { name: /^Food & Drink\W+80 profiles$/ }),
    ).toBeInTheDocument();
    const travel = screen.getByRole('option', { name: /^Travel\W+0 profiles$/ });
    expect(travel).toHaveAttribute('data-combobox-disabled', 'true');
  });

  it('says that no profile has a language on record instead of offering every language', async () => {
    const user = userEvent.setup();
    stubApi(
      () => jsonResponse(makeList(makeCards(9), 40)),
      makeFacets({ languages: [], unknown: { countries: 0, languages: 900, categories: 0 } }),
    );
    await renderApp('/influencer');
    await screen.findAllByRole('article');
    const languages = screen.getByRole('combobox', { name: 'Languages' });
    await waitFor(() => expect(languages).toHaveAttribute('placeholder', 'No language on record'));
    await user.click(languages);
    expect(await screen.findByText('No language on record', { selector: 'div' })).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('keeps a chosen language nobody matches removable, and does not blame the data when nothing matches', async () => {
    const user = userEvent.setup();
    stubApi(
      () => jsonResponse(makeList([], 0)),
      makeFacets({
        countries: [],
        languages: [{ value: 'en', count: 30 }],
        unknown: { countries: 0, languages: 5, categories: 0 },
      }),
    );
    const { router } = await renderApp('/influencer?platform=youtube&languages=sw');
    await screen.findByRole('region', { name: 'No results' });
    const countries = screen.getByRole('combobox', { name: 'Countries' });
    await waitFor(() => expect(countries).toHaveAttribute('placeholder', 'Any country'));
    // The pill of a value no profile holds keeps its remove button (a disabled option loses it).
    const label = await screen.findByText('Swahili', { selector: '.mantine-Pill-label' });
    const pill = label.closest('[data-with-remove]');
    expect(pill).not.toBeNull();
    await user.click(pill!.querySelector('button')!);
    await waitFor(() => expect(currentAddress(router)).toBe('/influencer?platform=youtube'));
  });

  it('says how many profiles a filter leaves out for want of a value, and includes them in one click', async () => {
    const user = userEvent.setup();
    const seen = stubApi(() => jsonResponse(makeList(makeCards(9), 40)));
    const { router } = await renderApp('/influencer?countries=US&categories=food');
    await screen.findAllByRole('article');

    const country = await screen.findByTestId('unknown-countries');
    expect(country).toHaveTextContent('312 more have no country on record — include them');
    expect(screen.getByTestId('unknown-categories')).toHaveTextContent(
      '7 more have no category on record — include them',
    );
    // No language filter, so nothing is left out for want of a language.
    expect(screen.queryByTestId('unknown-languages')).not.toBeInTheDocument();

    await user.click(
      within(country).getByRole('button', {
        name: 'Include them: 312 profiles with no country on record',
      }),
    );
    await waitFor(() =>
      expect(currentAddress(router)).toBe(
        '/influencer?countries=US&categories=food&includeUnknown=countries',
      ),
    );
    await waitFor(() =>
      expect(searchOf(seen.filter((r) => isSearch(r.url)).at(-1)!.url)).toMatchObject({
        countries: 'US',
        includeUnknown: 'countries',
      }),
    );
    expect(
      await screen.findByText('Including 312 with no country on record', { exact: false }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: 'Leave them out: 312 profiles with no country on record',
      }),
    );
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/influencer?countries=US&categories=food'),
    );
  });

  it('searches TikTok in its own tab, with views first among its sorts', async () => {
    const user = userEvent.setup();
    const seen = stubApi((request) =>
      jsonResponse(
        makeList(
          searchOf(request.url).platform === 'tiktok'
            ? makeCards(3, { platform: 'tiktok', avgViews: 2_000_000, avgLikes: 90_000 })
            : makeCards(3),
        ),
      ),
    );
    const { router } = await renderApp('/influencer');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('tab', { name: 'TikTok' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/influencer?platform=tiktok'));
    await waitFor(() =>
      expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-platform', 'tiktok'),
    );
    expect(within(screen.getAllByRole('article')[0]!).getByText('2M')).toBeInTheDocument();
    expect(searchOf(seen.filter((r) => isSearch(r.url)).at(-1)!.url).platform).toBe('tiktok');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const sorts = await screen.findAllByRole('option');
    expect(sorts.map((o) => o.textContent)).toEqual([
      'Followers',
      'Engagement rate',
      'Average views',
      'Average likes',
    ]);
    await user.click(screen.getByRole('option', { name: 'Average views' }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/influencer?platform=tiktok&tiktokSort=avgViews'),
    );
  });

  it('asks a visitor to sign in instead of loading a shared profile', async () => {
    const seen = stubApi(() => jsonResponse(makeList(makeCards(3))));
    const id = '00000000-0000-4000-8000-000000000002';
    await renderApp(`/influencer?profile=${id}`);

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Sign in to see the full profile')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/influencer?profile=${id}`)}`,
    );
    expect(seen.some((r) => r.url.startsWith(`/api/influencer/${id}`))).toBe(false);
  });
});

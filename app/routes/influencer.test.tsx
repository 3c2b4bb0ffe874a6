import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCollaborationList } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { makeCards, makeList, makeProfile } from '@app/test/influencer-fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { makeReviewSummary } from '@app/test/review-fixtures';

const searchOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const isSearch = (url: string) => /^\/api\/influencer(\/public-list)?(\?|$)/.test(url);

// Mantine's filters make this page slow to render in jsdom.
beforeAll(() => configure({ asyncUtilTimeout: 4000 }));

describe('/influencer', { timeout: 20_000 }, () => {
  it('shows skeletons, then a 3×3 grid from the public list for a visitor', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen = stubFetch(async () => {
      await gate;
      return jsonResponse(makeList(makeCards(9), 10_000, true));
    });
    renderApp('/influencer');

    expect(await screen.findByLabelText('Loading influencers')).toBeInTheDocument();
    expect(screen.getAllByTestId('influencer-card-skeleton')).toHaveLength(9);
    release();

    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(screen.queryByLabelText('Loading influencers')).not.toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('10,000+ influencers');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.startsWith('/api/influencer/public-list?')).toBe(true);
    expect(searchOf(seen[0]!.url)).toEqual({
      skip: '0',
      limit: '9',
      platform: 'instagram',
      sort: 'followers',
    });
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('searches the full list with the token when signed in, and pages past page 3', async () => {
    const user = userEvent.setup();
    const seen = stubFetch((request) =>
      isSearch(request.url) ? jsonResponse(makeList(makeCards(9), 100)) : jsonResponse(makeUser()),
    );
    const { router } = renderApp('/influencer?page=3', { user: makeUser() });

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
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? problemResponse(503, 'Service Unavailable', { detail: 'The search is restarting.' })
        : jsonResponse(makeList(makeCards(2)));
    });
    renderApp('/influencer');

    expect(await screen.findByText("We couldn't load influencers")).toBeInTheDocument();
    expect(screen.getByText('The search is restarting.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText("We couldn't load influencers")).not.toBeInTheDocument();
  });

  it('suggests which filters to relax when nothing matches, with a button for each', async () => {
    const user = userEvent.setup();
    const seen = stubFetch((request) =>
      searchOf(request.url).countries
        ? jsonResponse(makeList([], 0))
        : jsonResponse(makeList(makeCards(3))),
    );
    const { router } = renderApp('/influencer?countries=US&followers=11-12&keywords=zzz');

    const empty = await screen.findByRole('region', { name: 'No results' });
    expect(within(empty).getByText('No influencers match this search')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: /Remove keywords filter/ })).toHaveTextContent(
      'Keywords: “zzz”',
    );
    expect(
      within(empty).getByRole('button', { name: /Remove followers filter/ }),
    ).toHaveTextContent('Followers: 5M+');
    await user.click(within(empty).getByRole('button', { name: /Remove countries filter/ }));

    await waitFor(() =>
      expect(currentAddress(router)).toBe('/influencer?keywords=zzz&followers=11-12'),
    );
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(searchOf(seen.at(-1)!.url)).toMatchObject({ keywords: 'zzz', followers: '5000000,' });
  });

  it('stops a visitor after page 3 with a sign-in prompt that comes back to the search', async () => {
    stubFetch(() => jsonResponse(makeList(makeCards(9), 1234)));
    renderApp('/influencer?platform=youtube&page=3');

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
    const seen = stubFetch(() => jsonResponse(makeList(makeCards(9), 500)));
    renderApp('/influencer?page=5');

    expect(await screen.findByText('Sign in to see all 500 results')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(seen.every((r) => Number(searchOf(r.url).skip) < 27)).toBe(true);
  });

  it('turns the public list’s 403 into the sign-in prompt', async () => {
    stubFetch(() => problemResponse(403, 'Forbidden', { detail: 'Sign in to see more' }));
    renderApp('/influencer?page=2');
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
    const { router } = renderApp('/influencer');
    await waitFor(() => expect(signals).toHaveLength(1));

    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), '@yoga');
    expect(signals).toHaveLength(1);
    await waitFor(() => expect(currentAddress(router)).toBe('/influencer?keywords=%40yoga'));
    expect(await screen.findAllByRole('article')).toHaveLength(1);

    expect(signals[0]!.signal?.aborted).toBe(true);
    const keywordSearches = signals.filter((s) => searchOf(s.url).keywords);
    expect(keywordSearches.map((s) => searchOf(s.url).keywords)).toEqual(['@yoga']);
    expect(searchOf(keywordSearches[0]!.url).sort).toBe('relevance');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Relevance');
  });

  it('"Clear all" keeps countries, keywords and publications', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse(makeList(makeCards(9), 40)));
    const { router } = renderApp(
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
    const seen = stubFetch(() => jsonResponse(makeList(makeCards(9), 40)));
    const { router } = renderApp('/influencer?platform=youtube');
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
    stubFetch(() => jsonResponse(makeList(makeCards(9), 40)));
    const { router } = renderApp('/influencer?instagramSort=engagementRate');
    await screen.findAllByRole('article');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Engagement rate');

    await user.click(screen.getByRole('tab', { name: 'YouTube' }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe(
        '/influencer?platform=youtube&instagramSort=engagementRate',
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
      snapshots: [{ takenOn: '2022-06-01', followers: 10_000, avgViews: null, engagementRate: 2 }],
    });
    const seen = stubFetch((request) => {
      if (request.url === `/api/influencer/${profile.id}`) return jsonResponse(profile);
      if (isSearch(request.url)) return jsonResponse(makeList(cards));
      if (request.url === '/api/list') return jsonResponse({ lists: [] });
      if (request.url === `/api/note/${profile.id}`)
        return jsonResponse({ influencerId: profile.id, content: 'Call back', updatedAt: null });
      if (request.url.startsWith('/api/collaboration/user/self/'))
        return jsonResponse(makeCollaborationList([]));
      if (request.url.startsWith('/api/promotion/')) return jsonResponse({ query: [] });
      if (request.url.startsWith('/api/review/')) return jsonResponse(makeReviewSummary([]));
      return jsonResponse(makeUser());
    });
    const { router } = renderApp('/influencer', { user: makeUser() });

    await user.click(await screen.findByRole('link', { name: 'Creator 2' }));
    await waitFor(() => expect(currentAddress(router)).toBe(`/influencer?profile=${profile.id}`));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Home cooking, every day.')).toBeInTheDocument();
    expect(within(drawer).getByText('Not enough history yet')).toBeInTheDocument();
    expect(within(drawer).getByText('Average comments')).toBeInTheDocument();
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

  it('asks a visitor to sign in instead of loading a shared profile', async () => {
    const seen = stubFetch(() => jsonResponse(makeList(makeCards(3))));
    const id = '00000000-0000-4000-8000-000000000002';
    renderApp(`/influencer?profile=${id}`);

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Sign in to see the full profile')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/influencer?profile=${id}`)}`,
    );
    expect(seen.some((r) => r.url.startsWith(`/api/influencer/${id}`))).toBe(false);
  });
});

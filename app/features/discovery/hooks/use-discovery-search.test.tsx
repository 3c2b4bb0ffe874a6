import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UrlStateAdapter } from '@app/lib/url-state-adapter';
import type { DiscoverySearch } from './use-discovery-search';
import { useDiscoverySearch } from './use-discovery-search';

/** Renders the hook on a memory router at `address`; `current()` is its latest result. */
function renderSearch(address: string) {
  let latest: DiscoverySearch | undefined;
  function Probe() {
    latest = useDiscoverySearch();
    return null;
  }
  const router = createMemoryRouter([{ path: '/influencer', element: <Probe /> }], {
    initialEntries: [address],
  });
  render(
    <UrlStateAdapter>
      <RouterProvider router={router} />
    </UrlStateAdapter>,
  );
  const current = () => {
    if (!latest) throw new Error('hook not rendered');
    return latest;
  };
  const search = () => router.state.location.search;
  /** Waits until nuqs has written the URL (it writes changes together, within 50 ms). */
  const urlIs = (expected: string) => waitFor(() => expect(search()).toBe(expected));
  return { router, current, search, urlIs };
}

describe('useDiscoverySearch', () => {
  it('reads the search from the URL, with the seed defaults for what is missing', () => {
    const { current } = renderSearch(
      '/influencer?platform=youtube&countries=US&followers=9-12&page=2',
    );
    expect(current()).toMatchObject({
      platform: 'youtube',
      keywords: '',
      selectedCountries: ['US'],
      categories: [],
      languages: [],
      page: 2,
      sort: { instagram: null, youtube: null, tiktok: null },
      selectedFollowers: [9, 12],
      selectedEngagements: [0, 20],
      selectedAverageView: [0, 10],
      selectedPublications: [0, 11],
      currentSort: 'followers',
    });
    expect(current().apiQuery).toMatchObject({ skip: 9, followers: '1000000,', countries: 'US' });
  });

  it('writes each change to the URL, omitting defaults, and goes back to page 1 when a filter changes', async () => {
    const { current, urlIs } = renderSearch('/influencer?page=3');
    act(() => current().setSelectedCountries(['US']));
    await urlIs('?countries=US');
    act(() => current().setPage(5));
    await urlIs('?countries=US&page=5');
    act(() => current().setRange('selectedFollowers', [3, 12]));
    await urlIs('?countries=US&followers=3-12');
    act(() => current().setPage(2));
    act(() => current().setCategories(['food']));
    expect(current().page).toBe(1);
    act(() => current().setPage(2));
    act(() => current().setKeywords('pasta'));
    expect(current().page).toBe(1);
    act(() => current().setPage(2));
    act(() => current().setPlatform('youtube'));
    expect(current().page).toBe(1);
    act(() => current().setPage(2));
    act(() => current().setSort('engagementRate'));
    expect(current().page).toBe(1);
    await urlIs(
      '?countries=US&followers=3-12&platform=youtube&keywords=pasta&categories=food&youtubeSort=engagementRate',
    );
  });

  it('"Clear all" resets followers, engagements, average views, categories and languages only', async () => {
    const { current, urlIs } = renderSearch(
      '/influencer?keywords=yoga&countries=US,CA&categories=fitness&languages=en&followers=3-9&engagements=2-20&averageViews=1-10&publications=2-11&page=4',
    );
    act(() => current().clearAll());
    await urlIs('?keywords=yoga&countries=US,CA&publications=2-11');
    expect(current()).toMatchObject({
      keywords: 'yoga',
      selectedCountries: ['US', 'CA'],
      selectedPublications: [2, 11],
      categories: [],
      languages: [],
      selectedFollowers: [0, 12],
      selectedEngagements: [0, 20],
      selectedAverageView: [0, 10],
      page: 1,
    });
  });

  it('keeps a sort per platform', async () => {
    const { current, urlIs } = renderSearch('/influencer');
    act(() => current().setSort('engagementRate'));
    act(() => current().setPlatform('youtube'));
    expect(current().currentSort).toBe('followers');
    act(() => current().setSort('avgViews'));
    act(() => current().setPlatform('tiktok'));
    expect(current().currentSort).toBe('followers');
    act(() => current().setSort('avgLikes'));
    expect(current().sort).toEqual({
      instagram: 'engagementRate',
      youtube: 'avgViews',
      tiktok: 'avgLikes',
    });
    act(() => current().setPlatform('instagram'));
    expect(current().currentSort).toBe('engagementRate');
    await urlIs('?instagramSort=engagementRate&youtubeSort=avgViews&tiktokSort=avgLikes');
  });

  it('round-trips through the URL and the back button restores the previous search', async () => {
    const { current, router, search, urlIs } = renderSearch('/influencer');
    // One change at a time, as a person makes them: each is its own history entry.
    act(() => current().setPlatform('youtube'));
    await urlIs('?platform=youtube');
    act(() => current().setSelectedCountries(['US']));
    await urlIs('?platform=youtube&countries=US');
    act(() => current().setRange('selectedFollowers', [11, 12]));
    await urlIs('?platform=youtube&countries=US&followers=11-12');
    const shared = search();

    const copy = renderSearch(`/influencer${shared}`);
    expect(copy.current().state).toEqual(current().state);

    await act(() => router.navigate(-1));
    expect(current().selectedFollowers).toEqual([0, 12]);
    expect(current().selectedCountries).toEqual(['US']);
    await urlIs('?platform=youtube&countries=US');
  });

  it('includes and leaves out profiles with unknown values, per filter', async () => {
    const { current, urlIs } = renderSearch('/influencer?countries=US&languages=pt&page=2');
    act(() => current().setIncludeUnknown('countries', true));
    await urlIs('?countries=US&languages=pt&includeUnknown=countries');
    expect(current().apiQuery).toMatchObject({ skip: 0, includeUnknown: 'countries' });
    expect(current().facetsQuery).toEqual({
      platform: 'instagram',
      countries: 'US',
      languages: 'pt',
      includeUnknown: 'countries',
    });
    act(() => current().setIncludeUnknown('languages', true));
    act(() => current().setIncludeUnknown('countries', false));
    expect(current().includeUnknown).toEqual(['languages']);
    act(() => current().setLanguages([]));
    await urlIs('?countries=US');
  });

  it('offers relevance only with keywords', async () => {
    const { current, urlIs } = renderSearch('/influencer?instagramSort=relevance');
    expect(current().currentSort).toBe('followers');
    act(() => current().setKeywords('#vegan'));
    expect(current().currentSort).toBe('relevance');
    expect(current().apiQuery).toMatchObject({ keywords: '#vegan', sort: 'relevance' });
    await urlIs('?instagramSort=relevance&keywords=%23vegan');
  });

  it('builds each change on the last one asked for, even from a handler of an earlier render', async () => {
    const { router, current, urlIs } = renderSearch('/influencer?platform=youtube');
    // A handler that ran before the router rendered the previous change (the country picked,
    // then the followers slider moved at once) must not drop that change.
    const earlier = current();
    act(() => {
      earlier.setSelectedCountries(['US']);
      earlier.setRange('selectedFollowers', [11, 12]);
    });
    await urlIs('?platform=youtube&countries=US&followers=11-12');
    // Changes made together are one history entry; a navigation the page did not ask for (the
    // back button) is the new base.
    await act(() => router.navigate(-1));
    await urlIs('?platform=youtube');
    expect(current().selectedCountries).toEqual([]);
    act(() => current().setPage(2));
    await urlIs('?platform=youtube&page=2');
  });
});

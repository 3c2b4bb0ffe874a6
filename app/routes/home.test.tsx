import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeCards } from '@app/test/influencer-fixtures';
import { renderApp } from '@app/test/render-app';

const statistics = {
  total: 40_123,
  countryCount: 87,
  platforms: [
    { platform: 'instagram', profiles: 35_102 },
    { platform: 'youtube', profiles: 5_021 },
  ],
  countries: [
    { country: 'US', profiles: 900 },
    { country: 'IN', profiles: 400 },
    { country: 'BR', profiles: 300 },
  ],
  categories: [
    { category: 'fashion', profiles: 11_911 },
    { category: 'food', profiles: 3_565 },
  ],
  quality: [
    {
      platform: 'youtube',
      profiles: 5_021,
      suspectedDuplicates: 0,
      quarantined: [
        { metric: 'avgViews', reason: 'average views above 20 × followers', count: 18 },
      ],
      implausibleInSorts: 0,
      inferredLanguages: 0,
      missing: {},
      staleProfiles: 5_021,
      stalePercent: 100,
      oldestDataOn: '2022-04-01',
      newestDataOn: '2024-01-01',
    },
  ],
};

describe('/ (home)', { timeout: 20_000 }, () => {
  it('shows live statistics and trending creators under the hero', async () => {
    const trending = makeCards(6, { platform: 'youtube' }).map((card, i) => ({
      ...card,
      followersGrowth: 1_000 * (i + 1),
      followersGrowthPercent: 1.5,
    }));
    const seen = stubFetch((request) =>
      request.url.startsWith('/api/influencer/statistics')
        ? jsonResponse(statistics)
        : jsonResponse({ query: trending }),
    );
    await renderApp('/');

    const stats = await screen.findByRole('region', { name: 'Real creators, ready to search' });
    expect(await within(stats).findByText('Instagram profiles')).toBeInTheDocument();
    expect(within(stats).getByText('35.1K')).toHaveAttribute('title', '35,102');
    expect(within(stats).getByText('5K')).toHaveAttribute('title', '5,021');
    expect(within(stats).getByText('Countries').previousElementSibling).toHaveTextContent('87');
    expect(within(stats).getByRole('link', { name: /Fashion/ })).toHaveAttribute(
      'href',
      '/influencer?categories=fashion',
    );
    expect(within(stats).getByRole('link', { name: /Food & Drink/ })).toHaveTextContent('3.6K');
    expect(within(stats).getByRole('link', { name: /United States/ })).toHaveAttribute(
      'href',
      '/influencer?countries=US',
    );

    // Freshness said plainly: the newest month, the stale share and the values held back.
    expect(
      within(stats).getByText(
        /YouTube: newest data Jan 2024; 100 % of 5,021 profiles are older than 12 months; 18 implausible/,
      ),
    ).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Trending creators' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(within(cards[0]!).getByText('+1K followers (+1.5%)')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Creator 1' })).toHaveAttribute(
      'href',
      `/influencer?platform=youtube&profile=${trending[0]!.id}`,
    );
    expect(seen.map((r) => r.url).sort()).toEqual([
      '/api/influencer/statistics',
      '/api/influencer/trending?limit=6',
    ]);
  });

  it('hides both sections quietly when the API fails', async () => {
    const seen = stubFetch(() => problemResponse(500, 'Internal Server Error'));
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: /How it works/ })).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(2));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Trending creators' })).not.toBeInTheDocument();
      expect(screen.queryByText('Real creators, ready to search')).not.toBeInTheDocument();
    });
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});

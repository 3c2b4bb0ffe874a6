import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Clicks } from '@shared/schemas/short-links';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { TrackingLinkCard } from './tracking-link-card';

const SHORT_URL = 'https://collabify.example/s/Ab3_x-9Z';
const CLICKS_URL = '/api/shorten-url/Ab3_x-9Z/clicks';
const today = new Date().toISOString().slice(0, 10);

describe('TrackingLinkCard', { timeout: 30_000 }, () => {
  it('shows the owner the short link, a copy button, the clicks and the clicks by day', async () => {
    const clicks: Clicks = { total: 3, days: [{ day: today, clicks: 3 }] };
    const seen = stubFetch((request) =>
      request.url === CLICKS_URL ? jsonResponse(clicks) : problemResponse(404, 'Not Found'),
    );
    renderWithProviders(<TrackingLinkCard shortUrl={SHORT_URL} clicks={3} owner />);

    const card = screen.getByRole('region', { name: 'Tracking link' });
    expect(screen.getByRole('link', { name: SHORT_URL })).toHaveAttribute('href', SHORT_URL);
    expect(screen.getByRole('button', { name: 'Copy the tracking link' })).toBeVisible();
    expect(card).toHaveTextContent('3 clicks');
    expect(
      // The chart loads on demand with the charts library.
      await screen.findByRole(
        'img',
        { name: /Clicks by day: 3 in total, most on/ },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(seen.map((r) => r.url)).toEqual([CLICKS_URL]);
  });

  it('shows the influencer the link and its clicks without asking for the days', () => {
    const seen = stubFetch(() => problemResponse(404, 'Not Found'));
    renderWithProviders(<TrackingLinkCard shortUrl={SHORT_URL} clicks={1} owner={false} />);

    expect(screen.getByRole('region', { name: 'Tracking link' })).toHaveTextContent('1 click');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});

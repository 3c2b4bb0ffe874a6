import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePromotion } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { PastPromotions } from './past-promotions';

const INFLUENCER = '0b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c';

describe('PastPromotions', () => {
  it('lists the published posts with brand, date, metrics and a safe link to each', async () => {
    const seen = stubFetch(() =>
      jsonResponse({
        query: [
          makePromotion({ likes: 1_200, comments: 30, views: null }),
          makePromotion({
            id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5e',
            platform: 'youtube',
            url: 'https://youtu.be/xyz',
            publishedOn: '2026-05-02',
            advertiser: null,
            likes: null,
            comments: null,
            views: 45_000,
          }),
        ],
      }),
    );
    renderWithProviders(<PastPromotions influencerId={INFLUENCER} />);

    const section = screen.getByRole('region', { name: 'Past promotions' });
    const first = await within(section).findByRole('listitem', {
      name: 'Glow Labs, 10 Jun 2026',
    });
    expect(seen.map((r) => r.url)).toEqual([`/api/promotion/influencer/${INFLUENCER}`]);
    expect(within(first).getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
    expect(first).toHaveTextContent('For Glow Labs');
    expect(first).toHaveTextContent('1.2K likes');
    expect(first).toHaveTextContent('30 comments');
    expect(first).not.toHaveTextContent('views');
    const link = within(first).getByRole('link', { name: 'View on Instagram' });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/p/abc123/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const own = within(section).getByRole('listitem', { name: 'Post, 2 May 2026' });
    expect(own).toHaveTextContent('Own post');
    expect(own).toHaveTextContent('45K views');
    expect(within(own).getByRole('link', { name: 'View on YouTube' })).toHaveAttribute(
      'href',
      'https://youtu.be/xyz',
    );
  });

  it('says quietly when there are none', async () => {
    stubFetch(() => jsonResponse({ query: [] }));
    renderWithProviders(<PastPromotions influencerId={INFLUENCER} />);

    expect(await screen.findByText('No published promotions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when they cannot be loaded', async () => {
    stubFetch(() => problemResponse(503, 'Service Unavailable', { detail: 'Try again soon.' }));
    renderWithProviders(<PastPromotions influencerId={INFLUENCER} />);

    expect(await screen.findByText("We couldn't load the past promotions")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

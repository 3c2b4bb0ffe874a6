import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { makeReview, makeReviewSummary } from '@app/test/review-fixtures';
import { renderWithProviders } from '@app/test/render-with-providers';
import { ReviewSummary } from './review-summary';

const ID = '0b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c';

describe('ReviewSummary', () => {
  it('shows the average as stars, the count and the three newest reviews', async () => {
    const seen = stubFetch(() =>
      jsonResponse(
        makeReviewSummary(
          [
            makeReview({ by: 'Glow Labs', text: 'Great reel.' }),
            makeReview({ by: 'Stride', rating: 4, text: '' }),
            makeReview({ by: 'Bean Co' }),
            makeReview({ by: 'Older Brand' }),
          ],
          { average: 4.666, count: 12 },
        ),
      ),
    );
    renderWithProviders(<ReviewSummary subject={{ kind: 'influencer', id: ID }} />);

    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('4.7 · 12 reviews')).toBeInTheDocument();
    expect(seen.map((r) => r.url)).toEqual([`/api/review/influencer/${ID}`]);
    expect(within(section).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    const reviews = within(section).getAllByRole('listitem');
    expect(reviews.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Review by Glow Labs',
      'Review by Stride',
      'Review by Bean Co',
    ]);
    expect(reviews[0]).toHaveTextContent('Great reel.');
    expect(reviews[0]).toHaveTextContent('20 Jul 2026');
    expect(within(reviews[1]!).getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
  });

  it('reads an advertiser’s reviews and says when there are none', async () => {
    const seen = stubFetch(() => jsonResponse(makeReviewSummary([])));
    renderWithProviders(<ReviewSummary subject={{ kind: 'advertiser', id: ID }} order={2} />);

    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews', level: 2 })).toBeInTheDocument();
    expect(seen.map((r) => r.url)).toEqual([`/api/review/advertiser/${ID}`]);
  });
});

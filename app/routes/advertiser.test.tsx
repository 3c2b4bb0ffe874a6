import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePublicCampaign } from '@app/test/campaign-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { renderApp } from '@app/test/render-app';
import { makeReview, makeReviewSummary } from '@app/test/review-fixtures';

const advertiser = makePublicCampaign().advertiser;

describe('/advertiser/:id', { timeout: 20_000 }, () => {
  it('shows a visitor the reviews influencers left the advertiser', async () => {
    const seen = stubFetch((request) => {
      if (request.url === `/api/review/advertiser/${advertiser.id}`)
        return jsonResponse(
          makeReviewSummary([makeReview({ by: 'Jane Glow', text: 'Clear brief, paid fast.' })]),
        );
      if (request.url === `/api/campaign/publicByUserId/${advertiser.id}`)
        return jsonResponse({ advertiser, query: [makePublicCampaign()] });
      return problemResponse(404, 'Not Found');
    });
    await renderApp(`/advertiser/${advertiser.id}`);

    expect(await screen.findByRole('heading', { name: 'Stride', level: 1 })).toBeVisible();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('5.0 · 1 review')).toBeInTheDocument();
    expect(
      within(reviews).getByRole('listitem', { name: 'Review by Jane Glow' }),
    ).toHaveTextContent('Clear brief, paid fast.');
    expect(screen.getByText('Summer running shoe launch')).toBeInTheDocument();
    expect(seen.some((r) => r.url === `/api/review/advertiser/${advertiser.id}`)).toBe(true);
  });
});

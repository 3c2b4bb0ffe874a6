import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/test/render-with-providers';
import { describe, expect, it } from 'vitest';
import type { InfluencerPick } from '@shared/schemas/picks';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeCard } from '@app/test/influencer-fixtures';
import { SimilarProfiles } from './similar-profiles';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SIMILAR_URL = `/api/influencer/${ID}/similar?limit=12`;

const PICKS: InfluencerPick[] = [
  {
    card: makeCard({
      id: '00000000-0000-4000-8000-000000000001',
      username: 'green.plate',
      name: 'Green Plate',
      followers: 48_200,
      engagementRate: 4.2,
    }),
    score: 87.4,
    reasons: ['Food & Drink', 'in United States', 'mentions “vegan”'],
  },
  {
    card: makeCard({
      id: '00000000-0000-4000-8000-000000000002',
      platform: 'youtube',
      username: 'slowcooker',
      name: null,
    }),
    score: 52,
    reasons: ['Food & Drink'],
  },
];

function renderSimilar() {
  renderWithProviders(
    <SimilarProfiles
      influencerId={ID}
      cardHref={(card) => `/influencer?profile=${card.id}`}
      renderActions={(card) => <button type="button">Save @{card.username}</button>}
    />,
  );
}

describe('SimilarProfiles', () => {
  it('fetches nothing until "Find similar" is pressed, then shows the picks with score and reasons', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => jsonResponse({ query: PICKS, alternatives: [] }));
    renderSimilar();

    expect(screen.getByRole('region', { name: 'Similar profiles' })).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Find similar' }));
    const first = await screen.findByRole('article', { name: '@green.plate' });
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${SIMILAR_URL}`,
    ]);

    expect(within(first).getByText('87 match')).toBeInTheDocument();
    const reasons = within(first).getByRole('list', { name: 'Why it matches' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Food & Drink', 'in United States', 'mentions “vegan”']);
    expect(first).toHaveTextContent('48.2K followers');
    expect(first).toHaveTextContent('4.2% engagement');
    expect(within(first).getByRole('link', { name: 'Green Plate' })).toHaveAttribute(
      'href',
      '/influencer?profile=00000000-0000-4000-8000-000000000001',
    );
    expect(within(first).getByRole('button', { name: 'Save @green.plate' })).toBeInTheDocument();

    const second = screen.getByRole('article', { name: '@slowcooker' });
    expect(within(second).getByText('52 match')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'YouTube' })).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: '@slowcooker' })).toBeInTheDocument();
  });

  it('says so when no similar profile is found', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ query: [], alternatives: [] }));
    renderSimilar();

    await user.click(screen.getByRole('button', { name: 'Find similar' }));
    expect(await screen.findByText('No similar profiles found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and retrying loads the picks', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const seen = stubFetch(() =>
      failures-- > 0
        ? problemResponse(503, 'Service unavailable', { detail: 'Try again in a minute.' })
        : jsonResponse({ query: PICKS, alternatives: [] }),
    );
    renderSimilar();

    await user.click(screen.getByRole('button', { name: 'Find similar' }));
    expect(await screen.findByText("We couldn't find similar profiles")).toBeInTheDocument();
    expect(screen.getByText('Try again in a minute.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: '@green.plate' })).toBeInTheDocument();
    expect(seen).toHaveLength(2);
    expect(screen.queryByText("We couldn't find similar profiles")).not.toBeInTheDocument();
  });
});

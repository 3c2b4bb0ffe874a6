import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/test/render-with-providers';
import { describe, expect, it } from 'vitest';
import type { Platform } from '@shared/constants/discovery';
import type { InfluencerPick } from '@shared/schemas/picks';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { makeCard } from '@app/test/influencer-fixtures';
import { KeywordPicksForm } from './keyword-picks-form';

const PICKS: InfluencerPick[] = [
  {
    card: makeCard({
      id: '00000000-0000-4000-8000-000000000001',
      platform: 'youtube',
      username: 'veganberlin',
      name: 'Vegan Berlin',
      country: 'DE',
      avgViews: 30_000,
    }),
    score: 91,
    reasons: ['Food & Drink', 'in Germany', 'mentions “vegan”'],
  },
];

function renderForm(platform?: Platform) {
  renderWithProviders(
    <KeywordPicksForm platform={platform} cardHref={(card) => `/influencer?profile=${card.id}`} />,
  );
}

describe('KeywordPicksForm', () => {
  it('submits the keywords and the chosen platform, then shows the picks', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => jsonResponse({ query: PICKS, alternatives: [] }));
    renderForm();

    await user.type(
      screen.getByRole('textbox', { name: 'Keywords' }),
      '  vegan food creators in Germany ',
    );
    await user.click(screen.getByRole('combobox', { name: 'Platform' }));
    await user.click(await screen.findByRole('option', { name: 'YouTube' }));
    await user.click(screen.getByRole('button', { name: 'Suggest influencers' }));

    const pick = await screen.findByRole('article', { name: '@veganberlin' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/list/ai-picks',
      body: { keywords: 'vegan food creators in Germany', platform: 'youtube' },
    });
    expect(
      screen.getByText('1 suggestion for “vegan food creators in Germany”'),
    ).toBeInTheDocument();
    expect(within(pick).getByText('91 match')).toBeInTheDocument();
    expect(within(pick).getByText('in Germany')).toBeInTheDocument();
    expect(within(pick).getByRole('link', { name: 'Vegan Berlin' })).toHaveAttribute(
      'href',
      '/influencer?profile=00000000-0000-4000-8000-000000000001',
    );
  });

  it('leaves the platform out for any platform and says when nothing matches', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => jsonResponse({ query: [], alternatives: [] }));
    renderForm();

    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue('Any platform');
    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), 'knitting{Enter}');

    expect(await screen.findByText(/No influencers match “knitting”/)).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({ keywords: 'knitting' });
  });

  it('shows the few that fit and the near fits apart, each with what it misses', async () => {
    const user = userEvent.setup();
    const near = {
      card: makeCard({
        id: '00000000-0000-4000-8000-000000000002',
        username: 'veganparis',
        name: 'Vegan Paris',
        country: 'FR',
      }),
      score: 40,
      reasons: ['mentions “vegan”'],
      unmet: ['in Germany'],
    };
    stubFetch(() => jsonResponse({ query: PICKS, alternatives: [near] }));
    renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), 'vegan in Germany{Enter}');

    expect(
      await screen.findByText(
        'Only 1 profile fits everything in “vegan in Germany”; 1 near fit is listed apart.',
      ),
    ).toBeInTheDocument();
    const apart = screen.getByRole('region', { name: 'Near fits' });
    const nearRow = within(apart).getByRole('article', { name: '@veganparis' });
    expect(within(nearRow).getByText('Misses: in Germany')).toBeInTheDocument();
    expect(within(apart).queryByRole('article', { name: '@veganberlin' })).toBeNull();
    expect(screen.getByRole('article', { name: '@veganberlin' })).not.toHaveTextContent('Misses');
  });

  it('starts with the given platform', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => jsonResponse({ query: PICKS, alternatives: [] }));
    renderForm('tiktok');

    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue('TikTok');
    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), 'dance{Enter}');
    await screen.findByRole('article', { name: '@veganberlin' });
    expect(seen[0]?.body).toEqual({ keywords: 'dance', platform: 'tiktok' });
  });

  it('asks for 2 to 500 characters and sends nothing otherwise', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => jsonResponse({ query: PICKS, alternatives: [] }));
    renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), ' a ');
    await user.click(screen.getByRole('button', { name: 'Suggest influencers' }));

    expect(await screen.findByText('Use 2–500 characters')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});

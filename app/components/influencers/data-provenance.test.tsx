import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeCard, makeProfile } from '@app/test/influencer-fixtures';
import { theme } from '@app/theme';
import { InfluencerCard } from './influencer-card';
import { ProfileMetrics } from './profile-metrics';

function renderInApp(node: React.ReactNode) {
  return render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('dated, sourced numbers', () => {
  it('a card says the month and source of its numbers, and when they mix dates', () => {
    renderInApp(
      <InfluencerCard
        to="/x"
        influencer={makeCard({
          asOf: { followers: '2024-01-01', engagementRate: '2022-12-01' },
          source: 'TIDES',
          unverified: ['avgViews'],
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(
      within(card).getByText('As of Jan 2024 · TIDES · mixed dates · 1 unverified'),
    ).toBeInTheDocument();
  });

  it('a card of a name-only profile shows no @handle', () => {
    renderInApp(
      <InfluencerCard
        to="/x"
        influencer={makeCard({ username: 'Bad Bunny', name: 'Bad Bunny', usernameKind: 'name' })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Bad Bunny' });
    expect(within(card).getByText('No handle on record')).toBeInTheDocument();
    expect(within(card).queryByText('@Bad Bunny')).not.toBeInTheDocument();
  });

  it('profile tiles give each value its month and source, and strike an unverified one with its rule', () => {
    renderInApp(
      <ProfileMetrics
        profile={makeProfile({
          platform: 'youtube',
          followers: 46_100_000,
          avgViews: null,
          metrics: {
            followers: {
              value: 46_100_000,
              on: '2022-12-01',
              source: 's',
              sourceName: 'HypeAuditor',
            },
            avgViews: {
              value: 30_700_000_000,
              on: '2023-07-01',
              source: 'g',
              sourceName: 'Global YouTube Statistics 2023',
              estimated: true,
              unverified: 'estimated over fewer than 10 publications',
            },
          },
        })}
      />,
    );
    const followers = screen.getByText('Subscribers').closest('[data-metric]') as HTMLElement;
    expect(within(followers).getByText('46.1M')).toBeInTheDocument();
    expect(within(followers).getByText('Dec 2022 · HypeAuditor')).toBeInTheDocument();
    const views = screen.getByText('Average views').closest('[data-metric]') as HTMLElement;
    expect(within(views).getByText('30.7B')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(views).getByText('Unverified')).toBeInTheDocument();
    expect(
      within(views).getByText('Jul 2023 · Global YouTube Statistics 2023 · estimated'),
    ).toBeInTheDocument();
  });
});

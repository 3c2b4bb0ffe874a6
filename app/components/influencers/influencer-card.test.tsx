import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeCard } from '@app/test/influencer-fixtures';
import { theme } from '@app/theme';
import type { InfluencerCardProps } from './influencer-card';
import { InfluencerCard } from './influencer-card';

function renderCard(props: Partial<InfluencerCardProps> & Pick<InfluencerCardProps, 'influencer'>) {
  return render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <InfluencerCard to="/influencer?profile=1" {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

function metric(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('InfluencerCard', () => {
  it('names a TikTok rate "by views" and an Instagram one by followers, in its label and tooltip', () => {
    renderCard({
      influencer: makeCard({
        username: 'dancer',
        platform: 'tiktok',
        engagementRate: 13,
        engagementRateBasis: 'views',
      }),
    });
    const tiktok = screen.getByRole('article', { name: '@dancer' });
    expect(metric(tiktok, 'ER by views')).toBe('13%');
    expect(tiktok).toHaveAttribute('data-engagement-basis', 'views');
    expect(within(tiktok).getByText('ER by views')).toHaveAttribute(
      'title',
      'Engagement rate by views: (average likes + comments) ÷ average views',
    );
    expect(within(tiktok).queryByText('Eng. rate')).toBeNull();

    renderCard({ influencer: makeCard({ username: 'insta', engagementRate: 3.2 }) });
    const instagram = screen.getByRole('article', { name: '@insta' });
    expect(metric(instagram, 'Eng. rate')).toBe('3.2%');
    expect(within(instagram).getByText('Eng. rate')).toHaveAttribute(
      'title',
      'Engagement rate by followers: (average likes + comments) ÷ followers',
    );
  });

  it('is an article named by the @handle with compact numbers and raw values in data attributes', () => {
    renderCard({
      influencer: makeCard({
        username: 'cristiano',
        name: 'Cristiano Ronaldo',
        country: 'PT',
        language: 'pt',
        followers: 475_812_345,
        engagementRate: 1.394,
        avgLikes: 8_712_000,
        posts: 3_321,
        verified: true,
        categories: ['sports'],
      }),
    });
    const card = screen.getByRole('article', { name: '@cristiano' });
    expect(card).toHaveAttribute('data-followers', '475812345');
    expect(card).toHaveAttribute('data-country', 'PT');
    expect(metric(card, 'Followers')).toBe('475.8M');
    expect(metric(card, 'Eng. rate')).toBe('1.39%');
    expect(metric(card, 'Avg likes')).toBe('8.7M');
    expect(metric(card, 'Posts')).toBe('3.3K');
    // The flag is an SVG image beside the name, hidden from screen readers (no emoji).
    const country = within(card).getByText('Portugal', { exact: false });
    expect(country).toHaveTextContent(/^Country: Portugal$/);
    expect(country.querySelector('[data-flag="PT"]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByText('Portuguese', { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
    expect(within(card).getByText('Sports')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Cristiano Ronaldo' })).toHaveAttribute(
      'href',
      '/influencer?profile=1',
    );
  });

  it('shows the exact number in a tooltip', async () => {
    const user = userEvent.setup();
    renderCard({ influencer: makeCard({ followers: 1_234_567 }) });
    await user.hover(screen.getByText('1.2M'));
    expect(await screen.findByText('1,234,567')).toBeInTheDocument();
  });

  it('shows average views on YouTube cards', () => {
    renderCard({
      influencer: makeCard({ platform: 'youtube', username: 'mrbeast', avgViews: 117_400_000 }),
    });
    const card = screen.getByRole('article', { name: '@mrbeast' });
    expect(metric(card, 'Avg views')).toBe('117.4M');
    expect(within(card).getByRole('img', { name: 'YouTube' })).toBeInTheDocument();
  });

  it('shows average views on TikTok cards when known, and average likes otherwise', () => {
    renderCard({
      influencer: makeCard({
        platform: 'tiktok',
        username: 'dancer',
        avgViews: 2_500_000,
        avgLikes: 310_000,
      }),
    });
    const withViews = screen.getByRole('article', { name: '@dancer' });
    expect(metric(withViews, 'Avg views')).toBe('2.5M');
    expect(within(withViews).getByRole('img', { name: 'TikTok' })).toBeInTheDocument();
    renderCard({
      influencer: makeCard({
        platform: 'tiktok',
        username: 'singer',
        avgViews: null,
        avgLikes: 310_000,
      }),
    });
    expect(metric(screen.getByRole('article', { name: '@singer' }), 'Avg likes')).toBe('310K');
  });

  it('handles a profile with almost nothing known', () => {
    renderCard({
      influencer: makeCard({
        username: 'nano_baker',
        name: null,
        country: null,
        audienceCountry: null,
        language: null,
        categories: [],
        engagementRate: null,
        avgLikes: null,
        hasEmail: false,
      }),
    });
    const card = screen.getByRole('article', { name: '@nano_baker' });
    expect(within(card).getByRole('link', { name: '@nano_baker' })).toBeInTheDocument();
    expect(within(card).getByText('NB')).toBeInTheDocument();
    expect(metric(card, 'Eng. rate')).toBe('—');
    expect(metric(card, 'Avg likes')).toBe('—');
    expect(card).not.toHaveAttribute('data-country');
    expect(within(card).queryByRole('img', { name: /email/i })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Country: —');
    expect(card).toHaveTextContent('Language: —');
  });

  it('names the audience country when the creator’s own is unknown', () => {
    renderCard({ influencer: makeCard({ country: null, audienceCountry: 'IN', hasEmail: true }) });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Audience: India');
    expect(card.querySelector('[data-flag="IN"]')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Email known' })).toBeInTheDocument();
  });
  it('says "Verified by creator", with how and when in a tooltip, only when the creator verified it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCard({
      influencer: makeCard({
        platform: 'youtube',
        username: 'goodmythicalmorning',
        verifiedByCreatorAt: '2026-06-03T08:30:00.000Z',
      }),
    });
    const card = screen.getByRole('article', { name: '@goodmythicalmorning' });
    const badge = within(card).getByText('Verified by creator');
    await user.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'The creator signed in with YouTube on 3 Jun 2026; these numbers came from YouTube.',
    );
    unmount();

    renderCard({ influencer: makeCard({ username: 'jane.cooks', verifiedByCreatorAt: null }) });
    const plain = screen.getByRole('article', { name: '@jane.cooks' });
    expect(within(plain).queryByText('Verified by creator')).not.toBeInTheDocument();
  });

  it('names the kind of account when it is not a creator, and says nothing for a creator', () => {
    const { unmount } = renderCard({ influencer: makeCard({ accountType: 'brand' }) });
    expect(screen.getByText('Brand')).toBeInTheDocument();
    unmount();
    renderCard({ influencer: makeCard({ accountType: 'creator' }) });
    expect(screen.queryByText('Creator')).not.toBeInTheDocument();
  });
});

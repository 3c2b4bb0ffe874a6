import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDetail } from '@shared/schemas/campaigns';
import { makeCampaignDetail } from '@app/test/campaign-fixtures';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { makeCard, makeCards, makeProfile } from '@app/test/influencer-fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

beforeAll(() => configure({ asyncUtilTimeout: 4000 }));

const linked = makeCard({ id: '00000000-0000-4000-8000-0000000000aa', username: 'glow.jane' });
const campaign = makeCampaignDetail({
  status: 'active',
  interestedCount: 2,
  interested: [
    {
      userId: '00000000-0000-4000-8000-0000000000b1',
      name: 'Jane Glow',
      card: linked,
      interestedAt: '2026-05-03T10:00:00.000Z',
    },
    {
      userId: '00000000-0000-4000-8000-0000000000b2',
      name: 'Sam Without Profile',
      card: null,
      interestedAt: '2026-05-04T10:00:00.000Z',
    },
  ],
});
const picks = makeCards(2).map((card, i) => ({
  card,
  score: 87 - i * 10,
  reasons: ['Beauty', 'in United States'],
}));

function renderCampaign(detail: CampaignDetail = campaign) {
  let current = detail;
  const seen = stubFetch((request) => {
    if (request.url.startsWith('/api/list')) return jsonResponse({ lists: [] });
    if (request.url === `/api/influencer/${linked.id}`)
      return jsonResponse(makeProfile({ ...linked, bio: 'Glow every day.' }));
    if (request.url.startsWith('/api/influencer/')) return jsonResponse({ query: [] });
    if (request.url.startsWith('/api/note/'))
      return jsonResponse({ influencerId: linked.id, content: '', updatedAt: null });
    if (request.url.startsWith('/api/campaign/ai-picks/')) {
      current = { ...current, picks };
      return jsonResponse({ query: picks });
    }
    return jsonResponse(current);
  });
  const rendered = renderApp(`/campaign/${detail.id}`, { user: makeUser() });
  return { seen, ...rendered };
}

describe('/campaign/:id', { timeout: 20_000 }, () => {
  it('shows the brief, the facts and the interested influencers', async () => {
    renderCampaign();

    expect(await screen.findByRole('heading', { name: 'Summer glow', level: 1 })).toBeVisible();
    expect(screen.getByText('Show our serum in your morning routine.')).toBeInTheDocument();
    expect(screen.getByText('$100–$500 per influencer')).toBeInTheDocument();
    expect(screen.getByText('Fixed fee')).toBeInTheDocument();
    expect(screen.getByText('2 × Instagram reel')).toBeInTheDocument();

    const interested = screen.getByRole('region', { name: 'Interested influencers' });
    const card = within(interested).getByRole('article', { name: '@glow.jane' });
    expect(card).toHaveAttribute('data-followers', String(linked.followers));
    expect(
      within(interested).getByRole('button', { name: 'Add @glow.jane to Favorites' }),
    ).toBeInTheDocument();
    expect(
      within(interested).getByRole('article', { name: 'Sam Without Profile' }),
    ).toHaveTextContent('No linked profile yet');

    expect(screen.getByLabelText('Public page address')).toHaveValue(
      `${window.location.origin}/campaign-detail/${campaign.id}`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/campaign/${campaign.id}/edit`,
    );
  });

  it('runs AI picks and lists them with their score, reasons and save buttons', async () => {
    const user = userEvent.setup();
    const { seen } = renderCampaign();

    await user.click(await screen.findByRole('button', { name: 'Find influencers with AI picks' }));

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.url).toBe(
        `/api/campaign/ai-picks/${campaign.id}`,
      ),
    );
    const section = screen.getByRole('region', { name: 'AI picks' });
    const first = await within(section).findByRole('article', { name: '@creator1' });
    expect(first).toHaveAttribute('data-score', '87');
    expect(within(first).getByText('Beauty')).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Save @creator1 to a list' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh AI picks' })).toBeInTheDocument();
  });

  it('opens an influencer in the profile drawer over the campaign', async () => {
    const user = userEvent.setup();
    const { router } = renderCampaign();

    const card = await screen.findByRole('article', { name: '@glow.jane' });
    await user.click(within(card).getAllByRole('link')[0]!);

    await waitFor(() =>
      expect(currentAddress(router)).toBe(`/campaign/${campaign.id}?profile=${linked.id}`),
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Glow every day.')).toBeInTheDocument();
  });

  it('says when the campaign does not exist or is not the user’s', async () => {
    stubFetch(() => jsonResponse({ type: 'about:blank', title: 'Not Found', status: 404 }, 404));
    renderApp('/campaign/00000000-0000-4000-8000-00000000dead', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  });
});

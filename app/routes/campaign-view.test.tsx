import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CampaignDetail } from '@shared/schemas/campaigns';
import type { Collaboration } from '@shared/schemas/collaborations';
import { emptyCampaignResults, makeCampaignDetail } from '@app/test/campaign-fixtures';
import {
  makeCollaboration,
  makeCollaborationList,
  NO_UNREAD,
  UNREAD_COUNT_URL,
} from '@app/test/collaboration-fixtures';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { makeCard, makeCards, makeProfile } from '@app/test/influencer-fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { emptyDrawerResponse } from '@app/test/profile-drawer-stub';

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

async function renderCampaign(
  detail: CampaignDetail = campaign,
  { collaborations = [], search = '' }: { collaborations?: Collaboration[]; search?: string } = {},
) {
  let current = detail;
  const seen = stubFetch((request) => {
    if (request.url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (request.url === '/api/collaboration' && request.method === 'POST')
      return jsonResponse(makeCollaboration(), 201);
    if (request.url.startsWith('/api/collaboration/user/self/'))
      return jsonResponse(makeCollaborationList(collaborations));
    if (request.url === '/api/campaign/user/self')
      return jsonResponse({ query: [current], counts: { active: 1 } });
    if (request.url.startsWith('/api/list')) return jsonResponse({ lists: [] });
    if (request.url === `/api/influencer/${linked.id}`)
      return jsonResponse(makeProfile({ ...linked, bio: 'Glow every day.' }));
    if (request.url.startsWith('/api/influencer/')) return jsonResponse({ query: [] });
    if (request.url === `/api/campaign/${detail.id}/results`)
      return jsonResponse(emptyCampaignResults());
    if (request.url.startsWith('/api/campaign/ai-picks/')) {
      current = { ...current, picks };
      return jsonResponse({ query: picks });
    }
    return emptyDrawerResponse(request.url) ?? jsonResponse(current);
  });
  const rendered = await renderApp(`/campaign/${detail.id}${search}`, { user: makeUser() });
  return { seen, ...rendered };
}

describe('/campaign/:id', { timeout: 20_000 }, () => {
  it('shows the brief, the facts and the interested influencers', async () => {
    await renderCampaign();

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
    const { seen } = await renderCampaign();

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
    const { router } = await renderCampaign();

    const card = await screen.findByRole('article', { name: '@glow.jane' });
    await user.click(within(card).getAllByRole('link')[0]!);

    await waitFor(() =>
      expect(currentAddress(router)).toBe(`/campaign/${campaign.id}?profile=${linked.id}`),
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Glow every day.')).toBeInTheDocument();
  });

  it('proposes a collaboration for this campaign to an interested influencer', async () => {
    const user = userEvent.setup();
    const { seen } = await renderCampaign();

    const interested = await screen.findByRole('region', { name: 'Interested influencers' });
    await user.click(
      within(interested).getByRole('button', {
        name: 'Propose a collaboration to @glow.jane',
      }),
    );

    const modal = await screen.findByRole('dialog', { name: 'Propose a collaboration' });
    expect(await within(modal).findByRole('combobox', { name: 'Campaign' })).toHaveValue(
      'Summer glow',
    );
    expect(within(modal).getByLabelText(/^Deliverables/)).toHaveValue('2 × Instagram reel');
    await user.click(within(modal).getByRole('button', { name: 'Send proposal' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/collaboration',
      body: { influencerId: linked.id, campaignId: campaign.id, amount: 50_000 },
    });
  });

  it('offers "Propose" on each AI pick, with the campaign preselected', async () => {
    const user = userEvent.setup();
    await renderCampaign({ ...campaign, picks });

    const section = await screen.findByRole('region', { name: 'AI picks' });
    const pick = within(section).getByRole('article', { name: '@creator2' });
    await user.click(
      within(pick).getByRole('button', { name: 'Propose a collaboration to @creator2' }),
    );

    const modal = await screen.findByRole('dialog', { name: 'Propose a collaboration' });
    expect(modal).toHaveTextContent('@creator2');
    expect(await within(modal).findByRole('combobox', { name: 'Campaign' })).toHaveValue(
      'Summer glow',
    );
  });

  it('shows the collaboration with an influencer in the profile drawer', async () => {
    const accepted = makeCollaboration({ status: 'accepted', campaign: null });
    await renderCampaign(campaign, { collaborations: [accepted], search: `?profile=${linked.id}` });

    const drawer = await screen.findByRole('dialog');
    const section = await within(drawer).findByRole('region', { name: 'Collaboration' });
    expect(
      await within(section).findByRole('link', { name: 'In collaboration · Accepted' }),
    ).toHaveAttribute('href', `/collaboration/${accepted.id}`);
    expect(
      within(section).getByRole('button', { name: 'Propose collaboration' }),
    ).toBeInTheDocument();
  });

  it('says when the campaign does not exist or is not the user’s', async () => {
    stubFetch(() => jsonResponse({ type: 'about:blank', title: 'Not Found', status: 404 }, 404));
    await renderApp('/campaign/00000000-0000-4000-8000-00000000dead', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  });
});

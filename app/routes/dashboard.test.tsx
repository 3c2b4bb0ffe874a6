import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InfluencerAccount, InfluencerData } from '@shared/schemas/influencer-accounts';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeCollaboration, makeCollaborationList } from '@app/test/collaboration-fixtures';
import { makeUser } from '@app/test/fixtures';
import { makeProfile } from '@app/test/influencer-fixtures';
import { renderApp } from '@app/test/render-app';
import { makeSocialAccount, SOCIAL_ACCOUNTS_URL } from '@app/test/social-fixtures';

const influencer = makeUser({
  email: 'jane@creator.example',
  name: 'Jane Creator',
  roles: ['influencer'],
});

const emptyAccount: InfluencerAccount = {
  contactEmail: null,
  rates: { post: null, story: null, reel: null, video: null },
  currency: 'USD',
  linkedBy: null,
};

const unlinked: InfluencerData = { account: emptyAccount, profile: null };

const linked: InfluencerData = {
  account: { ...emptyAccount, linkedBy: 'email' },
  profile: makeProfile({
    followers: 12_345,
    engagementRate: 3.456,
    avgViews: 50_000,
    avgLikes: 420,
    posts: 937,
    snapshots: [
      { takenOn: '2024-01-01', followers: 10_000, avgViews: null, engagementRate: 3.1 },
      { takenOn: '2024-02-01', followers: 12_345, avgViews: null, engagementRate: 3.456 },
    ],
  }),
};

const proposal = makeCollaboration({
  status: 'proposed',
  viewer: 'influencer',
  allowedMoves: ['accepted', 'declined'],
  advertiser: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Ana', company: 'Glow Labs' },
});

/** The proposals waiting for an answer, as the dashboard asks for them. */
const PROPOSALS_URL = '/api/collaboration?status=proposed';

/** Answers the dashboard's calls: its data, one waiting proposal, and `patch` for a save. */
function stubDashboard(data: InfluencerData, patch?: (body: unknown) => Response) {
  return stubFetch((request) => {
    if (request.url === '/api/influencer/fetch-me-influencer-data') return jsonResponse(data);
    if (request.url === PROPOSALS_URL) return jsonResponse(makeCollaborationList([proposal]));
    if (request.url === SOCIAL_ACCOUNTS_URL) return jsonResponse({ accounts: [] });
    if (request.url === '/api/influencer/me' && request.method === 'PATCH' && patch) {
      return patch(request.body);
    }
    return problemResponse(404, 'Not found');
  });
}

describe('/dashboard', () => {
  it("shows a linked influencer's own profile metrics and growth", async () => {
    stubDashboard(linked);
    await renderApp('/dashboard', { user: influencer });

    const profile = await screen.findByTestId('own-profile');
    expect(within(profile).getByText('Jane Cooks')).toBeInTheDocument();
    expect(within(profile).getByText('@jane.cooks')).toBeInTheDocument();
    expect(within(profile).getByText('12.3K')).toBeInTheDocument();
    expect(within(profile).getByText('3.46%')).toBeInTheDocument();
    expect(within(profile).getByText('50K')).toBeInTheDocument();
    expect(within(profile).getByText('937')).toBeInTheDocument();
    expect(screen.getByText(/Linked automatically/)).toBeInTheDocument();
    expect(within(profile).queryByText(/Not enough history/)).not.toBeInTheDocument();
    // The growth chart (composed from discovery) loads on demand.
    expect(
      await within(profile).findByLabelText('Metric of the growth chart', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Your profile isn't linked yet")).not.toBeInTheDocument();
  });

  it('marks a profile its creator verified and lists the account it was verified with', async () => {
    const verified: InfluencerData = {
      account: { ...emptyAccount, linkedBy: 'social' },
      profile: makeProfile({
        platform: 'youtube',
        username: 'GoodMythicalMorning',
        verifiedByCreatorAt: '2026-06-03T08:30:00.000Z',
      }),
    };
    stubFetch((request) => {
      if (request.url === '/api/influencer/fetch-me-influencer-data') return jsonResponse(verified);
      if (request.url === SOCIAL_ACCOUNTS_URL)
        return jsonResponse({
          accounts: [
            makeSocialAccount({ provider: 'youtube', displayName: 'Good Mythical Morning' }),
          ],
        });
      return problemResponse(404, 'Not found');
    });
    await renderApp('/dashboard', { user: influencer });

    const profile = await screen.findByTestId('own-profile');
    expect(within(profile).getByText('Verified by creator').closest('[tabindex]')).toHaveAttribute(
      'aria-description',
      'The creator signed in with YouTube on 3 Jun 2026; these numbers came from YouTube.',
    );
    expect(screen.getByText('Linked through your social sign-in.')).toBeInTheDocument();
    const accounts = screen.getByRole('region', { name: 'Connected accounts' });
    expect(await within(accounts).findByRole('listitem', { name: 'YouTube' })).toHaveTextContent(
      'Good Mythical Morning · connected on 2 May 2026',
    );
  });

  it('explains how linking works while the account is not linked, with nothing dead to click', async () => {
    stubDashboard(unlinked);
    await renderApp('/dashboard', { user: influencer });

    const state = await screen.findByTestId('profile-not-linked');
    expect(within(state).getByText("Your profile isn't linked yet")).toBeInTheDocument();
    expect(within(state).getByText('jane@creator.example')).toBeInTheDocument();
    expect(within(state).getByText(/admin can link it for you/)).toBeInTheDocument();
    expect(within(state).queryAllByRole('button')).toHaveLength(0);
    expect(within(state).queryAllByRole('link')).toHaveLength(0);
    // The rates form works without a linked profile.
    expect(screen.getByRole('button', { name: 'Save rates' })).toBeEnabled();
  });

  it('saves the contact email and rates, sending amounts in cents', async () => {
    const user = userEvent.setup();
    const saved: InfluencerData = {
      ...unlinked,
      account: {
        ...emptyAccount,
        contactEmail: 'deals@jane.example',
        currency: 'EUR',
        rates: { post: 12_500, story: 1_999, reel: null, video: null },
      },
    };
    const seen = stubDashboard(unlinked, () => jsonResponse(saved));
    await renderApp('/dashboard', { user: influencer });

    await user.type(await screen.findByLabelText(/Contact email/), 'deals@jane.example');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: /EUR/ }));
    await user.type(screen.getByLabelText('Feed post rate'), '125');
    await user.type(screen.getByLabelText('Story rate'), '19.99');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));

    expect(await screen.findByText('Your contact email and rates were saved.')).toBeInTheDocument();
    const patch = seen.find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({
      url: '/api/influencer/me',
      body: {
        contactEmail: 'deals@jane.example',
        currency: 'EUR',
        rates: { post: 12_500, story: 1_999, reel: null, video: null },
      },
    });
    expect(screen.getByLabelText('Feed post rate')).toHaveValue('125');
  });

  it('checks the contact email with the shared schema before saving', async () => {
    const user = userEvent.setup();
    const seen = stubDashboard(unlinked, () => jsonResponse(unlinked));
    await renderApp('/dashboard', { user: influencer });

    await user.type(await screen.findByLabelText(/Contact email/), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/Contact email/)).toHaveAttribute('aria-invalid', 'true');
    expect(seen.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('shows a field error from the API next to its rate', async () => {
    const user = userEvent.setup();
    stubDashboard(unlinked, () =>
      problemResponse(400, 'Your request has invalid fields', {
        errors: [{ path: 'body.rates.video', message: 'Enter at most 10,000,000' }],
      }),
    );
    await renderApp('/dashboard', { user: influencer });

    await user.type(await screen.findByLabelText('Video rate'), '5000');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));

    expect(await screen.findByText('Enter at most 10,000,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Video rate')).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives influencers their own navigation', async () => {
    stubDashboard(unlinked);
    await renderApp('/dashboard', { user: influencer });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Campaigns', '/campaign'],
      ['Collaborations', '/collaboration'],
      ['Messages', '/messages'],
    ]);
    await screen.findByTestId('profile-not-linked');
  });

  it('lists the proposals waiting for an answer, linking to each', async () => {
    stubDashboard(linked);
    await renderApp('/dashboard', { user: influencer });

    const section = await screen.findByRole('region', { name: 'Proposals' });
    const row = await within(section).findByRole('link', { name: /Glow Labs/ });
    expect(row).toHaveAttribute('href', `/collaboration/${proposal.id}`);
  });

  it('retries after a failed load', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch((request) => {
      if (request.url === PROPOSALS_URL) return jsonResponse(makeCollaborationList([]));
      if (request.url === SOCIAL_ACCOUNTS_URL) return jsonResponse({ accounts: [] });
      return fail ? problemResponse(500, 'Internal Server Error') : jsonResponse(linked);
    });
    await renderApp('/dashboard', { user: influencer });

    const failure = (await screen.findByText("We couldn't load your dashboard")).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fail = false;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('own-profile')).toBeInTheDocument());
  });
});

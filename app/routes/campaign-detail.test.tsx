import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePublicCampaign } from '@app/test/campaign-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { renderApp } from '@app/test/render-app';

const ID = '22222222-2222-4222-8222-222222222222';
const campaign = (interested = false) => makePublicCampaign({ id: ID, interested });

describe('/campaign-detail/:id', { timeout: 20_000 }, () => {
  it('shows a visitor the brief and asks them to sign in to show interest', async () => {
    const seen = stubFetch(() => jsonResponse(campaign()));
    await renderApp(`/campaign-detail/${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Summer running shoe launch' }),
    ).toBeVisible();
    expect(screen.getByText('$200–$1,500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to show interest' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/campaign-detail/${ID}`)}`,
    );
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('lets an influencer mark interest', async () => {
    const user = userEvent.setup();
    let interested = false;
    const seen = stubFetch((request) => {
      if (request.method === 'PATCH') interested = true;
      return jsonResponse(campaign(interested));
    });
    await renderApp(`/campaign-detail/${ID}`, { user: makeUser({ roles: ['influencer'] }) });
    await user.click(await screen.findByRole('button', { name: /I'm interested/ }));
    await waitFor(() =>
      expect(seen.some((r) => r.url === `/api/campaign/add-interested-influencer/${ID}`)).toBe(
        true,
      ),
    );
    expect(await screen.findByRole('button', { name: /press to withdraw/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the not-found page for an id that cannot exist, as the API refuses it', async () => {
    const seen = stubFetch(() =>
      problemResponse(400, 'Bad Request', {
        errors: [{ name: 'params.id', reason: 'Invalid UUID' }],
      }),
    );
    await renderApp('/campaign-detail/not-a-campaign');
    expect(await screen.findByText(/page not found|doesn.t exist|not found/i)).toBeInTheDocument();
    expect(seen.map((r) => r.url)).toContain('/api/campaign/public/not-a-campaign');
  });

  it('shows the not-found page for a campaign that is not active', async () => {
    stubFetch(() => problemResponse(404, 'Not found'));
    await renderApp(`/campaign-detail/${ID}`);
    expect(await screen.findByText(/page not found|doesn.t exist|not found/i)).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  emptyCampaignResults,
  makeCampaign,
  makeCampaignDetail,
} from '@app/test/campaign-fixtures';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

describe('/campaign/:id/edit', { timeout: 20_000 }, () => {
  it('fills the form with the campaign, amounts in units, and saves the changes in cents', async () => {
    const user = userEvent.setup();
    const detail = makeCampaignDetail({ budgetMin: 12_550, budgetMax: 50_000 });
    const seen = stubFetch((request) => {
      if (request.method === 'PATCH') return jsonResponse(makeCampaign({ budgetMax: 60_000 }));
      if (request.url.startsWith('/api/list')) return jsonResponse({ lists: [] });
      if (request.url.endsWith('/results')) return jsonResponse(emptyCampaignResults());
      return jsonResponse(detail);
    });
    const { router } = await renderApp(`/campaign/${detail.id}/edit`, { user: makeUser() });

    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Summer glow');
    expect(screen.getByLabelText('Minimum')).toHaveValue('$125.5');
    const max = screen.getByLabelText('Maximum');
    await user.clear(max);
    await user.type(max, '600');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentAddress(router)).toBe(`/campaign/${detail.id}`));
    expect(seen.find((r) => r.method === 'PATCH')).toMatchObject({
      url: `/api/campaign/${detail.id}`,
      body: { name: 'Summer glow', budgetMin: 12_550, budgetMax: 60_000, countries: ['US'] },
    });
  });

  it('does not offer the form for a completed campaign', async () => {
    stubFetch(() => jsonResponse(makeCampaignDetail({ status: 'completed' })));
    await renderApp(`/campaign/${makeCampaign().id}/edit`, { user: makeUser() });

    expect(await screen.findByText('This campaign can no longer be edited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});

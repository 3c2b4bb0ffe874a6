import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpgradePromptHost } from '@app/features/billing/components/upgrade-prompt-host';
import { DataUpdate } from '@app/features/discovery/components/data-update';
import { EmailComposer } from '@app/features/mail/components/email-composer';
import { makeBilling, makePlans, makeUsage } from '@app/test/billing-fixtures';
import { emptyCampaignResults, makeCampaignDetail } from '@app/test/campaign-fixtures';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { makeEmailTemplate, makePreview, makeSender } from '@app/test/email-fixtures';
import { makeProfile } from '@app/test/influencer-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { renderWithProviders } from '@app/test/render-with-providers';

const PROMPT = "You've reached your plan's limit";

/** A 402 plan-limit problem of the Free plan for `metric`. */
function limitAnswer(metric: string, limit: number, detail: string) {
  return problemResponse(402, 'Plan limit reached', {
    type: 'urn:collabify:problem:plan-limit',
    detail,
    metric,
    limit,
    usage: limit,
    requested: 1,
    plan: 'free',
    planName: 'Free',
    upgradeUrl: '/pricing',
  });
}

const draft = makeCampaignDetail({ status: 'draft' });

/** The campaign page over a stubbed API whose status move and AI picks are past the Free limits. */
async function renderCampaignAtLimit() {
  const seen = stubFetch(({ url, method }) => {
    if (url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (url === '/api/billing/plans') return jsonResponse(makePlans());
    if (url === '/api/billing')
      return jsonResponse(makeBilling({ usage: makeUsage('free', { activeCampaigns: 1 }) }));
    if (url === `/api/campaign/${draft.id}/status` && method === 'PATCH')
      return limitAnswer(
        'activeCampaigns',
        1,
        'Your Free plan includes 1 active campaign and you have 1. Upgrade to run more.',
      );
    if (url === `/api/campaign/ai-picks/${draft.id}`)
      return limitAnswer(
        'aiPicksPerMonth',
        5,
        'Your Free plan includes 5 AI picks per month and you have used 5. Upgrade for more.',
      );
    if (url === `/api/campaign/${draft.id}`) return jsonResponse(draft);
    if (url === `/api/campaign/${draft.id}/results`) return jsonResponse(emptyCampaignResults());
    if (url.startsWith('/api/campaign')) return jsonResponse({ query: [draft], counts: {} });
    if (url.startsWith('/api/collaboration'))
      return jsonResponse({ query: [], counts: {}, unread: 0 });
    return jsonResponse({ query: [], lists: [] });
  });
  return { seen, ...(await renderApp(`/campaign/${draft.id}`, { user: makeUser() })) };
}

describe('plan limits across the app', { timeout: 20_000 }, () => {
  it('activating a campaign past the limit opens the upgrade prompt, which leads to the plans', async () => {
    const user = userEvent.setup();
    const { seen, router } = await renderCampaignAtLimit();

    await user.click(await screen.findByRole('button', { name: 'Activate' }));

    const dialog = await screen.findByRole('dialog', { name: PROMPT });
    expect(dialog).toHaveTextContent('Active campaigns');
    expect(dialog).toHaveTextContent('Free plan: limit 1, you have 1');
    expect(screen.queryByText('Could not activate the campaign')).not.toBeInTheDocument();
    // The usage shown elsewhere is refreshed: the limit was just found to be reached.
    await waitFor(() => expect(seen.some((r) => r.url === '/api/billing')).toBe(true));

    await user.click(within(dialog).getByRole('button', { name: 'See plans' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/pricing'));
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeVisible();
  });

  it('running AI picks past the monthly limit opens the upgrade prompt', async () => {
    const user = userEvent.setup();
    await renderCampaignAtLimit();

    await user.click(await screen.findByRole('button', { name: 'Find influencers with AI picks' }));

    const dialog = await screen.findByRole('dialog', { name: PROMPT });
    expect(dialog).toHaveTextContent('AI picks per month');
    expect(dialog).toHaveTextContent('Free plan: limit 5, you have 5');
    expect(screen.queryByText('Could not find AI picks')).not.toBeInTheDocument();
  });

  it('sending an outreach email past the monthly limit opens the prompt, not an error in the form', async () => {
    const user = userEvent.setup();
    const detail = 'Your Free plan includes 50 emails per month and you have used 50.';
    const influencer = {
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      name: 'Jane Cooks',
      username: 'jane.cooks',
      platform: 'instagram' as const,
    };
    stubFetch(({ url }) => {
      if (url === `/api/influencer/${influencer.id}/contact-email`)
        return jsonResponse({ email: 'jane@cooks.example', source: 'profile' });
      if (url === '/api/users/check-email-sender') return jsonResponse(makeSender());
      if (url === '/api/email-template/preview') return jsonResponse(makePreview());
      if (url === '/api/mail') return limitAnswer('emailsPerMonth', 50, detail);
      return problemResponse(404, 'Not Found');
    });
    const template = makeEmailTemplate();
    renderWithProviders(
      <>
        <Notifications />
        <UpgradePromptHost />
        <EmailComposer influencer={influencer} opened onClose={() => {}} templates={[template]} />
      </>,
    );

    const composer = await screen.findByRole('dialog', { name: 'Email Jane Cooks' });
    await user.click(within(composer).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: template.name }));
    await user.click(within(composer).getByRole('button', { name: 'Send' }));

    const prompt = await screen.findByRole('dialog', { name: PROMPT });
    expect(prompt).toHaveTextContent('Emails per month');
    expect(composer).not.toHaveTextContent(detail);
  });

  it('requesting a data update past the monthly limit opens the prompt, not an error beside the button', async () => {
    const user = userEvent.setup();
    const profile = makeProfile({ platform: 'instagram', username: 'jane.cooks' });
    const seen = stubFetch(({ url }) => {
      if (url === '/api/influencer/request-influencer-update')
        return limitAnswer(
          'dataUpdatesPerMonth',
          10,
          'Your Free plan includes 10 data updates per month and you have used 10.',
        );
      if (url === `/api/influencer/${profile.id}/refresh`)
        return jsonResponse({ refresh: null, available: true });
      return problemResponse(404, 'Not Found');
    });
    renderWithProviders(
      <>
        <Notifications />
        <UpgradePromptHost />
        <DataUpdate profile={profile} />
      </>,
    );

    await user.click(await screen.findByRole('button', { name: 'Request data update' }));

    const prompt = await screen.findByRole('dialog', { name: PROMPT });
    expect(prompt).toHaveTextContent('Data updates per month');
    expect(prompt).toHaveTextContent('Free plan: limit 10, you have 10');
    expect(within(prompt).getByRole('button', { name: 'See plans' })).toBeVisible();
    expect(screen.queryByText('Could not request a data update')).not.toBeInTheDocument();
    expect(seen.find((r) => r.url === '/api/influencer/request-influencer-update')?.body).toEqual({
      platform: 'instagram',
      name: 'jane.cooks',
      influencerId: expect.any(String),
    });
  });
});

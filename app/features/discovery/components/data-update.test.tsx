import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@app/lib/time-format';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeProfile } from '@app/test/influencer-fixtures';
import { makeRefresh } from '@app/test/refresh-fixtures';
import { renderWithProviders } from '@app/test/render-with-providers';
import { DataUpdate } from './data-update';

const REQUEST_URL = '/api/influencer/request-influencer-update';

const profile = makeProfile({ platform: 'instagram', username: 'jane.cooks' });

/** The data-update limit of the Free plan, as the server answers it (402). */
const dataUpdatesLimit = () =>
  problemResponse(402, 'Plan limit reached', {
    type: 'urn:collabify:problem:plan-limit',
    detail: 'Your Free plan includes 10 data updates per month and you have used 10.',
    metric: 'dataUpdatesPerMonth',
    limit: 10,
    usage: 10,
    requested: 1,
    plan: 'free',
    planName: 'Free',
    upgradeUrl: '/pricing',
  });

/**
 * The section over a stubbed API: no refresh yet, and `answer` for the request. No upgrade prompt
 * is mounted (routes mount it; billing-plan-limit.test.tsx covers the prompt).
 */
function renderDataUpdate(answer: () => Response) {
  const seen = stubFetch(({ url }) => {
    if (url === REQUEST_URL) return answer();
    if (url === `/api/influencer/${profile.id}/refresh`)
      return jsonResponse({ refresh: null, available: true });
    return problemResponse(404, 'Not Found');
  });
  renderWithProviders(<DataUpdate profile={profile} />);
  return { seen };
}

describe('DataUpdate', () => {
  it('shows a plan limit beside the button with its upgrade link when no prompt is there', async () => {
    const user = userEvent.setup();
    const { seen } = renderDataUpdate(dataUpdatesLimit);

    await user.click(await screen.findByRole('button', { name: 'Request data update' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not request a data update');
    expect(alert).toHaveTextContent(
      'Your Free plan includes 10 data updates per month and you have used 10.',
    );
    expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(seen.find((r) => r.url === REQUEST_URL)?.body).toEqual({
      platform: 'instagram',
      name: 'jane.cooks',
      influencerId: profile.id,
    });
    expect(screen.getByRole('button', { name: 'Request data update' })).toBeEnabled();
  });

  it.each([
    [
      'a provider that is not configured (503)',
      () =>
        problemResponse(503, 'Instagram business discovery is not configured', {
          detail:
            'The Instagram business discovery integration is not configured on this server: its keys are not set.',
        }),
      'The Instagram business discovery integration is not configured on this server: its keys are not set.',
    ],
    [
      'too many requests (429)',
      () => problemResponse(429, 'Too many requests', {}, { 'Retry-After': '120' }),
      'Too many attempts. Try again in 120 s.',
    ],
    [
      'a handle the platform does not accept (400)',
      () =>
        problemResponse(400, 'Bad request', {
          detail: 'Enter the Instagram account as "@name" or its address',
          errors: [
            {
              path: 'body.name',
              message: 'Enter the Instagram account as "@name" or its address',
            },
          ],
        }),
      'Enter the Instagram account as "@name" or its address',
    ],
  ])('shows %s beside the button', async (_case, answer, message) => {
    const user = userEvent.setup();
    renderDataUpdate(answer);

    await user.click(await screen.findByRole('button', { name: 'Request data update' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not request a data update');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('clears the problem when asked again and the request is taken', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderDataUpdate(() => {
      calls += 1;
      return calls === 1
        ? problemResponse(429, 'Too many requests', { detail: 'Try again in a minute.' })
        : jsonResponse(makeRefresh({ influencerId: profile.id }), 202);
    });

    await user.click(await screen.findByRole('button', { name: 'Request data update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute.');
    await user.click(await screen.findByRole('button', { name: 'Request data update' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Queued$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request data update' })).toBeDisabled();
  });

  it('shows a refresh waiting for the quota with its reason and until when, the button disabled', async () => {
    const waitingUntil = new Date(Date.now() + 5 * 3_600_000).toISOString();
    stubFetch(({ url }) =>
      url === `/api/influencer/${profile.id}/refresh`
        ? jsonResponse({
            refresh: makeRefresh({
              influencerId: profile.id,
              waitingUntil,
              reason: 'The daily quota is spent',
            }),
            available: true,
          })
        : problemResponse(404, 'Not Found'),
    );
    renderWithProviders(<DataUpdate profile={profile} />);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `Waiting until ${formatDateTime(waitingUntil)}: The daily quota is spent`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Request data update' })).toBeDisabled();
  });

  it('follows a refresh asked for while a load of the latest refresh was still on its way', async () => {
    const user = userEvent.setup();
    // The second load (the profile reopened, the window focused again) answers "no refresh yet"
    // only after the request was taken; later loads say done.
    let answerSecondLoad: (response: Response) => void = () => undefined;
    const secondLoad = new Promise<Response>((resolve) => (answerSecondLoad = resolve));
    let loads = 0;
    stubFetch(({ url }) => {
      if (url === REQUEST_URL) return jsonResponse(makeRefresh({ state: 'queued' }), 202);
      if (url !== `/api/influencer/${profile.id}/refresh`) return problemResponse(404, 'Not Found');
      loads += 1;
      if (loads === 1) return jsonResponse({ refresh: null, available: true });
      if (loads === 2) return secondLoad;
      return jsonResponse({
        refresh: makeRefresh({ state: 'done', finishedAt: new Date().toISOString() }),
        available: true,
      });
    });
    const { queryClient } = renderWithProviders(<DataUpdate profile={profile} />);
    const button = await screen.findByRole('button', { name: 'Request data update' });
    void queryClient.invalidateQueries();
    await waitFor(() => expect(loads).toBe(2));

    await user.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Queued$/));
    answerSecondLoad(jsonResponse({ refresh: null, available: true }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Updated /));
  });

  it('shows the latest refresh but no button when this server cannot refresh the platform', async () => {
    stubFetch(({ url }) =>
      url === `/api/influencer/${profile.id}/refresh`
        ? jsonResponse({
            refresh: makeRefresh({
              influencerId: profile.id,
              state: 'done',
              finishedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
            }),
            available: false,
          })
        : problemResponse(404, 'Not Found'),
    );
    renderWithProviders(<DataUpdate profile={profile} />);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^Updated 2 days ago from /),
    );
    expect(screen.queryByRole('button', { name: 'Request data update' })).not.toBeInTheDocument();
  });

  it('offers no data update for a TikTok profile and says how its numbers get verified', async () => {
    const tiktok = makeProfile({
      platform: 'tiktok',
      refreshedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      lastPostedAt: null,
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = stubFetch(() => problemResponse(404, 'Not Found'));
    renderWithProviders(<DataUpdate profile={tiktok} />);

    expect(screen.getByText('Refreshed 3 days ago')).toBeVisible();
    expect(screen.queryByText(/Last posted/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/creators verify their numbers by signing in with TikTok/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request data update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Nothing is asked about refreshes of a platform that has none, now or later.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(0);
    vi.useRealTimers();
  });
});

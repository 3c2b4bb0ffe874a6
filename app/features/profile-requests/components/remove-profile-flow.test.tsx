import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProfileRequest, ProfileRequestTarget } from '@shared/schemas/profile-requests';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { RemoveProfileFlow } from './remove-profile-flow';

const ID = '0b6f7c9e-2f4a-4c1e-9a55-3d2b7f1e8a10';
const REQUEST_ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const target: ProfileRequestTarget = {
  influencerId: ID,
  platform: 'instagram',
  username: 'jane_runs',
  name: 'Jane Runner',
  avatarUrl: null,
  emailMasked: 'j***@g***.com',
  ownedByYou: false,
};
const pending: ProfileRequest = {
  id: REQUEST_ID,
  influencerId: ID,
  platform: 'instagram',
  username: 'jane_runs',
  kind: 'remove',
  state: 'pending',
  verifiedBy: null,
  emailMasked: 'j***@g***.com',
  createdAt: '2026-01-10T10:00:00.000Z',
  appliedAt: null,
};

describe('RemoveProfileFlow', { timeout: 20_000 }, () => {
  it('finds the linked profile, sends a code, refuses a wrong one and removes with the right one', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const seen = stubFetch((request) => {
      if (request.url.startsWith('/api/profile-requests/profile')) return jsonResponse(target);
      if (request.url === '/api/profile-requests') return jsonResponse(pending, 201);
      tries += 1;
      return tries === 1
        ? problemResponse(400, 'Bad Request', {
            errors: [{ path: 'body.code', message: 'The code is wrong: 4 attempts left.' }],
          })
        : jsonResponse({
            ...pending,
            state: 'applied',
            verifiedBy: 'email',
            appliedAt: '2026-01-10T10:01:00.000Z',
          });
    });
    renderWithProviders(<RemoveProfileFlow initialProfileId={ID} />);

    expect(await screen.findByText('Jane Runner')).toBeVisible();
    expect(seen[0]!.url).toBe(`/api/profile-requests/profile?influencerId=${ID}`);

    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('j***@g***.com')).toBeVisible();
    expect(seen.find((r) => r.url === '/api/profile-requests')!.body).toEqual({
      influencerId: ID,
      kind: 'remove',
      message: '',
    });

    await user.type(screen.getByRole('textbox', { name: 'Code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is wrong: 4 attempts left.')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Profile removed')).toBeVisible();
    expect(seen.filter((r) => r.url.startsWith('/api/profile-requests/profile'))).toHaveLength(1);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: `/api/profile-requests/${REQUEST_ID}/verify`,
      body: { code: '123456' },
    });
  });

  it('sends a correction validated by the shared schema', async () => {
    const user = userEvent.setup();
    const seen = stubFetch((request) =>
      request.url.startsWith('/api/profile-requests/profile')
        ? jsonResponse(target)
        : jsonResponse({ ...pending, kind: 'correct' }, 201),
    );
    renderWithProviders(<RemoveProfileFlow initialProfileId={ID} />);
    await screen.findByText('Jane Runner');

    await user.click(screen.getByRole('radio', { name: 'Correct my profile' }));
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Fill in at least one field to correct')).toBeVisible();
    expect(seen.some((r) => r.url === '/api/profile-requests')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Jane R.');
    await user.click(
      screen.getByRole('checkbox', { name: 'Remove my public email from the profile' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('textbox', { name: 'Code' })).toBeVisible();
    expect(seen.find((r) => r.url === '/api/profile-requests')!.body).toEqual({
      influencerId: ID,
      kind: 'correct',
      correction: { name: 'Jane R.', removeEmail: true },
      message: '',
    });
  });

  it('finds a profile by handle and explains why one without a public email needs a sign-in', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => jsonResponse({ ...target, emailMasked: null }));
    renderWithProviders(<RemoveProfileFlow initialProfileId={null} />);

    await user.type(await screen.findByRole('textbox', { name: 'Your handle' }), '@jane_runs');
    await user.click(screen.getByRole('button', { name: 'Find my profile' }));

    expect(await screen.findByText('We cannot send a code for this profile')).toBeVisible();
    expect(screen.getByText(/Sign in with Instagram as @jane_runs/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeDisabled();
    expect(seen[0]!.url).toBe(
      '/api/profile-requests/profile?platform=instagram&username=%40jane_runs',
    );
  });

  it('offers to start again when the code has expired', async () => {
    const user = userEvent.setup();
    const message = 'The code has expired. Ask for a new one.';
    stubFetch((request) => {
      if (request.url.startsWith('/api/profile-requests/profile')) return jsonResponse(target);
      if (request.url === '/api/profile-requests') return jsonResponse(pending, 201);
      return problemResponse(409, 'Conflict', { errors: [{ path: 'body.code', message }] });
    });
    renderWithProviders(<RemoveProfileFlow initialProfileId={ID} />);

    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This request cannot be confirmed any more');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute(
      'href',
      `/remove-my-profile?profile=${ID}`,
    );
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
  });
});

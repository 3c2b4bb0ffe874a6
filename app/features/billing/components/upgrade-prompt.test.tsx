import { Notifications, notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { api } from '@app/lib/api-client';
import { notifyError } from '@app/lib/notify';
import { listLimitProblem } from '@app/test/billing-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { UpgradePromptHost } from './upgrade-prompt-host';

/** A button creating a list; `ownErrors` handles failures as many components do (notifyError). */
function CreateList({ ownErrors = false }: { ownErrors?: boolean }) {
  const create = useMutation({
    mutationFn: () => api.post('/list', { name: 'Skincare' }),
    ...(ownErrors ? { onError: (error: Error) => notifyError(error, 'Could not create') } : {}),
  });
  return <button onClick={() => create.mutate()}>Create list</button>;
}

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

function renderCreate({
  host = true,
  ownErrors = false,
  answer = () => problemResponse(402, 'Plan limit reached', listLimitProblem()),
} = {}) {
  notifications.clean();
  const seen = stubFetch(({ url }) => (url === '/api/list' ? answer() : jsonResponse({})));
  renderWithProviders(
    <>
      <Notifications />
      {host && <UpgradePromptHost />}
      <CreateList ownErrors={ownErrors} />
      <Where />
    </>,
  );
  return seen;
}

const PROMPT = "You've reached your plan's limit";

describe('UpgradePromptHost', { timeout: 20_000 }, () => {
  it('opens the upgrade prompt for a mutation past a limit (402), not a red notification', async () => {
    const user = userEvent.setup();
    renderCreate();

    await user.click(screen.getByRole('button', { name: 'Create list' }));

    const dialog = await screen.findByRole('dialog', { name: PROMPT });
    expect(dialog).toHaveTextContent(listLimitProblem().detail);
    expect(within(dialog).getByText('Lists')).toBeVisible();
    expect(dialog).toHaveTextContent('Free plan: limit 3, you have 3');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('opens it too where a component shows its own errors with notifyError', async () => {
    const user = userEvent.setup();
    renderCreate({ ownErrors: true });

    await user.click(screen.getByRole('button', { name: 'Create list' }));

    expect(await screen.findByRole('dialog', { name: PROMPT })).toBeVisible();
    expect(screen.queryByText('Could not create')).not.toBeInTheDocument();
  });

  it('goes to the plans on "See plans" and closes on "Not now"', async () => {
    const user = userEvent.setup();
    renderCreate();

    await user.click(screen.getByRole('button', { name: 'Create list' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: PROMPT })).getByRole('button', {
        name: 'Not now',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/$/);

    await user.click(screen.getByRole('button', { name: 'Create list' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: PROMPT })).getByRole('button', {
        name: 'See plans',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/pricing');
  });

  it('keeps the red notification for other errors', async () => {
    const user = userEvent.setup();
    renderCreate({
      answer: () => problemResponse(409, 'Conflict', { detail: 'A list has that name.' }),
    });

    await user.click(screen.getByRole('button', { name: 'Create list' }));

    expect(await screen.findByText('A list has that name.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the red notification with the server’s sentence when no prompt is mounted', async () => {
    const user = userEvent.setup();
    renderCreate({ host: false });

    await user.click(screen.getByRole('button', { name: 'Create list' }));

    expect(await screen.findByText(listLimitProblem().detail)).toBeVisible();
  });
});

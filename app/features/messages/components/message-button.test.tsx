import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeMessage } from '@app/test/message-fixtures';
import { renderWithProviders } from '@app/test/render-with-providers';
import { MessageButton } from './message-button';

const profileId = '00000000-0000-4000-8000-0000000000aa';

async function writeFromProfile(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Message @glow.jane' }));
  await user.type(await screen.findByRole('textbox', { name: 'Message to @glow.jane' }), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('MessageButton', () => {
  it('sends a first message to an influencer profile and closes', async () => {
    const seen = stubFetch(() => jsonResponse(makeMessage({ content: 'Hello Jane' }), 201));
    renderWithProviders(<MessageButton to={profileId} name="@glow.jane" />);

    await writeFromProfile('Hello Jane');

    await waitFor(() =>
      expect(seen[0]).toMatchObject({
        method: 'POST',
        url: '/api/message',
        body: { to: profileId, content: 'Hello Jane' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains in place when the influencer has no account', async () => {
    const detail =
      'This influencer has no Collabify account yet, so they cannot receive messages. Email them or propose a collaboration instead.';
    stubFetch(() => problemResponse(404, 'Not found', { detail }));
    renderWithProviders(<MessageButton to={profileId} name="@glow.jane" />);

    await writeFromProfile('Hello Jane');

    expect(await screen.findByText(detail)).toBeVisible();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

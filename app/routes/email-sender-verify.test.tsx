import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSender } from '@app/test/email-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { NO_UNREAD, UNREAD_COUNT_URL } from '@app/test/collaboration-fixtures';
import { renderApp } from '@app/test/render-app';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.sender.sig';

describe('/email-sender-verify', { timeout: 20_000 }, () => {
  it('verifies the sender for a visitor, once, without a session', async () => {
    const seen = stubFetch(() => jsonResponse(makeSender()));
    await renderApp(`/email-sender-verify?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Your sender is verified' })).toBeVisible();
    expect(screen.getByText(/Replies to your outreach now go to/)).toHaveTextContent(
      'jane@brand.example',
    );
    // The header has its own "Sign in"; the page's leads back to the sender settings.
    expect(
      screen.getAllByRole('link', { name: 'Sign in' }).map((a) => a.getAttribute('href')),
    ).toContain('/login?redirect=%2Femail%3Ftab%3Dsender');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/email-sender/verify',
      body: { token: TOKEN },
    });
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('leads a signed-in user back to the sender settings', async () => {
    stubFetch((request) =>
      request.url === UNREAD_COUNT_URL ? jsonResponse(NO_UNREAD) : jsonResponse(makeSender()),
    );
    await renderApp(`/email-sender-verify?token=${TOKEN}`, { user: makeUser() });

    expect(await screen.findByRole('link', { name: 'Go to sender settings' })).toHaveAttribute(
      'href',
      '/email?tab=sender',
    );
  });

  it('explains an expired link and how to get a new one', async () => {
    stubFetch(() =>
      problemResponse(400, 'Bad Request', { detail: 'This link has expired. Ask for a new one.' }),
    );
    await renderApp(`/email-sender-verify?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: 'This link has expired or is invalid' }),
    ).toBeVisible();
    expect(screen.getByText('This link has expired. Ask for a new one.')).toBeVisible();
  });

  it('asks nothing of the API for a link without a token', async () => {
    const seen = stubFetch(() => problemResponse(404, 'Not Found'));
    await renderApp('/email-sender-verify');

    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await waitFor(() => expect(seen).toEqual([]));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GmailLoginResult } from '@shared/schemas/email';
import { makeSender } from '@app/test/email-fixtures';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

const STATE = 'R21haWwtY29ubmVjdGlvbi1zdGF0ZS0xMjM0';
const CODE = '4/0AVMBsJh-gmail_code';
const QUERY = `?state=${STATE}&code=${encodeURIComponent(CODE)}&scope=openid%20email%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fgmail.send`;

const connected: GmailLoginResult = {
  ...makeSender({
    gmail: { address: 'jane@gmail.com', dailyLimit: 500, sentLast24Hours: 0, nextSendAt: null },
  }),
  redirect: '/email?tab=sender',
};

/**
 * `/auth/callback/gmail` for a signed-in brand in StrictMode (effects run twice) over a stubbed
 * API whose `POST /api/auth/gmail-login` answers with `answer`; anything else answers 404.
 */
async function renderCallback(address: string, answer: (request: SeenRequest) => Response) {
  const seen = stubFetch((request) =>
    request.method === 'POST' && request.url === '/api/auth/gmail-login'
      ? answer(request)
      : problemResponse(404, 'Not Found'),
  );
  const rendered = await renderApp(address, { strict: true, user: makeUser() });
  const posts = () => seen.filter((r) => r.method === 'POST');
  return { posts, ...rendered };
}

describe('/auth/callback/gmail', { timeout: 20_000 }, () => {
  it('posts Google’s code and state once with the session, then returns to the sender settings', async () => {
    const { posts, router } = await renderCallback(`/auth/callback/gmail${QUERY}`, () =>
      jsonResponse(connected),
    );
    // Said at once (it closes after 3 s), while the sender settings page loads.
    expect(
      await screen.findByText('Collabify can now send your emails from jane@gmail.com.'),
    ).toBeVisible();
    await waitFor(() => expect(currentAddress(router)).toBe('/email?tab=sender'));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      url: '/api/auth/gmail-login',
      body: { code: CODE, state: STATE },
    });
    expect(posts()[0]!.headers.authorization).toBe('Bearer test-token');
  });

  it('shows the server’s reason when this Gmail belongs to another account, with the way back', async () => {
    const detail = 'This Gmail is already connected to another Collabify account.';
    const { router } = await renderCallback(`/auth/callback/gmail${QUERY}`, () =>
      problemResponse(409, 'Conflict', { detail }),
    );
    expect(await screen.findByRole('heading', { name: 'Gmail was not connected' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('link', { name: 'Back to sender settings' })).toHaveAttribute(
      'href',
      '/email?tab=sender',
    );
    expect(currentAddress(router)).toBe(`/auth/callback/gmail${QUERY}`);
  });

  it('says an expired or foreign state plainly', async () => {
    const detail = 'This connection was started by another account. Start it again.';
    await renderCallback(`/auth/callback/gmail${QUERY}`, () =>
      problemResponse(400, 'Your request has invalid fields', {
        type: 'urn:collabify:problem:validation-error',
        detail,
        errors: [{ path: 'body.state', message: detail }],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This connection has expired' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(detail);
  });

  it('posts nothing when the person cancelled at Google', async () => {
    const { posts } = await renderCallback(
      `/auth/callback/gmail?error=access_denied&state=${STATE}`,
      () => jsonResponse(connected),
    );
    expect(screen.getByRole('heading', { name: 'Gmail not connected' })).toBeVisible();
    expect(screen.getByText('You cancelled at Google.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toHaveLength(0);
  });
});

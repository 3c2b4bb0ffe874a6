import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UnsubscribeInfo } from '@shared/schemas/email';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { renderApp } from '@app/test/render-app';

const TOKEN = 'u1.abc-DEF_123';
const info: UnsubscribeInfo = {
  email: 'jane@cooks.example',
  sender: 'Jane Cooper',
  unsubscribed: false,
};

describe('/unsubscribe/:token', { timeout: 20_000 }, () => {
  it('asks a visitor to confirm, then posts the one-click unsubscribe', async () => {
    const user = userEvent.setup();
    const seen = stubFetch((request) =>
      request.method === 'POST'
        ? jsonResponse({ ...info, unsubscribed: true })
        : jsonResponse(info),
    );
    await renderApp(`/unsubscribe/${TOKEN}`);

    expect(
      await screen.findByRole('heading', {
        name: 'Unsubscribe jane@cooks.example from Jane Cooper’s emails?',
      }),
    ).toBeVisible();
    expect(seen[0]).toMatchObject({ method: 'GET', url: `/api/unsubscribe/${TOKEN}` });

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(
      screen.getByText('jane@cooks.example will not receive Jane Cooper’s emails any more.'),
    ).toBeVisible();
    const post = seen.find((r) => r.method === 'POST')!;
    expect(post.url).toBe(`/unsubscribe/${TOKEN}`);
    expect(post.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(String(post.body)).toBe('List-Unsubscribe=One-Click');
    expect(post.headers.authorization).toBeUndefined();
  });

  it('says so when the address is already unsubscribed', async () => {
    stubFetch(() => jsonResponse({ ...info, unsubscribed: true }));
    await renderApp(`/unsubscribe/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('explains an invalid link', async () => {
    stubFetch(() => problemResponse(404, 'Not Found'));
    await renderApp(`/unsubscribe/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeVisible();
    expect(screen.getByText(/The unsubscribe link is invalid/)).toBeVisible();
  });

  it('shows a failed confirmation in place', async () => {
    const user = userEvent.setup();
    stubFetch((request) =>
      request.method === 'POST'
        ? problemResponse(500, 'Internal Server Error', { detail: 'Please try again.' })
        : jsonResponse(info),
    );
    await renderApp(`/unsubscribe/${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Please try again.')).toBeVisible();
  });
});

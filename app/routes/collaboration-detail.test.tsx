import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INVITE_TOKEN_HEADER } from '@shared/constants/collaborations';
import {
  COLLABORATION_ID,
  makeCollaborationDetail,
  stubCollaborationApi,
} from '@app/test/collaboration-fixtures';
import { problemResponse, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';

afterEach(() => window.sessionStorage.clear());

const invited = makeCollaborationDetail({
  viewer: 'influencer',
  allowedMoves: ['accepted', 'declined'],
  reach: null,
});
const page = `/collaboration-detail/${COLLABORATION_ID}`;
const collaborationCalls = (seen: SeenRequest[]) =>
  seen.filter((r) => r.url.startsWith('/api/collaboration'));

describe('/collaboration-detail/:id', { timeout: 20_000 }, () => {
  it('opens the proposal with the link’s token, sent as a header and taken out of the address', async () => {
    const seen = stubCollaborationApi(invited);
    const { router } = await renderApp(`${page}?token=secret-token`);

    expect(await screen.findByRole('heading', { name: 'Summer glow', level: 1 })).toBeVisible();
    const [first] = collaborationCalls(seen);
    expect(first?.url).toBe(`/api/collaboration/${COLLABORATION_ID}`);
    expect(first?.headers[INVITE_TOKEN_HEADER]).toBe('secret-token');
    expect(first?.headers.authorization).toBeUndefined();
    await waitFor(() => expect(currentAddress(router)).toBe(page));
    expect(document.title).toBe('Collaboration with Glow Labs · Collabify');
  });

  it('offers no post or review forms when the link went to an address the brand typed', async () => {
    stubCollaborationApi({
      ...invited,
      status: 'accepted',
      allowedMoves: ['cancelled'],
      viewerVerified: false,
    });
    await renderApp(`${page}?token=secret-token`);

    const posts = await screen.findByRole('region', { name: 'Published posts' });
    expect(posts).toHaveTextContent("not the profile's public email");
    expect(within(posts).queryByRole('form', { name: 'Submit published posts' })).toBeNull();
  });

  it('invites the influencer to sign up with the same email', async () => {
    stubCollaborationApi(invited);
    await renderApp(`${page}?token=secret-token`);

    expect(
      await screen.findByText(
        'Sign up as an influencer to keep all your collaborations in one place',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an influencer account' })).toHaveAttribute(
      'href',
      '/login?mode=signup&role=influencer&redirect=%2Fcollaboration',
    );
  });

  it('accepts and messages with the token on every call', async () => {
    const user = userEvent.setup();
    const seen = stubCollaborationApi(invited);
    await renderApp(`${page}?token=secret-token`);

    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Happy to!');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(seen.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    const [accept, message] = seen.filter((r) => r.method === 'PATCH');
    expect(accept?.body).toEqual({ status: 'accepted' });
    expect(message?.url).toBe(`/api/collaboration/${COLLABORATION_ID}/message`);
    for (const call of collaborationCalls(seen))
      expect(call.headers[INVITE_TOKEN_HEADER]).toBe('secret-token');
  });

  it('keeps the token for a reload of the page in the same tab', async () => {
    const seen = stubCollaborationApi(invited);
    const first = await renderApp(`${page}?token=secret-token`);
    await screen.findByRole('heading', { name: 'Summer glow', level: 1 });
    first.unmount();

    await renderApp(page);

    await waitFor(() => expect(collaborationCalls(seen).length).toBeGreaterThan(1));
    expect(collaborationCalls(seen).at(-1)?.headers[INVITE_TOKEN_HEADER]).toBe('secret-token');
    expect(await screen.findByRole('heading', { name: 'Summer glow', level: 1 })).toBeVisible();
  });

  it('explains an expired or refused link (401)', async () => {
    stubCollaborationApi(invited, (request) =>
      request.url.startsWith('/api/collaboration/')
        ? problemResponse(401, 'Unauthorized', { detail: 'This link has expired.' })
        : undefined,
    );
    const { router } = await renderApp(`${page}?token=old-token`);

    expect(
      await screen.findByRole('heading', { name: 'This link has expired or is not valid' }),
    ).toBeVisible();
    expect(screen.getByText('Ask the brand to send it again, or sign in.')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(page)}`,
    );
    // Still on the page: a refused link does not send the visitor to sign in.
    expect(router.state.location.pathname).toBe(page);
    await waitFor(() => expect(window.sessionStorage.length).toBe(0));
  });

  it('explains a link without a token to a visitor, without calling the API', async () => {
    const seen = stubCollaborationApi(invited);
    await renderApp(page);

    expect(
      await screen.findByRole('heading', { name: 'This link has expired or is not valid' }),
    ).toBeVisible();
    expect(collaborationCalls(seen)).toHaveLength(0);
  });

  it('loads it with the session for a signed-in user without a token', async () => {
    const seen = stubCollaborationApi(invited);
    await renderApp(page, { user: makeUser({ roles: ['influencer'] }) });

    const heading = await screen.findByRole('heading', { name: 'Summer glow', level: 1 });
    expect(heading).toBeVisible();
    const [first] = collaborationCalls(seen);
    expect(first?.headers.authorization).toBe('Bearer test-token');
    expect(first?.headers[INVITE_TOKEN_HEADER]).toBeUndefined();
    expect(
      screen.queryByText('Sign up as an influencer to keep all your collaborations in one place'),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Collaboration status' })).getByRole('button', {
        name: 'Accept',
      }),
    ).toBeVisible();
  });
});

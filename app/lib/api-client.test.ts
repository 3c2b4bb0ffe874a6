import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { api, apiUpload, ignoreUnauthorized, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { getToken, setToken } from './token-storage';

describe('api client', () => {
  const onUnauthorized = vi.fn();
  let restoreHandler: () => void;

  beforeEach(() => {
    onUnauthorized.mockReset();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    window.history.replaceState({}, '', '/');
  });

  afterEach(() => restoreHandler());

  it('sends JSON Accept and Content-Type headers under /api, without a token when none is stored', async () => {
    const seen = stubFetch(() => jsonResponse({ status: 'ok' }));
    await expect(api.get('/health')).resolves.toEqual({ status: 'ok' });
    expect(seen[0]?.url).toBe('/api/health');
    expect(seen[0]?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('adds a bearer token when one is stored and sends the body as JSON', async () => {
    setToken('stored-token');
    const seen = stubFetch(() => jsonResponse({ id: 1 }, 201));
    await api.post('/list', { name: 'Summer', influencers: [] });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.authorization).toBe('Bearer stored-token');
    expect(seen[0]?.body).toEqual({ name: 'Summer', influencers: [] });
  });

  it('leaves the token out of public calls', async () => {
    setToken('stored-token');
    const seen = stubFetch(() => jsonResponse({ ok: true }));
    await api.post('/auth/login', { email: 'a@b.co', password: 'x' }, { withToken: false });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends extra headers without letting them replace Accept or the token', async () => {
    setToken('stored-token');
    const seen = stubFetch(() => jsonResponse({ ok: true }));
    await api.get('/collaboration/1', {
      headers: { 'X-Collaboration-Token': 'invite', Accept: 'text/html', Authorization: 'x' },
    });
    expect(seen[0]?.headers).toMatchObject({
      'x-collaboration-token': 'invite',
      accept: 'application/json',
      authorization: 'Bearer stored-token',
    });
  });

  it('writes query parameters, leaving out empty ones and joining lists with commas', async () => {
    const seen = stubFetch(() => jsonResponse({ count: 0, query: [] }));
    await api.get('/influencer', {
      query: { platform: 'instagram', skip: 0, categories: ['fitness', 'food'], keywords: '' },
    });
    expect(seen[0]?.url).toBe(
      '/api/influencer?platform=instagram&skip=0&categories=fitness%2Cfood',
    );
  });

  it('turns problem details into an ApiError with status, title, detail and field errors', async () => {
    stubFetch(() =>
      problemResponse(400, 'Invalid request', {
        detail: 'Check the highlighted fields.',
        errors: [{ path: 'body.email', message: 'Invalid email address' }],
      }),
    );
    const error = await api.post('/auth/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      title: 'Invalid request',
      detail: 'Check the highlighted fields.',
      fieldErrors: [{ path: 'body.email', message: 'Invalid email address' }],
    });
  });

  it('reads Retry-After on a 429', async () => {
    stubFetch(() => problemResponse(429, 'Too Many Requests', {}, { 'Retry-After': '42' }));
    const error = await api.post('/auth/generate-send-email-code', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 42 });
  });

  it('makes an ApiError from an answer that is not problem details', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await api.get('/users/self').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502 });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api.get('/users/self').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, title: 'Network error' });
  });

  it('resolves undefined for 204 No Content', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/list/1')).resolves.toBeUndefined();
  });

  it('on a 401 to a call made with a token, clears the token and sends the person to sign in', async () => {
    setToken('expired-token');
    window.history.replaceState({}, '', '/campaign?tab=active#top');
    stubFetch(() => problemResponse(401, 'Unauthorized'));
    const error = await api.get('/users/self').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(document.cookie).not.toContain('token=');
    expect(onUnauthorized).toHaveBeenCalledWith('/login?redirect=%2Fcampaign%3Ftab%3Dactive%23top');
  });

  it('does not send to sign in on a 401 racing the sign-out of that token (a poll)', async () => {
    setToken('leaving-token');
    ignoreUnauthorized('leaving-token');
    stubFetch(() => problemResponse(401, 'Unauthorized'));
    await expect(api.get('/notifications')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    // The sign-out itself forgets the token.
    expect(getToken()).toBe('leaving-token');
  });

  it('does not redirect on a 401 to a call made without a token (wrong password)', async () => {
    stubFetch(() => problemResponse(401, 'Invalid email or password'));
    const error = await api.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, title: 'Invalid email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uploads form data with the token, leaving the Content-Type to the browser', async () => {
    setToken('stored-token');
    const seen = stubFetch(() => jsonResponse({ imageUrl: '/uploads/a.webp' }));
    const form = new FormData();
    form.append('image', new File(['x'], 'a.png', { type: 'image/png' }));
    await expect(apiUpload('POST', '/campaign/image/1', form)).resolves.toEqual({
      imageUrl: '/uploads/a.webp',
    });
    expect(seen[0]).toMatchObject({ url: '/api/campaign/image/1', method: 'POST', body: form });
    expect(seen[0]?.headers.authorization).toBe('Bearer stored-token');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('turns a refused upload into an ApiError', async () => {
    stubFetch(() =>
      problemResponse(413, 'Payload Too Large', { detail: 'The file is larger than 5 MB.' }),
    );
    const error = await apiUpload('POST', '/campaign/image/1', new FormData()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, detail: 'The file is larger than 5 MB.' });
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';

let t: TestApp;
let ready = false;
beforeAll(async () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'collabify-spa-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    // The head block the server fills per page (app/index.html has the same markers).
    '<!doctype html><head><!--page-meta--><title>Collabify</title><!--/page-meta--></head><div id="root"></div>',
  );
  writeFileSync(join(staticDir, 'app.js'), 'console.log(1)');
  t = await buildTestApp({ ready: () => ready, staticDir });
});
afterAll(() => t?.close());

describe('readiness', () => {
  it('answers 503 on health and on the API until ready, then 200 {"status":"ok"}', async () => {
    ready = false;
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBeDefined();
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: {} })).statusCode,
    ).toBe(503);
    ready = true;
    const ok = await t.request({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
  });
});

describe('HTTP conventions', () => {
  it('sends security headers on errors too, e.g. a 401', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/self' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('answers an unknown API path with a 404 problem, and an unknown page like /apiary with the app', async () => {
    const page = await t.request({ method: 'GET', url: '/apiary' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, title: 'Not found' });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(413);
  });

  it('sends security headers with a same-origin CSP', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // Images only from itself and the influencers' profile-picture hosts; nothing else off-site.
    expect(/img-src ([^;]*)/.exec(csp)?.[1]).toBe(
      "'self' data: https://*.cdninstagram.com https://*.fbcdn.net",
    );
    expect(csp.replace(/img-src [^;]*/, '')).not.toMatch(/\bhttps?:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the API docs same-origin too', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy']).replace(/img-src [^;]*/, '')).not.toMatch(
      /validator\.swagger\.io|https:/,
    );
  });

  it('publishes the OpenAPI document with the auth routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/logon', '/api/auth/login', '/api/users/self']),
    );
  });
});

describe('single-page app', () => {
  it('serves index.html for client routes and files as they are', async () => {
    const page = await t.request({ method: 'GET', url: '/campaign/123?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const file = await t.request({ method: 'GET', url: '/app.js' });
    expect(file.body).toBe('console.log(1)');
  });

  it('compresses pages as the client accepts, and answers a missing built file with 404', async () => {
    const page = await t.request({
      method: 'GET',
      url: '/pricing',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');
    // An older build's chunk must fail as a script would expect, not load the page's HTML.
    const chunk = await t.request({ method: 'GET', url: '/assets/index-0ld.js' });
    expect(chunk.statusCode).toBe(404);
    expect(chunk.headers['content-type']).toContain('application/problem+json');
  });
});

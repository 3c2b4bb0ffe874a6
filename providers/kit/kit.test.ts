import { describe, expect, it, vi } from 'vitest';
import { html } from './html';
import { readForm, send, sendJson } from './http';
import { callbackUrl, redirectUriProblem } from './redirects';
import { listen, loggedUrl } from './server';
import { closeAfterEach, press } from './testing';
import { cancelForm, chooserForm } from './widgets';

/**
 * The kit's mechanics through a real listening server and fetch; the providers' own tests cover
 * how each vendor uses them.
 */

const closeLater = closeAfterEach();

async function serve(handle: Parameters<typeof listen>[0]['handle']) {
  const local = await listen({
    name: 'kit-test',
    handle,
    refusal: (error, _req, res) => {
      if (!(error instanceof RangeError)) return false;
      sendJson(res, 400, { refused: error.message });
      return true;
    },
    internalError: (res) => sendJson(res, 500, { error: 'internal' }),
  });
  closeLater(() => local.close());
  return local;
}

describe('html', () => {
  it('escapes interpolated text but keeps nested html as it is', () => {
    const name = `<script>alert("x")</script> & 'co'`;
    expect(html`<p title="${name}">${html`<b>${name}</b>`}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">' +
        '<b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</b></p>',
    );
  });
});

describe('listen', () => {
  it('answers the vendor refusal for a known error and the vendor 500 for any other', async () => {
    const local = await serve(async (req) => {
      throw req.url === '/refused' ? new RangeError('no') : new Error('boom');
    });
    const refused = await fetch(`${local.origin}/refused`);
    expect([refused.status, await refused.json()]).toEqual([400, { refused: 'no' }]);
    const failed = await fetch(`${local.origin}/other`);
    expect([failed.status, await failed.json()]).toEqual([500, { error: 'internal' }]);
  });

  it('logs each request with secret query values hidden', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const local = await listen({
      name: 'kit-test',
      log: true,
      secretParams: ['code', 'access_token'],
      handle: async (_req, res) => send(res, 204, ''),
      internalError: (res) => send(res, 500, ''),
    });
    closeLater(() => local.close());
    await fetch(`${local.origin}/cb?code=secret-code&state=s1&access_token=tok`);
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    const line = String(log.mock.calls[0]![0]);
    log.mockRestore();
    expect(line).toMatch(/^\[kit-test-local\] GET \/cb\?code=…&state=s1&access_token=… → 204/);
    expect(line).not.toContain('secret-code');
  });

  it('closes twice without failing', async () => {
    const local = await serve(async (_req, res) => send(res, 204, ''));
    await local.close();
    await expect(local.close()).resolves.toBeUndefined();
  });

  it('hides only the named parameters in a logged URL', () => {
    expect(loggedUrl('/t?key=k&keyword=w', ['key'])).toBe('/t?key=…&keyword=w');
  });
});

describe('readForm', () => {
  it('reads a multipart body only when the provider accepts multipart', async () => {
    const local = await serve(async (req, res) => {
      const multipart = req.url === '/multipart';
      sendJson(res, 200, Object.fromEntries(await readForm(req, { multipart })));
    });
    const body = new FormData();
    body.append('client_id', 'app-1');
    const read = async (path: string) =>
      (await fetch(`${local.origin}${path}`, { method: 'POST', body })).json();
    expect(await read('/multipart')).toEqual({ client_id: 'app-1' });
    expect(await read('/urlencoded-only')).toEqual({});
  });
});

describe('redirect URIs', () => {
  it('refuses a relative, non-http, fragment or unregistered URI with the vendor wording', () => {
    const registered = ['https://app.test/cb'];
    const problem = (uri: string) => redirectUriProblem(uri, registered, 'not registered');
    expect(problem('/cb')).toBe('redirect_uri is missing or not an absolute URL');
    expect(problem('ftp://app.test/cb')).toBe('redirect_uri is not an http(s) URL');
    expect(problem('https://app.test/cb#x')).toBe('redirect_uri has a fragment');
    expect(problem('https://app.test/other')).toBe('not registered');
    expect(problem('https://app.test/cb')).toBeNull();
  });

  it('adds non-empty parameters to the callback, then the fragment', () => {
    expect(
      callbackUrl('https://app.test/cb?a=1', { code: 'c d', state: '', x: undefined }, '#_'),
    ).toBe('https://app.test/cb?a=1&code=c+d#_');
  });
});

describe('consent widgets', () => {
  it('a chooser posts the hidden fields, the picked account and the ticked permissions', async () => {
    const local = await serve(async (req, res) =>
      sendJson(res, 200, [...(await readForm(req)).entries()]),
    );
    const page = html`${chooserForm({
      action: '/allow',
      fields: { state: 's&1' },
      accounts: {
        legend: 'Continue as',
        name: 'user',
        idPrefix: 'u',
        choices: [
          { value: 'a', label: 'Ada' },
          { value: 'b', label: 'Bo' },
        ],
      },
      noChoices: 'Nobody',
      more: html`<input type="checkbox" name="grant" value="email" checked />`,
      submit: 'Allow',
    })}${cancelForm('/cancel', { state: 's&1' })}`.value;
    const allowed = await press(local.origin, page, 'Allow', { pick: 'b' });
    expect(await allowed.json()).toEqual([
      ['state', 's&1'],
      ['user', 'b'],
      ['grant', 'email'],
    ]);
    const cancelled = await press(local.origin, page, 'Cancel');
    expect(await cancelled.json()).toEqual([['state', 's&1']]);
  });

  it('a chooser without accounts shows the alert instead of a form', () => {
    const markup = chooserForm({
      action: '/allow',
      fields: {},
      accounts: { legend: 'Continue as', name: 'user', idPrefix: 'u', choices: [] },
      noChoices: 'No accounts: add one first.',
      submit: 'Allow',
    }).value;
    expect(markup).toBe('<p role="alert">No accounts: add one first.</p>');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clicks, ShortLink } from '@shared/schemas/short-links';
import { shortLinks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { PUBLIC_URL_MESSAGE } from '@shared/schemas/public-url';
import { expectValidationProblem } from '../../test/problems';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A desktop Chrome: what a person clicking the link sends. */
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const today = () => new Date().toISOString().slice(0, 10);

const shorten = (token: string | undefined, url: unknown) =>
  t.request({ method: 'POST', url: '/api/shorten-url/new', token, payload: { url } });

const follow = (code: string, userAgent = BROWSER, method: 'GET' | 'HEAD' = 'GET') =>
  t.request({ method, url: `/s/${code}`, headers: { 'user-agent': userAgent } });

const clicksOf = (token: string, code: string) =>
  t.request({ method: 'GET', url: `/api/shorten-url/${code}/clicks`, token });

async function newLink(
  token: string,
  url = 'https://shop.example.com/spring?ref=1',
): Promise<ShortLink> {
  const res = await shorten(token, url);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('short links', () => {
  it('creates links under random, URL-safe codes on the app’s public address', async () => {
    const { token } = await t.signUp();
    const a = await newLink(token);
    const b = await newLink(token);
    for (const link of [a, b]) {
      expect(link.code).toMatch(/^[A-Za-z0-9_-]{8}$/);
      expect(link.shortUrl).toBe(`${t.ctx.appUrl}/s/${link.code}`);
      expect(link.url).toBe('https://shop.example.com/spring?ref=1');
    }
    expect(a.code).not.toBe(b.code);
    // Not a counter: the codes share no long common prefix as consecutive ids would.
    const shared = [...a.code].findIndex((c, i) => c !== b.code[i]);
    expect(shared).toBeLessThan(6);
  });

  it('redirects with 302 to the target, uncached, and counts one real click once', async () => {
    const { token } = await t.signUp();
    const link = await newLink(token);
    const res = await follow(link.code);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.example.com/spring?ref=1');
    expect(res.headers['cache-control']).toBe('no-store');
    const clicks = await clicksOf(token, link.code);
    expect(clicks.statusCode).toBe(200);
    expect(clicks.json()).toEqual<Clicks>({ total: 1, days: [{ day: today(), clicks: 1 }] });

    await follow(link.code);
    expect((await clicksOf(token, link.code)).json()).toEqual<Clicks>({
      total: 2,
      days: [{ day: today(), clicks: 2 }],
    });
  });

  it('redirects to a target with non-ASCII characters, percent-encoded', async () => {
    const { token } = await t.signUp();
    const created = await shorten(token, 'https://ja.wikipedia.org/wiki/日本?q=a b');
    expect(created.statusCode).toBe(201);
    expect(created.json().url).toBe('https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC?q=a%20b');
    const res = await follow(created.json().code);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC?q=a%20b');
  });

  it('redirects link previews, bots and HEAD requests without counting them', async () => {
    const { token } = await t.signUp();
    const link = await newLink(token);
    const previews = [
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'curl/8.5.0',
    ];
    for (const agent of previews) {
      const res = await follow(link.code, agent);
      expect(res.statusCode, agent).toBe(302);
      expect(res.headers.location).toBe(link.url);
    }
    const head = await follow(link.code, BROWSER, 'HEAD');
    expect(head.statusCode).toBe(302);
    expect(head.headers.location).toBe(link.url);
    const prefetch = await t.request({
      method: 'GET',
      url: `/s/${link.code}`,
      headers: { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' },
    });
    expect(prefetch.statusCode).toBe(302);
    expect((await clicksOf(token, link.code)).json()).toEqual<Clicks>({ total: 0, days: [] });
  });

  it('refuses targets that are not absolute http(s) URLs, naming body.url', async () => {
    const { token } = await t.signUp();
    for (const url of [
      'javascript:alert(1)',
      'ftp://x',
      'data:text/html,<b>hi</b>',
      '/relative',
      'not a url',
      `https://shop.example.com/${'a'.repeat(2_048)}`,
      42,
    ])
      expectValidationProblem(await shorten(token, url), 'body.url');
  });

  it('refuses loopback, private, link-local and local-only hosts, naming body.url and storing nothing', async () => {
    const { token, user } = await t.signUp();
    for (const url of [
      'http://[::1]/',
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://192.168.0.10:8080/admin',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost/',
      'http://0.0.0.0/',
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://017700000001/',
      'https://app.localhost/',
      'http://printer.local/',
      'http://metadata.google.internal/',
      'http://shop.test/',
      'http://shop.example/',
      'http://intranet/',
    ]) {
      const res = await shorten(token, url);
      expectValidationProblem(res, 'body.url', new RegExp(`^${PUBLIC_URL_MESSAGE}$`));
    }
    const stored = await t.database.db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.ownerId, user.id));
    expect(stored).toEqual([]);
  });

  it('answers 401 to a visitor creating a link', async () => {
    expect((await shorten(undefined, 'https://shop.example.com/')).statusCode).toBe(401);
  });

  it('answers 404 for another user’s clicks and for an unknown code', async () => {
    const [owner, other] = await Promise.all([t.signUp(), t.signUp()]);
    const link = await newLink(owner.token);
    expect((await clicksOf(other.token, link.code)).statusCode).toBe(404);
    expect((await clicksOf(owner.token, 'Unknown1')).statusCode).toBe(404);
    expect((await follow('Unknown1')).statusCode).toBe(404);
    expect((await follow('Unknown1', BROWSER, 'HEAD')).statusCode).toBe(404);
  });
});

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { listGuides } from '../resources/resources.service';
import { APP_PAGE_PATHS } from '@shared/constants/pages';
import { DEFERRED_MEDIA_ATTRIBUTE } from '@shared/constants/server-render';
import { DEFAULT_IMAGE } from './html-shell';
import { DESCRIPTION_MAX } from './meta-text';

/**
 * The public site's server side (issue 20): each page's head filled on the server for crawlers
 * and link previews, the sitemap, robots.txt and the analytics script with its CSP origin.
 * The app's real index.html template is used (app/index.html, as the build keeps its head).
 */

const TEMPLATE = readFileSync(new URL('../../../app/index.html', import.meta.url), 'utf8');
const ANALYTICS = { src: 'https://analytics.example.com/js/script.js', siteId: 'collabify.test' };

let t: TestApp;
let withAnalytics: TestApp;

/** A built app's directory: the template and the preview image (app/public/og-image.png). */
function staticDir(template = TEMPLATE): string {
  const dir = mkdtempSync(join(tmpdir(), 'collabify-app-'));
  writeFileSync(join(dir, 'index.html'), template);
  copyFileSync(
    new URL('../../../app/public/og-image.png', import.meta.url),
    join(dir, DEFAULT_IMAGE.path),
  );
  return dir;
}

beforeAll(async () => {
  t = await buildTestApp({ staticDir: staticDir() });
  withAnalytics = await buildTestApp({ staticDir: staticDir(), analytics: ANALYTICS });
});

afterAll(async () => {
  await t?.close();
  await withAnalytics?.close();
});

/** An active campaign of a new brand (the Free plan has one active campaign). */
async function activeCampaign(body: object): Promise<{ id: string }> {
  const owner = (await t.signUp({ name: 'Oat & "Co"' })).token;
  const created = await t.request({
    method: 'POST',
    url: '/api/campaign',
    token: owner,
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json();
  const moved = await t.request({
    method: 'PATCH',
    url: `/api/campaign/${id}/status`,
    token: owner,
    payload: { status: 'active' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return { id };
}

/** The page at `url` as a link preview fetches it (no scripts run), and its head's tags. */
async function fetchPage(url: string, app = t) {
  const res = await app.request({
    method: 'GET',
    url,
    headers: {
      'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    },
  });
  const head = new JSDOM(res.body).window.document.head;
  const meta = (key: string) =>
    head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const all = (selector: string) => [...head.querySelectorAll(selector)];
  return { res, head, all, meta, title: head.querySelector('title')?.textContent };
}

describe('pages rendered with their own head', () => {
  it('gives a public campaign its title, description and Open Graph tags, escaped', async () => {
    const description = `Bake with us <b>now</b> & share. ${'Long brief text. '.repeat(20)}`;
    const campaign = await activeCampaign({
      name: 'Oat </title><script>x()</script>',
      description,
    });
    const { res, meta, title, all } = await fetchPage(`/campaign-detail/${campaign.id}?ref=x`);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(title).toBe('Oat </title><script>x()</script> · Oat & "Co" on Collabify');
    expect(all('script').filter((s) => s.textContent.includes('x()'))).toHaveLength(0);
    expect(meta('og:title')).toBe(title);
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe(`http://localhost:3000/campaign-detail/${campaign.id}`);
    expect(meta('og:image')).toBe('http://localhost:3000/og-image.png');
    expect(meta('twitter:card')).toBe('summary_large_image');
    const text = meta('og:description')!;
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text.startsWith('Bake with us <b>now</b> & share. Long brief text.')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(meta('description')).toBe(text);
    expect(meta('robots')).toBe('index, follow');
    expect(all('link[rel="canonical"]')[0]?.getAttribute('href')).toBe(
      `http://localhost:3000/campaign-detail/${campaign.id}`,
    );
    // The template's own default title is replaced, not repeated.
    expect(all('title')).toHaveLength(1);
  });

  it('serves the preview image its Open Graph tags name, at the size they give', async () => {
    const campaign = await activeCampaign({ name: 'Maple granola launch' });
    const { meta } = await fetchPage(`/campaign-detail/${campaign.id}`);
    const image = await t.request({ method: 'GET', url: new URL(meta('og:image')!).pathname });

    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect({ width, height }).toEqual({
      width: Number(meta('og:image:width')),
      height: Number(meta('og:image:height')),
    });
  });

  it('answers 404 with a not-indexed page for a campaign that is not active or does not exist', async () => {
    const draft = await t.request({
      method: 'POST',
      url: '/api/campaign',
      token: (await t.signUp()).token,
      payload: { name: 'Secret draft' },
    });
    for (const url of [
      `/campaign-detail/${draft.json().id}`,
      '/campaign-detail/00000000-0000-4000-8000-000000000000',
      '/campaign-detail/not-an-id',
      '/advertiser/00000000-0000-4000-8000-000000000000',
      '/resource/no-such-guide',
    ]) {
      const { res, meta, title } = await fetchPage(url);
      expect(res.statusCode, url).toBe(404);
      expect(meta('robots')).toBe('noindex');
      expect(title).not.toMatch(/Secret draft/);
    }
  });

  it('answers paths the URL parser refuses with the not-found page, not indexed', async () => {
    const { res, meta, title } = await fetchPage('//[');
    expect(res.statusCode).toBe(404);
    expect(meta('robots')).toBe('noindex');
    expect(title).toBe('Page not found · Collabify');
  });

  it('names a guide, an advertiser and the fixed public pages; signed-in pages are not indexed', async () => {
    const [guide] = listGuides();
    const article = await fetchPage(`/resource/${guide!.slug}`);
    expect(article.title).toBe(`${guide!.title} · Collabify Resources`);
    expect(article.meta('og:type')).toBe('article');
    expect(article.meta('description')).toBe(guide!.description);

    const campaign = await activeCampaign({ name: 'Granola week' });
    const { advertiser } = (
      await t.request({ method: 'GET', url: `/api/campaign/public/${campaign.id}` })
    ).json();
    const brand = await fetchPage(`/advertiser/${advertiser.id}`);
    expect(brand.title).toBe('Oat & "Co" · Collabify');
    expect(brand.meta('description')).toMatch(/active campaigns?\.$/);

    const pricing = await fetchPage('/pricing/');
    expect(pricing.title).toBe('Pricing · Collabify');
    expect(pricing.meta('robots')).toBe('index, follow');
    const lists = await fetchPage('/my-influencers');
    expect(lists.res.statusCode).toBe(200);
    expect(lists.meta('robots')).toBe('noindex');
  });
});

describe('addresses and pages of the app', () => {
  it.each(['/no-such-page', '/campaign/x/y/z', '/pricing/annual', '/apiary', '//login'])(
    'answers %s, which no page of the app matches, 404 with the not-found page',
    async (url) => {
      const { res, meta, title } = await fetchPage(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(title).toBe('Page not found · Collabify');
      expect(meta('robots')).toBe('noindex');
      // The app's shell, whose router shows its not-found page in the browser.
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('answers 200 on every page of the app, pages with parameters included', async () => {
    const campaign = await activeCampaign({ name: 'Every page' });
    const { advertiser } = (
      await t.request({ method: 'GET', url: `/api/campaign/public/${campaign.id}` })
    ).json();
    // Public records where the page looks one up (a missing one is 404); any value elsewhere.
    const values: Record<string, string> = {
      'campaign-detail/:id': campaign.id,
      'advertiser/:id': advertiser.id,
      'resource/:slug': listGuides()[0]!.slug,
    };
    const statuses = await Promise.all(
      APP_PAGE_PATHS.map(async (path) => {
        const url = `/${path.replace(/:\w+/, values[path] ?? 'x1')}`;
        return [url, (await t.request({ method: 'GET', url })).statusCode] as const;
      }),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
    expect(statuses.length).toBe(APP_PAGE_PATHS.length);
  });

  it('keeps the API’s unknown addresses a JSON 404 problem', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('sitemap and robots', () => {
  it('lists the public pages, every guide, active campaigns and their advertisers', async () => {
    const campaign = await activeCampaign({ name: 'Sitemap run' });
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const { urlset } = new XMLParser().parse(res.body);
    const locs: string[] = urlset.url.map((u: { loc: string }) => u.loc);
    for (const path of [
      '/',
      '/pricing',
      '/resources',
      '/privacy-policy',
      '/term-of-use',
      '/contact-us',
    ]) {
      expect(locs).toContain(`http://localhost:3000${path}`);
    }
    for (const guide of listGuides()) {
      expect(locs).toContain(`http://localhost:3000/resource/${guide.slug}`);
    }
    expect(locs).toContain(`http://localhost:3000/campaign-detail/${campaign.id}`);
    expect(locs.filter((l) => l.includes('/advertiser/')).length).toBeGreaterThan(0);
    expect(locs).not.toContain('http://localhost:3000/login');
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists only addresses that answer 200', async () => {
    await activeCampaign({ name: 'Listed and found' });
    const { urlset } = new XMLParser().parse(
      (await t.request({ method: 'GET', url: '/sitemap.xml' })).body,
    );
    const paths: string[] = urlset.url.map((u: { loc: string }) => new URL(u.loc).pathname);
    const answers = await Promise.all(
      paths.map(async (url) => [url, (await t.request({ method: 'GET', url })).statusCode]),
    );
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    expect(paths.length).toBeGreaterThan(listGuides().length + 6);
  });

  it('lets crawlers in everywhere but the signed-in pages and points to the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /my-influencers');
    expect(res.body).toContain('Allow: /campaign-detail/');
    expect(res.body).not.toMatch(/Disallow: \/resource/);
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('the analytics script', () => {
  it('is left out, and its origin not allowed, when not configured', async () => {
    const { res, all } = await fetchPage('/');
    expect(all('script[src^="https://"]')).toHaveLength(0);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).not.toContain('analytics.example.com');
  });

  it('loads on the public pages and the CSP allows exactly its origin when configured', async () => {
    for (const url of ['/', '/pricing', '/resources']) {
      const { res, all } = await fetchPage(url, withAnalytics);
      const scripts = all('script[src^="https://"]');
      expect(scripts.map((s) => s.getAttribute('src'))).toEqual([ANALYTICS.src]);
      expect(scripts[0]!.getAttribute('data-domain')).toBe(ANALYTICS.siteId);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/(^|;)script-src 'self' https:\/\/analytics\.example\.com(;|$)/);
      expect(csp).toMatch(/(^|;)connect-src 'self' https:\/\/analytics\.example\.com(;|$)/);
    }
  });

  it('stays off pages whose address carries a secret and off signed-in pages', async () => {
    for (const url of [
      '/reset-password?token=secret',
      '/collaboration-detail/00000000-0000-4000-8000-000000000000?token=secret',
      '/unsubscribe/secret-token',
      '/my-influencers',
    ]) {
      const { all } = await fetchPage(url, withAnalytics);
      expect(all('script[src^="https://"]'), url).toHaveLength(0);
    }
  });
});

describe('pages rendered on the server for visitors', () => {
  /**
   * A renderer module like dist/ssr/entry-server.js: it reads the guides through the API it is
   * given and draws the path and their count; it breaks on /term-of-use.
   */
  const RENDERER = `
    export function createServerRenderer(transport) {
      return async (url) => {
        const { pathname } = new URL(url);
        if (pathname === '/term-of-use') throw new Error('a component broke on the server');
        const res = await transport('/api/resources', { method: 'GET', headers: { accept: 'application/json' } });
        const { items } = await res.json();
        return { html: '<main><h1>' + pathname + '</h1><p>' + items.length + ' guides</p></main>', state: '{"queries":[]}' };
      };
    }`;
  /** A built stylesheet, linked from the head as Vite links it. */
  const STYLESHEET = '/assets/style-b1d.css';
  const CSS = [
    'main h1{color:#5436f5}p{margin:0}.drawer-open{overflow:hidden}',
    // Mantine's colour-scheme rules, which Beasties cannot match by itself.
    ':where([data-mantine-color-scheme=light]) main :where(p){background:#f8f9fa}',
    ':where([data-mantine-color-scheme=dark]) main :where(p){background:#25262b}',
  ].join('\n');
  let rendering: TestApp;

  beforeAll(async () => {
    const dir = staticDir(
      TEMPLATE.replace(
        '</head>',
        `<link rel="stylesheet" crossorigin href="${STYLESHEET}">\n  </head>`,
      ),
    );
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, STYLESHEET), CSS);
    const file = join(dir, 'entry-server.js');
    writeFileSync(file, RENDERER);
    rendering = await buildTestApp({ staticDir: dir, serverRendererFile: file });
  });
  afterAll(() => rendering?.close());

  const root = (body: string) => new JSDOM(body).window.document.getElementById('root')!;

  it('puts the app’s markup and the data it read into an indexable page a visitor asks for', async () => {
    const res = await rendering.request({ method: 'GET', url: '/pricing?plan=pro' });
    expect(res.statusCode).toBe(200);
    const page = new JSDOM(res.body).window.document;
    expect(page.getElementById('root')!.innerHTML).toBe(
      `<main><h1>/pricing</h1><p>${listGuides().length} guides</p></main>`,
    );
    expect(page.getElementById('server-state')).toMatchObject({
      type: 'application/json',
      textContent: '{"queries":[]}',
    });
    // The head is still the page's own.
    expect(page.querySelector('title')?.textContent).toBe('Pricing · Collabify');
  });

  it('inlines the styles its markup uses and defers the stylesheet, in place', async () => {
    const page = new JSDOM((await rendering.request({ method: 'GET', url: '/pricing' })).body)
      .window.document;
    const style = page.head.querySelector('style');
    expect(style?.textContent).toMatch(/main h1\s*\{color:#5436f5\}/);
    expect(style?.textContent).toMatch(/p\s*\{margin:0\}/);
    expect(style?.textContent).toContain('main :where(p){background:#f8f9fa}');
    expect(style?.textContent).not.toContain('drawer-open');
    expect(style?.textContent).not.toContain('#25262b');
    // Still in the head, after the inline rules, loading without holding up the first paint.
    const link = page.head.querySelector(`link[rel="stylesheet"][href="${STYLESHEET}"]`);
    expect(link).toMatchObject({ media: 'print' });
    expect(link?.getAttribute(DEFERRED_MEDIA_ATTRIBUTE)).toBe('all');
    expect(style?.compareDocumentPosition(link!)).toBe(page.DOCUMENT_POSITION_FOLLOWING);
    expect(page.head.querySelector('noscript')?.innerHTML).toContain(`href="${STYLESHEET}"`);

    // The shell the browser renders keeps its stylesheet as built: nothing is drawn yet.
    const shell = new JSDOM((await rendering.request({ method: 'GET', url: '/contact-us' })).body)
      .window.document;
    expect(shell.head.querySelector(`link[href="${STYLESHEET}"]`)?.hasAttribute('media')).toBe(
      false,
    );
    expect(shell.head.querySelector('style')).toBeNull();
  });

  it('leaves the shell empty for a signed-in person, a page that is not indexed, and a form', async () => {
    const signedIn = await rendering.request({
      method: 'GET',
      url: '/pricing',
      headers: { cookie: 'theme=light; token=eyJhbGciOi.x.y' },
    });
    expect(root(signedIn.body).innerHTML).toBe('');
    expect(signedIn.body).not.toContain('server-state');
    const dashboard = await rendering.request({ method: 'GET', url: '/dashboard' });
    expect(root(dashboard.body).innerHTML).toBe('');
    // A page built around a form: what a visitor types before the app runs must not be lost.
    const contact = await rendering.request({ method: 'GET', url: '/contact-us' });
    expect(root(contact.body).innerHTML).toBe('');
    const visitor = await rendering.request({
      method: 'GET',
      url: '/pricing',
      headers: { cookie: 'theme=light' },
    });
    expect(root(visitor.body).innerHTML).toContain('<h1>/pricing</h1>');
  });

  it('serves the shell, not an error, when the page cannot be drawn on the server', async () => {
    const res = await rendering.request({ method: 'GET', url: '/term-of-use' });
    expect(res.statusCode).toBe(200);
    expect(root(res.body).innerHTML).toBe('');
    expect(new JSDOM(res.body).window.document.title).toBe('Terms of use · Collabify');
  });
});

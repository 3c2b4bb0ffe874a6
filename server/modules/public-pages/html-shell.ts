import escapeHtml from 'escape-html';
import { SERVER_STATE_ID, STARTUP_STATE_ID } from '@shared/constants/server-render';
import type { StartupProgress } from '@shared/schemas/health';
import type { AnalyticsScript } from '../../env';
import { type PageMeta, SITE_NAME } from './page-meta';

/** Where the built index.html keeps the head tags the server replaces (see app/index.html). */
const META_BLOCK = /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/;

/** The empty mount point of the built index.html, where a server render goes. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The build's `<link rel="modulepreload">` tags (Vite's, one per line of the built index.html). */
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/** The default preview image (1200 × 630, app/public/og-image.png). */
export const DEFAULT_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/**
 * The app's index.html for one page: its title, description, canonical link, robots rule,
 * Open Graph and Twitter card tags in place of the template's defaults, and the analytics
 * script before `</head>` when configured — on indexable pages only, so it never reads an address
 * that carries a secret (a signed collaboration link, a reset or unsubscribe token) or a signed-in
 * page. Every value is HTML-escaped.
 * @throws Error when the template has no `<!--page-meta-->…<!--/page-meta-->` block.
 */
export function renderShell(
  template: string,
  meta: PageMeta,
  appUrl: string,
  analytics: AnalyticsScript | null,
): string {
  if (!META_BLOCK.test(template)) throw new Error('index.html has no <!--page-meta--> block');
  const url = `${appUrl}${meta.path}`;
  const image = meta.image ?? `${appUrl}${DEFAULT_IMAGE.path}`;
  const tag = (name: string, attribute: 'name' | 'property', content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`;
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('description', 'name', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    tag('robots', 'name', meta.indexable ? 'index, follow' : 'noindex'),
    tag('og:site_name', 'property', SITE_NAME),
    tag('og:type', 'property', meta.type),
    tag('og:title', 'property', meta.title),
    tag('og:description', 'property', meta.description),
    tag('og:url', 'property', url),
    tag('og:image', 'property', image),
    ...(meta.image
      ? []
      : [
          tag('og:image:width', 'property', String(DEFAULT_IMAGE.width)),
          tag('og:image:height', 'property', String(DEFAULT_IMAGE.height)),
        ]),
    tag('twitter:card', 'name', 'summary_large_image'),
    tag('twitter:title', 'name', meta.title),
    tag('twitter:description', 'name', meta.description),
    tag('twitter:image', 'name', image),
  ].join('\n    ');
  const page = template.replace(META_BLOCK, () => head);
  if (!analytics || !meta.indexable) return page;
  const script = `<script defer data-domain="${escapeHtml(analytics.siteId)}" src="${escapeHtml(analytics.src)}"></script>`;
  return page.replace('</head>', () => `  ${script}\n  </head>`);
}

/**
 * The page with the app's server render inside `#root` and, after it, the query cache that render
 * read as a JSON data block (`#server-state`, never executed, so the CSP needs no inline script),
 * without the build's module preloads (the script that hydrates it loads its chunks itself).
 * `state` is already escaped for a script element (app/entry-server.tsx).
 * @throws Error when the template has no empty `<div id="root"></div>`.
 */
export function withServerRender(page: string, rendered: { html: string; state: string }): string {
  if (!page.includes(ROOT_ELEMENT)) throw new Error('index.html has no empty <div id="root">');
  // The page paints without script: preloading every chunk would only compete with its styles.
  return page
    .replace(MODULE_PRELOADS, '')
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${rendered.state}</script>`,
    );
}

/**
 * The page with the server's start-up progress after `#root`, as a JSON data block
 * (`#startup-state`, never executed): the app shows it until the server is ready.
 * @throws Error when the template has no empty `<div id="root"></div>`.
 */
export function withStartupState(page: string, progress: StartupProgress): string {
  if (!page.includes(ROOT_ELEMENT)) throw new Error('index.html has no empty <div id="root">');
  // `<` escaped, so no value can close the script element.
  const json = JSON.stringify(progress).replace(/</g, '\\u003c');
  return page.replace(
    ROOT_ELEMENT,
    () =>
      `${ROOT_ELEMENT}\n    <script type="application/json" id="${STARTUP_STATE_ID}">${json}</script>`,
  );
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { DEFERRED_MEDIA_ATTRIBUTE, type ServerRenderedPage } from '@shared/constants/server-render';

/** The build's stylesheet links in index.html (Vite's `<link rel="stylesheet" … href="/assets/….css">`). */
const STYLESHEETS =
  /<link rel="stylesheet"(?![^>]*\smedia=)[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Selectors with two functional pseudo-classes, e.g. Mantine's
 * `:where([data-mantine-color-scheme=light]) .m_d08caa0 :where(code)`: Beasties 0.5 strips
 * pseudo-classes with a greedy `\(.+\)`, which erases everything from the first `(` to the last
 * `)` and so never matches them (the guides' code and quotes lost their background). Such rules
 * are always inlined instead (about 3 KB more compressed), except the dark scheme's and
 * right-to-left ones, which no page uses (index.html sets the light scheme, English only).
 */
const UNMATCHABLE_SELECTORS =
  /^(?!.*color-scheme=dark)(?!.*\[dir=rtl\]).*:[a-z-]+\([^)]*\).*:[a-z-]+\(/i;

/**
 * Puts a server-drawn page's own rules inline and defers its stylesheets. `drawn` is the render
 * the page carries: its rules are matched once per render, which the renderer keeps a minute
 * (server-render.ts), not once per request.
 */
export type InlineCriticalCss = (page: string, drawn: ServerRenderedPage) => string;

/**
 * Prepares the critical CSS of server-drawn pages from the built stylesheets `template` links
 * (files under `root`, the built app). Each page then carries the rules its markup matches in a
 * `<style>` before the stylesheet links, and the links load at `media="print"` (so they do not hold
 * up the first paint) until the app restores their media with its first render (the original is
 * kept in {@link DEFERRED_MEDIA_ATTRIBUTE}; `<noscript>` keeps a normal link for browsers without
 * script). The links stay in place, so the cascade does not change: Mantine's inline theme
 * variables inside `#root` still come after the stylesheet's defaults.
 *
 * Why: Mantine's stylesheet alone is 281 KB, and Lighthouse counted it as the main render-blocking
 * cost on mobile. Beasties (the maintained fork of Google's Critters) compiles each sheet once here
 * and matches a page in one pass (2–6 ms for a guide or home). No inline script is added, so the
 * CSP still allows none; inline styles are allowed.
 * Null when the template links no built stylesheet (tests without a build).
 * @throws Error when a linked stylesheet is missing under `root`.
 */
export function loadCriticalCss(root: string, template: string): InlineCriticalCss | null {
  const sheets = [...template.matchAll(STYLESHEETS)].map(([, href]) =>
    compileSheet(readFileSync(join(root, href!), 'utf8'), {
      href,
      allowRules: [UNMATCHABLE_SELECTORS],
    }),
  );
  if (sheets.length === 0) return null;
  const processor = createProcessor(sheets, { preload: false });
  const matched = new WeakMap<ServerRenderedPage, string>();
  return (page, drawn) => {
    let css = matched.get(drawn);
    if (css === undefined) {
      css = processor.extract(page).css;
      matched.set(drawn, css);
    }
    let first = true;
    return page.replace(STYLESHEETS, (link) => {
      const deferred = link.replace(
        /\s*\/?>$/,
        ` media="print" ${DEFERRED_MEDIA_ATTRIBUTE}="all">`,
      );
      const style = first ? `<style>${css}</style>\n    ` : '';
      first = false;
      return `${style}${deferred}\n    <noscript>${link}</noscript>`;
    });
  };
}

import { parseCookie } from 'cookie';
import { TOKEN_STORAGE_KEY } from '@shared/constants/auth';
import type { AppContext } from '../../context';
import type { AnalyticsScript } from '../../env';
import type { InlineCriticalCss } from './critical-css';
import type { StartupProgress } from '@shared/schemas/health';
import { renderShell, withServerRender, withStartupState } from './html-shell';
import { pageMetaFor, placeholderMeta } from './page-meta.service';
import type { RenderApp } from './server-render';

/**
 * A page of the app as the server answers it: 200, 404 for a missing campaign, advertiser or
 * guide, or 503 (with `retryAfterSeconds`) while the server starts.
 */
export interface AppPage {
  status: 200 | 404 | 503;
  html: string;
  retryAfterSeconds?: number;
}

/**
 * Who asks for a page: their address, and whether they carry a session (the `token` cookie);
 * `starting` is the server's start-up progress while it is not ready, else null.
 */
export interface PageRequest {
  url: string;
  address: string;
  signedIn: boolean;
  starting: StartupProgress | null;
}

/** Retry-After of a page served while the server starts, in seconds. */
const STARTING_RETRY_SECONDS = 2;

/**
 * Whether a request's Cookie header carries the app's session cookie (`token`, set beside
 * localStorage at sign-in): such a person is served the shell, rendered signed in by the browser.
 */
export function hasSessionCookie(header: string | undefined): boolean {
  return header ? Boolean(parseCookie(header)[TOKEN_STORAGE_KEY]) : false;
}

/** Content pages drawn on the server: exact paths, and paths under these prefixes. */
const SERVER_RENDERED_PATHS = new Set(['/', '/pricing', '/privacy-policy', '/term-of-use']);
const SERVER_RENDERED_PREFIXES = ['/resource/', '/campaign-detail/', '/advertiser/'];

/**
 * Whether the server draws the page at `path` (no trailing slash): content pages whose controls
 * are links, which work before the browser takes the page over. Pages built around a form (sign
 * in, contact, opt-out, the guides' search) are rendered by the browser, so nothing typed or
 * submitted before the app runs is lost.
 */
export function isServerRendered(path: string): boolean {
  return (
    SERVER_RENDERED_PATHS.has(path) ||
    SERVER_RENDERED_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

/**
 * Renders the app's pages from the built index.html: each request's path gets its own head
 * (title, description, Open Graph tags) so crawlers and link previews read them without running
 * the app. An indexable content page ({@link isServerRendered}) asked for by a visitor also
 * carries the app's own markup when the server renderer is built (`renderApp`), so it paints
 * before any script runs, with the styles that markup uses inline (`inlineCriticalCss`, when the
 * build has a stylesheet); signed-in people and the other pages get the empty shell the browser
 * renders. While the server starts, every page is the shell marked with the start-up progress
 * ({@link withStartupState}), which the app shows until the server is ready.
 */
export function createPageRenderer(
  ctx: AppContext,
  template: string,
  analytics: AnalyticsScript | null,
  renderApp: RenderApp | null,
  inlineCriticalCss: InlineCriticalCss | null,
): (request: PageRequest) => Promise<AppPage> {
  return async ({ url, address, signedIn, starting }) => {
    // The raw path (no URL parsing: `//[` is a path Fastify accepts that URL refuses).
    const pathname = url.split(/[?#]/, 1)[0]!;
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (starting) {
      // Nothing may read the database yet: the shell, marked, shows the progress until ready.
      const shell = renderShell(template, placeholderMeta(path), ctx.appUrl, null);
      const html = withStartupState(shell, starting);
      return { status: 503, html, retryAfterSeconds: STARTING_RETRY_SECONDS };
    }
    const meta = await pageMetaFor(ctx, path);
    const status = meta.notFound ? 404 : 200;
    const shell = renderShell(template, meta, ctx.appUrl, analytics);
    if (!renderApp || signedIn || !meta.indexable || !isServerRendered(path)) {
      return { status, html: shell };
    }
    const rendered = await renderApp(`${ctx.appUrl}${url}`, address);
    if (!rendered) return { status, html: shell };
    const page = withServerRender(shell, rendered);
    return { status, html: inlineCriticalCss ? inlineCriticalCss(page, rendered) : page };
  };
}

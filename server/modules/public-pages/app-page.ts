import type { AppContext } from '../../context';
import type { AnalyticsScript } from '../../env';
import { renderShell } from './html-shell';
import { pageMetaFor } from './page-meta.service';

/** A page of the app as the server answers it: 200, or 404 for a missing campaign, advertiser or guide. */
export interface AppPage {
  status: 200 | 404;
  html: string;
}

/**
 * Renders the app's pages from the built index.html: each request's path gets its own head
 * (title, description, Open Graph tags) so crawlers and link previews read them without running
 * the app. `url` is the request URL (path and query; the query is ignored).
 */
export function createPageRenderer(
  ctx: AppContext,
  template: string,
  analytics: AnalyticsScript | null,
): (url: string) => Promise<AppPage> {
  return async (url) => {
    // The raw path (no URL parsing: `//[` is a path Fastify accepts that URL refuses).
    const pathname = url.split(/[?#]/, 1)[0]!;
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const meta = await pageMetaFor(ctx, path);
    return {
      status: meta.notFound ? 404 : 200,
      html: renderShell(template, meta, ctx.appUrl, analytics),
    };
  };
}

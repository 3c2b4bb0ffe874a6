import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { listSitemapEntries } from './public-pages.service';
import { buildSitemap } from './sitemap';

/** Paths crawlers should leave alone: the API, signed-in pages and one-time links. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/s/',
  '/dashboard',
  '/my-influencers',
  '/campaign',
  '/collaboration',
  '/messages',
  '/email',
  '/profile',
  '/billing',
  '/admin/',
  '/unsubscribe/',
  '/mail-verify',
  '/reset-password',
] as const;

/**
 * `GET /sitemap.xml` (the public pages, the guides, active campaigns and their advertisers) and
 * `GET /robots.txt` (everything but the signed-in pages, with the sitemap's address). Public,
 * outside /api.
 */
export function publicPagesRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/sitemap.xml',
      { config: { access: 'public' }, schema: { hide: true } },
      async (_, reply) => {
        const xml = buildSitemap(await listSitemapEntries(ctx));
        return reply
          .type('application/xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=3600')
          .send(xml);
      },
    );

    app.get(
      '/robots.txt',
      { config: { access: 'public' }, schema: { hide: true } },
      async (_, reply) => {
        // `/campaign` would also match `/campaign-detail/…`: those stay allowed explicitly.
        const lines = [
          'User-agent: *',
          'Allow: /campaign-detail/',
          ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${ctx.appUrl}/sitemap.xml`,
          '',
        ];
        return reply
          .type('text/plain; charset=utf-8')
          .header('Cache-Control', 'public, max-age=3600')
          .send(lines.join('\n'));
      },
    );
  };
}

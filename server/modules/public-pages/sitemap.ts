import { XMLBuilder } from 'fast-xml-parser';

/** One `<url>` of a sitemap: an absolute address and, when known, when it last changed (UTC date). */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const builder = new XMLBuilder({ format: true, ignoreAttributes: false, processEntities: true });

/**
 * A sitemap document in the sitemaps.org 0.9 protocol (https://www.sitemaps.org/protocol.html),
 * built and escaped by fast-xml-parser.
 */
export function buildSitemap(entries: SitemapEntry[]): string {
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      url: entries.map(({ loc, lastmod }) => (lastmod ? { loc, lastmod } : { loc })),
    },
  };
  return builder.build(document) as string;
}

import type { AppContext } from '../../context';
import { listActiveCampaignPages } from '../campaigns/campaigns.service';
import { listGuides } from '../resources/resources.service';
import { STATIC_PAGES } from './page-meta';
import type { SitemapEntry } from './sitemap';

/** Fixed pages that are public but not worth a search result. */
const NOT_LISTED = new Set(['/login']);

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The sitemap's entries: the fixed public pages, every guide (dated by its last update), every
 * active campaign (dated by its last change) and the advertisers behind them.
 */
export async function listSitemapEntries(ctx: AppContext): Promise<SitemapEntry[]> {
  const guides = listGuides();
  const campaigns = await listActiveCampaignPages(ctx);
  const at = (path: string) => `${ctx.appUrl}${path}`;
  const advertisers = [...new Set(campaigns.map((c) => c.advertiserId))];
  return [
    ...Object.keys(STATIC_PAGES)
      .filter((path) => !NOT_LISTED.has(path))
      .map((path) => ({ loc: at(path) })),
    ...guides.map((g) => ({ loc: at(`/resource/${g.slug}`), lastmod: g.updated ?? g.published })),
    ...campaigns.map((c) => ({ loc: at(`/campaign-detail/${c.id}`), lastmod: day(c.updatedAt) })),
    ...advertisers.map((id) => ({ loc: at(`/advertiser/${id}`) })),
  ];
}

import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { getAdvertiserCampaigns, getPublicCampaign } from '../campaigns/campaigns.service';
import { isAppPage } from '@shared/constants/pages';
import { findGuide } from '../resources/resources.service';
import { describe } from './meta-text';
import { DEFAULT_DESCRIPTION, type PageMeta, SITE_NAME, STATIC_PAGES } from './page-meta';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page of the app that is not public or not known here: the default text, not indexed. */
export function placeholderMeta(path: string): PageMeta {
  return {
    title: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    path,
    type: 'website',
    image: null,
    indexable: false,
  };
}

/**
 * A page answering 404, titled as the app's not-found page that the browser then shows: an
 * address the app has no page at, or a missing campaign, advertiser or guide.
 */
function missing(path: string): PageMeta {
  return { ...placeholderMeta(path), title: `Page not found · ${SITE_NAME}`, notFound: true };
}

/** Runs a public read, turning its 404 into null (other errors propagate). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The head of the page at `path` (no query): the fixed public pages, a guide
 * (`/resource/:slug`), an active campaign (`/campaign-detail/:id`, its image as the preview) and an
 * advertiser (`/advertiser/:id`); the app's other pages get the default text and are not indexed;
 * an address that is no page of the app ({@link isAppPage}) is not found.
 */
export async function pageMetaFor(ctx: AppContext, path: string): Promise<PageMeta> {
  if (!isAppPage(path)) return missing(path);
  const page = STATIC_PAGES[path];
  if (page) return { ...page, path, type: 'website', image: null, indexable: true };

  const [, section, id, rest] = path.split('/');
  if (!id || rest !== undefined) return placeholderMeta(path);

  if (section === 'resource') {
    // Fastify refuses malformed percent-encoding (400) before this handler runs.
    const guide = findGuide(decodeURIComponent(id));
    if (!guide) return missing(path);
    return {
      title: `${guide.title} · ${SITE_NAME} Resources`,
      description: describe(guide.description),
      path,
      type: 'article',
      image: null,
      indexable: true,
    };
  }
  if (section === 'campaign-detail') {
    const campaign = UUID.test(id) ? await orNull(() => getPublicCampaign(ctx, id, null)) : null;
    if (!campaign) return missing(path);
    const by = campaign.advertiser.company ?? campaign.advertiser.name;
    return {
      title: `${campaign.name} · ${by} on ${SITE_NAME}`,
      description: describe(campaign.description || `A campaign by ${by} looking for creators.`),
      path,
      type: 'website',
      image: campaign.imageUrl ? new URL(campaign.imageUrl, ctx.appUrl).href : null,
      indexable: true,
    };
  }
  if (section === 'advertiser') {
    const found = UUID.test(id) ? await orNull(() => getAdvertiserCampaigns(ctx, id, null)) : null;
    if (!found) return missing(path);
    const name = found.advertiser.company ?? found.advertiser.name;
    const active = found.query.length;
    return {
      title: `${name} · ${SITE_NAME}`,
      description: describe(
        `${name} works with creators on ${SITE_NAME}: ${active} active campaign${active === 1 ? '' : 's'}.`,
      ),
      path,
      type: 'website',
      image: null,
      indexable: true,
    };
  }
  return placeholderMeta(path);
}

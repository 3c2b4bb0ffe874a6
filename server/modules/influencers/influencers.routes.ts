import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countResetSchema,
  curateInfluencerSchema,
  influencerFacetsQuerySchema,
  influencerFacetsSchema,
  influencerListSchema,
  influencerParamsSchema,
  influencerProfileSchema,
  influencerSearchQuerySchema,
  influencerStatisticsSchema,
  trendingInfluencersSchema,
  trendingQuerySchema,
} from '@shared/schemas/influencers';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limits';
import { createAggregatesCache } from './aggregates-cache';
import {
  curateProfile,
  getFacets,
  getProfile,
  resetCounts,
  searchCards,
} from './influencers.service';

/**
 * Facet calls a person (signed in) or a client address (visitor) may make per minute: one per
 * filter change, like the public list's searches.
 */
export const FACETS_PER_MINUTE = 120;

/** Discovery: `/api/influencer/*` (PRODUCT §3). */
export function influencersRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['influencers'];
    const aggregates = createAggregatesCache(ctx);
    const listSchema = {
      tags,
      querystring: influencerSearchQuerySchema,
      response: { 200: influencerListSchema },
    };

    app.get('/', {
      config: { access: 'user' },
      schema: {
        ...listSchema,
        summary: 'Search influencers',
        operationId: 'searchInfluencers',
        description:
          'Searches profiles by keywords and filters, or looks them up by `ids` or `names` (400 naming `query.platform` when names come without one). A search shows creators only unless `accountTypes` asks for brands, media, clubs or platform channels.',
      },
      handler: (request) =>
        searchCards(ctx, request.query, { visitor: false, userId: currentUser(request).id }),
    });

    app.get('/public-list', {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 }, problems: [403] },
      schema: {
        ...listSchema,
        summary: 'Search influencers as a visitor',
        operationId: 'searchInfluencersAsVisitor',
        description:
          'The public list: the first 3 pages of results, without emails; past them 403 `sign-in-required`.',
      },
      handler: (request) => searchCards(ctx, request.query, { visitor: true }),
    });

    // Visitors need the pickers as much as members: public, rate-limited per user or address.
    app.get('/facets', {
      config: { access: 'public', rateLimit: perUserRateLimit('facets', FACETS_PER_MINUTE) },
      schema: {
        summary: 'Count the values of the search filters',
        operationId: 'getInfluencerFacets',
        description:
          'Each facet applies every filter but its own; `unknown` counts the profiles without a value.',
        tags,
        querystring: influencerFacetsQuerySchema,
        response: { 200: influencerFacetsSchema },
      },
      handler: (request) => getFacets(ctx, request.query, request.user?.id ?? null),
    });

    app.get('/statistics', {
      config: { access: 'public' },
      schema: {
        summary: 'Get the home page’s totals and data quality',
        operationId: 'getInfluencerStatistics',
        tags,
        response: { 200: influencerStatisticsSchema },
      },
      handler: () => aggregates.statistics(),
    });

    app.get('/trending', {
      config: { access: 'public' },
      schema: {
        summary: 'List the fastest-growing influencers',
        operationId: 'listTrendingInfluencers',
        tags,
        querystring: trendingQuerySchema,
        response: { 200: trendingInfluencersSchema },
      },
      handler: (request) => aggregates.trending(request.query.platform, request.query.limit),
    });

    app.get('/:id', {
      config: { access: 'user' },
      schema: {
        summary: 'Get an influencer’s profile',
        operationId: 'getInfluencer',
        tags,
        params: influencerParamsSchema,
        response: { 200: influencerProfileSchema },
      },
      handler: (request) => getProfile(ctx, request.params.id, currentUser(request).id),
    });

    const curation = {
      tags,
      params: influencerParamsSchema,
      response: { 200: influencerProfileSchema },
    };

    app.patch('/:id', {
      config: { access: 'admin' },
      schema: {
        ...curation,
        summary: 'Curate an influencer’s categories',
        operationId: 'curateInfluencer',
        description: 'Admins only. Curated categories are kept by later imports.',
        body: curateInfluencerSchema,
      },
      handler: (request) => curateProfile(ctx, request.params.id, request.body),
    });

    app.patch('/:id/count-reset', {
      config: { access: 'admin' },
      schema: {
        ...curation,
        summary: 'Reset an influencer’s usage counters',
        operationId: 'resetInfluencerCounts',
        description:
          'Admins only: sets the refresh-request and find-similar counters back to zero.',
        body: countResetSchema,
      },
      handler: (request) => resetCounts(ctx, request.params.id, request.body),
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppContext } from './context';

/**
 * A context for building the app only to read its routes: describing the API serves no request,
 * so any use of the database, mail, jobs, tokens or storage is a bug and throws.
 */
function describeOnlyContext(): AppContext {
  return new Proxy({} as AppContext, {
    get: (_target, key) => {
      // buildApp reads the storage and Shopify image origins for its Content-Security-Policy; none here…
      if (key === 'storage') return { publicOrigin: undefined };
      if (key === 'shopify') return null;
      // …and the analytics script's origin, none either.
      if (key === 'analytics') return null;
      throw new Error(`Describing the API used ctx.${String(key)}`);
    },
  });
}

/**
 * The app with every route registered and nothing listening, opened no database (see
 * {@link describeOnlyContext}). Close it when done.
 */
export async function buildDescribeOnlyApp(): Promise<FastifyInstance> {
  const app = await buildApp({ ctx: describeOnlyContext(), isReady: () => true });
  await app.ready();
  return app;
}

/** The OpenAPI document the app serves at `/api/docs/json`, built without a database. */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildDescribeOnlyApp();
  try {
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}

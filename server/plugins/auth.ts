import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { authenticate, type Authenticated } from '../modules/auth/sessions.service';
import type { VerifiedSession } from '../modules/auth/session-tokens';

/** Who may call a route: anyone, a signed-in user, or an admin. Every /api route declares one. */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (public routes only). */
    user: UserRow | null;
    /** The session the bearer token is (its id and expiry), or null for a visitor. */
    session: VerifiedSession | null;
  }
}

function fromHeader(ctx: AppContext, request: FastifyRequest): Promise<Authenticated | null> {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  return match ? authenticate(ctx, match[1]!) : Promise.resolve(null);
}

/**
 * Enforces `config.access` on every /api route: refuses to register a route that does not
 * declare it, answers 401 without a valid session on `user`/`admin` routes and 403 for non-admins
 * on `admin` routes, and sets `request.user`. Docs routes are public.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const signedIn = await fromHeader(ctx, request);
    request.user = signedIn?.user ?? null;
    request.session = signedIn?.session ?? null;
    if (access === 'public') return;
    if (!request.user) {
      throw unauthorized(
        request.headers.authorization
          ? 'Your session has ended. Sign in again.'
          : 'Sign in to continue.',
      );
    }
    if (access === 'admin' && !request.user.roles.includes('admin')) throw forbidden();
  });
}

/** The signed-in user of a `user` or `admin` route. @throws 401 when called on a visitor. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The session of a `user` or `admin` route's bearer token. @throws 401 when called on a visitor. */
export function currentSession(request: FastifyRequest): VerifiedSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

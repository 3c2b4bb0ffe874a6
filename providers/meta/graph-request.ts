import type { IncomingMessage } from 'node:http';
import { headerValue } from '../kit/http';
import { readMetaForm } from './http';

/**
 * A Graph API request as the fake reads it: the method, the path without its version prefix
 * (`/v25.0/me` → `/me`; unversioned paths are taken as they are), the parameters from the query
 * and, for POST and DELETE, a form body, and the access token from `access_token` or an
 * `Authorization: Bearer|OAuth …` header.
 */
export interface GraphRequest {
  method: string;
  /** The path without the host segment and version, e.g. `/me/permissions`. */
  path: string;
  /** The version named in the path (`v25.0`), or null. */
  version: string | null;
  params: URLSearchParams;
  /** The access token, or null when none was sent. */
  token: string | null;
}

const VERSION = /^\/(v\d+\.\d+)(\/.*|$)/;

/** Reads a Graph request whose path (after the host segment) is `path`. */
export async function readGraphRequest(
  req: IncomingMessage,
  path: string,
  query: URLSearchParams,
): Promise<GraphRequest> {
  const method = (req.method ?? 'GET').toUpperCase();
  const params = new URLSearchParams(query);
  if (method === 'POST' || method === 'DELETE') {
    for (const [key, value] of await readMetaForm(req))
      if (!params.has(key)) params.set(key, value);
  }
  const match = VERSION.exec(path);
  const authorization = headerValue(req, 'authorization') ?? '';
  const bearer = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(authorization)?.[1] ?? null;
  return {
    method,
    path: match ? match[2] || '/' : path || '/',
    version: match ? match[1]! : null,
    params,
    token: params.get('access_token') || bearer,
  };
}

/** A Graph answer: status, JSON body and extra headers (usage headers). */
export interface GraphAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** 200 with `body`. */
export function ok(body: unknown): GraphAnswer {
  return { status: 200, body };
}

/**
 * 200 with an OAuth bearer token, as both Graph hosts answer a token request:
 * `{access_token, token_type: "bearer", expires_in}`, `expires_in` in whole seconds from `now`
 * (epoch ms) to the token's `expiresAt` (epoch ms).
 */
export function bearerToken(token: { token: string; expiresAt: number }, now: number): GraphAnswer {
  return ok({
    access_token: token.token,
    token_type: 'bearer',
    expires_in: Math.floor((token.expiresAt - now) / 1000),
  });
}

import type { Problem } from '@shared/schemas/problem';
import { ApiError } from './api-error';
import { fullAddress, loginPath } from './redirect';
import { clearToken, getToken } from './token-storage';

/** Every API path lives under this prefix, on the same origin as the app. */
export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

/** Options of one API call. */
export interface RequestOptions {
  /** Sent as JSON. Calls other than GET/HEAD always send a JSON body (`{}` when none is given). */
  body?: unknown;
  /** Query-string parameters; `null` and `undefined` are left out, arrays become comma lists. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  signal?: AbortSignal;
  /** Set to false for public calls (sign-in, sign-up) that must not carry the stored token. */
  withToken?: boolean;
  /** Extra headers (e.g. an emailed link's token); Accept, Content-Type and Authorization win. */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where to send a person whose token the server refused; replaced by the router at start-up. */
let unauthorizedHandler: (loginAddress: string) => void = (loginAddress) => {
  window.location.assign(loginAddress);
};

/**
 * Sets what happens after a call made with a token answers 401 (the token is already cleared):
 * the handler receives `/login?redirect=<current address>`. Returns a function restoring the previous one.
 */
export function setUnauthorizedHandler(handler: (loginAddress: string) => void): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const list = Array.isArray(value) ? value : [value];
    const present = list.filter((item) => item !== undefined && item !== null && item !== '');
    if (present.length > 0) params.set(key, present.map(String).join(','));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate.title === 'string' && typeof candidate.status === 'number';
}

/** Reads `Retry-After` as seconds (it may be a number of seconds or an HTTP date). */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

const FALLBACK_TITLES: Record<number, string> = {
  400: 'The request was not valid',
  401: 'Please sign in',
  403: 'You are not allowed to do this',
  404: 'Not found',
  409: 'This conflicts with the current state',
  413: 'That is too large',
  429: 'Too many requests',
};

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  const body: unknown = await response.json().catch(() => null);
  if (isProblem(body)) return new ApiError(body, retryAfter);
  const title =
    FALLBACK_TITLES[response.status] ??
    (response.status >= 500 ? 'The server had a problem. Please try again.' : 'Request failed');
  return new ApiError({ type: 'about:blank', title, status: response.status }, retryAfter);
}

/** Tokens being signed out: a 401 to a call made with one is the sign-out itself, not a lost session. */
const signingOut = new Set<string>();

/**
 * Says `token` is being signed out, so a call made with it that answers 401 meanwhile (a poll
 * racing the sign-out) does not send the person to the sign-in page.
 */
export function ignoreUnauthorized(token: string): void {
  signingOut.add(token);
}

function handleUnauthorized(sentToken: string) {
  // Another sign-in may have stored a new token while this call was in flight: keep that one.
  if (getToken() !== sentToken || signingOut.has(sentToken)) return;
  clearToken();
  if (window.location.pathname === '/login') return;
  unauthorizedHandler(loginPath(fullAddress(window.location)));
}

/** How a call reaches the API: `url` is the `/api/…` path with its query string. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch unless {@link setApiTransport} replaced it (read at each call). */
let transport: ApiTransport | null = null;

/**
 * Replaces how calls reach the API: the server's page renderer answers them in-process, as a
 * visitor (no token is stored there). `null` goes back to the browser's fetch.
 */
export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}

/** What {@link send} puts on the wire: a ready body and its Content-Type (none for FormData). */
interface WireOptions extends Omit<RequestOptions, 'body'> {
  body?: BodyInit;
  contentType?: string;
}

/** One call: token, headers, network errors, 401 handling, problem details → ApiError. */
async function send<T>(method: Method, path: string, options: WireOptions): Promise<T> {
  const token = options.withToken === false ? null : getToken();
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.contentType) headers['Content-Type'] = options.contentType;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await (transport ?? fetch)(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      type: 'about:blank',
      title: 'Network error',
      status: 0,
      detail: 'Could not reach Collabify. Check your connection and try again.',
    });
  }

  if (response.status === 401 && token) handleUnauthorized(token);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Calls the API: JSON `Accept` and `Content-Type` headers, `Authorization: Bearer <token>` when a
 * token is stored. Resolves with the parsed JSON body (undefined for 204); rejects with
 * {@link ApiError} built from the problem details. A 401 answered to a call made with a token
 * clears the token and sends the person to `/login?redirect=<current address>`.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { body, ...rest } = options;
  return send<T>(method, path, {
    ...rest,
    contentType: 'application/json',
    body: method !== 'GET' ? JSON.stringify(body ?? {}) : undefined,
  });
}

/**
 * Sends a `multipart/form-data` body (file uploads) with the same token, error and 401 handling
 * as {@link apiRequest}; the browser sets the Content-Type with its boundary.
 */
export function apiUpload<T>(
  method: Exclude<Method, 'GET'>,
  path: string,
  form: FormData,
  options: Omit<RequestOptions, 'body' | 'query'> = {},
): Promise<T> {
  return send<T>(method, path, { ...options, body: form });
}

/** Shorthands for {@link apiRequest}, one per HTTP method. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('DELETE', path, { ...options, body }),
};

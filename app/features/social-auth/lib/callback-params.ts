import { isApiError } from '@app/lib/api-error';

/** What a provider put in the callback page's query. */
export type CallbackParams =
  /** The person approved: the one-time code and the state Collabify issued. */
  | { kind: 'code'; code: string; state: string }
  /** The person cancelled at the provider (`error=access_denied`). */
  | { kind: 'cancelled' }
  /** The provider refused for another reason (`error=…`, with its description when given). */
  | { kind: 'refused'; error: string; description: string | null }
  /** Neither a code nor an error: the page was opened by hand or the link is cut. */
  | { kind: 'missing' };

/**
 * Reads the query a provider appends to `/auth/callback/{provider}`: `?code=…&state=…` after
 * consent, `?error=access_denied&state=…` when the person cancels (RFC 6749 §4.1.2.1), another
 * `error` when the provider refuses. An error wins over a code.
 */
export function parseCallbackParams(search: string): CallbackParams {
  const params = new URLSearchParams(search);
  const error = params.get('error')?.trim();
  if (error === 'access_denied') return { kind: 'cancelled' };
  if (error) {
    const description = params.get('error_description')?.trim() || null;
    return { kind: 'refused', error, description };
  }
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return { kind: 'missing' };
  return { kind: 'code', code, state };
}

/**
 * Whether the API refused the callback's `state` (400 naming `body.state`): expired, used already
 * (it is single use), or started by another account.
 */
export function isStateRefused(error: unknown): boolean {
  return isApiError(error, 400) && error.fieldErrors.some((e) => e.path === 'body.state');
}

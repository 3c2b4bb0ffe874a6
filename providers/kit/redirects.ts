/**
 * Redirect URIs as OAuth 2.0 authorization servers check them (RFC 6749 §3.1.2): absolute, http(s),
 * no fragment, and, when the app registered some, one of them exactly. The wording of the refusal
 * for an unregistered URI is the vendor's.
 */

/**
 * Why `redirectUri` is refused, or null when allowed. `registered` null accepts any http(s) URI
 * without a fragment; `unregistered` is the message for one outside `registered`.
 */
export function redirectUriProblem(
  redirectUri: string,
  registered: readonly string[] | null,
  unregistered: string,
): string | null {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return 'redirect_uri is missing or not an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'redirect_uri is not an http(s) URL';
  if (url.hash) return 'redirect_uri has a fragment';
  if (registered && !registered.includes(redirectUri)) return unregistered;
  return null;
}

/**
 * `redirectUri` with `params` added to its query (undefined and empty values left out), then
 * `fragment` (e.g. Facebook's `#_=_`) appended.
 */
export function callbackUrl(
  redirectUri: string,
  params: Record<string, string | undefined>,
  fragment = '',
): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, value);
  }
  return `${url.toString()}${fragment}`;
}

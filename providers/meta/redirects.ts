/**
 * Redirect URIs. Meta requires the dialog's `redirect_uri` to match a Valid OAuth Redirect URI
 * of the app exactly (strict mode), and the code exchange to send the identical string. The
 * callback is the redirect URI with the answer added to its query, then a fragment: Facebook
 * appends `#_=_`, Instagram `#_`.
 */

/** Why a redirect_uri is refused, or null when allowed. */
export function redirectUriProblem(
  redirectUri: string,
  allowed: readonly string[] | null,
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
  if (allowed && !allowed.includes(redirectUri))
    return 'redirect_uri is not one of the app’s Valid OAuth Redirect URIs';
  return null;
}

/** `redirectUri` with `params` added to its query (empty values left out) and `fragment` appended. */
export function callbackUrl(
  redirectUri: string,
  params: Record<string, string | undefined>,
  fragment: string,
): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, value);
  }
  return `${url.toString()}${fragment}`;
}

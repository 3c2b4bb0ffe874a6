/**
 * Redirect URIs. TikTok requires the authorize request's `redirect_uri` to be one of the app's
 * registered ones (absolute, no fragment; https in production, which the fake does not insist
 * on) and the token request to send the identical string
 * (https://developers.tiktok.com/doc/login-kit-web).
 */

/** Why a redirect_uri is refused, or null when allowed. */
export function redirectUriProblem(
  redirectUri: string,
  registered: readonly string[] | null,
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
  if (registered && !registered.includes(redirectUri))
    return 'redirect_uri is not registered for this app';
  return null;
}

/** `redirectUri` with `params` added to its query (empty values left out). */
export function callbackUrl(
  redirectUri: string,
  params: Record<string, string | undefined>,
): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, value);
  }
  return url.toString();
}

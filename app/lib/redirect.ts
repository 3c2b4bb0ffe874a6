/** The parts of a location that make up an in-app address. */
export interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

/** Name of the query parameter that carries where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

const ORIGIN = 'http://collabify.invalid';

/** Control characters, spaces and backslashes are handled inconsistently by browsers: refuse them. */
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * Where a signed-in person lands when no page asked for them: influencers on their dashboard,
 * everyone else (or a user still loading) on the home page.
 */
export function homePathFor(user: { roles: readonly string[] } | null | undefined): string {
  return user?.roles.includes('influencer') ? '/dashboard' : '/';
}

/** The full in-app address of a location: pathname + search + hash. */
export function fullAddress(location: AddressParts): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The sign-in page address, carrying `redirectTo` (URL-encoded) when given. */
export function loginPath(redirectTo?: string | null): string {
  return redirectTo ? `/login?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}` : '/login';
}

/**
 * The sign-up page address (`/login?mode=signup`), carrying `redirectTo` (URL-encoded) when given:
 * after confirming their email the new user lands there.
 */
export function signUpPath(redirectTo?: string | null): string {
  return redirectTo
    ? `/login?mode=signup&${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}`
    : '/login?mode=signup';
}

/**
 * Returns `target` when it is a safe in-app address (a relative path starting with a single `/`,
 * not the sign-in page itself), otherwise `fallback`. Guards against open redirects such as
 * `//evil.example`, `/\evil.example` or `https://evil.example`.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (hasUnsafeCharacter(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  if (url.pathname === '/login') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

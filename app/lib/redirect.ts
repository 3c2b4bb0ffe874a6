import { isSameOriginPath } from '@shared/format/app-path';

/** The parts of a location that make up an in-app address. */
export interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

/** Name of the query parameter that carries where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

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
 * Returns `target` when it is a safe in-app address (a same-origin relative path by the rule the
 * server applies too, {@link isSameOriginPath}, and not the sign-in page itself), otherwise
 * `fallback`. Guards against open redirects such as `//evil.example`, `/\evil.example` or
 * `https://evil.example`.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !isSameOriginPath(target)) return fallback;
  const url = new URL(target, 'http://collabify.invalid');
  if (url.pathname === '/login') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

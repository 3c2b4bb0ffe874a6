import { matchRoutes } from 'react-router';

/**
 * Every page of the app, as React Router path patterns below the root (`''` is the home page):
 * the one list app/router.tsx builds its routes from (each with its chunk) and the server answers
 * 404 outside of ({@link isAppPage}). A path that matches none shows the app's not-found page.
 */
export const APP_PAGE_PATHS = [
  '',
  'login',
  'mail-verify',
  'forgot-password',
  'reset-password',
  'profile',
  'profile/shopify',
  'auth/callback/:provider',
  'shopify/launch',
  'influencer',
  'my-influencers',
  'dashboard',
  'campaign',
  'campaign/new',
  'campaign/:id',
  'campaign/:id/edit',
  'campaign-detail/:id',
  'advertiser/:id',
  'collaboration',
  'collaboration/:id',
  'collaboration-detail/:id',
  'messages',
  'notifications',
  'notifications/settings',
  'email',
  'email/campaign/new',
  'email/campaign/:id',
  'dev/outbox',
  'pricing',
  'billing',
  'admin/billing',
  'admin/data-refresh',
  'admin/feedback',
  'admin/profile-requests',
  'remove-my-profile',
  'privacy-policy',
  'term-of-use',
  'contact-us',
  'resources',
  'resource/:slug',
  'email-sender-verify',
  'unsubscribe/:token',
  'unsubscribe/notifications/:token',
] as const;

/** A path pattern of {@link APP_PAGE_PATHS}. */
export type AppPagePath = (typeof APP_PAGE_PATHS)[number];

const PAGE_ROUTES = APP_PAGE_PATHS.map((path) => ({ path }));

/**
 * Whether `pathname` (percent-encoded, as in a request line; no query) is a page of the app,
 * matched by React Router itself so the server and the browser agree: case-insensitive, a
 * trailing slash ignored, a `:param` any one non-empty segment. Whether that parameter's record
 * exists is the page's own question.
 */
export function isAppPage(pathname: string): boolean {
  return matchRoutes(PAGE_ROUTES, pathname) !== null;
}

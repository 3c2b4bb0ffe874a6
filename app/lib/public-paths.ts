/** Paths anyone may open without signing in (SEED-SPEC §2, exact matches). */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/',
  '/mail-verify',
  '/influencer',
  '/pricing',
  '/forgot-password',
  '/reset-password',
  '/profile/shopify',
  '/privacy-policy',
  '/term-of-use',
  '/contact-us',
  '/resources',
  // Creators remove or correct their profile without an account.
  '/remove-my-profile',
  // The page of the link emailed to a new sender address (it may open on another device).
  '/email-sender-verify',
  // The App URL Shopify opens from its admin: it signs the shop's merchant in (PRODUCT §8).
  '/shopify/launch',
];

/** A path containing any of these words is public too (SEED-SPEC §2). */
export const PUBLIC_PATH_FRAGMENTS: readonly string[] = [
  'collaboration-detail',
  'campaign-detail',
  'resource',
  'advertiser',
  // `/unsubscribe/<token>`: the link in every outreach email, for people without an account.
  '/unsubscribe/',
  // `/auth/callback/<provider>`: where a social sign-in's provider returns a signed-out person.
  '/auth/callback/',
];

/**
 * Tells whether a pathname can be shown without a stored token. A trailing slash is ignored
 * (`/login/` renders the same page as `/login`); anything else must match exactly.
 */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (PUBLIC_PATHS.includes(path)) return true;
  return PUBLIC_PATH_FRAGMENTS.some((fragment) => path.includes(fragment));
}

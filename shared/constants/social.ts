/**
 * Social sign-in and connections (PRODUCT §1, §11): advertisers sign in with Google or Facebook,
 * influencers with the platform they publish on (YouTube, Instagram, TikTok), and a brand may
 * connect Gmail to send outreach through it.
 */

/** Every provider, by the id the API and the callback page (`/auth/callback/<id>`) use. */
export const SOCIAL_PROVIDERS = [
  'google',
  'facebook',
  'youtube',
  'instagram',
  'tiktok',
  'gmail',
] as const;

/** One of {@link SOCIAL_PROVIDERS}. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Providers an advertiser signs in with. */
export const ADVERTISER_PROVIDERS = [
  'google',
  'facebook',
] as const satisfies readonly SocialProvider[];

/** Providers an influencer signs in with; each links the creator's own profile on that platform. */
export const INFLUENCER_PROVIDERS = [
  'youtube',
  'instagram',
  'tiktok',
] as const satisfies readonly SocialProvider[];

/**
 * Providers whose sign-in starts without an account (`GET /api/auth/oauth/{provider}/authorize`).
 * Gmail is not one: it connects the signed-in account (`/api/users/social-accounts/gmail/authorize`).
 */
export const OAUTH_START_PROVIDERS = [
  'google',
  'facebook',
  'youtube',
  'instagram',
  'tiktok',
] as const satisfies readonly SocialProvider[];

/** Names shown on buttons and on the profile's connected accounts. */
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  gmail: 'Gmail',
};

/** The sign-in route of each provider (SEED-SPEC), under /api/auth. */
export const SOCIAL_LOGIN_PATHS: Record<SocialProvider, string> = {
  google: '/auth/google-login',
  facebook: '/auth/facebook-login',
  youtube: '/auth/influencer-youtube-login',
  instagram: '/auth/influencer-ins-login',
  tiktok: '/auth/influencer-tiktok-login',
  gmail: '/auth/gmail-login',
};

/** Minutes a sign-in started at a provider may take before its `state` expires. */
export const OAUTH_STATE_MINUTES = 10;

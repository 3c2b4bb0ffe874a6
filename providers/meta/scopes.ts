import { commaList } from '../kit/consent';
/**
 * Permissions the fake knows. Facebook Login: `public_profile` (always granted) and `email`,
 * requested comma- or space-separated. Instagram Login: the `instagram_business_*` scopes,
 * comma-separated, `instagram_business_basic` required; the old `business_*` values were
 * retired on January 27, 2025 and are refused
 * (https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/business-login).
 */

/** Facebook Login permissions the fake grants. */
export const FACEBOOK_SCOPES = ['public_profile', 'email'] as const;

/** Instagram Login scopes. */
export const INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_content_publish',
  'instagram_business_manage_messages',
  'instagram_business_manage_comments',
  'instagram_business_manage_insights',
] as const;

/** The Instagram scope every login must request. */
export const INSTAGRAM_REQUIRED_SCOPE = 'instagram_business_basic';

/** Facebook `scope`: comma- or space-separated, duplicates dropped. */
export function parseFacebookScope(scope: string): string[] {
  return [...new Set(scope.split(/[,\s]+/).filter(Boolean))];
}

/** Instagram `scope`: comma-separated only (a space is part of a scope name), duplicates dropped. */
export function parseInstagramScope(scope: string): string[] {
  return commaList(scope);
}

/** Scopes of `requested` that are not in `known`. */
export function unknownScopes(requested: readonly string[], known: readonly string[]): string[] {
  return requested.filter((s) => !known.includes(s));
}

/** Human wording of a permission on the consent pages. */
export function describeScope(scope: string): string {
  const words: Record<string, string> = {
    public_profile: 'Your name and profile picture',
    email: 'Your email address',
    instagram_business_basic: 'Your profile info, followers and media',
    instagram_business_content_publish: 'Publish content',
    instagram_business_manage_messages: 'Manage and access messages',
    instagram_business_manage_comments: 'Manage and access comments',
    instagram_business_manage_insights: 'Access insights',
  };
  return words[scope] ?? scope;
}

/**
 * Permissions of the Facebook user token business discovery is called with (integrations.md
 * §4.3; the IG User reference asks `instagram_basic` and `pages_read_engagement`, and
 * `pages_show_list` finds the Page's Instagram account). Issued by the fake directly (as Graph
 * API Explorer or a system user would), not through the dialog, which knows only
 * {@link FACEBOOK_SCOPES}.
 */
export const BUSINESS_DISCOVERY_SCOPES = [
  'public_profile',
  'instagram_basic',
  'pages_read_engagement',
  'pages_show_list',
] as const;

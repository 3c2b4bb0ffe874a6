import {
  ADVERTISER_PROVIDERS,
  INFLUENCER_PROVIDERS,
  OAUTH_START_PROVIDERS,
  SOCIAL_PROVIDER_LABELS,
  type SocialProvider,
} from '@shared/constants/social';
import { actsAsBrand, hasInfluencerRole } from '@shared/constants/roles';
import type { SocialProviders } from '@shared/schemas/social';

/** A provider whose sign-in is built and can start (`/api/auth/oauth/{provider}/authorize`). */
export type OauthStartProvider = (typeof OAUTH_START_PROVIDERS)[number];

/** Tells whether `value` names a provider whose sign-in can start (and so come back). */
export function isOauthStartProvider(value: string | undefined): value is OauthStartProvider {
  return (OAUTH_START_PROVIDERS as readonly string[]).includes(value ?? '');
}

/** The name shown for a provider ("YouTube"). */
export function providerLabel(provider: SocialProvider): string {
  return SOCIAL_PROVIDER_LABELS[provider];
}

/** The sign-in buttons to show: brands' and creators' providers that are built and configured. */
export interface SignInGroups {
  brands: OauthStartProvider[];
  creators: OauthStartProvider[];
}

/**
 * The providers that get a sign-in button, in each audience's order: those whose sign-in is built
 * and whose keys the server has. Nothing while the list is unknown (loading or failed).
 */
export function signInGroups(providers: SocialProviders | undefined): SignInGroups {
  const configured = new Set(
    (providers?.providers ?? []).filter((p) => p.configured).map((p) => p.id),
  );
  const usable = (list: readonly SocialProvider[]) =>
    list.filter((id): id is OauthStartProvider => isOauthStartProvider(id) && configured.has(id));
  return { brands: usable(ADVERTISER_PROVIDERS), creators: usable(INFLUENCER_PROVIDERS) };
}

/**
 * The sign-ins an account with `roles` can use, among those offered: Google (and later Facebook)
 * for brands, the creator's platform for influencers; both for an account with both sides.
 */
export function signInsForRoles(
  groups: SignInGroups,
  roles: readonly string[],
): OauthStartProvider[] {
  const list: OauthStartProvider[] = [];
  if (actsAsBrand(roles)) list.push(...groups.brands);
  if (hasInfluencerRole(roles)) list.push(...groups.creators);
  return list;
}

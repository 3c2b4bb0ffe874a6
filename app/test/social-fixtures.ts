import { SOCIAL_PROVIDERS, type SocialProvider } from '@shared/constants/social';
import type { SocialAccount, SocialProviders, SocialSession } from '@shared/schemas/social';
import { makeUser } from './fixtures';

/** The public list of social sign-in providers, asked by the sign-in page and the profile. */
export const SOCIAL_PROVIDERS_URL = '/api/auth/social-providers';

/** The signed-in user's connected social accounts. */
export const SOCIAL_ACCOUNTS_URL = '/api/users/social-accounts';

/** `GET /api/auth/social-providers` with exactly `configured` configured. */
export function socialProviders(configured: readonly SocialProvider[] = []): SocialProviders {
  return { providers: SOCIAL_PROVIDERS.map((id) => ({ id, configured: configured.includes(id) })) };
}

/** A connected social account as `GET /api/users/social-accounts` lists it; override any field. */
export function makeSocialAccount(overrides: Partial<SocialAccount> = {}): SocialAccount {
  return {
    provider: 'google',
    displayName: 'jane@brand.example',
    scopes: ['openid', 'email', 'profile'],
    connectedAt: '2026-05-02T09:00:00.000Z',
    ...overrides,
  };
}

/** A social sign-in's answer: a session, the path to continue to and whether it created the account. */
export function makeSocialSession(overrides: Partial<SocialSession> = {}): SocialSession {
  return { token: 'social-token', user: makeUser(), redirect: null, created: false, ...overrides };
}

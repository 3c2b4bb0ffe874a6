import type { SocialProvider } from '@shared/constants/social';
import type { AppContext } from '../../context';
import type { SocialAccountRow } from '../../db/schema';

/**
 * A connection's tokens at rest: sealed (AES-256-GCM, `ctx.secretBox`) for storage and opened
 * for use, each bound to its provider account so a sealed token cannot be moved to another row.
 */

/** A provider's tokens after a code exchange or a refresh. Times UTC. */
export interface ProviderTokens {
  accessToken: string;
  expiresAt: Date | null;
  refreshToken: string | null;
  /** When the refresh token ends (TikTok says; Google does not). */
  refreshTokenExpiresAt?: Date | null;
  scopes: string[];
}

/** What a connection's tokens are sealed to: the provider and the provider's account id. */
const tokenContext = (provider: SocialProvider, providerAccountId: string) =>
  `${provider}:${providerAccountId}`;

/** A provider's tokens sealed (AES-256-GCM) for storage, bound to the provider account. */
export function sealTokens(
  ctx: AppContext,
  provider: SocialProvider,
  providerAccountId: string,
  tokens: ProviderTokens,
) {
  const context = tokenContext(provider, providerAccountId);
  return {
    accessToken: ctx.secretBox.seal(tokens.accessToken, context),
    accessTokenExpiresAt: tokens.expiresAt,
    refreshToken: tokens.refreshToken ? ctx.secretBox.seal(tokens.refreshToken, context) : null,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? null,
    scopes: tokens.scopes,
  };
}

/** A stored connection's access and refresh tokens, opened. */
export function openTokens(ctx: AppContext, row: SocialAccountRow) {
  const context = tokenContext(row.provider as SocialProvider, row.providerAccountId);
  return {
    accessToken: row.accessToken ? ctx.secretBox.open(row.accessToken, context) : null,
    refreshToken: row.refreshToken ? ctx.secretBox.open(row.refreshToken, context) : null,
  };
}

import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@shared/constants/social';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import {
  deleteConnectionById,
  findConnectionById,
  findUserConnection,
  lockConnection,
  updateTokens,
} from './social-auth.repository';
import { openTokens, type ProviderTokens, sealTokens } from './token-sealing';

/** Seconds before expiry at which a stored access token is refreshed instead of used. */
const DEFAULT_REFRESH_MARGIN_SECONDS = 300;

/** How a provider renews a connection's access token. */
export interface TokenRenewal {
  /**
   * New tokens from the stored ones: from the refresh token (Google, TikTok), or from the
   * long-lived access token itself (Instagram). A refresh token the answer omits is kept.
   */
  renew(stored: { accessToken: string; refreshToken: string | null }): Promise<ProviderTokens>;
  /** Whether an error from `renew` is the provider refusing for good (revoked, expired). */
  refused(error: unknown): boolean;
  /** Refresh this long before expiry (default 300 s; Instagram's 60-day tokens use days). */
  marginSeconds?: number;
}

/**
 * A usable access token of the user's connection to `provider`: the stored one, or — within the
 * margin of its expiry, or when `force` says the provider ended it early (a 401) — a renewed one,
 * stored sealed; a rotated refresh token replaces the old one (TikTok's stops working at once).
 * Renewals of one connection run one at a time (a transaction-scoped advisory lock): a caller
 * that waited finds the token another renewed and uses it, so two tabs or the Gmail worker's
 * parallel sends never spend a rotated refresh token twice. A renewal the provider refuses
 * forgets the connection (signing in with the provider again finds the same account).
 * @throws 404 without the connection; 409 "connect again" when it cannot be renewed.
 */
export async function connectionAccessToken(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  provider: SocialProvider,
  renewal: TokenRenewal,
  opts: { force?: boolean } = {},
): Promise<string> {
  const connection = await findUserConnection(ctx.db, user.id, provider);
  if (!connection?.accessToken) throw notFound('connection');
  const margin = (renewal.marginSeconds ?? DEFAULT_REFRESH_MARGIN_SECONDS) * 1000;
  const expiresAt = connection.accessTokenExpiresAt?.getTime() ?? 0;
  if (!opts.force && expiresAt - margin > Date.now()) {
    return openTokens(ctx, connection).accessToken!;
  }
  const token = await ctx.db.transaction(async (tx) => {
    await lockConnection(tx, connection.id);
    const current = await findConnectionById(tx, connection.id);
    if (!current?.accessToken) return null;
    // Sealed values differ at every seal: another caller renewed while this one waited.
    if (current.accessToken !== connection.accessToken) {
      return openTokens(ctx, current).accessToken!;
    }
    const stored = openTokens(ctx, current);
    let tokens: ProviderTokens;
    try {
      tokens = await renewal.renew({
        accessToken: stored.accessToken!,
        refreshToken: stored.refreshToken,
      });
    } catch (error) {
      if (!renewal.refused(error)) throw error;
      await deleteConnectionById(tx, current.id);
      return null;
    }
    const sealed = sealTokens(ctx, provider, current.providerAccountId, {
      ...tokens,
      refreshToken: tokens.refreshToken ?? stored.refreshToken,
    });
    await updateTokens(tx, current.id, {
      accessToken: sealed.accessToken,
      accessTokenExpiresAt: sealed.accessTokenExpiresAt,
      refreshToken: sealed.refreshToken,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? current.refreshTokenExpiresAt,
    });
    return tokens.accessToken;
  });
  if (token === null) {
    throw conflict(
      `Your ${SOCIAL_PROVIDER_LABELS[provider]} connection has ended. Connect it again.`,
    );
  }
  return token;
}

import {
  type OAUTH_START_PROVIDERS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@shared/constants/social';
import type { SocialAccounts, SocialProviders } from '@shared/schemas/social';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { sendThroughCollabify } from '../email-senders/email-senders.service';
import { issueState } from './oauth-state';
import { configuredProvider, OAUTH_PROVIDERS } from './providers';
import { callbackUrl } from './provider-urls';
import { presentConnections } from './social-auth.presenter';
import { deleteConnection, findUserConnections } from './social-auth.repository';
import { openTokens } from './token-sealing';

/** Which providers this server has the keys of (only those show a button). */
export function getSocialProviders(ctx: AppContext): SocialProviders {
  return {
    providers: SOCIAL_PROVIDERS.map((id) => ({
      id,
      configured: OAUTH_PROVIDERS[id].configured(ctx),
    })),
  };
}

/**
 * Starts a sign-in at a provider, or (Gmail, with the signed-in `user`) a connection of the
 * account: a single-use state with a PKCE verifier and a nonce (see `issueState`), and the
 * provider's consent page URL carrying them. @throws 503 when the provider is not configured.
 */
export async function startAuthorization(
  ctx: AppContext,
  provider: (typeof OAUTH_START_PROVIDERS)[number] | 'gmail',
  user: UserRow | null,
  redirect: string | undefined,
): Promise<{ url: string }> {
  const entry = configuredProvider(ctx, provider);
  const issued = await issueState(ctx, provider, {
    userId: user?.id ?? null,
    redirectPath: redirect ?? null,
  });
  const url = await entry.authorizationUrl(ctx, {
    ...issued,
    redirectUri: callbackUrl(ctx, provider),
  });
  return { url };
}

/** The signed-in user's connected social accounts. */
export async function getConnections(ctx: AppContext, user: UserRow): Promise<SocialAccounts> {
  return presentConnections(await findUserConnections(ctx.db, user.id));
}

/**
 * Disconnects a social account: its tokens are forgotten here and revoked at the provider (a
 * token the provider already forgot is fine). A profile linked by it stays linked; disconnecting
 * Gmail makes outreach go through Collabify again.
 * Signing in with the provider again connects it to the same account (found by the provider's
 * verified email, or the address an email-less platform's account was made with).
 * @throws 404 when the user has no such connection.
 */
export async function disconnect(
  ctx: AppContext,
  user: UserRow,
  provider: SocialProvider,
): Promise<void> {
  const removed = await deleteConnection(ctx.db, user.id, provider);
  if (!removed) throw notFound('connection');
  if (provider === 'gmail') await sendThroughCollabify(ctx, user.id);
  await OAUTH_PROVIDERS[provider].revoke?.(ctx, openTokens(ctx, removed));
}

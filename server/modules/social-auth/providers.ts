import type { SocialProvider } from '@shared/constants/social';
import type { AppContext } from '../../context';
import { AppError, notConfigured } from '../../errors';
import { GOOGLE_SCOPES, GoogleAuthError } from '../../integrations/google/client';
import { SOCIAL_PROVIDER_LABELS } from '@shared/constants/social';
import type { IssuedState } from './oauth-state';

/** What starting and ending a connection needs from each provider. */
interface OauthProvider {
  /** Whether this server has the provider's keys. */
  configured(ctx: AppContext): boolean;
  /** The provider's consent page for an issued state. Only called when configured. */
  authorizationUrl(
    ctx: AppContext,
    input: IssuedState & { redirectUri: string },
  ): Promise<string> | string;
  /**
   * Revokes a disconnected account's tokens at the provider, ignoring a provider that already
   * forgot them; absent where the provider has no revocation (Instagram).
   */
  revoke?(
    ctx: AppContext,
    tokens: { accessToken: string | null; refreshToken: string | null },
  ): Promise<void>;
}

/** A Google flow: the scopes it asks for, and whether it needs a refresh token. */
function googleFlow(scopes: readonly string[], offline: boolean): OauthProvider {
  return {
    configured: (ctx) => ctx.google !== null,
    authorizationUrl: (ctx, input) => ctx.google!.authorizationUrl({ ...input, scopes, offline }),
    async revoke(ctx, tokens) {
      const token = tokens.refreshToken ?? tokens.accessToken;
      if (!token || !ctx.google) return;
      // Best effort: a token Google forgot, or Google out of reach or failing, leaves nothing to do.
      await ctx.google.revoke(token).catch((error: unknown) => {
        if (!(error instanceof GoogleAuthError || error instanceof AppError)) throw error;
      });
    },
  };
}

/** Every provider's consent page and revocation (integrations.md §3–§6). */
export const OAUTH_PROVIDERS: Record<SocialProvider, OauthProvider> = {
  google: googleFlow(GOOGLE_SCOPES.signIn, false),
  youtube: googleFlow(GOOGLE_SCOPES.youtube, true),
  gmail: googleFlow(GOOGLE_SCOPES.gmail, true),
  facebook: {
    configured: (ctx) => ctx.facebook !== null,
    authorizationUrl: (ctx, input) => ctx.facebook!.authorizationUrl(input),
    async revoke(ctx, { accessToken }) {
      if (accessToken && ctx.facebook) await ctx.facebook.revoke(accessToken);
    },
  },
  instagram: {
    configured: (ctx) => ctx.instagram !== null,
    authorizationUrl: (ctx, input) => ctx.instagram!.authorizationUrl(input),
  },
  tiktok: {
    configured: (ctx) => ctx.tiktok !== null,
    authorizationUrl: (ctx, input) => ctx.tiktok!.authorizationUrl(input),
    async revoke(ctx, { accessToken }) {
      if (accessToken && ctx.tiktok) await ctx.tiktok.revoke(accessToken);
    },
  },
};

/** The provider, or 503 naming it when this server does not have its keys. */
export function configuredProvider(ctx: AppContext, provider: SocialProvider): OauthProvider {
  const entry = OAUTH_PROVIDERS[provider];
  if (!entry.configured(ctx)) throw notConfigured(SOCIAL_PROVIDER_LABELS[provider]);
  return entry;
}

import { createHmac } from 'node:crypto';
import { AppError } from '../../errors';
import { viaTestServer } from '../test-server-url';
import { count, expiryOf, loginRefusal, MetaAuthError, metaJson, text } from './graph-errors';

/** The Facebook app (Meta for Developers "App ID" and "App Secret"). */
export interface FacebookConfig {
  appId: string;
  appSecret: string;
  /** Test and local demo only: `https://<host>/<path>` is sent to `<url>/<host>/<path>`. */
  testServerUrl?: string;
}

/** Graph API version of every call (integrations.md §4). */
export const GRAPH_VERSION = 'v25.0';

/** Permissions an advertiser's Facebook sign-in asks for (comma-separated, as Meta documents). */
export const FACEBOOK_SCOPES = ['public_profile', 'email'] as const;

/** A Facebook Login user token is long-lived: 60 days (integrations.md §4.1, `expires_in`). */
const USER_TOKEN_SECONDS = 60 * 24 * 3600;

/** Tokens of a Facebook Login code exchange: a user token, 60 days. Times UTC. */
export interface FacebookTokens {
  accessToken: string;
  expiresAt: Date;
}

/** What `debug_token` says of a user token once checked: whose it is and what it may do. */
export interface FacebookGrant {
  /** The person's app-scoped id. */
  userId: string;
  /** Granted permissions, e.g. `['email', 'public_profile']` (declined ones are absent). */
  scopes: string[];
}

/** The person a user token belongs to (`/me?fields=id,name,email,picture`). */
export interface FacebookPerson {
  /** App-scoped id; the same as `debug_token`'s `user_id`. */
  id: string;
  name: string | null;
  /** The confirmed primary email, lower-case; null when not granted or the person has none. */
  email: string | null;
  pictureUrl: string | null;
}

/**
 * The one file that talks to Facebook Login (manual flow, integrations.md §4.1) and the Graph
 * API, with `fetch`: Meta recommends no Node SDK. User tokens go in the `Authorization` header
 * with an `appsecret_proof`, never in a log line or an error message. Every call throws 503
 * `provider-unavailable:meta` when Meta cannot be reached and 502 `provider-bad-response:meta`
 * for a 5xx or an answer outside Meta's error shapes (graph-errors.ts `loginRefusal`).
 */
export class FacebookClient {
  constructor(private readonly config: FacebookConfig) {}

  /** `https://<host>/<path>`, or its address at the local Meta in tests. */
  protected url(address: string): URL {
    return new URL(viaTestServer(address, this.config.testServerUrl));
  }

  private graph(path: string): URL {
    return this.url(`https://graph.facebook.com/${GRAPH_VERSION}${path}`);
  }

  /**
   * `appsecret_proof` of a user token: hex HMAC-SHA256 of the token keyed with the app secret
   * (integrations.md §4.1), so a stolen token is useless without the secret when the app turns
   * on "Require App Secret".
   */
  private proof(accessToken: string): string {
    return createHmac('sha256', this.config.appSecret).update(accessToken).digest('hex');
  }

  /** A Graph call with a user token (header) and its proof. @throws MetaAuthError. */
  private userCall(url: URL, accessToken: string, method = 'GET') {
    url.searchParams.set('appsecret_proof', this.proof(accessToken));
    return metaJson(
      () => fetch(url, { method, headers: { Authorization: `Bearer ${accessToken}` } }),
      loginRefusal,
    );
  }

  /** The Login dialog for {@link FACEBOOK_SCOPES}, carrying `state`. */
  authorizationUrl(input: { redirectUri: string; state: string }): string {
    const url = this.url(`https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`);
    url.searchParams.set('client_id', this.config.appId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('state', input.state);
    url.searchParams.set('scope', FACEBOOK_SCOPES.join(','));
    url.searchParams.set('response_type', 'code');
    return url.toString();
  }

  /**
   * Exchanges the dialog's code for a user token (`GET /oauth/access_token`, integrations.md
   * §4.1): 60 days (`expires_in`). `redirectUri` must be the dialog's exactly. The code works
   * once and for 10 minutes. @throws MetaAuthError when Meta refuses (code 100: unknown,
   * used or expired code, or another redirect URI).
   */
  async exchangeCode(input: { redirectUri: string; code: string }): Promise<FacebookTokens> {
    const url = this.graph('/oauth/access_token');
    url.searchParams.set('client_id', this.config.appId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('client_secret', this.config.appSecret);
    url.searchParams.set('code', input.code.replace(/#_=_$/, ''));
    const body = await metaJson(() => fetch(url), loginRefusal);
    const accessToken = text(body.access_token);
    if (!accessToken) throw new MetaAuthError('Facebook answered no access token', 200);
    return { accessToken, expiresAt: expiryOf(body.expires_in, USER_TOKEN_SECONDS) };
  }

  /**
   * Checks a user token with `debug_token` and the app token `{app-id}|{app-secret}`
   * (integrations.md §4.1): it must be valid (`is_valid`) and issued to this app (`app_id`) — a
   * token of another app has the same `user_id`, so only the app check tells them apart.
   * @throws MetaAuthError when Meta refuses, or the token is invalid or another app's.
   */
  async debugToken(userToken: string): Promise<FacebookGrant> {
    const url = this.graph('/debug_token');
    url.searchParams.set('input_token', userToken);
    url.searchParams.set('access_token', `${this.config.appId}|${this.config.appSecret}`);
    const body = await metaJson(() => fetch(url), loginRefusal);
    const data = (body.data ?? {}) as Record<string, unknown>;
    if (data.is_valid !== true) {
      const error = (data.error ?? {}) as { message?: unknown; code?: unknown; subcode?: unknown };
      throw new MetaAuthError(
        typeof error.message === 'string' ? error.message : 'The access token is not valid',
        200,
        count(error.code),
        count(error.subcode),
      );
    }
    if (text(data.app_id) !== this.config.appId) {
      throw new MetaAuthError('The access token was issued to another app', 200);
    }
    const userId = text(data.user_id);
    if (!userId) throw new MetaAuthError('The access token belongs to no person', 200);
    const scopes = Array.isArray(data.scopes)
      ? data.scopes.filter((scope): scope is string => typeof scope === 'string')
      : [];
    return { userId, scopes };
  }

  /**
   * The person a user token belongs to (`GET /me?fields=id,name,email,picture`, integrations.md
   * §4.1). `email` is only there when granted and confirmed. @throws MetaAuthError.
   */
  async me(accessToken: string): Promise<FacebookPerson> {
    const url = this.graph('/me');
    url.searchParams.set('fields', 'id,name,email,picture');
    const body = await this.userCall(url, accessToken);
    const id = text(body.id);
    if (!id) throw new MetaAuthError('Facebook answered no person id', 200);
    const picture = (body.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
    return {
      id,
      name: text(body.name),
      email: text(body.email)?.toLowerCase() ?? null,
      pictureUrl: text(picture),
    };
  }

  /**
   * Removes the app from the person's account (`DELETE /me/permissions`): every token of theirs
   * for the app stops working. Best effort, never throws: a disconnect forgets the token here
   * whatever Meta says, and a token Meta already ended (190) has nothing left to revoke.
   */
  async revoke(accessToken: string): Promise<void> {
    await this.userCall(this.graph('/me/permissions'), accessToken, 'DELETE').catch(
      (error: unknown) => {
        if (!(error instanceof MetaAuthError || error instanceof AppError)) throw error;
      },
    );
  }
}

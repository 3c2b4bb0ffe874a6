import { viaTestServer } from '../test-server-url';
import { GRAPH_VERSION } from './facebook-client';
import { count, expiryOf, loginRefusal, MetaAuthError, metaJson, text } from './graph-errors';

/** The Instagram app (its own id and secret, not the Facebook app's; integrations.md §4.2). */
export interface InstagramConfig {
  appId: string;
  appSecret: string;
  /** Test and local demo only: `https://<host>/<path>` is sent to `<url>/<host>/<path>`. */
  testServerUrl?: string;
}

/** Scopes a creator's Instagram sign-in asks for (comma-separated, as Instagram requires). */
export const INSTAGRAM_SCOPES = ['instagram_business_basic'] as const;

/** A long-lived Instagram token lives 60 days (integrations.md §4.2), in seconds. */
export const LONG_LIVED_SECONDS = 60 * 24 * 3600;

/** The short-lived token of a code exchange (1 hour). */
export interface InstagramShortToken {
  accessToken: string;
  /** The app-scoped id the exchange names, as text (Meta ids lose digits as JSON numbers). */
  userId: string | null;
  /** Granted permissions, e.g. `['instagram_business_basic']`. */
  permissions: string[];
}

/** A long-lived token (60 days) from the exchange or a refresh. `expiresAt` UTC. */
export interface InstagramLongToken {
  accessToken: string;
  expiresAt: Date;
}

/** The account a token belongs to (`/me`, integrations.md §4.2). */
export interface InstagramProfile {
  /** The professional account id, used on every other endpoint and by datasets. */
  userId: string;
  /** The app-scoped id. */
  id: string | null;
  /** The handle, without `@`. */
  username: string;
  name: string | null;
  /** `BUSINESS` or `MEDIA_CREATOR` for professional accounts (upper-cased as answered). */
  accountType: string | null;
  pictureUrl: string | null;
  followers: number | null;
  follows: number | null;
  /** Publications: the account's post count (`media_count`). */
  mediaCount: number | null;
}

const PROFILE_FIELDS = [
  'user_id',
  'username',
  'name',
  'account_type',
  'profile_picture_url',
  'followers_count',
  'follows_count',
  'media_count',
].join(',');

/**
 * The one file that talks to the Instagram API with Instagram Login (integrations.md §4.2), with
 * `fetch`: Meta recommends no Node SDK. Only professional (business or creator) accounts can
 * sign in; Instagram has no endpoint to revoke a token (the person removes the app in settings).
 * Tokens go in the `Authorization` header, never in a log line or an error message. Every call
 * throws 503 / 502 when Meta is out of reach / answers garbage (graph-errors.ts `loginRefusal`).
 */
export class InstagramClient {
  constructor(private readonly config: InstagramConfig) {}

  /** `https://<host>/<path>`, or its address at the local Meta in tests. */
  protected url(address: string): URL {
    return new URL(viaTestServer(address, this.config.testServerUrl));
  }

  private withToken(url: URL, accessToken: string) {
    return metaJson(
      () => fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } }),
      loginRefusal,
    );
  }

  /** The Instagram login and consent page for {@link INSTAGRAM_SCOPES}, carrying `state`. */
  authorizationUrl(input: { redirectUri: string; state: string }): string {
    const url = this.url('https://www.instagram.com/oauth/authorize');
    url.searchParams.set('client_id', this.config.appId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', INSTAGRAM_SCOPES.join(','));
    url.searchParams.set('state', input.state);
    return url.toString();
  }

  /**
   * Exchanges the consent's code for a short-lived token (`POST api.instagram.com/oauth/
   * access_token`, form-encoded, integrations.md §4.2): answers Business Login's
   * `{"data": [{access_token, user_id, permissions}]}` or the older flat shape. The code works
   * once, for about an hour; a trailing `#_` Instagram appends is dropped. `redirectUri` must be
   * the authorize request's exactly. @throws MetaAuthError when Instagram refuses.
   */
  async exchangeCode(input: { redirectUri: string; code: string }): Promise<InstagramShortToken> {
    const form = new URLSearchParams({
      client_id: this.config.appId,
      client_secret: this.config.appSecret,
      grant_type: 'authorization_code',
      redirect_uri: input.redirectUri,
      code: input.code.replace(/#_$/, ''),
    });
    const body = await metaJson(
      () =>
        fetch(this.url('https://api.instagram.com/oauth/access_token'), {
          method: 'POST',
          body: form,
        }),
      loginRefusal,
    );
    const entry = (Array.isArray(body.data) ? body.data[0] : body) as
      Record<string, unknown> | undefined;
    const accessToken = text(entry?.access_token);
    if (!accessToken) throw new MetaAuthError('Instagram answered no access token', 200);
    const permissions = entry?.permissions;
    return {
      accessToken,
      userId: text(entry?.user_id),
      permissions: (Array.isArray(permissions) ? permissions : String(permissions ?? '').split(','))
        .map((p) => String(p).trim())
        .filter(Boolean),
    };
  }

  /**
   * Exchanges a short-lived token for a long-lived one, 60 days (`GET graph.instagram.com/
   * access_token?grant_type=ig_exchange_token`, server side only: it takes the app secret;
   * integrations.md §4.2). @throws MetaAuthError.
   */
  async longLived(shortToken: string): Promise<InstagramLongToken> {
    const url = this.url('https://graph.instagram.com/access_token');
    url.searchParams.set('grant_type', 'ig_exchange_token');
    url.searchParams.set('client_secret', this.config.appSecret);
    return this.tokenOf(await this.withToken(url, shortToken), LONG_LIVED_SECONDS);
  }

  /**
   * A new long-lived token, 60 days from now, for a long-lived one (`GET graph.instagram.com/
   * refresh_access_token?grant_type=ig_refresh_token`, integrations.md §4.2). Instagram only
   * refreshes a token at least 24 hours old and unexpired; the answer is a new token to store.
   * @throws MetaAuthError (190 expired or invalid; 100 younger than 24 hours).
   */
  async refresh(longToken: string): Promise<InstagramLongToken> {
    const url = this.url('https://graph.instagram.com/refresh_access_token');
    url.searchParams.set('grant_type', 'ig_refresh_token');
    return this.tokenOf(await this.withToken(url, longToken), LONG_LIVED_SECONDS);
  }

  private tokenOf(body: Record<string, unknown>, fallbackSeconds: number): InstagramLongToken {
    const accessToken = text(body.access_token);
    if (!accessToken) throw new MetaAuthError('Instagram answered no access token', 200);
    return { accessToken, expiresAt: expiryOf(body.expires_in, fallbackSeconds) };
  }

  /**
   * The account a token belongs to (`GET graph.instagram.com/v25.0/me`, integrations.md §4.2):
   * its professional id `user_id` (as text), handle, type, picture and counts (followers,
   * follows, publications). @throws MetaAuthError (190 when the token has ended).
   */
  async me(accessToken: string): Promise<InstagramProfile> {
    const url = this.url(`https://graph.instagram.com/${GRAPH_VERSION}/me`);
    url.searchParams.set('fields', PROFILE_FIELDS);
    const body = await this.withToken(url, accessToken);
    const userId = text(body.user_id);
    const username = text(body.username);
    if (!userId || !username) {
      throw new MetaAuthError('Instagram answered no account id or username', 200);
    }
    return {
      userId,
      id: text(body.id),
      username,
      name: text(body.name),
      accountType: text(body.account_type)?.toUpperCase() ?? null,
      pictureUrl: text(body.profile_picture_url),
      followers: count(body.followers_count),
      follows: count(body.follows_count),
      mediaCount: count(body.media_count),
    };
  }
}

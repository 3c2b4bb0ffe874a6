import { INSTAGRAM_USERNAME } from '@shared/constants/account-names';
import { createHmac } from 'node:crypto';
import { type ProviderProfile, ProviderError } from '../provider-profile';
import { profileOf, usageOf } from './business-discovery-parse';
import { GRAPH_VERSION } from './facebook-client';
import { type MetaRefusal, metaJson, RATE_LIMIT_CODES } from './graph-errors';

/** Options of {@link BusinessDiscoveryClient}. */
export interface BusinessDiscoveryOptions {
  /**
   * Collabify's Facebook user (or system user) token with `instagram_basic`,
   * `pages_read_engagement` (and `pages_show_list`).
   */
  accessToken: string;
  /** Collabify's own Instagram professional account id, linked to a Facebook Page. */
  igUserId: string;
  /** The Facebook app secret: adds `appsecret_proof` (HMAC-SHA256 of the token). */
  appSecret?: string;
  /**
   * Default `https://graph.facebook.com`; tests and the demo give the local fake's
   * (`viaTestServer('https://graph.facebook.com', META_TEST_SERVER_URL)`).
   */
  graphUrl?: string;
  /** Graph API version, default {@link GRAPH_VERSION}. */
  version?: string;
  /** How many recent media the averages are over (1–100), default 12. */
  recentMedia?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Usage at which the client stops calling until the window frees up. */
const USAGE_CEILING = 95;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));

/**
 * Another Instagram account's public numbers through business discovery, with Collabify's own
 * business token (integrations.md §4.3; developers.facebook.com "Business Discovery" and "IG
 * User Business Discovery"): `GET /{ig-user-id}?fields=business_discovery.username(NAME){…}` on
 * graph.facebook.com. Only business and creator accounts can be read; Meta answers a personal
 * account and an unknown one alike.
 *
 * It honours Meta's rate limiting (developers.facebook.com/docs/graph-api/overview/rate-limiting):
 * every response's `X-App-Usage` and `X-Business-Use-Case-Usage` are read, and once one says
 * a usage is at 95 % or more, or gives an `estimated_time_to_regain_access`, the client refuses
 * calls itself (`rate-limited`) until then, without calling Meta. The token travels in the
 * `Authorization` header and never appears in an error message.
 */
export class BusinessDiscoveryClient {
  private readonly graphUrl: string;
  private readonly version: string;
  private readonly recentMedia: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;
  private lastUsage: number | null = null;
  /** The last response's `estimated_time_to_regain_access`, in minutes. */
  private lastRegainMinutes = 0;
  /** Epoch ms before which no call is made (0: none pending). */
  private blockedUntil = 0;

  constructor(private readonly options: BusinessDiscoveryOptions) {
    this.graphUrl = (options.graphUrl ?? 'https://graph.facebook.com').replace(/\/+$/, '');
    this.version = options.version ?? GRAPH_VERSION;
    this.recentMedia = options.recentMedia ?? 12;
    if (!Number.isSafeInteger(this.recentMedia) || this.recentMedia < 1 || this.recentMedia > 100)
      throw new RangeError(`recentMedia must be an integer from 1 to 100, got ${this.recentMedia}`);
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? (() => new Date());
  }

  /**
   * The highest usage percent the last response reported (X-App-Usage /
   * X-Business-Use-Case-Usage), null before any call.
   */
  get usagePercent(): number | null {
    return this.lastUsage;
  }

  /**
   * The business or creator account `username` (with or without @) through business discovery:
   * followers, media count, name, biography, avatar, and averages of like_count /
   * comments_count over its recent media (media without a like count are left out of the likes
   * average), lastPostedAt = newest media timestamp (ISO UTC). avgViews null. platformId =
   * business_discovery.id; profileUrl https://www.instagram.com/{username}.
   *
   * Before calling, if the last response's usage headers said any usage is ≥ 95 % or
   * estimated_time_to_regain_access > 0, throws `rate-limited` with retryAfterMs (minutes ×
   * 60 000, or until the next hour) without calling.
   *
   * @throws ProviderError (provider 'instagram'): `not-found` (not an Instagram username),
   *   `not-eligible` (code 110 / subcode 2207013: not a business or creator account, or no such
   *   account), `rate-limited` (codes 4, 17, 32, 341, 613, 80002; retryAfterMs from
   *   estimated_time_to_regain_access, else 1 hour), `refused` (190 token invalid or expired;
   *   10, 200–299 missing permission; 100 / 33 the account id is not one the token reads;
   *   other 4xx), `unavailable` (5xx, codes 1 / 2 or is_transient, network, unparseable).
   */
  async account(username: string): Promise<ProviderProfile> {
    const handle = username.trim().replace(/^@/, '');
    if (!INSTAGRAM_USERNAME.test(handle))
      throw new ProviderError(
        'instagram',
        'not-found',
        `“${username}” is not an Instagram username`,
      );
    const waitMs = this.blockedUntil - this.now().getTime();
    if (waitMs > 0) throw this.rateLimited(waitMs);
    const url = new URL(`${this.graphUrl}/${this.version}/${this.options.igUserId}`);
    url.searchParams.set(
      'fields',
      `business_discovery.username(${handle}){followers_count,media_count,username,name,biography,profile_picture_url,website,media.limit(${this.recentMedia}){like_count,comments_count,timestamp,media_type,permalink}}`,
    );
    const { accessToken, appSecret } = this.options;
    if (appSecret)
      url.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', appSecret).update(accessToken).digest('hex'),
      );
    const body = await metaJson(
      async () => {
        const response = await this.fetch(url, {
          headers: { Authorization: `Bearer ${accessToken}` },
        });
        this.observe(response.headers);
        return response;
      },
      (refusal) => this.errorOf(refusal, handle),
    );
    const profile = profileOf(body, handle);
    if (!profile) throw unavailable('it answered without the account');
    return profile;
  }

  /** Remembers what a response's usage headers say, and until when not to call. */
  private observe(headers: Headers) {
    const usage = usageOf(headers);
    this.lastUsage = usage.percent;
    this.lastRegainMinutes = usage.regainMinutes;
    const now = this.now().getTime();
    if (usage.regainMinutes > 0) this.blockedUntil = now + usage.regainMinutes * MINUTE;
    else if ((usage.percent ?? 0) >= USAGE_CEILING) this.blockedUntil = now + HOUR - (now % HOUR);
    else this.blockedUntil = 0;
  }

  private rateLimited(waitMs: number) {
    return new ProviderError(
      'instagram',
      'rate-limited',
      `Instagram asks Collabify to slow down: try again in ${minutes(waitMs)} minutes`,
      waitMs,
    );
  }

  /** The ProviderError of a refusal (the usage headers are already read). */
  private errorOf(refusal: MetaRefusal, handle: string): ProviderError {
    const { status, code, subcode, message } = refusal;
    if (status === 0) return unavailable(message);
    if (code === 110 || subcode === 2207013) {
      return new ProviderError(
        'instagram',
        'not-eligible',
        `@${handle} is not an Instagram business or creator account, or does not exist`,
      );
    }
    if (code !== null && RATE_LIMIT_CODES.has(code)) {
      const waitMs = this.lastRegainMinutes > 0 ? this.lastRegainMinutes * MINUTE : HOUR;
      this.blockedUntil = this.now().getTime() + waitMs;
      return this.rateLimited(waitMs);
    }
    if (status >= 500 || code === 1 || code === 2 || refusal.transient) return unavailable(message);
    if (code === 190) {
      return refused(
        `Instagram refused Collabify's business token (invalid or expired): ${message}`,
      );
    }
    if (code === 10 || (code !== null && code >= 200 && code <= 299)) {
      return refused(
        `Collabify's business token lacks a permission business discovery needs (instagram_basic, pages_read_engagement, pages_show_list): ${message}`,
      );
    }
    if (code === 100 && subcode === 33) {
      return refused(
        `Collabify's Instagram account id ${this.options.igUserId} is not a professional account the business token can read (is it linked to a Page the token's person manages?): ${message}`,
      );
    }
    if (status >= 200 && status < 300) return unavailable(message);
    return refused(`Instagram refused the business discovery request: ${message}`);
  }
}

function unavailable(reason: string) {
  return new ProviderError(
    'instagram',
    'unavailable',
    `Instagram is not answering right now (${reason}). Try again in a few minutes.`,
  );
}

function refused(message: string) {
  return new ProviderError('instagram', 'refused', message);
}

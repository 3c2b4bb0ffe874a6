import type { Scope } from './scopes';

/**
 * What the fake knows: the app (client key, secret, registered redirect URIs) and the TikTok
 * users who can authorize it.
 */

/** The app as registered on TikTok for Developers. */
export interface TikTokApp {
  clientKey: string;
  clientSecret: string;
  /** The name the consent page shows. */
  name: string;
  /** Registered redirect URIs (exact match); null accepts any http(s) URL without a fragment. */
  redirectUris: readonly string[] | null;
  /** Refuse authorize requests without a PKCE code challenge (TikTok requires it for desktop). */
  requirePkce: boolean;
  /** Scopes approved for the app; others are `invalid_scope`. */
  approvedScopes: readonly Scope[];
}

/** A TikTok user. */
export interface TikTokUser {
  openId: string;
  unionId: string;
  username: string;
  displayName: string;
  followers: number;
  following: number;
  likes: number;
  videos: number;
  /** Null: the fake serves a drawn picture. */
  avatarUrl: string | null;
  bio: string;
  verified: boolean;
}

/** The fake's state. */
export class TikTokStore {
  readonly users = new Map<string, TikTokUser>();
  /** `http://127.0.0.1:{port}`, set once listening. */
  origin = '';

  constructor(readonly app: TikTokApp) {}

  /** The user with this username (case-insensitive). */
  findUser(username: string): TikTokUser | undefined {
    const wanted = username.toLowerCase();
    return [...this.users.values()].find((u) => u.username.toLowerCase() === wanted);
  }
}

/**
 * What the fake knows: the two apps (Facebook Login, Instagram Login), the people who can log in
 * with Facebook and the Instagram accounts that can log in with Instagram, with their media.
 */

/** An app as configured in Meta's App Dashboard: id, secret and the name the dialogs show. */
export interface MetaApp {
  appId: string;
  appSecret: string;
  name: string;
}

/** A person who can log in with Facebook; `id` is the app-scoped user id. */
export interface FacebookUser {
  id: string;
  name: string;
  /** Null: the account has no confirmed e-mail address. */
  email: string | null;
}

/** Instagram account types: only professional accounts (BUSINESS, MEDIA_CREATOR) can log in. */
export type InstagramAccountType = 'BUSINESS' | 'MEDIA_CREATOR' | 'PERSONAL';

/** Media types of the `media_type` field. */
export type InstagramMediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

/** One post of an Instagram account. */
export interface InstagramMedia {
  id: string;
  timestampMs: number;
  likeCount: number;
  commentsCount: number;
  mediaType: InstagramMediaType;
  permalink: string;
  caption: string | null;
}

/** An Instagram account. */
export interface InstagramAccount {
  /** The Instagram professional account id (`user_id` of `/me`, the id in other endpoints). */
  userId: string;
  /** The app-scoped id (`id` of `/me`, `user_id` of the token answer). */
  appScopedId: string;
  username: string;
  name: string;
  accountType: InstagramAccountType;
  followers: number;
  follows: number;
  mediaCount: number;
  /** Null: the fake serves a drawn picture. */
  pictureUrl: string | null;
  /** Newest first. */
  media: InstagramMedia[];
}

/** Whether an account type is professional (may log in with Instagram). */
export function isProfessional(type: InstagramAccountType): boolean {
  return type === 'BUSINESS' || type === 'MEDIA_CREATOR';
}

/** The fake's state. */
export class MetaStore {
  readonly facebookUsers = new Map<string, FacebookUser>();
  readonly instagramAccounts = new Map<string, InstagramAccount>();
  /** `http://127.0.0.1:{port}`, set once listening. */
  origin = '';

  constructor(
    readonly facebook: MetaApp,
    readonly instagram: MetaApp,
    /** An app the tests never configure: issues "tokens of another app". */
    readonly otherApp: MetaApp,
    /** Valid OAuth Redirect URIs (exact match); null accepts any http(s) URL. */
    readonly redirectUris: readonly string[] | null,
  ) {}

  /** The Instagram account with this username (case-insensitive), professional id or app-scoped id. */
  findInstagramAccount(key: { username?: string; userId?: string }): InstagramAccount | undefined {
    if (key.userId !== undefined) {
      return (
        this.instagramAccounts.get(key.userId) ??
        [...this.instagramAccounts.values()].find((a) => a.appScopedId === key.userId)
      );
    }
    const username = (key.username ?? '').toLowerCase();
    return [...this.instagramAccounts.values()].find((a) => a.username.toLowerCase() === username);
  }
}

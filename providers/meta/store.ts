/**
 * What the fake knows: the two apps (Facebook Login, Instagram Login), the people who can log in
 * with Facebook, the Instagram accounts that can log in with Instagram, with their media, and the
 * Facebook Pages that link a professional Instagram account to the people who manage it (what
 * the Instagram API with Facebook Login, and so business discovery, goes through).
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
  /**
   * The owner hid the like count: `like_count` is left out where another account reads the
   * media (business discovery), as Meta documents for IG Media `like_count`.
   */
  likeCountHidden: boolean;
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
  /** The account's post count (`media_count`); `media` may list fewer. */
  mediaCount: number;
  /** The profile's bio, or null. */
  biography: string | null;
  /** The profile's website, or null. */
  website: string | null;
  /** Null: the fake serves a drawn picture. */
  pictureUrl: string | null;
  /** Newest first. */
  media: InstagramMedia[];
}

/** A Facebook Page linked to a professional Instagram account, and the people who manage it. */
export interface FacebookPage {
  id: string;
  name: string;
  /** The linked Instagram professional account id. */
  instagramUserId: string;
  /** App-scoped ids of the Facebook people with a role on the Page. */
  managers: string[];
}

/** Whether an account type is professional (may log in with Instagram). */
export function isProfessional(type: InstagramAccountType): boolean {
  return type === 'BUSINESS' || type === 'MEDIA_CREATOR';
}

/**
 * Meta's refusal of a `redirect_uri` outside the app's Valid OAuth Redirect URIs: Meta requires an
 * exact match (strict mode), and the code exchange to send the identical string.
 */
export const UNREGISTERED_REDIRECT =
  'redirect_uri is not one of the app’s Valid OAuth Redirect URIs';

/** The fake's state. */
export class MetaStore {
  readonly facebookUsers = new Map<string, FacebookUser>();
  readonly instagramAccounts = new Map<string, InstagramAccount>();
  readonly pages = new Map<string, FacebookPage>();
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

  /** Whether the Facebook person manages a Page linked to this Instagram account. */
  managesInstagramAccount(facebookUserId: string, instagramUserId: string): boolean {
    return [...this.pages.values()].some(
      (page) => page.instagramUserId === instagramUserId && page.managers.includes(facebookUserId),
    );
  }

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

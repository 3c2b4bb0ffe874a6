import { FakeGoogleError } from './errors';
import { subjectFor } from './ids';

/**
 * The Google accounts the fake knows, added with `addAccount`: who can sign in on the consent
 * page, whose ID tokens and userinfo the fake answers, whose YouTube channel and Gmail mailbox the
 * APIs serve. Public channels (`addChannel`) have no account: nobody signs in as them, but the
 * YouTube API reads them like any channel (with an API key or anyone's token).
 */

/** One upload of a channel (videos.list / playlistItems.list). */
export interface FakeVideoInput {
  /** 11-character video id. */
  id: string;
  title: string;
  /** ISO 8601; default: a day apart going back from the account's creation. */
  publishedAt?: string;
  description?: string;
  viewCount: number;
  /** Absent when the creator hides likes (null or omitted). */
  likeCount?: number | null;
  /** Absent when comments are disabled (null or omitted). */
  commentCount?: number | null;
  /** Length in seconds (contentDetails.duration), default 600. */
  durationSeconds?: number;
  /**
   * `snippet.liveBroadcastContent`: `live` while a broadcast is on air, `upcoming` for a scheduled
   * broadcast or premiere, `none` (default) for an ordinary upload or a finished broadcast.
   */
  liveBroadcastContent?: 'none' | 'live' | 'upcoming';
}

/** A YouTube channel owned by an account. Counts are exact; the API rounds subscribers. */
export interface FakeChannelInput {
  /** `UC` + 22 characters. */
  id: string;
  title: string;
  /** `@handle`. */
  handle: string;
  subscriberCount: number;
  /**
   * The creator hides the subscriber count: `statistics.hiddenSubscriberCount` is true and
   * `subscriberCount` is left out, as YouTube does (default false).
   */
  hiddenSubscriberCount?: boolean;
  videoCount: number;
  viewCount: number;
  /** ISO 3166-1 alpha-2; omitted from the resource when not set, as YouTube does. */
  country?: string;
  description?: string;
  /** Default: the fake's own avatar image for the channel. */
  thumbnailUrl?: string;
  /** ISO 8601 creation time, default 2015-06-01T12:00:00Z. */
  publishedAt?: string;
  /** brandingSettings.channel.keywords. */
  keywords?: string;
  /** brandingSettings.image.bannerExternalUrl. */
  bannerUrl?: string;
  /** Uploads, newest first or in any order (they are sorted by publishedAt). */
  videos?: FakeVideoInput[];
}

/** What `addAccount` takes. */
export interface FakeAccountInput {
  email: string;
  name: string;
  /** `email_verified` (default true). */
  emailVerified?: boolean;
  /** Default: an avatar the fake serves itself. */
  picture?: string;
  givenName?: string;
  familyName?: string;
  /** Google Workspace domain: the `hd` claim. */
  hostedDomain?: string;
  /** Default: a stable 21-digit number derived from the email. */
  sub?: string;
  /** Gmail "Send mail as" addresses: a From among them is kept, any other is rewritten. */
  sendAs?: string[];
  channel?: FakeChannelInput;
}

/** An account as the fake holds it. */
export interface FakeAccount {
  readonly sub: string;
  readonly email: string;
  readonly name: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly emailVerified: boolean;
  readonly picture: string;
  readonly hostedDomain: string | null;
  readonly sendAs: readonly string[];
  readonly channel: FakeChannelInput | null;
}

const EMAIL = /^[^\s@<>()[\],;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const HANDLE = /^@[A-Za-z0-9._·-]{3,30}$/;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Whether `value` is an address Gmail accepts in a header (local@domain.tld). */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

function checkChannel(channel: FakeChannelInput): void {
  if (!CHANNEL_ID.test(channel.id))
    throw new FakeGoogleError(`Not a channel id (UC + 22 characters): ${channel.id}`);
  if (!HANDLE.test(channel.handle))
    throw new FakeGoogleError(`Not a YouTube handle (@ + 3–30 characters): ${channel.handle}`);
  for (const count of [channel.subscriberCount, channel.videoCount, channel.viewCount]) {
    if (!Number.isSafeInteger(count) || count < 0)
      throw new FakeGoogleError(`Channel counts must be whole numbers ≥ 0 (${channel.id})`);
  }
  for (const video of channel.videos ?? []) {
    if (!VIDEO_ID.test(video.id))
      throw new FakeGoogleError(`Not a video id (11 characters): ${video.id}`);
  }
}

/** The accounts, by lower-case email and by sub. */
export class AccountStore {
  private readonly byEmail = new Map<string, FakeAccount>();
  private readonly bySub = new Map<string, FakeAccount>();
  private readonly publicChannels: FakeChannelInput[] = [];

  /**
   * Adds an account; `picture` defaults to `defaultPicture(sub)`. Throws {@link FakeGoogleError}
   * for a malformed or taken email or sub, or a malformed channel.
   */
  add(input: FakeAccountInput, defaultPicture: (sub: string) => string): FakeAccount {
    const email = input.email.trim();
    if (!isEmailAddress(email)) throw new FakeGoogleError(`Not an email address: ${input.email}`);
    if (this.byEmail.has(email.toLowerCase()))
      throw new FakeGoogleError(`An account with email ${email} exists already`);
    const sub = input.sub ?? subjectFor(email);
    if (!/^\d{1,255}$/.test(sub)) throw new FakeGoogleError(`A sub is a numeric string: ${sub}`);
    if (this.bySub.has(sub)) throw new FakeGoogleError(`An account with sub ${sub} exists already`);
    if (input.channel) this.checkNewChannel(input.channel);
    const [first, ...rest] = input.name.trim().split(/\s+/);
    const account: FakeAccount = {
      sub,
      email,
      name: input.name.trim(),
      givenName: input.givenName ?? first ?? '',
      familyName: input.familyName ?? rest.join(' '),
      emailVerified: input.emailVerified ?? true,
      picture: input.picture ?? defaultPicture(sub),
      hostedDomain: input.hostedDomain ?? null,
      sendAs: (input.sendAs ?? []).map((a) => a.toLowerCase()),
      channel: input.channel ? structuredClone(input.channel) : null,
    };
    this.byEmail.set(email.toLowerCase(), account);
    this.bySub.set(sub, account);
    return account;
  }

  /** The account with this email (case-insensitive). */
  byEmailAddress(email: string): FakeAccount | undefined {
    return this.byEmail.get(email.trim().toLowerCase());
  }

  /** The account with this sub. */
  bySubject(sub: string): FakeAccount | undefined {
    return this.bySub.get(sub);
  }

  /** Every account, in the order they were added. */
  all(): FakeAccount[] {
    return [...this.byEmail.values()];
  }

  /**
   * Adds a public channel that belongs to no account. Throws {@link FakeGoogleError} for a
   * malformed channel, or an id or handle another channel has.
   */
  addChannel(channel: FakeChannelInput): FakeChannelInput {
    this.checkNewChannel(channel);
    const added = structuredClone(channel);
    this.publicChannels.push(added);
    return added;
  }

  /** Every channel: the accounts' (in the order they were added), then the public ones. */
  channels(): FakeChannelInput[] {
    return [...this.all().flatMap((a) => a.channel ?? []), ...this.publicChannels];
  }

  /** The public channels (no account). */
  publicChannelList(): readonly FakeChannelInput[] {
    return this.publicChannels;
  }

  /** The channel with this id (case-sensitive, as YouTube's ids). */
  channelById(id: string): FakeChannelInput | undefined {
    return this.channels().find((c) => c.id === id);
  }

  /** The channel with this handle (case-insensitive, with or without the @), as `forHandle`. */
  channelByHandle(handle: string): FakeChannelInput | undefined {
    const wanted = (handle.startsWith('@') ? handle : `@${handle}`).toLowerCase();
    return this.channels().find((c) => c.handle.toLowerCase() === wanted);
  }

  /** Checks a channel to add: well-formed, and its id and handle not taken. */
  private checkNewChannel(channel: FakeChannelInput): void {
    checkChannel(channel);
    if (this.all().some((a) => a.channel?.id === channel.id))
      throw new FakeGoogleError(`Channel ${channel.id} belongs to another account`);
    if (this.publicChannels.some((c) => c.id === channel.id))
      throw new FakeGoogleError(`Channel ${channel.id} exists already`);
    if (this.channelByHandle(channel.handle))
      throw new FakeGoogleError(`Another channel has the handle ${channel.handle}`);
  }
}

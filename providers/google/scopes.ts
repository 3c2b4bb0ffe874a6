/**
 * OAuth scopes the fake knows (https://developers.google.com/identity/protocols/oauth2/scopes):
 * the OpenID Connect ones, YouTube Data API v3 and Gmail. `email` and `profile` are aliases that
 * Google grants and reports as their URL forms
 * (`https://www.googleapis.com/auth/userinfo.email` / `.profile`); the fake reports them the same way.
 */

const AUTH = 'https://www.googleapis.com/auth/';

/** `openid`. */
export const OPENID = 'openid';
/** The email scope (alias `email`). */
export const USERINFO_EMAIL = `${AUTH}userinfo.email`;
/** The profile scope (alias `profile`). */
export const USERINFO_PROFILE = `${AUTH}userinfo.profile`;
/** Read-only YouTube access: what channels.list with mine=true needs at least. */
export const YOUTUBE_READONLY = `${AUTH}youtube.readonly`;
/** Send-only Gmail access. */
export const GMAIL_SEND = `${AUTH}gmail.send`;
/** Full Gmail access (IMAP/SMTP too). */
export const MAIL_GOOGLE = 'https://mail.google.com/';

/** Each known scope with the words the consent page shows for it. */
const DESCRIPTIONS: ReadonlyMap<string, string> = new Map([
  [OPENID, 'Associate you with your personal info on Google'],
  [USERINFO_EMAIL, 'See your email address'],
  [
    USERINFO_PROFILE,
    "See your personal info, including any personal info you've made publicly available",
  ],
  [YOUTUBE_READONLY, 'See your YouTube account'],
  [`${AUTH}youtube`, 'Manage your YouTube account'],
  [
    `${AUTH}youtube.force-ssl`,
    'See, edit, and permanently delete your YouTube videos, ratings, comments and captions',
  ],
  [`${AUTH}youtube.upload`, 'Manage your YouTube videos'],
  [`${AUTH}youtubepartner`, 'View and manage your assets and associated content on YouTube'],
  [`${AUTH}yt-analytics.readonly`, 'View YouTube Analytics reports for your YouTube content'],
  [GMAIL_SEND, 'Send email on your behalf'],
  [`${AUTH}gmail.compose`, 'Manage drafts and send emails'],
  [`${AUTH}gmail.readonly`, 'View your email messages and settings'],
  [
    `${AUTH}gmail.metadata`,
    'View your email message metadata such as labels and headers, but not the email body',
  ],
  [`${AUTH}gmail.modify`, 'Read, compose, and send emails from your Gmail account'],
  [MAIL_GOOGLE, 'Read, compose, send, and permanently delete all your email from Gmail'],
]);

const ALIASES: ReadonlyMap<string, string> = new Map([
  ['email', USERINFO_EMAIL],
  ['profile', USERINFO_PROFILE],
]);

/** Scopes that let channels.list, videos.list and playlistItems.list read on a user's behalf. */
export const YOUTUBE_READ_SCOPES: readonly string[] = [
  YOUTUBE_READONLY,
  `${AUTH}youtube`,
  `${AUTH}youtube.force-ssl`,
  `${AUTH}youtubepartner`,
];

/** Scopes that allow users.messages.send (Gmail API reference, messages.send "Authorization scopes"). */
export const GMAIL_SEND_SCOPES: readonly string[] = [
  MAIL_GOOGLE,
  `${AUTH}gmail.modify`,
  `${AUTH}gmail.compose`,
  GMAIL_SEND,
];

/** The outcome of reading a `scope` parameter. */
export type ScopeParse = { ok: true; scopes: string[] } | { ok: false; invalid: string[] };

/**
 * Reads a space-separated `scope` parameter: aliases become URL forms, duplicates go, order is
 * kept; any unknown scope makes the whole request invalid (Google's `invalid_scope`).
 */
export function parseScopeParam(scope: string): ScopeParse {
  const names = scope.split(/\s+/).filter((s) => s.length > 0);
  const invalid = names.filter((s) => !ALIASES.has(s) && !DESCRIPTIONS.has(s));
  if (invalid.length > 0) return { ok: false, invalid };
  return { ok: true, scopes: [...new Set(names.map((s) => ALIASES.get(s) ?? s))] };
}

/** The consent page's words for a scope. */
export function describeScope(scope: string): string {
  return DESCRIPTIONS.get(scope) ?? scope;
}

/** Whether `granted` holds at least one of `accepted`. */
export function hasAnyScope(granted: readonly string[], accepted: readonly string[]): boolean {
  return accepted.some((s) => granted.includes(s));
}

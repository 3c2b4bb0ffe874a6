/**
 * How the platforms spell account identifiers, for reading what a person typed and for the
 * provider adapters: a YouTube channel id is `UC` + 22 URL-safe base64 characters; a YouTube
 * handle is 3–30 letters, digits, `.`, `_` or `-`; an Instagram username is 1–30 letters,
 * digits, `.` or `_`.
 */
export const YOUTUBE_CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

/** A YouTube handle without its `@` (see above). */
export const YOUTUBE_HANDLE = /^[A-Za-z0-9._-]{3,30}$/;

/** An Instagram username (see above). */
export const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/;

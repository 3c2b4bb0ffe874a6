/** Lifetime of a session token (JWT `exp`), in seconds: 7 days, as the client cookie. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Lifetime of an emailed one-time code, in seconds: 10 minutes. */
export const EMAIL_CODE_TTL_SECONDS = 10 * 60;

/** Number of digits in an emailed one-time code. */
export const EMAIL_CODE_LENGTH = 6;

/** Minimum and maximum password length, in characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Name of the localStorage key and of the cookie that hold the session token (SEED-SPEC §9). */
export const TOKEN_STORAGE_KEY = 'token';

import { z } from 'zod';

/** The message of a 400 for text holding a NUL character (U+0000). */
export const NUL_MESSAGE = 'Remove the NUL character (U+0000): text cannot contain it';

/**
 * The one rule every user-supplied string follows: no NUL character (U+0000), which PostgreSQL
 * cannot store in text (it would answer 500). Applied with `.check()` to string formats that allow
 * it (URLs); {@link textSchema} is the plain-text form.
 */
export const withoutNul = z.refine<string>((value) => !value.includes('\0'), NUL_MESSAGE);

/**
 * Text a user supplies (messages, briefs, templates, passwords…): any string without NUL
 * (U+0000). Chain the field's own `.trim()`, `.min()` and `.max()` (lengths in UTF-16 code units).
 * Errors: 400 with {@link NUL_MESSAGE} naming the field (`body.content`).
 *
 * Fields checked against a format that cannot hold NUL (UUIDs, emails, enums, patterns such as
 * ISO codes or nicknames) need not use it.
 */
export const textSchema = z.string().check(withoutNul);

/**
 * A name (of a user, list, campaign, template, sender…): {@link textSchema} trimmed of
 * surrounding whitespace, at least one character. Chain `.max()` with the field's limit.
 * Errors: 400 naming the field when empty after trimming, too long or holding NUL.
 */
export const nameSchema = textSchema.trim().min(1);

/**
 * An http(s) URL of at most `max` characters, without NUL (the URL parser accepts one in the
 * path). Errors: 400 naming the field, "Use an http(s) address" or "Use at most N characters".
 */
export const httpUrlSchema = (max: number) =>
  z
    .url({ protocol: /^https?$/, message: 'Use an http(s) address' })
    .max(max, `Use at most ${max.toLocaleString('en-US')} characters`)
    .check(withoutNul);

import { z } from 'zod';
import { publicHttpUrlSchema } from './public-url';

/** Longest target a short link accepts, in characters. */
export const SHORT_LINK_URL_MAX_LENGTH = 2_048;

/** Characters of a short link's code: URL-safe base64 (`A–Z a–z 0–9 - _`). */
export const SHORT_LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Body of `POST /api/shorten-url/new`: the target, an absolute http(s) URL of at most 2,048
 * characters (parsed with the URL parser) on a public host. Errors: 400 naming `body.url` for
 * another scheme (`javascript:`, `ftp:`, `data:`…), a relative or malformed URL, a longer one, or
 * a loopback, private, link-local or reserved host (`localhost`, `10.0.0.1`, `[::1]`…).
 */
export const shortenUrlSchema = z.strictObject({
  url: publicHttpUrlSchema(SHORT_LINK_URL_MAX_LENGTH),
});

/** Path parameters of `/api/shorten-url/{code}/clicks` and `/s/{code}`. */
export const shortLinkParamsSchema = z.strictObject({
  code: z.string().regex(SHORT_LINK_CODE_PATTERN, 'Not a short link code'),
});

/**
 * A short link: `shortUrl` is the absolute `/s/{code}` address on the app's public URL that
 * redirects (302) to `url`. `createdAt` ISO 8601 UTC.
 */
export const shortLinkSchema = z.object({
  code: z.string(),
  shortUrl: z.url(),
  url: z.string(),
  createdAt: z.iso.datetime(),
});

/** Clicks on one UTC day (`YYYY-MM-DD`). */
export const clickDaySchema = z.object({ day: z.iso.date(), clicks: z.number().int() });

/**
 * Real clicks (no HEAD requests, link previews or bots): the `total` and the days that had any,
 * oldest first. Answers `GET /api/shorten-url/{code}/clicks` and `/api/campaign/{id}/tracking-clicks`.
 */
export const clicksSchema = z.object({
  total: z.number().int(),
  days: z.array(clickDaySchema),
});

export type ShortenUrl = z.infer<typeof shortenUrlSchema>;
export type ShortLink = z.infer<typeof shortLinkSchema>;
export type ClickDay = z.infer<typeof clickDaySchema>;
export type Clicks = z.infer<typeof clicksSchema>;

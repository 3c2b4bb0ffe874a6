import { z } from 'zod';

/** The first calendar date PostgreSQL stores as written in ISO 8601 (it has no year 0). */
export const MIN_ISO_DATE = '0001-01-01';

const tooEarly = `Use a date from ${MIN_ISO_DATE} on`;

/**
 * A calendar date `YYYY-MM-DD` (UTC) from 0001-01-01 to 9999-12-31: ISO 8601's four-digit years
 * without year 0, which zod's date format accepts and PostgreSQL's `date` refuses (it would answer
 * 500). Errors: 400 naming the field, zod's "Invalid ISO date" or "Use a date from 0001-01-01 on".
 */
export const isoDateSchema = z.iso.date().refine((date) => date >= MIN_ISO_DATE, tooEarly);

/**
 * An instant: an ISO 8601 date-time with `Z` or an offset (`2026-05-01T09:00:00+02:00`), from
 * 0001-01-01T00:00:00Z on (PostgreSQL's `timestamptz` has no year 0 either, and an offset can move
 * 0001-01-01 into it). Errors: 400 naming the field, zod's "Invalid ISO datetime" or "Use a date
 * from 0001-01-01 on".
 */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => new Date(value).getUTCFullYear() >= 1, tooEarly);

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ACCOUNT_TYPES, PLATFORMS } from '@shared/constants/discovery';
import { CATEGORY_SLUGS } from '@shared/constants/taxonomy';
import { ENGAGEMENT_RATE_BASIS } from '@shared/schemas/influencers';
import { COUNTRY_FORMATS } from './countries';
import { ENCODINGS } from './decode';
import { USERNAME_KINDS } from './identity';
import { LANGUAGE_FORMATS } from './languages';
import { DELIMITERS } from './parse-table';

/**
 * Where a field's value is: a 1-based column position (`5` = the fifth column; required when
 * the header repeats a name, as in the 2022 monthly files), a header name (compared after
 * trimming, case-insensitively, with runs of whitespace as one space), or a list of alternative
 * header names of which the first present one is used (`["video_views", "video views"]`).
 */
export const columnRefSchema = z.union([
  z.number().int().positive(),
  z.string().trim().min(1),
  z.array(z.string().trim().min(1)).min(1),
]);
export type ColumnRef = z.infer<typeof columnRefSchema>;

const regexString = z.string().refine(
  (source) => {
    try {
      new RegExp(source, 'u');
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be a valid regular expression' },
);

/** Options every single-value field accepts. */
const fieldBase = {
  /** The column holding the value. */
  column: columnRefSchema,
  /** Further columns tried in order when the value is missing (or garbled). */
  fallback: z.array(columnRefSchema).optional(),
  /** Extra missing markers for this field, besides the built-in ones (`nan`, `N/A`, `--`…). */
  missing: z.array(z.string()).optional(),
  /** The value is unknown on rows where another column holds one of these values. */
  nullWhen: z
    .object({ column: columnRefSchema, values: z.array(z.string()).min(1) })
    .strict()
    .optional(),
};

/** A text field; `extract` keeps the first capture group of a regex (no match = missing). */
export const textFieldSchema = z.object({ ...fieldBase, extract: regexString.optional() }).strict();

/**
 * The username column, with `kind` saying what it holds (default `handle`): `handle` — real
 * handles; `handle-or-name` — a column mixing handles and display names; `name` — display names
 * only. Only a confirmed handle is an identity; the others join a profile only with agreeing
 * evidence (server/import/identity.ts).
 */
export const usernameFieldSchema = textFieldSchema
  .extend({ kind: z.enum(USERNAME_KINDS).default('handle') })
  .strict();

/**
 * A count. `zeroMeansUnknown`: `0` in this column means "not known", not zero. `jsonMean`: the
 * cell is a JSON array of objects and the value is the mean of this numeric property over the
 * elements that have it (the Bright Data `posts` column: `likes`, `comments`, `video_view_count`).
 */
export const numberFieldSchema = z
  .object({
    ...fieldBase,
    zeroMeansUnknown: z.boolean().optional(),
    jsonMean: z.string().min(1).optional(),
  })
  .strict();

/** The units an engagement rate column may be written in. */
export const RATE_UNITS = ['percent', 'fraction'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

/**
 * An engagement rate as written. `unit`: `percent` (1.39 or `1.39%`) or `fraction` (0.0139);
 * when absent the importer detects it from the column and warns in the report
 * (server/import/rate-unit.ts). `basis`: what the rate is a percent of (default `followers`); it
 * must be the platform's (ENGAGEMENT_RATE_BASIS: `views` on TikTok).
 */
export const engagementRateFieldSchema = numberFieldSchema
  .extend({
    unit: z.enum(RATE_UNITS).optional(),
    basis: z.enum(['followers', 'views']).default('followers'),
  })
  .strict();

/**
 * A country: `meaning` says whose it is (`creator` → the `country` column, `audience` →
 * `audience_country`), `format` how it is written (ISO alpha-2, English or Spanish names).
 */
export const countryFieldSchema = z
  .object({
    ...fieldBase,
    meaning: z.enum(['creator', 'audience']),
    format: z.enum(COUNTRY_FORMATS),
    zeroMeansUnknown: z.boolean().optional(),
  })
  .strict();

/** A language, written as an ISO 639-1 code or an English name. */
export const languageFieldSchema = z
  .object({ ...fieldBase, format: z.enum(LANGUAGE_FORMATS) })
  .strict();

/** A yes/no flag (`True`, `1`, `yes`…); `emptyMeansFalse` when a blank cell means "no". */
export const booleanFieldSchema = z
  .object({ ...fieldBase, emptyMeansFalse: z.boolean().optional() })
  .strict();

const slugSchema = z.enum(CATEGORY_SLUGS);

/**
 * Categories: labels from every listed column (split on `separator` when set), translated to
 * taxonomy slugs by `map`. Labels are matched case-insensitively after trimming (inner runs of
 * whitespace count as one space). A `map` key may join several split parts with the separator,
 * so `"D|I|Y"` or `"Cinema|Actors/actresses"` re-join tags the source split apart; the longest
 * key wins. A label mapped to `null` or `[]` is known but has no slug. Labels absent from `map`
 * are dropped from the slugs and counted in the report. Every label found is kept in
 * `official_categories`, renamed through `labels` when given. `always` adds slugs to every row.
 */
export const categoriesFieldSchema = z
  .object({
    columns: z.array(columnRefSchema).min(1),
    separator: z.string().min(1).optional(),
    map: z.record(z.string(), z.union([slugSchema, z.array(slugSchema), z.null()])),
    labels: z.record(z.string(), z.string().min(1)).optional(),
    always: z.array(slugSchema).optional(),
    missing: z.array(z.string()).optional(),
    nullWhen: fieldBase.nullWhen,
  })
  .strict();

/**
 * The account type a source labels rows with (issue 31, server/import/account-type.ts): the
 * labels of the listed columns (split on `separator` when set; matched trimmed and
 * case-insensitively) translated by `map` to an account type. A row takes a type only when every
 * label it has maps to the same type; a row whose labels are all unmapped (topics such as "Music
 * & Dance") is labelled a creator; a mix says nothing (the YouTube 2023 file labels Sebastián
 * Yatra "News & Politics" in one taxonomy and "Music" in the other).
 */
export const accountTypeFieldSchema = z
  .object({
    columns: z.array(columnRefSchema).min(1),
    separator: z.string().min(1).optional(),
    map: z.record(z.string(), z.enum(ACCOUNT_TYPES)),
    missing: z.array(z.string()).optional(),
  })
  .strict();

const isoDate = z.iso.date();

/**
 * A dataset mapping (`data/datasets/mappings/<file-stem>.json`): everything needed to import
 * one file, so a new dataset needs a mapping and no code.
 *
 * - `id`: source id, recorded in each profile's `sources` and each snapshot's `source`.
 * - `label`: a human description of the source; `sourceName` a short one shown beside the
 *   numbers ("HypeAuditor", "TIDES"; default: the label).
 * - `platform`: the platform every row belongs to.
 * - `date`: the day the data describes (ISO). Monthly files use the month's first day; when the
 *   source gives no date, `dateIsEstimate` is true and `notes` must say how it was estimated.
 *   Newer datasets win over older ones; on the same date a declared date beats an estimated one
 *   (server/import/metrics.ts, `decideMetric`); each row's snapshot is taken on this date.
 * - `format`: `encoding` (`utf-8` | `latin1`), `delimiter` (`,` | `\t`), `skipLinesAfterHeader`
 *   (physical lines under the header that are not data) and `garbledPattern` (a regex: text
 *   values matching it are unreadable, e.g. `ý` runs, and count as missing), `repairText`
 *   (`auto` — the default — repairs text that is UTF-8 mis-decoded as Latin-1/Windows-1252,
 *   `force` repairs whatever round-trips, `off` never repairs).
 * - `profileUrlTemplates`: URL templates with `{username}` / `{platformId}`, the first whose
 *   placeholders all have values is used when no profile URL column is mapped.
 * - `fields`: product field → column (see each field schema). `username` and `followers` are
 *   required. `engagementAvg` is the average number of interactions per post (engagement rate =
 *   engagementAvg / followers × 100). `totalViews` and `totalLikes` divided by `posts` estimate
 *   `avgViews` and `avgLikes` when those are not given. Without an engagement rate, it is
 *   computed as (avgLikes + avgComments) / followers × 100 from measured (not estimated) likes.
 */
export const datasetMappingSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
    label: z.string().trim().min(1),
    sourceName: z.string().trim().min(1).max(60).optional(),
    platform: z.enum(PLATFORMS),
    date: isoDate,
    dateIsEstimate: z.boolean().default(false),
    notes: z.string().trim().min(1).optional(),
    format: z
      .object({
        encoding: z.enum(ENCODINGS),
        delimiter: z.enum(DELIMITERS),
        skipLinesAfterHeader: z.number().int().min(0).default(0),
        garbledPattern: regexString.optional(),
        repairText: z.enum(['auto', 'force', 'off']).default('auto'),
      })
      .strict(),
    profileUrlTemplates: z.array(z.string().min(1)).optional(),
    fields: z
      .object({
        username: usernameFieldSchema,
        name: textFieldSchema.optional(),
        platformId: textFieldSchema.optional(),
        bio: textFieldSchema.optional(),
        email: textFieldSchema.optional(),
        website: textFieldSchema.optional(),
        avatarUrl: textFieldSchema.optional(),
        profileUrl: textFieldSchema.optional(),
        country: countryFieldSchema.optional(),
        language: languageFieldSchema.optional(),
        categories: categoriesFieldSchema.optional(),
        accountType: accountTypeFieldSchema.optional(),
        followers: numberFieldSchema,
        posts: numberFieldSchema.optional(),
        avgLikes: numberFieldSchema.optional(),
        avgComments: numberFieldSchema.optional(),
        avgViews: numberFieldSchema.optional(),
        engagementRate: engagementRateFieldSchema.optional(),
        engagementAvg: numberFieldSchema.optional(),
        totalViews: numberFieldSchema.optional(),
        totalLikes: numberFieldSchema.optional(),
        verified: booleanFieldSchema.optional(),
      })
      .strict(),
  })
  .strict()
  .superRefine((mapping, ctx) => {
    const rate = mapping.fields.engagementRate;
    const basis = ENGAGEMENT_RATE_BASIS[mapping.platform];
    if (rate && rate.basis !== basis) {
      ctx.addIssue({
        code: 'custom',
        path: ['fields', 'engagementRate', 'basis'],
        message: `${mapping.platform} engagement rates are by ${basis}; this column is by ${rate.basis} (map the averages instead, and the rate is computed)`,
      });
    }
    if (mapping.dateIsEstimate && !mapping.notes) {
      ctx.addIssue({
        code: 'custom',
        path: ['notes'],
        message: 'an estimated date must be explained in notes',
      });
    }
  });

/** A validated dataset mapping (see {@link datasetMappingSchema}). */
export type DatasetMapping = z.infer<typeof datasetMappingSchema>;
/** The mapping as written in its JSON file (defaults not yet applied). */
export type DatasetMappingInput = z.input<typeof datasetMappingSchema>;

/** Thrown when a mapping is invalid or does not fit the file's header; lists every problem. */
export class MappingError extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(`${message}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'MappingError';
  }
}

/**
 * Validates a parsed mapping object.
 * @throws MappingError listing each problem with its JSON path.
 */
export function parseMapping(value: unknown, origin = 'mapping'): DatasetMapping {
  const parsed = datasetMappingSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new MappingError(
    `Invalid ${origin}`,
    parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
  );
}

/**
 * Reads and validates a mapping JSON file.
 * @throws MappingError when the JSON is malformed or the mapping is invalid; the file system's
 * error when it cannot be read.
 */
export async function loadMapping(path: string): Promise<DatasetMapping> {
  const text = await readFile(path, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new MappingError(`Invalid mapping ${path}`, [(error as Error).message]);
  }
  return parseMapping(value, `mapping ${path}`);
}

/**
 * The import pipeline's version: raised when the importer's rules change (2: identity by platform
 * id, dated metrics, plausibility quarantine, text repair), so every file imports again.
 */
export const IMPORT_PIPELINE_VERSION = 3;

/**
 * A short stable identity of a mapping's content (`<id>:<sha256 of its JSON>`), stored with the
 * file hash in `dataset_imports`: a changed mapping (or pipeline version) makes the file import
 * again.
 */
export function mappingKey(mapping: DatasetMapping): string {
  const hash = createHash('sha256')
    .update(`pipeline ${IMPORT_PIPELINE_VERSION}\n${JSON.stringify(mapping)}`)
    .digest('hex');
  return `${mapping.id}:${hash}`;
}

function headerKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Finds a column reference in a header: the 0-based index of the column.
 * @throws MappingError when the position is beyond the header, the name is absent, or the name
 * appears more than once (such columns must be mapped by position).
 */
export function resolveColumn(header: readonly string[], ref: ColumnRef): number {
  if (typeof ref === 'number') {
    if (ref > header.length) {
      throw new MappingError('Column not found', [
        `position ${ref} is beyond the header's ${header.length} columns`,
      ]);
    }
    return ref - 1;
  }
  const names = typeof ref === 'string' ? [ref] : ref;
  for (const name of names) {
    const indexes = header.flatMap((h, i) => (headerKey(h) === headerKey(name) ? [i] : []));
    if (indexes.length > 1) {
      throw new MappingError('Ambiguous column', [
        `header "${name}" appears ${indexes.length} times (positions ${indexes
          .map((i) => i + 1)
          .join(', ')}); map it by position`,
      ]);
    }
    if (indexes[0] !== undefined) return indexes[0];
  }
  throw new MappingError('Column not found', [
    `no header named ${names.map((n) => `"${n}"`).join(' or ')} (header: ${header
      .map((h) => `"${h}"`)
      .join(', ')})`,
  ]);
}

import { z } from 'zod';
import { ACCOUNT_TYPES, type AccountType, PLATFORMS } from '@shared/constants/discovery';
import { CATEGORY_SLUGS } from '@shared/constants/taxonomy';
import { createCategoryMatcher } from './categories';
import { categoryEvidence } from './category-evidence';
import { toCountryCode } from './countries';
import { toLanguageCode } from './languages';
import { type ColumnRef, type DatasetMapping, MappingError, resolveColumn } from './mapping';
import { isMissing, parseNumber } from './parse-number';
import { repairText } from './text-repair';
import { checkPlausibility, type RowMetrics } from './plausibility';
import { engagementBase, engagementRateOf } from './metrics';
import { USERNAME_KINDS } from './identity';
import {
  type CategoryEvidence,
  categoryEvidenceSchema,
  METRIC_NAMES,
} from '@shared/schemas/influencers';

const count = (field: string) =>
  z
    .number()
    .int()
    .nonnegative({ message: `${field} must not be negative` })
    .max(Number.MAX_SAFE_INTEGER, { message: `${field} is too large` });
const text = (max: number) => z.string().min(1).max(max);
const noControl = /^[^\p{Cc}]+$/u;
const emailSchema = z.email();

/**
 * A profile as one dataset row describes it, ready to upsert. Counts are non-negative integers,
 * `engagementRate` is a percent (3.2 = 3.2 %), `country`/`audienceCountry` are ISO 3166-1
 * alpha-2, `language` ISO 639-1, `categories` taxonomy slugs; `null` means "this row does not
 * say" (never "erase"). `verified` is null when the dataset has no such column.
 */
export const normalisedProfileSchema = z.object({
  platform: z.enum(PLATFORMS),
  username: text(150).regex(noControl, { message: 'handle contains control characters' }),
  usernameKind: z.enum(USERNAME_KINDS),
  name: text(300).nullable(),
  platformId: text(200).nullable(),
  bio: text(10_000).nullable(),
  email: z.email({ message: 'invalid email' }).max(320).nullable(),
  website: text(2_000).nullable(),
  avatarUrl: text(4_000).nullable(),
  profileUrl: text(2_000).nullable(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  audienceCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .nullable(),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  /** Why the row has each of `categories` (server/import/category-evidence.ts). */
  categoryEvidence: z.array(categoryEvidenceSchema),
  officialCategories: z.array(text(200)),
  /** The account type the source labels the row with, and the label; null when it says none. */
  accountTypeLabel: z.object({ type: z.enum(ACCOUNT_TYPES), label: text(200) }).nullable(),
  /** Null only for a provider's profile that hides it (a YouTube channel's hidden subscriber count). */
  followers: count('followers').nullable(),
  posts: count('posts').nullable(),
  avgLikes: count('avgLikes').nullable(),
  avgComments: count('avgComments').nullable(),
  avgViews: count('avgViews').nullable(),
  engagementRate: z
    .number()
    .nonnegative({ message: 'engagementRate must not be negative' })
    .finite()
    .nullable(),
  verified: z.boolean().nullable(),
  /** Metrics estimated from totals (lifetime views or likes ÷ publications). */
  estimated: z.array(z.enum(METRIC_NAMES)),
  /** Metrics the importer computed from other values of the row (a rate from likes), not stated by the source. */
  derived: z.array(z.enum(METRIC_NAMES)).optional(),
  /** Metrics that broke a plausibility rule, with the rule (server/import/plausibility.ts). */
  unverified: z.partialRecord(z.enum(METRIC_NAMES), z.string()),
});

/** A validated profile from one row (see {@link normalisedProfileSchema}). */
export type NormalisedProfile = z.infer<typeof normalisedProfileSchema>;

/** A value a row gave that was dropped (the row itself is kept): reported per field and value. */
export interface DroppedValue {
  field: string;
  value: string;
}

/**
 * The outcome of one row: a profile plus what was dropped from it (unknown countries,
 * unmapped category labels…), or the reason the whole row is skipped.
 */
export type NormaliseResult =
  | {
      ok: true;
      profile: NormalisedProfile;
      dropped: DroppedValue[];
      unmappedCategories: string[];
      /** Whether any text of the row was repaired (double-encoded UTF-8). */
      repaired: boolean;
    }
  | { ok: false; reason: string };

interface Field {
  indexes: number[];
  missing: readonly string[];
  nullWhen?: { index: number; values: Set<string> } | undefined;
}

type FieldSpec = {
  column: ColumnRef;
  fallback?: ColumnRef[] | undefined;
  missing?: string[] | undefined;
  nullWhen?: { column: ColumnRef; values: string[] } | undefined;
};

class RowError extends Error {}

const COUNT_FIELDS = ['posts', 'avgLikes', 'avgComments', 'avgViews'] as const;
const TEXT_FIELDS = [
  'name',
  'platformId',
  'bio',
  'email',
  'website',
  'avatarUrl',
  'profileUrl',
] as const;
const TRUE = new Set(['true', '1', 'yes', 'y', 't']);
const FALSE = new Set(['false', '0', 'no', 'n', 'f']);

/**
 * Compiles a mapping against a file's header into a row normaliser: cells in, a validated
 * profile (or a skip reason) out. Handles lose a leading `@`; numbers go through
 * {@link parseNumber}; countries and languages through the ISO packages; engagement rate is
 * taken as given (percent or fraction: the mapping's `unit`, resolved by the importer when
 * undeclared, see rate-unit.ts), else engagementAvg / base × 100, else (avgLikes + avgComments)
 * / base × 100 when avgLikes was measured (not estimated from totalLikes / posts), rounded to 4
 * decimals and marked `derived`; the base is followers, or measured average views on TikTok
 * ({@link engagementBase}). Averages without a column are estimated from
 * totals: avgViews = totalViews / posts, avgLikes = totalLikes / posts.
 * @throws MappingError when a mapped column is not in the header (or is ambiguous).
 */
export function createNormaliser(
  mapping: DatasetMapping,
  header: readonly string[],
): (cells: readonly string[]) => NormaliseResult {
  const problems: string[] = [];
  const locate = (name: string, ref: ColumnRef): number => {
    try {
      return resolveColumn(header, ref);
    } catch (error) {
      if (!(error instanceof MappingError)) throw error;
      problems.push(...error.problems.map((p) => `fields.${name}: ${p}`));
      return -1;
    }
  };
  const compileNullWhen = (name: string, spec: FieldSpec['nullWhen']): Field['nullWhen'] =>
    spec && {
      index: locate(name, spec.column),
      values: new Set(spec.values.map((v) => v.trim())),
    };
  const compile = (name: string, spec: FieldSpec | undefined): Field | undefined =>
    spec && {
      indexes: [spec.column, ...(spec.fallback ?? [])].map((ref) => locate(name, ref)),
      missing: spec.missing ?? [],
      nullWhen: compileNullWhen(name, spec.nullWhen),
    };
  const f = mapping.fields;
  const fields: Record<string, Field | undefined> = {};
  for (const [name, spec] of Object.entries(f)) {
    if (name !== 'categories' && name !== 'accountType')
      fields[name] = compile(name, spec as FieldSpec);
  }
  const categoryIndexes = [
    ...new Set((f.categories?.columns ?? []).map((ref) => locate('categories', ref))),
  ];
  const accountTypeIndexes = (f.accountType?.columns ?? []).map((ref) =>
    locate('accountType', ref),
  );
  const accountTypes = new Map(
    Object.entries(f.accountType?.map ?? {}).map(([label, type]) => [labelKey(label), type]),
  );
  const categoriesNullWhen = compileNullWhen('categories', f.categories?.nullWhen);
  if (problems.length > 0)
    throw new MappingError(`Mapping "${mapping.id}" does not fit the file`, problems);
  const matchCategories = f.categories ? createCategoryMatcher(f.categories) : undefined;
  const garbled = mapping.format.garbledPattern
    ? new RegExp(mapping.format.garbledPattern, 'u')
    : undefined;
  const extractors = new Map<string, RegExp>();
  for (const name of ['username', ...TEXT_FIELDS] as const) {
    const extract = f[name]?.extract;
    if (extract) extractors.set(name, new RegExp(extract, 'u'));
  }

  return (cells) => {
    const dropped: DroppedValue[] = [];
    let sawGarbled = false;
    let repaired = false;

    const applies = (nullWhen: Field['nullWhen']) =>
      nullWhen !== undefined && nullWhen.values.has((cells[nullWhen.index] ?? '').trim());
    const isNull = (field: Field) => applies(field.nullWhen);

    /** The first usable text value of a field, or null. */
    const readText = (name: string): string | null => {
      const field = fields[name];
      if (!field || isNull(field)) return null;
      for (const index of field.indexes) {
        const raw = cells[index];
        if (raw === undefined || isMissing(raw, field.missing)) continue;
        let value = raw.trim();
        // The garbled pattern describes the file as read; repair comes after it.
        if (garbled?.test(value)) {
          sawGarbled = true;
          continue;
        }
        const fixed = repairText(value, mapping.format.repairText);
        if (fixed.repaired) {
          value = fixed.text;
          repaired = true;
        }
        const extractor = extractors.get(name);
        if (extractor) {
          const match = extractor.exec(value);
          if (!match) continue;
          value = (match[1] ?? match[0]).trim();
        }
        if (value !== '') return value;
      }
      return null;
    };

    /** The first present number of a field, or null. @throws RowError when a cell is not a number. */
    const readNumber = (name: string, zeroMeansUnknown?: boolean, jsonMean?: string) => {
      const field = fields[name];
      if (!field || isNull(field)) return { value: null, percent: false };
      for (const index of field.indexes) {
        const raw = cells[index];
        if (jsonMean !== undefined) {
          const value = meanOf(raw, jsonMean);
          if (value === undefined) throw new RowError(`invalid JSON in ${name}`);
          if (value !== null && !(zeroMeansUnknown && value === 0))
            return { value, percent: false };
          continue;
        }
        const parsed = parseNumber(raw, { zeroMeansUnknown, missing: field.missing });
        if (!parsed.ok) throw new RowError(`invalid number in ${name}`);
        if (parsed.value !== null) return parsed;
      }
      return { value: null, percent: false };
    };

    /** The raw country text (not yet an ISO code), or null when missing. */
    const readCountry = (zeroMeansUnknown?: boolean): string | null => {
      const field = fields.country;
      if (!field || isNull(field)) return null;
      for (const index of field.indexes) {
        const raw = cells[index];
        if (raw === undefined || isMissing(raw, field.missing)) continue;
        if (zeroMeansUnknown && raw.trim() === '0') continue;
        return raw.trim();
      }
      return null;
    };

    try {
      const rawHandle = readText('username');
      const username = rawHandle?.replace(/^@+/, '').trim() ?? '';
      if (username === '') {
        return { ok: false, reason: sawGarbled ? 'garbled handle' : 'missing handle' };
      }
      const followers = readNumber('followers', f.followers.zeroMeansUnknown).value;
      if (followers === null) return { ok: false, reason: 'missing followers' };

      const counts = Object.fromEntries(
        COUNT_FIELDS.map((name) => {
          const value = readNumber(name, f[name]?.zeroMeansUnknown, f[name]?.jsonMean).value;
          return [name, value === null ? null : Math.round(value)];
        }),
      ) as Record<(typeof COUNT_FIELDS)[number], number | null>;
      const totalViews = readNumber('totalViews', f.totalViews?.zeroMeansUnknown).value;
      const totalLikes = readNumber('totalLikes', f.totalLikes?.zeroMeansUnknown).value;
      let viewsEstimated = false;
      if (counts.avgViews === null && totalViews !== null && counts.posts) {
        counts.avgViews = Math.round(totalViews / counts.posts);
        viewsEstimated = true;
      }
      const likesMeasured = counts.avgLikes !== null;
      if (counts.avgLikes === null && totalLikes !== null && counts.posts) {
        counts.avgLikes = Math.round(totalLikes / counts.posts);
      }

      let engagementRate: number | null = null;
      let rateDerived = false;
      if (f.engagementRate) {
        const given = readNumber('engagementRate', f.engagementRate.zeroMeansUnknown);
        if (given.value !== null) {
          const fraction = f.engagementRate.unit === 'fraction' && !given.percent;
          engagementRate = fraction ? given.value * 100 : given.value;
        }
      }
      const rateStated = engagementRate !== null;
      // By followers, or by average views on TikTok (ENGAGEMENT_RATE_BASIS).
      const base = engagementBase(mapping.platform, {
        followers,
        avgViews: counts.avgViews,
        viewsEstimated,
      });
      const engagementAvg = readNumber('engagementAvg', f.engagementAvg?.zeroMeansUnknown).value;
      if (engagementRate === null && engagementAvg !== null && base !== null && base > 0) {
        engagementRate = (engagementAvg / base) * 100;
      }
      // Only measured per-post likes make an engagement rate, not the lifetime estimate.
      if (engagementRate === null && likesMeasured && counts.avgLikes !== null) {
        engagementRate = engagementRateOf(counts.avgLikes, counts.avgComments, base);
        rateDerived = engagementRate !== null;
      }
      if (engagementRate !== null) engagementRate = Math.round(engagementRate * 10_000) / 10_000;
      const { estimated, unverified } = judge(
        { followers: Math.round(followers), ...counts, engagementRate },
        { avgViews: viewsEstimated, avgLikes: !likesMeasured },
        rateDerived,
      );

      const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, readText(name)])) as Record<
        (typeof TEXT_FIELDS)[number],
        string | null
      >;
      if (texts.email !== null && !emailSchema.safeParse(texts.email).success) {
        dropped.push({ field: 'email', value: texts.email });
        texts.email = null;
      }
      texts.website = texts.website && normaliseUrl(texts.website, dropped, 'website');
      texts.avatarUrl = texts.avatarUrl && normaliseUrl(texts.avatarUrl, dropped, 'avatarUrl');
      texts.profileUrl =
        (texts.profileUrl && normaliseUrl(texts.profileUrl, dropped, 'profileUrl')) ??
        profileUrlFrom(mapping.profileUrlTemplates, { username, platformId: texts.platformId });

      let country: string | null = null;
      let audienceCountry: string | null = null;
      if (f.country) {
        const raw = readCountry(f.country.zeroMeansUnknown);
        const code = raw === null ? null : toCountryCode(raw, f.country.format);
        if (raw !== null && code === null) dropped.push({ field: 'country', value: raw });
        if (f.country.meaning === 'creator') country = code;
        else audienceCountry = code;
      }

      let language: string | null = null;
      if (f.language) {
        const raw = readText('language');
        language = raw === null ? null : toLanguageCode(raw, f.language.format);
        if (raw !== null && language === null) dropped.push({ field: 'language', value: raw });
      }

      let verified: boolean | null = null;
      if (f.verified) {
        const raw = readText('verified');
        if (raw === null) verified = f.verified.emptyMeansFalse ? false : null;
        else if (TRUE.has(raw.toLowerCase())) verified = true;
        else if (FALSE.has(raw.toLowerCase())) verified = false;
        else throw new RowError('invalid verified flag');
      }

      let categories: NormalisedProfile['categories'] = [];
      let categoryEvidenceOf: CategoryEvidence[] = [];
      let officialCategories: string[] = [];
      let unmappedCategories: string[] = [];
      const profileText = `${texts.name ?? ''} ${texts.bio ?? ''}`;
      if (matchCategories && !applies(categoriesNullWhen)) {
        const present = categoryIndexes
          .map((i) => cells[i])
          .filter((c): c is string => c !== undefined && !isMissing(c, f.categories?.missing));
        const matched = matchCategories(present);
        categoryEvidenceOf = categoryEvidence(matched.byLabel, profileText);
        officialCategories = matched.officialLabels;
        unmappedCategories = matched.unmapped;
      } else if (!matchCategories) {
        // A source with no category column: the name and bio alone may name some.
        categoryEvidenceOf = categoryEvidence([], profileText);
      }
      categories = categoryEvidenceOf.map((e) => e.slug);

      let accountTypeLabel: NormalisedProfile['accountTypeLabel'] = null;
      const separator = f.accountType?.separator;
      const labels = accountTypeIndexes
        .map((i) => cells[i])
        .filter((c): c is string => c !== undefined && !isMissing(c, f.accountType?.missing))
        .flatMap((c) => (separator ? c.split(separator) : [c]))
        .map((c) => c.trim())
        .filter((c) => c !== '');
      const types = labels.map((c) => accountTypes.get(labelKey(c)));
      const label = labels.join(', ');
      // Every label must say the same type: one unmapped or different label is a disagreement.
      if (labels.length > 0 && types.every((t) => t !== undefined && t === types[0])) {
        accountTypeLabel = { type: types[0] as AccountType, label };
      } else if (labels.length > 0 && types.every((t) => t === undefined)) {
        // Only topic labels ("Music & Dance"): the source files the account as a creator.
        accountTypeLabel = { type: 'creator', label };
      }

      const candidate = {
        platform: mapping.platform,
        username,
        ...texts,
        country,
        audienceCountry,
        language,
        categories,
        categoryEvidence: categoryEvidenceOf,
        officialCategories,
        accountTypeLabel,
        followers: Math.round(followers),
        ...counts,
        engagementRate,
        verified,
        // A handle never holds whitespace: such a value is a display name.
        usernameKind: /\s/u.test(username) ? ('name' as const) : f.username.kind,
        estimated,
        derived: engagementRate !== null && !rateStated ? ['engagementRate' as const] : [],
        unverified,
      };
      const parsed = normalisedProfileSchema.safeParse(candidate);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const path = issue?.path.join('.') ?? '';
        const message = issue?.message ?? 'invalid row';
        return { ok: false, reason: message.startsWith(path) ? message : `${path}: ${message}` };
      }
      return { ok: true, profile: parsed.data, dropped, unmappedCategories, repaired };
    } catch (error) {
      if (error instanceof RowError) return { ok: false, reason: error.message };
      throw error;
    }
  };
}

/**
 * The estimated metrics of a row and the plausibility verdicts on its values
 * ({@link checkPlausibility}); every value is from this one row, so one date.
 * @param rateDerived whether the engagement rate was computed from the row's likes and comments.
 */
export function judge(
  values: Record<(typeof METRIC_NAMES)[number], number | null>,
  estimatedFlags: { avgViews: boolean; avgLikes: boolean },
  rateDerived: boolean,
): Pick<NormalisedProfile, 'estimated' | 'unverified'> {
  const metrics: RowMetrics = {};
  for (const name of METRIC_NAMES) {
    const value = values[name];
    if (value === null) continue;
    const estimated = name === 'avgViews' || name === 'avgLikes' ? estimatedFlags[name] : false;
    metrics[name] = { value, estimated, unverified: null };
  }
  checkPlausibility(metrics, rateDerived);
  const estimated: NormalisedProfile['estimated'] = [];
  const unverified: NormalisedProfile['unverified'] = {};
  for (const name of METRIC_NAMES) {
    const metric = metrics[name];
    if (metric?.estimated) estimated.push(name);
    if (metric?.unverified) unverified[name] = metric.unverified;
  }
  return { estimated, unverified };
}

/** Mean of a numeric property over a JSON array cell; null when none has it, undefined when not JSON. */
function meanOf(raw: string | undefined, property: string): number | null | undefined {
  if (raw === undefined || isMissing(raw)) return null;
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!Array.isArray(items)) return undefined;
  const values = items
    .map((item: unknown) =>
      item && typeof item === 'object' ? (item as Record<string, unknown>)[property] : undefined,
    )
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Adds `https://` to a bare domain; drops (and reports) what is still not an http(s) URL. */
function normaliseUrl(value: string, dropped: DroppedValue[], field: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === 'http:' || url.protocol === 'https:') return withScheme;
  } catch {
    // reported below
  }
  dropped.push({ field, value });
  return null;
}

/** The first template whose placeholders all have values, filled in (URL-encoded). */
function profileUrlFrom(
  templates: readonly string[] | undefined,
  values: Record<string, string | null>,
): string | null {
  for (const template of templates ?? []) {
    let complete = true;
    const url = template.replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = values[key];
      if (!value) complete = false;
      return encodeURIComponent(value ?? '');
    });
    if (complete) return url;
  }
  return null;
}

/** How account-type labels are compared: trimmed, lower case, runs of whitespace as one space. */
function labelKey(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

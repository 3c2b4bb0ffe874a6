import { randomUUID } from 'node:crypto';
import type { Platform } from '@shared/constants/discovery';
import { ENGAGEMENT_RATE_BASIS, METRIC_NAMES, type MetricEntry } from '@shared/schemas/influencers';
import { decideAccountType } from './account-type';
import { conflictOf, type MetricConflict } from './conflicts';
import { KIND_RANK, rowKeys } from './identity';
import type { StoredProfile } from './import.repository';
import { chooseMetric, columnValue, isStaleRate } from './metrics';
import type { NormalisedProfile } from './normalise';

/** The dataset a row comes from. */
export interface RowSource {
  /** Dataset id (the mapping's `id`). */
  source: string;
  /** Short readable name shown beside the numbers. */
  sourceName: string;
  /** ISO date the data describes. */
  date: string;
  /** Whether the dataset's date is an estimate (an undated source), not declared by it. */
  dateIsEstimate?: boolean;
  /** Whether the dataset says anything about `verified` (otherwise it is left alone). */
  providesVerified: boolean;
  /** When the data was read (ISO timestamp), for a source read live; default the date's midnight UTC. */
  at?: string;
}

/** The free-text profile fields a row may fill (each newest-wins, never erased). */
export const TEXT_FIELDS = [
  'name',
  'avatarUrl',
  'bio',
  'email',
  'website',
  'country',
  'audienceCountry',
  'profileUrl',
] as const;

/** How many identity keys a profile keeps (its names and handles over time). */
const MAX_MATCH_KEYS = 8;

/** A new, empty profile for a row. */
function emptyProfile(row: NormalisedProfile): StoredProfile {
  return {
    id: randomUUID(),
    platform: row.platform,
    platformId: null,
    username: row.username,
    usernameKind: row.usernameKind,
    matchKeys: [],
    name: null,
    avatarUrl: null,
    bio: null,
    email: null,
    website: null,
    country: null,
    audienceCountry: null,
    language: null,
    languageInferred: false,
    accountType: 'creator',
    accountTypeSource: null,
    categories: [],
    categoryEvidence: [],
    officialCategories: [],
    followers: null,
    posts: null,
    avgLikes: null,
    avgComments: null,
    avgViews: null,
    engagementRate: null,
    metrics: {},
    verified: false,
    profileUrl: null,
    sources: [],
    curatedFields: [],
    refreshedAt: null,
  };
}

/** The metric entries a row gives, dated and sourced, with their estimate and plausibility flags. */
export function rowMetrics(row: NormalisedProfile, from: RowSource) {
  const entries: Partial<Record<(typeof METRIC_NAMES)[number], MetricEntry>> = {};
  for (const name of METRIC_NAMES) {
    const value = row[name];
    if (value === null) continue;
    const unverified = row.unverified[name];
    entries[name] = {
      value,
      on: from.date,
      source: from.source,
      sourceName: from.sourceName,
      ...(row.estimated.includes(name) && { estimated: true }),
      ...(row.derived?.includes(name) && { derived: true }),
      ...(name === 'engagementRate' && { basis: ENGAGEMENT_RATE_BASIS[row.platform] }),
      ...(from.dateIsEstimate && { dateEstimated: true }),
      ...(unverified !== undefined && { unverified }),
    };
  }
  return entries;
}

/**
 * Folds one row into a profile (or a new one when `profile` is null) and returns the result; the
 * input is not changed. Per field: curated → kept; text fields from data at least as new as the
 * profile's → the row's value unless empty, older → only fills gaps; categories likewise (an
 * empty list never erases); each metric by {@link chooseMetric}, the columns then holding only
 * plausible values; a stronger username kind (confirmed handle over maybe-handle over name), or a
 * newer one of the same kind, replaces the username unless `handleTaken` says another profile
 * holds it as a confirmed handle; the platform id is set once. `inferredLanguage` (detected from
 * the row's text) fills the language only when no source states one, marked as inferred; a stated
 * language always replaces an inferred one. Each disagreement between sources decided by
 * precedence rather than date ({@link conflictOf}) is pushed onto `conflicts` when given. A
 * stored engagement rate of another basis than the platform's ({@link isStaleRate}) is dropped.
 * The account type is decided again from the folded profile and the row's label
 * ({@link decideAccountType}); a label from data older than the profile's does not replace a
 * stored label.
 */
export function applyRow(
  profile: StoredProfile | null,
  row: NormalisedProfile,
  from: RowSource,
  handleTaken: (handle: string, ownerId: string) => boolean,
  inferredLanguage: string | null = null,
  conflicts?: MetricConflict[],
): StoredProfile {
  const next: StoredProfile = profile ? structuredClone(profile) : emptyProfile(row);
  const refreshedOn = next.refreshedAt?.slice(0, 10) ?? null;
  const newer = refreshedOn === null || from.date >= refreshedOn;
  const curated = (field: string) => next.curatedFields.includes(field);

  for (const field of TEXT_FIELDS) {
    if (curated(field)) continue;
    const value = row[field];
    if (value !== null && (newer || next[field] === null)) next[field] = value;
  }
  if (
    row.language !== null &&
    !curated('language') &&
    (newer || next.language === null || next.languageInferred)
  ) {
    next.language = row.language;
    next.languageInferred = false;
  }
  if (next.language === null && inferredLanguage !== null && !curated('language')) {
    next.language = inferredLanguage;
    next.languageInferred = true;
  }
  if (
    !curated('categories') &&
    row.categories.length > 0 &&
    (newer || next.categories.length === 0)
  ) {
    next.categories = [...row.categories];
    next.categoryEvidence = structuredClone(row.categoryEvidence);
  }
  if (
    !curated('officialCategories') &&
    row.officialCategories.length > 0 &&
    (newer || next.officialCategories.length === 0)
  ) {
    next.officialCategories = [...row.officialCategories];
  }
  if (from.providesVerified && row.verified !== null && !curated('verified')) {
    next.verified = newer ? row.verified : next.verified || row.verified;
  }
  next.platformId ??= row.platformId;

  const stronger = KIND_RANK[row.usernameKind] > KIND_RANK[next.usernameKind];
  const sameKindNewer = row.usernameKind === next.usernameKind && newer;
  if (
    profile &&
    (stronger || sameKindNewer) &&
    !(row.usernameKind === 'handle' && handleTaken(row.username.toLowerCase(), next.id))
  ) {
    next.username = row.username;
    next.usernameKind = row.usernameKind;
  }

  const incoming = rowMetrics(row, from);
  // A TikTok rate stored by followers (before issue 31) is another metric: it never stays.
  if (isStaleRate(next.platform as Platform, next.metrics.engagementRate)) {
    delete next.metrics.engagementRate;
  }
  for (const name of METRIC_NAMES) {
    const conflict =
      conflicts && conflictOf(next.username, name, next.metrics[name], incoming[name]);
    if (conflict) conflicts?.push(conflict);
    const chosen = chooseMetric(next.metrics[name], incoming[name]);
    if (chosen) next.metrics[name] = chosen;
    next[name] = columnValue(next.metrics[name]);
  }

  if (!curated('accountType')) {
    const previous =
      next.accountTypeSource === null
        ? null
        : { type: next.accountType, source: next.accountTypeSource };
    // Like the text fields, an older source's label does not replace a newer one's.
    const label = newer || !previous?.source.startsWith('label:') ? row.accountTypeLabel : null;
    const decided = decideAccountType(next, label, previous);
    next.accountType = decided.type;
    next.accountTypeSource = decided.source;
  }

  const keys = [...rowKeys(row), ...next.matchKeys];
  next.matchKeys = [...new Set(keys)].slice(0, MAX_MATCH_KEYS);
  if (!next.sources.includes(from.source)) next.sources = [...next.sources, from.source];
  const rowTime = from.at ?? `${from.date}T00:00:00.000Z`;
  if (next.refreshedAt === null || rowTime > next.refreshedAt) next.refreshedAt = rowTime;
  return next;
}

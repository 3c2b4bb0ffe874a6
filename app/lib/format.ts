import { CATEGORIES } from '@shared/constants/taxonomy';

/**
 * Number, country and language formatting for influencer data. Names come from the browser's
 * `Intl.DisplayNames` (no bundled lists); a missing value is shown as an em dash.
 */

/** What the app shows for an unknown value. */
export const MISSING = '—';

const compactFormat = new Intl.NumberFormat('en', {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const exactFormat = new Intl.NumberFormat('en');
// Formatters are built once: `toLocaleString` with options builds a new one at every call, which
// showed as the most expensive of the home page's own functions while it hydrated.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
// en-US: three-letter months everywhere ("Sep 2022"; en-GB writes "Sept").
const monthYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const percentFormats = new Map<number, Intl.NumberFormat>();

function percentFormat(fractionDigits: number): Intl.NumberFormat {
  let format = percentFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en', { maximumFractionDigits: fractionDigits });
    percentFormats.set(fractionDigits, format);
  }
  return format;
}

let regionNames: Intl.DisplayNames | null | undefined;
let languageNames: Intl.DisplayNames | null | undefined;

function regions(): Intl.DisplayNames | null {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    } catch {
      regionNames = null;
    }
  }
  return regionNames;
}

function languages(): Intl.DisplayNames | null {
  if (languageNames === undefined) {
    try {
      languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    } catch {
      languageNames = null;
    }
  }
  return languageNames;
}

/** A count shown compactly: 950, 12.3K, 1.2M, 2.5B; "—" when unknown. */
export function formatCompact(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return compactFormat.format(value);
}

/** A count with thousands separators (1,234,567), for tooltips; "—" when unknown. */
export function formatExact(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return exactFormat.format(value);
}

/** A percent value (3.456 → "3.46%"); "—" when unknown. */
export function formatPercent(value: number | null | undefined, fractionDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return `${percentFormat(fractionDigits).format(value)}%`;
}

/** A signed change (+12.3K, −4K); "—" when unknown. */
export function formatSignedCompact(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${compactFormat.format(Math.abs(value))}`;
}

/** The English name of a country code ("US" → "United States"); the code itself when unknown. */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  try {
    return regions()?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

/** The English name of an ISO 639-1 code ("pt" → "Portuguese"); the code itself when unknown. */
export function languageName(code: string): string {
  const lower = code.toLowerCase();
  try {
    return languages()?.of(lower) ?? lower;
  } catch {
    return lower;
  }
}

/** A calendar date in English ("12 Mar 2024"); "—" when missing or invalid. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return MISSING;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return MISSING;
  return dateFormat.format(date);
}

/** A month and year in English ("Dec 2022") from an ISO date (UTC); "—" when missing or invalid. */
export function formatMonthYear(value: string | null | undefined): string {
  if (!value) return MISSING;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return MISSING;
  return monthYearFormat.format(date);
}

/**
 * How a profile's username reads: "@handle" for a handle (confirmed, or from a column mixing
 * handles and names), null when the source gave only a display name (no handle on record).
 */
export function handleText(p: { username: string; usernameKind: string }): string | null {
  return p.usernameKind === 'name' ? null : `@${p.username}`;
}

/**
 * Up to two initials of a name or handle, from its words of letters and digits ("Jane Cooper" →
 * "JC", "@nike" → "N", "Aryan | HTML • CSS" → "AH").
 */
export function initials(value: string): string {
  const words = value.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/**
 * A safe outbound link: http(s) URLs as given, bare domains with `https://`; null for anything
 * else (javascript:, mailto:, garbage), so it is never rendered as a link.
 */
export function externalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.toString();
  } catch {
    return null;
  }
}

const CATEGORY_LABELS = new Map<string, string>(CATEGORIES.map((c) => [c.slug, c.label]));

/** The label of a taxonomy slug ("food" → "Food & Drink"); the slug itself when unknown. */
export function categoryLabel(slug: string): string {
  return CATEGORY_LABELS.get(slug) ?? slug;
}

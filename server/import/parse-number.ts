/**
 * Cell values that mean "no value" in the bundled datasets, compared after trimming and
 * lower-casing: empty, `nan`, `N/A`, `N/A'` (stray apostrophe), `#VALOR!` (Spanish Excel error),
 * `--`, `-`, `Unknown`, `none`, plus `null` and the English Excel errors for good measure.
 */
export const MISSING_MARKERS: ReadonlySet<string> = new Set([
  '',
  'nan',
  'n/a',
  "n/a'",
  '#valor!',
  '#value!',
  '#n/a',
  '#div/0!',
  '--',
  '-',
  'unknown',
  'none',
  'null',
]);

/**
 * True when a raw cell means "no value": undefined, blank, or one of {@link MISSING_MARKERS}
 * (case-insensitive, surrounding whitespace ignored, so `-- ` and `NaN` count), or one of the
 * mapping's `extra` markers (same comparison).
 */
export function isMissing(raw: string | undefined, extra: readonly string[] = []): boolean {
  if (raw === undefined) return true;
  const value = raw.trim().toLowerCase();
  return MISSING_MARKERS.has(value) || extra.some((m) => m.trim().toLowerCase() === value);
}

/** Options of {@link parseNumber}. */
export interface ParseNumberOptions {
  /** `0` means "unknown" in this column (e.g. `new_post_avg_like`), so it parses as `null`. */
  zeroMeansUnknown?: boolean;
  /** Further missing markers for this column, compared like {@link MISSING_MARKERS}. */
  missing?: readonly string[];
}

/**
 * The result of {@link parseNumber}: a number (or `null` for a missing value), with `percent`
 * telling whether the cell carried a `%` sign; or `ok: false` when the cell is not a number.
 */
export type ParsedNumber =
  { ok: true; value: number | null; percent: boolean } | { ok: false; error: string };

const SUFFIXES: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };
const PLAIN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * Parses one numeric cell as the datasets write them: plain (`637000.0`, `477900000.00`),
 * thousands separators (`234,000,000`), scientific (`2.28E+11`), suffixed in either case
 * (`0.89k`, `274.9K`, `1.2m`, `475.8m`, `29.0b`: k = 10³, m = 10⁶, b = 10⁹) and percent
 * (`1.39%` → 1.39 with `percent: true`; `NaN%` → null). Missing markers give `value: null`, and
 * so does `0` when `zeroMeansUnknown`. Never throws; anything else (`abc`, `1,5`, `12 k`) is
 * `ok: false`. The value is returned as written (no rounding); callers check the sign.
 */
export function parseNumber(
  raw: string | undefined,
  options: ParseNumberOptions = {},
): ParsedNumber {
  const missing = { ok: true, value: null, percent: false } as const;
  if (raw === undefined || isMissing(raw, options.missing)) return missing;
  let text = raw.trim();
  let percent = false;
  if (text.endsWith('%')) {
    percent = true;
    text = text.slice(0, -1).trim();
    if (isMissing(text, options.missing)) return { ok: true, value: null, percent };
  }
  let multiplier = 1;
  const suffix = SUFFIXES[text.slice(-1).toLowerCase()];
  if (suffix !== undefined && !percent) {
    multiplier = suffix;
    text = text.slice(0, -1);
  }
  if (GROUPED.test(text)) text = text.replaceAll(',', '');
  if (!PLAIN.test(text)) return { ok: false, error: `not a number: ${JSON.stringify(raw)}` };
  // toPrecision(15) removes binary noise such as 475.8 × 10⁶ = 475800000.00000006.
  const value =
    multiplier === 1 ? Number(text) : Number((Number(text) * multiplier).toPrecision(15));
  if (!Number.isFinite(value))
    return { ok: false, error: `not a finite number: ${JSON.stringify(raw)}` };
  if (value === 0 && options.zeroMeansUnknown) return { ok: true, value: null, percent };
  return { ok: true, value: Object.is(value, -0) ? 0 : value, percent };
}

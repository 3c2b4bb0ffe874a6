/** A numeric filter range in real units; an absent bound is open. */
export interface NumericRange {
  min?: number;
  max?: number;
}

/**
 * Turns slider indexes `[from, to]` over `stops` into a range in real units. The full range is
 * `{}` (no filter); the last stop as `to` leaves `max` open; a `null` stop as `from` uses the stop
 * before it.
 */
export function rangeFromStops(
  stops: readonly (number | null)[],
  [from, to]: readonly [number, number],
): NumericRange {
  const last = stops.length - 1;
  const range: NumericRange = {};
  if (from > 0) range.min = stops[from] ?? stops[from - 1] ?? undefined;
  if (to < last) range.max = stops[to] ?? undefined;
  return range;
}

/** Formats a range as the API's `min,max` parameter (`"1000,"` when max is open); undefined for no filter. */
export function formatRangeParam(range: NumericRange): string | undefined {
  if (range.min === undefined && range.max === undefined) return undefined;
  return `${range.min ?? 0},${range.max ?? ''}`;
}

/**
 * Parses a `min,max` parameter (`"1000,50000"`, `"1000,"`, `"1000"`). Numbers are in real units.
 * @returns null when it is malformed or min > max.
 */
export function parseRangeParam(value: string): NumericRange | null {
  const match = /^\s*(\d+(?:\.\d+)?)?\s*(?:,\s*(\d+(?:\.\d+)?)?\s*)?$/.exec(value);
  if (!match) return null;
  const range: NumericRange = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return null;
  return range;
}

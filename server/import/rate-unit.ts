import { median } from '@shared/math/median';
import type { DatasetMapping, RateUnit } from './mapping';
import { resolveColumn } from './mapping';
import { parseNumber } from './parse-number';
import type { TableRecord } from './parse-table';

/**
 * A column of undeclared unit is read as a fraction when every value is at most 1 and the median
 * is below this: published engagement rates sit around 1–5 % (HypeAuditor's and Modash's
 * benchmarks), so a percent column whose median is under 0.2 % is far more likely 0.0139-style
 * fractions than a column of almost-zero percents.
 */
export const FRACTION_MEDIAN_BELOW = 0.2;

/** The unit an engagement-rate column is read in, and the report's warning when it was not declared as found. */
export interface RateUnitResolution {
  /** The mapping to import with: `fields.engagementRate.unit` always set. */
  mapping: DatasetMapping;
  /** How it was decided. */
  unit: RateUnit | null;
  /** A line for the report when the unit was detected or the data contradicts the declared one. */
  warning: string | null;
}

/**
 * The unit the values of a rate column look like: `percent` when any is written with `%` or is
 * above 1, `fraction` when all are at most 1 with a median below {@link FRACTION_MEDIAN_BELOW},
 * else `percent`; null without any value.
 */
export function detectRateUnit(
  values: readonly { value: number; percent: boolean }[],
): RateUnit | null {
  if (values.length === 0) return null;
  if (values.some((v) => v.percent || v.value > 1)) return 'percent';
  return median(values.map((v) => v.value)) < FRACTION_MEDIAN_BELOW ? 'fraction' : 'percent';
}

/**
 * Settles the unit of a mapping's engagement-rate column before the rows are read: a declared
 * unit is kept (with a warning when the values contradict it — a "fraction" above 1, or a
 * "percent" column that looks like fractions); an undeclared one is detected from the column
 * ({@link detectRateUnit}) with a warning saying so, and fraction values are then × 100. A
 * mapping without a rate column, or whose column is not in the header, is returned as it is (the
 * normaliser reports the missing column).
 */
export function resolveRateUnit(
  mapping: DatasetMapping,
  header: readonly string[],
  records: readonly TableRecord[],
): RateUnitResolution {
  const field = mapping.fields.engagementRate;
  if (!field) return { mapping, unit: null, warning: null };
  let index: number;
  try {
    index = resolveColumn(header, field.column);
  } catch {
    return { mapping, unit: field.unit ?? null, warning: null };
  }
  const values = records.flatMap((r) => {
    const parsed = parseNumber(r.cells[index], {
      zeroMeansUnknown: field.zeroMeansUnknown,
      missing: field.missing,
    });
    return parsed.ok && parsed.value !== null
      ? [{ value: parsed.value, percent: parsed.percent }]
      : [];
  });
  const detected = detectRateUnit(values);
  const column = header[index] ?? String(index + 1);
  const middle = values.length > 0 ? median(values.map((v) => v.value)) : null;
  if (field.unit) {
    const contradicts = detected !== null && detected !== field.unit;
    return {
      mapping,
      unit: field.unit,
      warning: contradicts
        ? `engagementRate column "${column}" is declared ${field.unit} but its values look like ${detected} (median ${middle}); kept as declared`
        : null,
    };
  }
  const unit = detected ?? 'percent';
  return {
    mapping: {
      ...mapping,
      fields: { ...mapping.fields, engagementRate: { ...field, unit } },
    },
    unit,
    warning:
      `engagementRate column "${column}" has no declared unit: detected ${unit} ` +
      `(${values.length} values, median ${middle}${unit === 'fraction' ? ', all ≤ 1; converted to percent' : ''}); declare "unit" in the mapping`,
  };
}

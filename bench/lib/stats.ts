/** The p-th percentile (0–100) of `values` by nearest rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Milliseconds with one decimal. */
export const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

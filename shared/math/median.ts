/**
 * The middle value of a non-empty list of numbers (the mean of the two middle ones for an even
 * count); the list is not changed. Used for engagement-rate medians (picks' size tiers, the
 * import's rate-unit detection).
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// The bench's one median: every script reports the same middle of its runs.

/**
 * The middle of the finite values, the mean of the two middle ones for an even count; null
 * when there are none (a figure no run produced).
 */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Ranks with ties sharing their average rank, as Spearman's coefficient needs. */
function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let at = start; at <= end; at += 1) ranks[order[at]!.index] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Spearman's rank correlation: Pearson's coefficient of the two lists' ranks. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = averageRanks(a);
  const rb = averageRanks(b);
  const n = ra.length;
  const meanA = ra.reduce((sum, r) => sum + r, 0) / n;
  const meanB = rb.reduce((sum, r) => sum + r, 0) / n;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < n; i += 1) {
    const da = ra[i]! - meanA;
    const db = rb[i]! - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  return varianceA === 0 || varianceB === 0 ? 0 : covariance / Math.sqrt(varianceA * varianceB);
}

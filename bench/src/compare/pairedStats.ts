/** The mean of paired differences (B − A) and its standard error, over `n` pairs. */
export interface PairedDifference {
  mean: number;
  /** Standard error of the mean: the differences' sample SD ÷ √n; NaN below two pairs. */
  se: number;
  n: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Sample variance (n − 1 in the denominator); NaN below two values. */
function sampleVariance(values: readonly number[]): number {
  if (values.length < 2) return Number.NaN;
  const mean = sum(values) / values.length;
  return sum(values.map((value) => (value - mean) ** 2)) / (values.length - 1);
}

/**
 * B − A over pairs measured side by side (one page, both trees): the pairing removes what the
 * pages differ by, so the standard error is the trees' difference's own noise, not the pages'.
 */
export function pairedDifference(pairs: readonly { a: number; b: number }[]): PairedDifference {
  const differences = pairs.map(({ a, b }) => b - a).filter(Number.isFinite);
  const n = differences.length;
  return {
    mean: n ? sum(differences) / n : Number.NaN,
    se: Math.sqrt(sampleVariance(differences) / n),
    n,
  };
}

/**
 * The within-tree spread: the SD of one page's runs, pooled over pages (their variances weighted
 * by degrees of freedom). What a single run of one page wanders by, for reading a difference
 * against; NaN when no page has two runs.
 */
export function pooledSd(groups: readonly (readonly number[])[]): number {
  const usable = groups
    .map((group) => group.filter(Number.isFinite))
    .filter((group) => group.length >= 2);
  const freedom = sum(usable.map((group) => group.length - 1));
  if (freedom === 0) return Number.NaN;
  return Math.sqrt(
    sum(usable.map((group) => sampleVariance(group) * (group.length - 1))) / freedom,
  );
}

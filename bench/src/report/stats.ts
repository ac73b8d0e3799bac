export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface Timings {
  runs: number[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  failures: number;
}

export function summarize(runs: (number | null)[]): Timings {
  const ok = runs.filter((r): r is number => r !== null).map((r) => Math.round(r));
  return {
    runs: ok,
    medianMs: Math.round(median(ok)),
    minMs: ok.length ? Math.min(...ok) : NaN,
    maxMs: ok.length ? Math.max(...ok) : NaN,
    failures: runs.length - ok.length,
  };
}

/**
 * When a process counts as slow. Its median answer time over the last `windowMs` is compared with
 * the median of the other processes' medians: slow when it is more than `slowFactor` times theirs
 * and `marginMs` more; back when it is within `backFactor` times theirs or half the margin. Only a
 * process with `minSamples` answers in the window is judged (one with too few keeps its state).
 */
export interface LatencyRule {
  windowMs: number;
  minSamples: number;
  slowFactor: number;
  backFactor: number;
  marginMs: number;
}

export const defaultLatencyRule: LatencyRule = {
  windowMs: 3000,
  minSamples: 10,
  slowFactor: 2,
  backFactor: 1.5,
  marginMs: 100,
};

export type UpstreamChange =
  | { upstream: string; slow: true; medianMs: number; othersMs: number }
  | { upstream: string; slow: false; slowForMs: number; medianMs: number; othersMs: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * The answer times nginx logged per process, and which processes are slow beside the others:
 * `record` each answer, `judge` now and then for the changes since the last judgement.
 */
export function createUpstreamLatency(rule: LatencyRule = defaultLatencyRule) {
  const samples = new Map<string, { at: number; ms: number }[]>();
  const slowSince = new Map<string, number>();

  const mediansAt = (now: number) => {
    const medians = new Map<string, number>();
    for (const [upstream, list] of samples) {
      const from = list.findIndex((sample) => sample.at > now - rule.windowMs);
      list.splice(0, from === -1 ? list.length : from);
      if (list.length >= rule.minSamples)
        medians.set(upstream, median(list.map((sample) => sample.ms)));
    }
    return medians;
  };

  const changeOf = (upstream: string, medianMs: number, othersMs: number, now: number) => {
    const since = slowSince.get(upstream);
    const over = medianMs - othersMs;
    if (since === undefined) {
      if (medianMs <= rule.slowFactor * othersMs || over <= rule.marginMs) return null;
      slowSince.set(upstream, now);
      return { upstream, slow: true as const, medianMs, othersMs };
    }
    if (medianMs > rule.backFactor * othersMs && over > rule.marginMs / 2) return null;
    slowSince.delete(upstream);
    return { upstream, slow: false as const, slowForMs: now - since, medianMs, othersMs };
  };

  return {
    /** One answer of `upstream`, logged at `at` (epoch ms), that took `seconds`. */
    record(upstream: string, at: number, seconds: number) {
      const list = samples.get(upstream) ?? [];
      samples.set(upstream, list);
      list.push({ at, ms: seconds * 1000 });
    },
    /** The changes of state as of `now`, and each judged process's median answer time. */
    judge(now: number): { changes: UpstreamChange[]; medians: Map<string, number> } {
      const medians = mediansAt(now);
      const changes: UpstreamChange[] = [];
      for (const [upstream, medianMs] of medians) {
        const others = [...medians].filter(([name]) => name !== upstream).map(([, ms]) => ms);
        if (others.length === 0) continue;
        const change = changeOf(upstream, medianMs, median(others), now);
        if (change) changes.push(change);
      }
      return { changes, medians };
    },
    isSlow: (upstream: string) => slowSince.has(upstream),
    upstreams: () => [...samples.keys()],
  };
}

export type UpstreamLatency = ReturnType<typeof createUpstreamLatency>;

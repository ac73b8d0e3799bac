/** Glottal pulses of a flat-pitched utterance: sample positions one period apart. */
export interface PitchMarks {
  /** Sample indices, ascending. */
  marks: number[];
  /** The period in samples, measured (eSpeak's flat pitch is not exactly the one asked for). */
  period: number;
}

/** The period near `expected` samples where the signal repeats best (parabolic refinement). */
export function measurePeriod(samples: Float32Array, expected: number): number {
  const from = Math.floor(expected * 0.85);
  const to = Math.ceil(expected * 1.15);
  const scores: number[] = [];
  const stride = 2;
  for (let lag = from - 1; lag <= to + 1; lag++) {
    let sum = 0;
    for (let i = 0; i + lag < samples.length; i += stride)
      sum += (samples[i] as number) * (samples[i + lag] as number);
    scores.push(sum / Math.max(1, samples.length - lag));
  }
  let best = 1;
  for (let k = 2; k < scores.length - 1; k++)
    if ((scores[k] as number) > (scores[best] as number)) best = k;
  const [a, b, c] = [
    scores[best - 1] as number,
    scores[best] as number,
    scores[best + 1] as number,
  ];
  const shift = a - 2 * b + c === 0 ? 0 : (0.5 * (a - c)) / (a - 2 * b + c);
  return from - 1 + best + shift;
}

/**
 * Pulse marks through the whole utterance: from its loudest sample, one period at a time each way,
 * each snapped to the strongest peak within a tenth of a period where there is voice; in
 * silence and noise the marks keep the period's spacing.
 */
export function pitchMarks(samples: Float32Array, period: number): PitchMarks {
  let loudest = 0;
  for (let i = 0; i < samples.length; i++)
    if ((samples[i] as number) > (samples[loudest] as number)) loudest = i;
  let level = 0;
  for (let i = 0; i < samples.length; i++) level = Math.max(level, Math.abs(samples[i] as number));
  const voiced = level * 0.05;
  const reach = Math.max(1, Math.round(period * 0.1));
  /** The strongest peak near `guess` where there is voice, else null. */
  const snap = (guess: number): number | null => {
    const center = Math.round(guess);
    let best = center;
    for (let i = center - reach; i <= center + reach; i++)
      if (i >= 0 && i < samples.length && (samples[i] as number) > (samples[best] ?? -Infinity))
        best = i;
    return (samples[best] ?? 0) > voiced ? best : null;
  };
  /** Marks from `loudest` one period at a time in `direction`, in the order they are found. */
  const walk = (direction: 1 | -1) => {
    const found: number[] = [];
    let at = loudest + direction * period;
    while (at >= 0 && at < samples.length) {
      const snapped = snap(at);
      found.push(snapped ?? Math.round(at));
      at = (snapped ?? at) + direction * period;
    }
    return found;
  };
  const forward = [loudest, ...walk(1)];
  const backward = walk(-1);
  return { marks: [...backward.reverse(), ...forward], period };
}

/** The index of the mark nearest to `at` (marks ascending). */
export function nearestMark(marks: readonly number[], at: number): number {
  let low = 0;
  let high = marks.length - 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if ((marks[mid] as number) < at) low = mid;
    else high = mid;
  }
  return Math.abs((marks[low] as number) - at) <= Math.abs((marks[high] as number) - at)
    ? low
    : high;
}

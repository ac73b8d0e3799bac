/** The lags YIN searches for a frame of `frame` samples: periods of `maxHz` down to `minHz`. */
function lagRange(frame: number, rate: number, minHz = 100, maxHz = 1000) {
  return {
    minLag: Math.max(2, Math.floor(rate / maxHz)),
    maxLag: Math.min(Math.floor(rate / minHz), Math.floor(frame / 2)),
  };
}

/**
 * YIN (de Cheveigné & Kawahara 2002) from a frame's difference function (`diff[lag]`): the
 * fundamental frequency, or null where the frame is not periodic enough (its cumulative-mean
 * difference never dips under `threshold`).
 */
function pitchOfDifference(
  diff: Float64Array,
  minLag: number,
  maxLag: number,
  rate: number,
  threshold = 0.15,
): number | null {
  let running = 0;
  const cmnd = new Float64Array(maxLag + 1).fill(1);
  for (let lag = 1; lag <= maxLag; lag++) {
    running += diff[lag] as number;
    cmnd[lag] = running > 0 ? ((diff[lag] as number) * lag) / running : 1;
  }
  let lag = minLag;
  while (lag < maxLag && (cmnd[lag] as number) >= threshold) lag++;
  if (lag >= maxLag) return null;
  while (lag + 1 < maxLag && (cmnd[lag + 1] as number) < (cmnd[lag] as number)) lag++;
  const [a, b, c] = [cmnd[lag - 1] as number, cmnd[lag] as number, cmnd[lag + 1] as number];
  const shift = a - 2 * b + c === 0 ? 0 : (0.5 * (a - c)) / (a - 2 * b + c);
  return rate / (lag + shift);
}

/**
 * The median pitch over the middle of [start, end) seconds, YIN on frames 25 ms long every 5 ms.
 * The frames overlap, so each lag's squared differences are summed once over the whole span and
 * every frame's difference is read off that running sum.
 */
export function medianPitch(
  samples: Float32Array,
  rate: number,
  start: number,
  end: number,
): number | null {
  const frame = Math.round(0.025 * rate);
  const { minLag, maxLag } = lagRange(frame, rate);
  const from = Math.round((start + (end - start) * 0.2) * rate);
  const to = Math.round((end - (end - start) * 0.2) * rate) - frame;
  const starts: number[] = [];
  for (let at = from; at <= Math.max(from, to); at += Math.round(0.005 * rate))
    if (at >= 0 && at + frame + maxLag <= samples.length) starts.push(at);
  const first = starts[0];
  if (first === undefined) return null;
  const span = (starts[starts.length - 1] as number) - first + frame;
  // Row f holds frame f's difference for each lag.
  const width = maxLag + 1;
  const diffs = new Float64Array(starts.length * width);
  const running = new Float64Array(span + 1);
  for (let lag = 1; lag <= maxLag; lag++) {
    let sum = 0;
    for (let i = 0; i < span; i++) {
      const d = (samples[first + i] as number) - (samples[first + i + lag] as number);
      sum += d * d;
      running[i + 1] = sum;
    }
    for (let f = 0; f < starts.length; f++) {
      const offset = (starts[f] as number) - first;
      diffs[f * width + lag] = (running[offset + frame] as number) - (running[offset] as number);
    }
  }
  const found = starts
    .map((_, f) =>
      pitchOfDifference(diffs.subarray(f * width, (f + 1) * width), minLag, maxLag, rate),
    )
    .filter((hz): hz is number => hz !== null);
  if (!found.length) return null;
  found.sort((x, y) => x - y);
  return found[Math.floor(found.length / 2)] as number;
}

/** How far `hz` is from the MIDI note, in cents. */
export const centsFrom = (hz: number, midi: number) =>
  1200 * Math.log2(hz / (440 * 2 ** ((midi - 69) / 12)));

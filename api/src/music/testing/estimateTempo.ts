import { onsetEnvelope, onsetHop } from './onsetEnvelope';

/** Mean-removed autocorrelation of `values` at `lag`, per overlapping frame. */
function autocorrelation(values: Float32Array, mean: number, lag: number): number {
  let sum = 0;
  for (let i = lag; i < values.length; i++) {
    sum += ((values[i] as number) - mean) * ((values[i - lag] as number) - mean);
  }
  return sum / Math.max(1, values.length - lag);
}

/** The lag of the highest autocorrelation in [from, to], refined between frames by a parabola. */
function peakLag(values: Float32Array, mean: number, from: number, to: number): number {
  let best = from;
  let bestValue = -Infinity;
  for (let lag = from; lag <= to; lag++) {
    const value = autocorrelation(values, mean, lag);
    if (value > bestValue) [best, bestValue] = [lag, value];
  }
  const before = autocorrelation(values, mean, best - 1);
  const after = autocorrelation(values, mean, best + 1);
  const curve = before - 2 * bestValue + after;
  return curve < 0 ? best + (0.5 * (before - after)) / curve : best;
}

/** The envelope smoothed over ±`width` frames, so onsets between frames still line up. */
function smooth(values: Float32Array, width = 3): Float32Array {
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let sum = 0;
    for (let k = -width; k <= width; k++)
      sum += ((values[i + k] ?? 0) as number) * (width + 1 - Math.abs(k));
    out[i] = sum;
  }
  return out;
}

/**
 * The tempo of mono audio in BPM, as a listener would tap it: the beat period is the lag where
 * the onset envelope best matches itself, weighed by a broad preference for tempi near 120 BPM
 * (one octave wide, as in common beat trackers); the period is then measured over four beats
 * (a bar), four times as precisely.
 */
export function estimateTempo(
  samples: Float32Array,
  sampleRate: number,
  [slowest, fastest] = [55, 190],
): number {
  const onset = smooth(onsetEnvelope(samples, sampleRate));
  const hopSeconds = onsetHop(sampleRate) / sampleRate;
  const mean = onset.reduce((sum, v) => sum + v, 0) / Math.max(1, onset.length);
  const lagOf = (bpm: number) => 60 / bpm / hopSeconds;
  let beat = Math.round(lagOf(fastest));
  let bestScore = -Infinity;
  for (let lag = Math.round(lagOf(fastest)); lag <= Math.round(lagOf(slowest)); lag++) {
    const bpm = 60 / (lag * hopSeconds);
    const prior = Math.exp(-0.5 * Math.log2(bpm / 120) ** 2);
    const score = autocorrelation(onset, mean, lag) * prior;
    if (score > bestScore) [beat, bestScore] = [lag, score];
  }
  const bar = peakLag(onset, mean, Math.floor(beat * 4 * 0.97), Math.ceil(beat * 4 * 1.03));
  return 60 / ((bar / 4) * hopSeconds);
}

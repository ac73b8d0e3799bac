import { blockSize } from './blockExtremes';

/**
 * The signal times `gain` times the limiter's curve, interpolated linearly between block centres
 * (so the gain moves smoothly, sample by sample, and never outside its neighbouring values).
 */
export function applyCurve(samples: Float32Array, gain: number, curve: Float64Array): Float32Array {
  const out = new Float32Array(samples.length);
  // Read once: under tsx's CommonJS output every read of an imported binding calls a getter.
  const size = blockSize;
  const half = size / 2;
  const last = curve.length - 1;
  // Segment b runs from the centre of block b - 1 to the centre of block b (clamped at the ends).
  for (let b = 0; b <= curve.length; b += 1) {
    const from = gain * curve[Math.max(0, b - 1)]!;
    const step = (gain * curve[Math.min(last, b)]! - from) / size;
    const origin = b * size - half;
    const start = Math.max(0, origin);
    const end = Math.min(samples.length, b * size + half);
    for (let n = start; n < end; n += 1) out[n] = samples[n]! * (from + step * (n - origin + 0.5));
  }
  return out;
}

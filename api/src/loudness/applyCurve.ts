import { blockSize } from './blockExtremes';

/**
 * The signal times `gain` times the limiter's curve, interpolated linearly between block centres
 * (so the gain moves smoothly, sample by sample, and never outside its neighbouring values).
 */
export function applyCurve(samples: Float32Array, gain: number, curve: Float64Array): Float32Array {
  const out = new Float32Array(samples.length);
  const half = blockSize / 2;
  const last = curve.length - 1;
  // Segment b runs from the centre of block b - 1 to the centre of block b (clamped at the ends).
  for (let b = 0; b <= curve.length; b += 1) {
    const from = gain * curve[Math.max(0, b - 1)]!;
    const step = (gain * curve[Math.min(last, b)]! - from) / blockSize;
    const start = Math.max(0, b * blockSize - half);
    const end = Math.min(samples.length, b * blockSize + half);
    for (let n = start; n < end; n += 1) {
      out[n] = samples[n]! * (from + step * (n - (b * blockSize - half) + 0.5));
    }
  }
  return out;
}

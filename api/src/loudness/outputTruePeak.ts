import { type BlockPeaks } from './blockPeaks';
import { blockSize, neighbourhoodMax, neighbourhoodMin } from './blockExtremes';
import { overshootBound, truePeakOf } from './interSamplePeaks';

/** What the limiter made: output = gain * input * curve (the curve per block, see applyCurve). */
export interface LimitedSignal {
  readonly input: BlockPeaks;
  readonly gain: number;
  readonly curve: Float64Array;
  readonly output: Float32Array;
}

/** Slack for the output's float32 rounding. */
const rounding = 1 + 1e-6;

/**
 * Linear true peak of a limited signal, exact wherever it could exceed `ceiling`, an upper bound
 * no more than the ceiling elsewhere (so `result <= ceiling` exactly when the true peak is).
 * Interpolating gain * curve * x is interpolating x times a gain that, over the samples a block
 * reads, stays within the curve's range over two blocks each side; so the input's block peak
 * times the largest gain, plus the gain's spread times the worst-case overshoot, bounds it. Only
 * where that bound is above the ceiling does the FIR run on the output.
 */
export function outputTruePeak({ input, gain, curve, output }: LimitedSignal, ceiling: number) {
  const [high, low] = [neighbourhoodMax(curve, 2), neighbourhoodMin(curve, 2)];
  let peak = 0;
  for (let b = 0; b < curve.length; b += 1) {
    const spread = high[b]! - low[b]!;
    const steady = high[b]! * input.peak[b]!;
    const bound = gain * (steady + spread * overshootBound * input.reach[b]!) * rounding;
    if (bound <= ceiling) {
      peak = Math.max(peak, bound);
      continue;
    }
    const exact = truePeakOf(output, b * blockSize, Math.min(output.length, (b + 1) * blockSize));
    if (exact > peak) peak = exact;
  }
  return peak;
}

import { blockSize } from './blockExtremes';
import { slidingMax } from './slidingMax';

/** Look-ahead: the gain starts falling this long before a peak, reaching its floor at the peak. */
const lookAheadSeconds = 0.005;
/** Release: after a peak the gain recovers exponentially with this time constant. */
const releaseSeconds = 0.1;
/** Blocks either side whose samples a block's interpolated peaks read, or that share its ramp. */
const guardBlocks = 2;

const lookAheadBlocks = (sampleRate: number) =>
  Math.max(1, Math.ceil((lookAheadSeconds * sampleRate) / blockSize));

/**
 * Each block's true peak held over the look-ahead and a guard of two blocks each side: what the
 * limiter must make room for at that block. It does not depend on the gain, so it is computed
 * once however many gains are tried.
 */
export function holdPeaks(peak: Float64Array, sampleRate: number): Float64Array {
  return slidingMax(peak, guardBlocks, lookAheadBlocks(sampleRate) + guardBlocks);
}

/** What the limiter needs: the held block peaks, the gain, the ceiling. */
export interface LimiterInput {
  /** Held true peaks of the unscaled signal (see `holdPeaks`). */
  readonly held: Float64Array;
  /** Linear make-up gain applied before limiting. */
  readonly gain: number;
  /** Linear ceiling no oversampled point of the output may exceed. */
  readonly ceiling: number;
  readonly sampleRate: number;
}

/**
 * Gain curve of a look-ahead peak limiter, computed offline without delay on the 4x oversampled
 * peaks, one value per block (at the block's centre; see `applyCurve`). The reduction the held
 * peaks need (so every sample a block's interpolation reads, and the ramps into it, are reduced
 * too) is released exponentially, then averaged over the look-ahead: a linear attack that lands
 * on the peak. No value exceeds what any block within the guard needs, and with no peak above
 * the ceiling the curve is exactly 1.
 */
export function limiterCurve({ held, gain, ceiling, sampleRate }: LimiterInput): Float64Array {
  const lookAhead = lookAheadBlocks(sampleRate);
  const recovery = Math.exp(-blockSize / (releaseSeconds * sampleRate));
  const curve = new Float64Array(held.length);
  // Before the start, the window holds the reduction the first blocks need.
  const firstPeak = held.length > 0 ? gain * held[0]! : 0;
  const first = firstPeak > ceiling ? ceiling / firstPeak : 1;
  const window = new Float64Array(lookAhead + 1).fill(first);
  let released = 1;
  let sum = first * window.length;
  let slot = 0;
  for (let b = 0; b < held.length; b += 1) {
    const recovered = 1 - (1 - released) * recovery;
    // The reduction this block needs, inline: this runs for every block at every gain tried.
    const peak = gain * held[b]!;
    const reduction = peak > ceiling ? ceiling / peak : 1;
    released = reduction < recovered ? reduction : recovered;
    sum += released - window[slot]!;
    window[slot] = released;
    slot = slot + 1 === window.length ? 0 : slot + 1;
    curve[b] = sum / window.length;
  }
  return curve;
}

import { blockMaxAbs, blockSize, neighbourhoodMax } from './blockExtremes';
import { overshootBound, truePeakOf } from './interSamplePeaks';

/** Per block of `blockSize` samples: the largest |sample| and the true peak (see blockPeaks). */
export interface BlockPeaks {
  /** Largest sample magnitude in the block and its two neighbours: what its interpolation reads. */
  readonly reach: Float64Array;
  /** Largest magnitude of the 4x oversampled signal within the block, or an upper bound. */
  readonly peak: Float64Array;
}

/**
 * Block-wise true peak. Where a block is so quiet that no oversampled point in it can exceed
 * `exactAbove`, its peak holds a cheap upper bound instead of the exact value (still no more than
 * `exactAbove`): callers that only act on peaks above it lose nothing, and skip the FIR there.
 * `sampleMax` is `blockMaxAbs(samples)`, when the caller has it already.
 */
export function blockPeaks(
  samples: Float32Array,
  exactAbove = 0,
  sampleMax = blockMaxAbs(samples),
): BlockPeaks {
  const reach = neighbourhoodMax(sampleMax, 1);
  const peak = new Float64Array(reach.length);
  for (let b = 0; b < reach.length; b += 1) {
    const bound = overshootBound * reach[b]!;
    if (bound <= exactAbove) {
      peak[b] = bound;
      continue;
    }
    peak[b] = truePeakOf(samples, b * blockSize, Math.min(samples.length, (b + 1) * blockSize));
  }
  return { reach, peak };
}

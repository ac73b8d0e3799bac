import { blockSize } from './blockExtremes';
import { kWeighting } from './kWeighting';

/** States below this are flushed to zero: far under any audible level, far above subnormals. */
const tiny = 1e-15;

/** Samples per 100 ms hop: gating blocks are four hops. */
export const hopLength = (sampleRate: number) => Math.round(sampleRate / 10);

/** Energy of the K-weighted signal, summed two ways. */
export interface KWeightedEnergy {
  /** Mean square over each 100 ms hop (a trailing partial hop is dropped). */
  readonly hopPower: Float64Array;
  /** Sum of squares over each block of `blockSize` samples. */
  readonly blockEnergy: Float64Array;
}

/**
 * K-weights the signal (both biquads in transposed direct form II) and sums its square per hop
 * and per block, in one pass and without keeping the filtered signal.
 */
export function kWeightedEnergy(samples: Float32Array, sampleRate: number): KWeightedEnergy {
  const { shelf, highPass } = kWeighting(sampleRate);
  const { b0, b1, b2, a1, a2 } = shelf;
  const [c1, c2] = [highPass.a1, highPass.a2];
  const hop = hopLength(sampleRate);
  const hopPower = new Float64Array(Math.floor(samples.length / hop));
  // Read once: under tsx's CommonJS output every read of an imported binding calls a getter.
  const size = blockSize;
  const blockEnergy = new Float64Array(Math.ceil(samples.length / size));
  let s1 = 0;
  let s2 = 0;
  let t1 = 0;
  let t2 = 0;
  let hopSum = 0;
  let inHop = 0;
  let h = 0;
  for (let b = 0, i = 0; b < blockEnergy.length; b += 1) {
    let blockSum = 0;
    for (const end = Math.min(samples.length, i + size); i < end; i += 1) {
      const x = samples[i]!;
      const y = b0 * x + s1;
      s1 = b1 * x - a1 * y + s2;
      s2 = b2 * x - a2 * y;
      // RLB high-pass: numerator 1, -2, 1.
      const z = y + t1;
      t1 = -2 * y - c1 * z + t2;
      t2 = y - c2 * z;
      blockSum += z * z;
      hopSum += z * z;
      inHop += 1;
      if (inHop === hop) {
        hopPower[h] = hopSum / hop;
        h += 1;
        hopSum = inHop = 0;
      }
    }
    blockEnergy[b] = blockSum;
    // In silence the states decay into subnormals, which are very slow to compute with.
    if ((b & 15) === 0) {
      if (s1 * s1 + s2 * s2 < tiny * tiny) s1 = s2 = 0;
      if (t1 * t1 + t2 * t2 < tiny * tiny) t1 = t2 = 0;
    }
  }
  return { hopPower, blockEnergy };
}

/**
 * Hop mean squares of the signal times a slowly moving gain (one value per block), estimated from
 * the K-weighted input's block energies: such a gain nearly commutes with the K-weighting, which
 * lets a limiter's loudness be estimated without filtering again. Blocks count in the hop they
 * start in.
 */
export function estimatedHopPowers(
  blockEnergy: Float64Array,
  curve: Float64Array,
  hop: number,
  length: number,
): Float64Array {
  const power = new Float64Array(Math.floor(length / hop));
  const size = blockSize;
  for (let b = 0; b < blockEnergy.length; b += 1) {
    const h = Math.floor((b * size) / hop);
    if (h < power.length) power[h] = power[h]! + blockEnergy[b]! * curve[b]! * curve[b]!;
  }
  for (let h = 0; h < power.length; h += 1) power[h] = power[h]! / hop;
  return power;
}

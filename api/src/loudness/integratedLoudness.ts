import { kWeightedEnergy } from './kWeightedPower';

const absoluteGateLufs = -70;
const relativeGateLu = -10;
/** Blocks are 400 ms long and start every 100 ms (75 % overlap). */
const hopsPerBlock = 4;

/** BS.1770 loudness of a mean square (mono: one channel, weight 1.0). */
function lufs(meanSquare: number): number {
  return -0.691 + 10 * Math.log10(meanSquare);
}

/** Mean square of each 400 ms gating block, from the 100 ms hops. */
function blockPowers(hopPower: Float64Array): Float64Array {
  const blocks = Math.max(0, hopPower.length - hopsPerBlock + 1);
  const power = new Float64Array(blocks);
  for (let j = 0; j < blocks; j += 1) {
    let sum = 0;
    for (let h = 0; h < hopsPerBlock; h += 1) sum += hopPower[j + h]!;
    power[j] = sum / hopsPerBlock;
  }
  return power;
}

/** Mean of the block powers whose loudness is above `gateLufs`, or 0 if none is. */
function gatedMean(power: Float64Array, gateLufs: number): number {
  let [sum, count] = [0, 0];
  for (const p of power) {
    if (lufs(p) > gateLufs) {
      sum += p;
      count += 1;
    }
  }
  return count === 0 ? 0 : sum / count;
}

/** The gated loudness of BS.1770-4 from the K-weighted mean square of each 100 ms hop. */
export function gatedLoudness(hopPower: Float64Array): number {
  const power = blockPowers(hopPower);
  const absoluteMean = gatedMean(power, absoluteGateLufs);
  if (absoluteMean === 0) return -Infinity;
  const relativeGate = lufs(absoluteMean) + relativeGateLu;
  return lufs(gatedMean(power, Math.max(absoluteGateLufs, relativeGate)));
}

/**
 * Integrated loudness in LUFS of mono PCM, per ITU-R BS.1770-4 / EBU R128: K-weighting for the
 * given rate, 400 ms blocks with 75 % overlap, an absolute gate at -70 LUFS and a relative gate
 * 10 LU below the absolutely gated loudness. Returns -Infinity when no block passes the gates
 * (silence, or a signal shorter than one block).
 */
export function integratedLoudness(samples: Float32Array, sampleRate: number): number {
  return gatedLoudness(kWeightedEnergy(samples, sampleRate).hopPower);
}

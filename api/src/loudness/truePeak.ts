import { blockPeaks } from './blockPeaks';
import { assertSampleRate } from './kWeighting';

/** Largest value of a buffer (0 for an empty one). */
function maxOf(values: Float64Array): number {
  let max = 0;
  for (const value of values) if (value > max) max = value;
  return max;
}

/**
 * True peak in dBTP of mono PCM, per ITU-R BS.1770-4 Annex 2: the largest magnitude of the signal
 * oversampled 4x by polyphase FIR interpolation. The under-read of 4x oversampling depends on the
 * frequency relative to the rate, not on the rate, so 4x serves every rate. -Infinity for silence.
 */
export function truePeak(samples: Float32Array, sampleRate: number): number {
  assertSampleRate(sampleRate);
  // Only blocks that could beat the largest sample need interpolating.
  let samplePeak = 0;
  for (const sample of samples)
    if (sample > samplePeak || -sample > samplePeak) samplePeak = sample < 0 ? -sample : sample;
  return 20 * Math.log10(maxOf(blockPeaks(samples, samplePeak).peak));
}

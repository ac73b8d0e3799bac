import { applyCurve } from './applyCurve';
import { blockMaxAbs } from './blockExtremes';
import { blockPeaks } from './blockPeaks';
import { gatedLoudness, integratedLoudness } from './integratedLoudness';
import { assertSampleRate } from './kWeighting';
import { estimatedHopPowers, hopLength, kWeightedEnergy } from './kWeightedPower';
import { outputTruePeak } from './outputTruePeak';
import { holdPeaks, limiterCurve } from './peakLimiter';
import { solveGainDb } from './solveGain';

/** Delivery loudness: e.g. -14 LUFS / -1 dBTP for songs, -16 LUFS / -1 dBTP for podcasts. */
export interface LoudnessTarget {
  readonly targetLufs: number;
  readonly ceilingDbtp: number;
}

const toGain = (db: number) => 10 ** (db / 20);
/** The limiter aims this far under the ceiling; the check after it catches what still gets by. */
const limiterMarginDb = 0.1;
/** No signal gets more make-up gain than this, however quiet. */
const maxGainDb = 40;
/** Block true peaks are exact wherever this much more than the rough gain could reach the limit. */
const peaksHeadroomDb = 6;
const rough = { maxDb: maxGainDb, toleranceLu: 0.2, maxSteps: 6 };
const fine = { maxDb: maxGainDb, toleranceLu: 0.03, maxSteps: 10 };

/**
 * Masters mono PCM to a loudness target (EBU R128 / ITU-R BS.1770-4 integrated loudness) under a
 * true-peak ceiling (BS.1770-4 Annex 2, 4x oversampled): make-up gain into a look-ahead peak
 * limiter driven by the oversampled peaks. Limiting lowers the loudness, so the gain is searched
 * for, each step estimating the loudness from the K-weighted input and the limiter's gain curve
 * (a rough search on sample peaks first tells which blocks need exact true peaks); the result is
 * then measured exactly, corrected once if need be, and its true peak checked. Returns a new
 * buffer; silence comes back as a silent copy.
 */
export function masterToLoudness(
  samples: Float32Array,
  sampleRate: number,
  { targetLufs, ceilingDbtp }: LoudnessTarget,
): Float32Array {
  assertSampleRate(sampleRate);
  const { hopPower, blockEnergy } = kWeightedEnergy(samples, sampleRate);
  const hop = hopLength(sampleRate);
  const measured = gatedLoudness(hopPower);
  if (!Number.isFinite(measured)) return samples.slice();
  const ceiling = toGain(ceilingDbtp);
  let limit = ceiling * toGain(-limiterMarginDb);
  const curveFor = (held: Float64Array, db: number) =>
    limiterCurve({ held, gain: toGain(db), ceiling: limit, sampleRate });
  const loudnessWith = (held: Float64Array) => (db: number) =>
    gatedLoudness(estimatedHopPowers(blockEnergy, curveFor(held, db), hop, samples.length)) + db;

  // Interpolating is the costly part: find roughly the gain on sample peaks, then interpolate
  // only the blocks that could reach the limit near it (all of them, should that fall short).
  const sampleMax = blockMaxAbs(samples);
  const startDb = targetLufs - measured;
  const roughDb = solveGainDb({
    ...rough,
    targetLufs,
    startDb,
    loudnessAt: loudnessWith(holdPeaks(sampleMax, sampleRate)),
  });
  let input = blockPeaks(samples, limit / toGain(roughDb + peaksHeadroomDb), sampleMax);
  let held = holdPeaks(input.peak, sampleRate);
  let gainDb = solveGainDb({
    ...fine,
    targetLufs,
    startDb: roughDb,
    loudnessAt: loudnessWith(held),
  });
  if (gainDb > roughDb + peaksHeadroomDb) {
    input = blockPeaks(samples, 0, sampleMax);
    held = holdPeaks(input.peak, sampleRate);
    gainDb = solveGainDb({ ...fine, targetLufs, startDb: gainDb, loudnessAt: loudnessWith(held) });
  }
  let curve = curveFor(held, gainDb);
  let output = applyCurve(samples, toGain(gainDb), curve);
  // The estimate is close, not exact: measure, and aim off by the difference if it matters.
  const error = targetLufs - integratedLoudness(output, sampleRate);
  if (Math.abs(error) > 0.1) {
    const aim = targetLufs + error;
    gainDb = solveGainDb({
      ...fine,
      targetLufs: aim,
      startDb: gainDb + error,
      loudnessAt: loudnessWith(held),
    });
    curve = curveFor(held, gainDb);
    output = applyCurve(samples, toGain(gainDb), curve);
  }
  // Aim lower by what got past the limiter; should that miss too, a plain gain makes sure.
  const check = () => outputTruePeak({ input, gain: toGain(gainDb), curve, output }, ceiling);
  const peak = check();
  if (peak <= ceiling) return output;
  limit *= (ceiling / peak) * 0.999;
  curve = curveFor(held, gainDb);
  output = applyCurve(samples, toGain(gainDb), curve);
  const retried = check();
  return retried <= ceiling ? output : output.map((s) => (s * ceiling) / retried);
}

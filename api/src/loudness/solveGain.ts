/** How to search for the make-up gain that brings a limited signal to its target loudness. */
export interface GainSearch {
  /** Loudness (LUFS) of the signal limited at this gain (dB); rises with the gain. */
  readonly loudnessAt: (gainDb: number) => number;
  readonly targetLufs: number;
  readonly startDb: number;
  readonly maxDb: number;
  readonly toleranceLu: number;
  readonly maxSteps: number;
}

/**
 * Gain (dB) at which `loudnessAt` meets the target: secant steps (the first assuming loudness
 * follows the gain one for one), kept inside the bracket found so far and bisecting when a step
 * would leave it. Limiting makes loudness grow slower than the gain, so the first steps undershoot.
 */
export function solveGainDb(search: GainSearch): number {
  const { loudnessAt, targetLufs, maxDb, toleranceLu, maxSteps } = search;
  let [low, high] = [-Infinity, maxDb];
  let gainDb = Math.min(maxDb, search.startDb);
  let previous: { gainDb: number; error: number } | undefined;
  for (let step = 0; step < maxSteps; step += 1) {
    const error = targetLufs - loudnessAt(gainDb);
    if (Math.abs(error) <= toleranceLu) break;
    if (error > 0) low = gainDb;
    else high = gainDb;
    const slope = previous ? (previous.error - error) / (gainDb - previous.gainDb) : 1;
    previous = { gainDb, error };
    let next = gainDb + error / Math.min(1, Math.max(0.05, slope));
    if (!(next > low && next < high)) next = Number.isFinite(low) ? (low + high) / 2 : next;
    if (next >= maxDb && gainDb === maxDb) break;
    gainDb = Math.min(maxDb, next);
  }
  return gainDb;
}

/** Samples between envelope frames: about 5 ms. */
export function onsetHop(sampleRate: number): number {
  return Math.max(1, Math.round(sampleRate * 0.005));
}

/** Log compression of the frame level (log(1 + C·rms)): loud hits still count more than soft. */
const compression = 100;

/**
 * Onset strength of mono `samples`, one value per 5 ms: the rise of the compressed level of the
 * signal and of its first difference (which weighs hi-hats and strums as much as kicks).
 */
export function onsetEnvelope(samples: Float32Array, sampleRate: number): Float32Array {
  const hop = onsetHop(sampleRate);
  const frames = Math.floor(samples.length / hop);
  const low = new Float32Array(frames);
  const high = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let energy = 0;
    let diffEnergy = 0;
    for (let i = f * hop; i < (f + 1) * hop; i++) {
      const s = samples[i] as number;
      energy += s * s;
      diffEnergy += (s - ((samples[i - 1] ?? 0) as number)) ** 2;
    }
    low[f] = Math.log1p(compression * Math.sqrt(energy / hop));
    high[f] = Math.log1p(compression * Math.sqrt(diffEnergy / hop));
  }
  const onset = new Float32Array(frames);
  for (let f = 2; f < frames; f++) {
    const rise = (band: Float32Array) => Math.max(0, (band[f] as number) - (band[f - 2] as number));
    onset[f] = rise(low) + rise(high);
  }
  return onset;
}

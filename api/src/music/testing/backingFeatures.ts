import { onsetEnvelope, onsetHop } from './onsetEnvelope';

/** What tells two backings apart, each part scaled to about 0-1. */
export interface BackingFeatures {
  /** Share of the onset strength on each 16th of the bar (sums to 1). */
  onsetPattern: number[];
  /** Spectral centroid in kHz, from the energy of the first difference. */
  centroidKhz: number;
  /** Share of the energy below about 150 Hz. */
  lowShare: number;
  /** Share of the energy above about 2 kHz. */
  highShare: number;
}

/** A one-pole low-pass at `hz`. */
function lowPass(samples: Float32Array, hz: number, sampleRate: number): Float32Array {
  const a = Math.exp((-2 * Math.PI * hz) / sampleRate);
  const out = new Float32Array(samples.length);
  let y = 0;
  for (let i = 0; i < samples.length; i++) out[i] = y = (1 - a) * (samples[i] as number) + a * y;
  return out;
}

const energy = (samples: Float32Array) => samples.reduce((sum, s) => sum + s * s, 0);

/** Features of the part of `samples` from bar `from` to bar `to` (bars of `barSeconds`). */
export function backingFeatures(
  samples: Float32Array,
  sampleRate: number,
  barSeconds: number,
  [from, to]: [number, number],
): BackingFeatures {
  const body = samples.subarray(
    Math.round(from * barSeconds * sampleRate),
    Math.round(to * barSeconds * sampleRate),
  );
  const onset = onsetEnvelope(body, sampleRate);
  const frameSeconds = onsetHop(sampleRate) / sampleRate;
  const pattern = new Array<number>(16).fill(0);
  onset.forEach((value, frame) => {
    const step = Math.round(((frame * frameSeconds) / barSeconds) * 16) % 16;
    pattern[step] = (pattern[step] as number) + value;
  });
  const total = pattern.reduce((sum, v) => sum + v, 0) || 1;
  const all = energy(body) || 1;
  let diff = 0;
  for (let i = 1; i < body.length; i++)
    diff += ((body[i] as number) - (body[i - 1] as number)) ** 2;
  // For a sine of frequency f, the difference has 4·sin²(πf/rate) of its energy.
  const centroid = (sampleRate / Math.PI) * Math.asin(Math.min(1, Math.sqrt(diff / all) / 2));
  const low = lowPass(lowPass(body, 150, sampleRate), 150, sampleRate);
  const belowHigh = lowPass(lowPass(body, 2000, sampleRate), 2000, sampleRate);
  return {
    onsetPattern: pattern.map((v) => v / total),
    centroidKhz: centroid / 1000,
    lowShare: energy(low) / all,
    highShare: body.reduce((sum, s, i) => sum + (s - (belowHigh[i] as number)) ** 2, 0) / all,
  };
}

/** Euclidean distance of two feature sets, the onset pattern weighed ×4 (its shares are small). */
export function featureDistance(a: BackingFeatures, b: BackingFeatures): number {
  const vector = (f: BackingFeatures) => [
    ...f.onsetPattern.map((v) => v * 4),
    f.centroidKhz,
    f.lowShare,
    f.highShare,
  ];
  const va = vector(a);
  const vb = vector(b);
  return Math.sqrt(va.reduce((sum, v, i) => sum + (v - (vb[i] as number)) ** 2, 0));
}

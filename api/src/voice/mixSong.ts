import { duckingGain, type VoiceWindow } from './mixVoice';

/** How far the voice stands above the backing in the voice's band (300–3,000 Hz) while singing. */
export const voiceAboveBackingDb = 9;
/** The backing dips this far under each sung line (about -3 dB): the voice is raised to stand out. */
const duckGain = 0.7;

/** A crude 300–3,000 Hz band-pass (two one-pole filters): enough to weigh the voice's band. */
function voiceBand(samples: Float32Array, rate: number): Float32Array {
  const pole = (hz: number) => Math.exp((-2 * Math.PI * hz) / rate);
  const low = pole(3000);
  const high = pole(300);
  const out = new Float32Array(samples.length);
  let lowState = 0;
  let highIn = 0;
  let highOut = 0;
  for (let i = 0; i < samples.length; i++) {
    lowState = (1 - low) * (samples[i] as number) + low * lowState;
    highOut = high * (highOut + lowState - highIn);
    highIn = lowState;
    out[i] = highOut;
  }
  return out;
}

/** Mean power of `band` inside the windows. */
function powerIn(band: Float32Array, windows: readonly VoiceWindow[], rate: number): number {
  let sum = 0;
  let count = 0;
  for (const window of windows) {
    const end = Math.min(band.length, Math.round(window.end * rate));
    for (let i = Math.max(0, Math.round(window.start * rate)); i < end; i++) {
      sum += (band[i] as number) ** 2;
      count++;
    }
  }
  return count ? sum / count : 0;
}

/**
 * The voice over the backing: the backing dips a little under each sung line, and the voice is set
 * to stand `voiceAboveBackingDb` above the dipped backing in the voice's band.
 */
export function mixSong(
  backing: Float32Array,
  vocal: Float32Array,
  windows: readonly VoiceWindow[],
  rate: number,
): Float32Array {
  const voicePower = powerIn(voiceBand(vocal, rate), windows, rate);
  const backingPower = powerIn(voiceBand(backing, rate), windows, rate);
  const wanted = backingPower * duckGain ** 2 * 10 ** (voiceAboveBackingDb / 10);
  const voiceGain = voicePower > 0 ? Math.sqrt(wanted / voicePower) : 1;
  const gain = duckingGain(windows, backing.length, rate, duckGain);
  const out = new Float32Array(backing.length);
  // Two loops rather than `vocal[i] ?? 0`: reading past a typed array's end slows the whole loop.
  // The tail still adds 0 × voiceGain, so not even the sign of a zero changes.
  const voiced = Math.min(out.length, vocal.length);
  for (let i = 0; i < voiced; i++)
    out[i] = (backing[i] as number) * (gain[i] as number) + (vocal[i] as number) * voiceGain;
  for (let i = voiced; i < out.length; i++)
    out[i] = (backing[i] as number) * (gain[i] as number) + 0 * voiceGain;
  return out;
}

/** A stretch of time the music ducks under, in seconds. */
export interface VoiceWindow {
  start: number;
  end: number;
}

/** How far the music drops under the voice, and how fast. */
const duckedGain = 0.3;
const rampSeconds = 0.08;
const musicLevel = 0.6;
/** The mix's peak after normalising: -0.5 dBFS, so nothing clips. */
export const mixPeak = 0.944;

/** The music's gain at each sample: 1, sliding down to `duckedGain` over each voice window. */
export function duckingGain(
  windows: readonly VoiceWindow[],
  length: number,
  rate: number,
  ducked = duckedGain,
) {
  const gain = new Float32Array(length).fill(1);
  const ramp = rampSeconds * rate;
  for (const window of windows) {
    const from = Math.max(0, Math.floor((window.start - rampSeconds) * rate));
    const to = Math.min(length, Math.ceil((window.end + rampSeconds) * rate));
    const start = window.start * rate;
    const end = window.end * rate;
    for (let i = from; i < to; i++) {
      const inside = Math.min(1, (i - (start - ramp)) / ramp, (end + ramp - i) / ramp);
      const g = 1 - (1 - ducked) * Math.max(0, inside);
      gain[i] = Math.min(gain[i] as number, g);
    }
  }
  return gain;
}

/**
 * Music ducked under the voice windows, the voice laid over it at `at` seconds each, and the whole
 * normalised to `mixPeak`.
 */
export function mixVoice(
  music: Float32Array,
  voices: readonly { samples: Float32Array; at: number }[],
  windows: readonly VoiceWindow[],
  rate: number,
): Float32Array {
  const gain = duckingGain(windows, music.length, rate);
  const out = new Float32Array(music.length);
  for (let i = 0; i < out.length; i++)
    out[i] = (music[i] as number) * (gain[i] as number) * musicLevel;
  for (const voice of voices) {
    const offset = Math.round(voice.at * rate);
    for (let i = 0; i < voice.samples.length && offset + i < out.length; i++)
      out[offset + i] = (out[offset + i] as number) + (voice.samples[i] as number);
  }
  let peak = 0;
  for (let i = 0; i < out.length; i++) {
    const s = out[i] as number;
    if (s > peak) peak = s;
    else if (-s > peak) peak = -s;
  }
  const scale = peak > 0 ? mixPeak / peak : 1;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) * scale;
  return out;
}

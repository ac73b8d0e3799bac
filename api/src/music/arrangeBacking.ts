import { backingEvents } from './backingEvents';
import type { BackingPlan } from './backingTypes';
import { barStart, renderLayers } from './renderLayers';
import { mixBuses } from './mixBuses';
import { createBackingSynth } from './synthesizer';

export type { BackingBar, BackingPlan } from './backingTypes';

/** Seconds of ring-out after the last bar, faded to silence. */
export const backingTailSeconds = 1.5;
/** The peak of the returned samples (loudness is normalised later, on the whole mix). */
export const backingPeak = 0.9;

/** The number of samples `arrangeBacking` returns for `bars` bars. */
export function backingLength(bars: number, barSeconds: number, sampleRate: number): number {
  return barStart(bars, barSeconds, sampleRate) + Math.round(backingTailSeconds * sampleRate);
}

function fadeOut(samples: Float32Array, from: number): void {
  const span = samples.length - from;
  for (let i = 0; i < span; i++) {
    const gain = Math.cos(((i + 1) / span) * (Math.PI / 2));
    samples[from + i] = (samples[from + i] as number) * gain * gain;
  }
}

function normalise(samples: Float32Array, peak: number): void {
  let max = 0;
  // Indexed, with comparisons: several times faster than for-of and Math calls on a song.
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i] as number;
    if (s > max) max = s;
    else if (-s > max) max = -s;
  }
  if (max === 0) return;
  const gain = peak / max;
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] as number) * gain;
}

/**
 * The backing track of `plan`, played by General MIDI instruments in the style's genre and at its
 * tempo (bar b starts at sample round(b × 4 × 60 / bpm × sampleRate)): mono, bars.length bars
 * plus a faded tail of `backingTailSeconds`, peak-normalised to `backingPeak`. The same plan
 * always gives the same samples.
 */
export async function arrangeBacking(plan: BackingPlan, sampleRate: number): Promise<Float32Array> {
  const events = backingEvents(plan);
  const synth = await createBackingSynth(sampleRate);
  const bars = barStart(plan.bars.length, events.barSeconds, sampleRate);
  const length = backingLength(plan.bars.length, events.barSeconds, sampleRate);
  const buses = renderLayers(events, synth, sampleRate, length);
  // The body of the song (past the intro) sets the balance of the buses.
  const body = plan.bars.findIndex((bar) => bar.section !== 'intro');
  const from = barStart(Math.max(0, body), events.barSeconds, sampleRate);
  const mix = mixBuses(buses, events.style.genre, events.reverb, sampleRate, [from, bars]);
  fadeOut(mix, bars);
  normalise(mix, backingPeak);
  return mix;
}

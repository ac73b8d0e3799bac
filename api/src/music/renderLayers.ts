import type { BackingEvents } from './backingEvents';
import type { Layer, NoteEvent } from './backingTypes';
import type { BackingSynth, SynthNote } from './synthesizer';

/** The longest ring-out of one bar's notes after its last note-off, in seconds. */
const maxTailSeconds = 2;

/** Sample-exact start of bar `index`: round(index × barSeconds × rate). */
export function barStart(index: number, barSeconds: number, sampleRate: number): number {
  return Math.round(index * barSeconds * sampleRate);
}

function synthNotes(notes: readonly NoteEvent[], beatSamples: number): SynthNote[] {
  return notes.map((n) => ({
    channel: n.channel,
    note: n.note,
    velocity: n.velocity,
    on: Math.round(n.start * beatSamples),
    off: Math.round((n.start + n.length) * beatSamples),
  }));
}

/** Same notes, same sound: the key under which a bar of one layer is rendered once. */
function barKey(layer: Layer, notes: readonly NoteEvent[]): string {
  const parts = notes.map((n) => `${n.channel}:${n.note}:${n.velocity}:${n.start}:${n.length}`);
  return `${layer}|${parts.sort().join(',')}`;
}

/**
 * Each mix bus (drums, bass, harmony) of the backing, `length` samples long. Every distinct bar
 * of a layer is rendered once with its ring-out and added at each of its bar starts: songs repeat
 * their bars, and drums do not depend on the chord, so most bars cost nothing.
 */
export function renderLayers(
  events: BackingEvents,
  synth: BackingSynth,
  sampleRate: number,
  length: number,
): Record<Layer, Float32Array> {
  const buses: Record<Layer, Float32Array> = {
    drums: new Float32Array(length),
    bass: new Float32Array(length),
    harmony: new Float32Array(length),
  };
  const groups = new Map<string, { layer: Layer; bar: number; notes: NoteEvent[] }>();
  for (const note of events.notes) {
    const id = `${note.layer}|${note.bar}`;
    const group = groups.get(id) ?? { layer: note.layer, bar: note.bar, notes: [] };
    group.notes.push(note);
    groups.set(id, group);
  }
  const beatSamples = (events.barSeconds / 4) * sampleRate;
  const maxTail = Math.round(maxTailSeconds * sampleRate);
  const rendered = new Map<string, Float32Array>();
  for (const { layer, bar, notes } of groups.values()) {
    const key = barKey(layer, notes);
    let samples = rendered.get(key);
    if (!samples) {
      const channels = events.channels.filter((c) => c.layer === layer);
      samples = synth.render(channels, synthNotes(notes, beatSamples), maxTail);
      rendered.set(key, samples);
    }
    const bus = buses[layer];
    const start = barStart(bar, events.barSeconds, sampleRate);
    const end = Math.min(length, start + samples.length);
    for (let i = start; i < end; i++) bus[i] = (bus[i] as number) + (samples[i - start] as number);
  }
  return buses;
}

import { chordTones, scaleStep, type Harmony } from './harmony';
import type { SlotNote } from './phraseRhythm';

/** The lowest and highest MIDI note the voice sings. */
export interface VoiceRange {
  low: number;
  high: number;
}

export interface PhraseSpec {
  rhythm: readonly SlotNote[];
  slotsPerBeat: number;
  slotsPerBar: number;
  /** The chord's scale degree under each bar of the phrase. */
  degrees: readonly number[];
  harmony: Harmony;
  range: VoiceRange;
  /** A chorus climbs higher than a verse. */
  chorus: boolean;
  /** The last phrase of a section comes home to the tonic. */
  closing: boolean;
  random: () => number;
}

/** Every MIDI note in the range whose pitch class is one of `classes` (relative to the tonic). */
function notesIn(range: VoiceRange, tonic: number, classes: readonly number[]): number[] {
  const notes: number[] = [];
  for (let midi = range.low; midi <= range.high; midi++)
    if (classes.includes((((midi - tonic) % 12) + 12) % 12)) notes.push(midi);
  return notes;
}

const nearest = (notes: readonly number[], target: number) =>
  notes.reduce((best, note) => (Math.abs(note - target) < Math.abs(best - target) ? note : best));

/**
 * A pitch for each note of a phrase: chord tones on the beats, scale steps between them, an arch
 * that rises to the phrase's peak and falls back, the last note on the tonic when the phrase
 * closes its section (else on a chord tone), all inside the voice's range.
 */
export function phraseMelody(spec: PhraseSpec): number[] {
  const { harmony, range, rhythm, random } = spec;
  const scale = notesIn(range, harmony.tonic, [0, 1, 2, 3, 4, 5, 6].map(scaleStep));
  const middle = (range.low + range.high) / 2;
  const peak = middle + (spec.chorus ? 5 : 2);
  const start = middle - (spec.chorus ? 0 : 2) + Math.round(random() * 2 - 1);
  const count = rhythm.length;
  const pitches: number[] = [];
  rhythm.forEach((note, i) => {
    const bar = Math.min(spec.degrees.length - 1, Math.floor(note.at / spec.slotsPerBar));
    const degree = spec.degrees[bar] as number;
    const chord = notesIn(range, harmony.tonic, chordTones(degree, harmony.sevenths));
    const progress = count > 1 ? i / (count - 1) : 1;
    // The arch: up to the peak at two thirds of the phrase, then down towards the start.
    const contour =
      progress < 0.66
        ? start + (peak - start) * (progress / 0.66)
        : peak - (peak - start) * ((progress - 0.66) / 0.34);
    const previous = pitches[i - 1];
    if (i === count - 1) {
      const home = spec.closing ? notesIn(range, harmony.tonic, [0]) : chord;
      pitches.push(nearest(home, previous ?? contour));
      return;
    }
    const onBeat = note.at % spec.slotsPerBeat === 0;
    if (previous === undefined || onBeat || note.slots >= spec.slotsPerBeat) {
      pitches.push(nearest(chord, previous === undefined ? contour : (previous + contour) / 2));
      return;
    }
    // Between beats: a step along the scale towards the contour, or the same note again.
    const index = scale.indexOf(nearest(scale, previous));
    const direction = Math.sign(Math.round(contour - previous));
    const step = random() < 0.25 ? 0 : direction || (random() < 0.5 ? 1 : -1);
    pitches.push(scale[Math.max(0, Math.min(scale.length - 1, index + step))] as number);
  });
  return pitches;
}

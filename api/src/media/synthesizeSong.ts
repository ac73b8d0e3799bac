import { pick, seededRandom } from '../seed/seededRandom';
import { ToneBuffer, type Wave } from './toneBuffer';

const majorScale = [0, 2, 4, 5, 7, 9, 11];
const pentatonic = [0, 2, 4, 7, 9, 12, 14, 16];
const progressions = [
  [0, 5, 3, 4],
  [0, 4, 5, 3],
  [0, 3, 4, 4],
  [5, 3, 0, 4],
];

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Scale degree (0–6) to a triad in semitones above the key's root. */
function triad(degree: number): number[] {
  return [0, 2, 4].map((step) => {
    const index = degree + step;
    return (majorScale[index % 7] as number) + 12 * Math.floor(index / 7);
  });
}

/** A two-bar melody motif of eighth notes; null is a rest. */
function motif(random: () => number): (number | null)[] {
  const notes: (number | null)[] = [];
  let position = Math.floor(random() * 4);
  for (let i = 0; i < 16; i++) {
    if (random() < 0.22) {
      notes.push(null);
      continue;
    }
    position = Math.max(
      0,
      Math.min(pentatonic.length - 1, position + Math.round(random() * 4 - 2)),
    );
    notes.push(pentatonic[position] as number);
  }
  return notes;
}

/** Beats per minute: the first number each song's generator draws. */
const tempoOf = (random: () => number) => 84 + Math.floor(random() * 44);

/** Bars of drums-free intro before the melody (and the singing) starts. */
export const introBars = 2;

/** The length of one bar of the song `seed`, in seconds, exactly as `synthesizeSong` plays it. */
export function barSecondsOf(seed: string): number {
  return (4 * 60) / tempoOf(seededRandom(`song:${seed}`));
}

/**
 * A pleasant loop-based tune seeded by the song: drums, bass, pad chords and a melody in an
 * A A B A form, so each song sounds different but always musical.
 */
export function synthesizeSong(seed: string, seconds: number, sampleRate: number): Float32Array {
  const random = seededRandom(`song:${seed}`);
  const beat = 60 / tempoOf(random);
  const bar = beat * 4;
  const root = 48 + Math.floor(random() * 10);
  const progression = pick(random, progressions);
  const lead: Wave = pick(random, ['pluck', 'organ', 'triangle'] as const);
  const motifs = [motif(random), motif(random)];
  const form = [0, 0, 1, 0];
  const buffer = new ToneBuffer(sampleRate, seconds);
  const noise = seededRandom(`noise:${seed}`);
  const bars = Math.ceil(seconds / bar);

  for (let b = 0; b < bars; b++) {
    const start = b * bar;
    const chord = triad(progression[b % 4] as number);
    const intro = b < introBars;
    for (const note of chord) buffer.addNote(start, bar, hz(root + 12 + note), 0.07, 'sine');
    for (let k = 0; k < 4; k++) {
      const t = start + k * beat;
      if (!intro) {
        if (k % 2 === 0) buffer.addKick(t, 0.55);
        else buffer.addNoise(t, 0.14, 0.18, 0.3, noise);
        buffer.addNote(
          t,
          beat * 0.9,
          hz(root - 12 + (chord[k === 3 ? 2 : 0] as number)),
          0.28,
          'triangle',
        );
      }
      buffer.addNoise(t + beat / 2, 0.04, 0.05, 0.95, noise);
    }
    if (intro) continue;
    const phrase = motifs[form[Math.floor((b - 2) / 2) % form.length] as number] as (
      number | null
    )[];
    for (let e = 0; e < 8; e++) {
      const note = phrase[((b - 2) % 2) * 8 + e];
      if (note === null || note === undefined) continue;
      buffer.addNote(start + (e * beat) / 2, beat * 0.9, hz(root + 24 + note), 0.2, lead);
    }
  }
  return buffer.master(Math.min(3, seconds / 4));
}

/** A calm spoken-word bed: slow chords and a sparse arpeggio, for podcast episodes. */
export function synthesizePodcast(seed: string, seconds: number, sampleRate: number): Float32Array {
  const random = seededRandom(`podcast:${seed}`);
  const root = 50 + Math.floor(random() * 6);
  const buffer = new ToneBuffer(sampleRate, seconds);
  const chordLength = 4;
  for (let c = 0; c * chordLength < seconds; c++) {
    const chord = triad(pick(random, [0, 3, 4, 5]));
    for (const note of chord)
      buffer.addNote(c * chordLength, chordLength * 1.2, hz(root + note), 0.12, 'organ');
    for (let a = 0; a < 8; a++) {
      const note = chord[a % 3] as number;
      buffer.addNote(c * chordLength + a * 0.5, 0.45, hz(root + 12 + note), 0.08, 'pluck');
    }
  }
  return buffer.master(2);
}

/** The first `seconds` of a rendered song, faded out so the cut is not abrupt. */
export function previewOf(
  samples: Float32Array,
  seconds: number,
  sampleRate: number,
): Float32Array {
  const length = Math.min(samples.length, Math.floor(seconds * sampleRate));
  const preview = samples.slice(0, length);
  const fade = Math.floor(1.5 * sampleRate);
  for (let i = 0; i < fade && i < length; i++) {
    const index = length - 1 - i;
    preview[index] = (preview[index] as number) * (i / fade);
  }
  return preview;
}

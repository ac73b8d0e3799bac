import { pick, seededRandom } from '../seed/seededRandom';
import { scaleStep } from '../voice/sing/harmony';
import { ToneBuffer } from './toneBuffer';

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Scale degree (0–6) to a triad in semitones above the key's root. */
const triad = (degree: number) => [0, 2, 4].map((step) => scaleStep(degree + step));

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

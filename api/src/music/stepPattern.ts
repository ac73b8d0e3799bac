import type { PartNote } from './backingTypes';

/** Velocity of each step letter: X accent, x normal, o soft, g ghost; anything else rests. */
const stepVelocity: Record<string, number> = { X: 118, x: 96, o: 72, g: 44 };

/**
 * Where the 16th-note step `step` (0-15) falls, in beats: `swing` moves each off-beat 8th
 * (0.5 straight, 2/3 a triplet swing), `shuffle` each odd 16th inside its 8th (0.5 straight).
 */
function stepTime(step: number, swing = 0.5, shuffle = 0.5): number {
  const beat = Math.floor(step / 4);
  const eighth = Math.floor((step % 4) / 2);
  const sixteenth = step % 2;
  const eighthStart = eighth === 0 ? 0 : swing;
  const eighthLength = eighth === 0 ? swing : 1 - swing;
  return beat + eighthStart + sixteenth * shuffle * eighthLength;
}

export interface StepOptions {
  swing?: number;
  shuffle?: number;
  /** Added to every velocity (a chorus plays louder). */
  lift?: number;
  length?: number;
}

/** A 16-step grid like "x...o...X..." as notes of pitch `note`. */
export function steps(note: number, grid: string, options: StepOptions = {}): PartNote[] {
  const { swing = 0.5, shuffle = 0.5, lift = 0, length = 0.25 } = options;
  const notes: PartNote[] = [];
  for (let step = 0; step < Math.min(16, grid.length); step++) {
    const velocity = stepVelocity[grid[step] as string];
    if (velocity === undefined) continue;
    notes.push({
      note,
      velocity: clampVelocity(velocity + lift),
      start: stepTime(step, swing, shuffle),
      length,
    });
  }
  return notes;
}

/** A MIDI velocity kept inside 1-127. */
export function clampVelocity(velocity: number): number {
  return Math.max(1, Math.min(127, Math.round(velocity)));
}

/** Every pitch of `chord` struck at once with one velocity. */
export function chordAt(
  chord: readonly number[],
  start: number,
  length: number,
  velocity: number,
  spread = 0,
): PartNote[] {
  return chord.map((note, i) => ({
    note,
    velocity: clampVelocity(velocity),
    start: start + i * spread,
    length,
  }));
}

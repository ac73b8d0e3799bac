import type { BackingBar } from '../../music/arrangeBacking';
import { chordTones, scaleStep } from './harmony';
import type { SongPlan } from './songPlan';

/** The lowest note a chord is voiced from, and the bass's octave. */
const chordFloor = 55;
const bassFloor = 36;

/** A note of pitch class `pc` at or above `floor`, within an octave of it. */
const above = (floor: number, pc: number) => floor + ((((pc - floor) % 12) + 12) % 12);

/** The plan's bars as the arranger plays them: each chord voiced from G3 up, its root in the bass. */
export function backingBars(plan: SongPlan): BackingBar[] {
  const { tonic, sevenths } = plan.harmony;
  return plan.bars.map((bar) => {
    const root = above(chordFloor, tonic + scaleStep(bar.degree));
    const chord = chordTones(bar.degree, sevenths).map((pc) => above(root, tonic + pc));
    return {
      chord: chord.sort((a, b) => a - b),
      bass: above(bassFloor, tonic + scaleStep(bar.degree)),
      section: bar.section,
    };
  });
}

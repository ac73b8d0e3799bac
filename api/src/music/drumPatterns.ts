import type { BarContext, PartNote } from './backingTypes';
import { drum } from './gmSounds';
import type { GenreName } from './musicGenres';
import { steps } from './stepPattern';

/** Grids of 16 steps per drum key; see stepPattern.ts for the letters. */
type Grids = Partial<Record<number, string>>;

interface DrumPattern {
  verse: Grids;
  /** Played over the verse grids' keys it names, added for the others. */
  chorus: Grids;
  /** Replaces the last beat(s) in a section's last bar. */
  fill: Grids;
  swing?: number;
  shuffle?: number;
}

const { kick, snare, sideStick, clap, closedHat, openHat, pedalHat, ride, crash } = drum;

/** Each genre's groove: what makes a boom-bap a boom-bap and a one-drop a one-drop. */
export const drumPatterns: Record<GenreName, DrumPattern> = {
  // Backbeat: kick on 1 and 3, snare on 2 and 4, straight 8th hats; claps and 16ths in the chorus.
  Pop: {
    verse: {
      [kick]: 'x.......x.o.....',
      [snare]: '....x.......x...',
      [closedHat]: 'x.o.x.o.x.o.x.o.',
    },
    chorus: {
      [clap]: '....x.......x...',
      [closedHat]: 'xoooxoooxoooxooo',
      [kick]: 'x.......x.x.....',
    },
    fill: { [snare]: '............xoxo', [clap]: '................' },
  },
  // Boom-bap: heavy kick with a late second hit, cracking snare, swung 16th hats.
  'Hip-Hop': {
    verse: {
      [kick]: 'X......x..x.....',
      [snare]: '....X.......X...',
      [closedHat]: 'x.o.x.o.x.o.x.o.',
    },
    chorus: { [closedHat]: 'xgogxgogxgogxgog', [openHat]: '..............o.' },
    fill: { [kick]: 'X......x..x...x.', [snare]: '....X.......X.gX' },
    shuffle: 0.62,
  },
  // One-drop: nothing on 1, kick and rim together on 3, light 8th hats; steppers kick in the chorus.
  Reggae: {
    verse: {
      [kick]: '........X.......',
      [sideStick]: '........x.......',
      [closedHat]: 'o.g.o.g.o.g.o.g.',
    },
    chorus: {
      [kick]: 'x...x...X...x...',
      [snare]: '........x.......',
      [openHat]: '..o...o...o...o.',
    },
    fill: { [snare]: '............x.xx' },
    swing: 0.6,
  },
  // Swing: ride "ding, ding-da-ding", hi-hat foot on 2 and 4, brush swirls, feathered kick.
  Jazz: {
    verse: {
      [ride]: 'x...x.o.x...x.o.',
      [pedalHat]: '....x.......x...',
      [drum.brushSwirl]: 'o...o...o...o...',
      [kick]: 'g...g...g...g...',
    },
    chorus: { [ride]: 'X...x.o.X...x.o.', [snare]: '......g.......g.' },
    fill: { [snare]: '........o.o.x.x.' },
    swing: 2 / 3,
  },
  // Folk: a soft kick on 1 and 3; the hand claps and tambourine layers carry 2 and 4.
  Folk: {
    verse: { [kick]: 'o.......o.......' },
    chorus: { [kick]: 'x.....o.x.......', [drum.lowTom]: '..............o.' },
    fill: { [drum.midTom]: '............o.o.', [drum.lowTom]: '..............xx' },
  },
  // Rock: driving 8ths on the hats, kick pushing on the 8ths, hard snare; ride and crash in the chorus.
  Rock: {
    verse: {
      [kick]: 'x.x.....x.x.....',
      [snare]: '....X.......X...',
      [closedHat]: 'x.x.x.x.x.x.x.x.',
    },
    chorus: {
      [closedHat]: '................',
      [ride]: 'x.x.x.x.x.x.x.x.',
      [kick]: 'x.x...x.x.x...x.',
    },
    fill: {
      [drum.highTom]: '........xx......',
      [drum.midTom]: '..........xx....',
      [drum.lowTom]: '............xxxx',
    },
  },
  // Four-on-the-floor: kick on every beat, clap on 2 and 4, open hat on the off-beats.
  Electronic: {
    verse: {
      [kick]: 'X...X...X...X...',
      [clap]: '....x.......x...',
      [openHat]: '..o...o...o...o.',
    },
    chorus: { [closedHat]: 'gogogogogogogogo', [openHat]: '..x...x...x...x.' },
    fill: { [snare]: '........xoxoxxxx' },
  },
  // Salsa: a light kit (kick on 2& and 4); clave, congas and timbales are percussion layers.
  Latin: {
    verse: { [kick]: '......o.....x...', [closedHat]: 'g...g...g...g...' },
    chorus: { [kick]: '......x.....x...', [crash]: '................' },
    fill: { [drum.highTimbale]: '........x.x.xx..', [drum.lowTimbale]: '..............xx' },
  },
  // Laid-back: lazy kick, rim click on 2 and 4 (snare in the chorus), shuffled soft 16th hats.
  'R&B': {
    verse: {
      [kick]: 'x......o..x.....',
      [sideStick]: '....x.......x...',
      [closedHat]: 'oggoogoooggoogoo',
    },
    chorus: {
      [sideStick]: '................',
      [snare]: '....x.......x...',
      [openHat]: '..............o.',
    },
    fill: { [snare]: '....x.......x.g.', [kick]: 'x......o..x...o.' },
    shuffle: 0.6,
  },
  // Oom-pah: kick (with the bass) on 1 and 3, snare (with the accordion) on 2 and 4.
  Schlager: {
    verse: {
      [kick]: 'X.......X.......',
      [snare]: '....x.......x...',
      [closedHat]: '..o...o...o...o.',
    },
    chorus: { [closedHat]: '..x...x...x...x.', [drum.tambourine]: 'o.o.o.o.o.o.o.o.' },
    fill: { [snare]: '........xoxoxxxx' },
  },
};

/** The bar of drums a genre plays in a verse or chorus bar (fills at a section's end). */
export function drumBar(genre: GenreName, bar: BarContext): PartNote[] {
  const pattern = drumPatterns[genre];
  const chorus = bar.section === 'chorus';
  const grids: Grids = { ...pattern.verse, ...(chorus ? pattern.chorus : {}) };
  const fill = bar.lastOfSection && bar.section !== 'outro';
  const fillFrom = 8;
  const lift = chorus ? 8 : 0;
  const notes: PartNote[] = [];
  for (const [key, grid] of Object.entries(grids)) {
    if (!grid) continue;
    const fillGrid = fill ? pattern.fill[Number(key)] : undefined;
    const played = fillGrid ? grid.slice(0, fillFrom) + fillGrid.slice(fillFrom) : grid;
    notes.push(...steps(Number(key), played, { ...pattern, lift }));
  }
  if (fill) {
    for (const [key, grid] of Object.entries(pattern.fill)) {
      if (grid && !(Number(key) in grids)) {
        notes.push(
          ...steps(Number(key), '.'.repeat(fillFrom) + grid.slice(fillFrom), { ...pattern, lift }),
        );
      }
    }
  }
  // A crash marks the chorus's first bar.
  if (chorus && bar.sectionBar === 0)
    notes.push({ note: crash, velocity: 100, start: 0, length: 1 });
  return notes;
}

import type { Percussion } from './backingInstruments';
import type { BarContext, PartNote } from './backingTypes';
import { drum } from './gmSounds';
import { steps } from './stepPattern';

type Layer = (bar: BarContext, swing: number) => PartNote[];

/** One bar of each hand-percussion layer; the clave alternates its 2 and 3 sides. */
const layers: Record<Percussion, Layer> = {
  // Tumbao: slap on 2, open tones on 4 and 4-and, heel-toe murmur in between.
  congas: (bar, swing) => [
    ...steps(drum.muteConga, 'g.g.x.g.g.g.x.g.', { swing }),
    ...steps(drum.openConga, '..............x.', { swing }),
    ...steps(drum.lowConga, bar.sectionBar % 2 ? '.............x.x' : '.............x..', {
      swing,
    }),
  ],
  // Cáscara on the shell of the timbales in the verse, the bell in the chorus.
  timbales: (bar, swing) =>
    bar.section === 'chorus'
      ? steps(drum.cowbell, 'x.o.x.o.x.o.x.o.', { swing })
      : steps(drum.highTimbale, bar.sectionBar % 2 ? 'x.o.x.o.o.x.o.o.' : 'o.o.x.o.o.x.o.x.', {
          swing,
          lift: -30,
        }),
  claps: (bar, swing) =>
    steps(drum.clap, bar.section === 'chorus' ? '....X.......X..o' : '....x.......x...', { swing }),
  tambourine: (bar, swing) =>
    steps(drum.tambourine, bar.section === 'chorus' ? 'o.x.o.x.o.x.o.x.' : '..o...o...o...o.', {
      swing,
    }),
  shaker: (_bar, swing) => steps(drum.maracas, 'ogogogogogogogog', { swing }),
  cowbell: (_bar, swing) => steps(drum.cowbell, 'o...o...o...o...', { swing }),
  // Son clave 2-3: two hits, then three.
  clave: (bar, swing) =>
    steps(drum.claves, bar.sectionBar % 2 ? 'x.....x.....x...' : '....x...x.......', { swing }),
};

/** The hand percussion named by the style (or the genre) for one bar. */
export function percussionBar(
  layersOn: readonly Percussion[],
  bar: BarContext,
  swing = 0.5,
): PartNote[] {
  return layersOn.flatMap((layer) => layers[layer](bar, swing));
}

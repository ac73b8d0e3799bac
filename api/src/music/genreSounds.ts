import type { BackingInstruments } from './backingInstruments';
import { drumKits, gm } from './gmSounds';
import type { GenreName } from './musicGenres';

/** Each genre's own band, for every part its style text does not name. */
export const genreSounds: Record<GenreName, BackingInstruments> = {
  Pop: {
    comp: gm.piano,
    pad: gm.warmPad,
    bass: gm.synthBass,
    accent: null,
    drumKit: drumKits.standard,
    percussion: [],
  },
  'Hip-Hop': {
    comp: gm.electricPiano,
    pad: null,
    bass: gm.fingeredBass,
    accent: null,
    drumKit: drumKits.room,
    percussion: [],
  },
  Reggae: {
    comp: gm.cleanGuitar,
    pad: null,
    bass: gm.fingeredBass,
    accent: gm.organ,
    drumKit: drumKits.standard,
    percussion: [],
  },
  Jazz: {
    comp: gm.piano,
    pad: null,
    bass: gm.acousticBass,
    accent: null,
    drumKit: drumKits.brush,
    percussion: [],
  },
  Folk: {
    comp: gm.steelGuitar,
    pad: null,
    bass: gm.acousticBass,
    accent: null,
    drumKit: drumKits.standard,
    percussion: ['claps', 'tambourine'],
  },
  Rock: {
    comp: gm.overdriveGuitar,
    pad: null,
    bass: gm.pickedBass,
    accent: null,
    drumKit: drumKits.power,
    percussion: [],
  },
  Electronic: {
    comp: gm.sawLead,
    pad: gm.warmPad,
    bass: gm.synthBass2,
    accent: null,
    drumKit: drumKits.electronic,
    percussion: [],
  },
  Latin: {
    comp: gm.piano,
    pad: null,
    bass: gm.fingeredBass,
    accent: gm.brass,
    drumKit: drumKits.standard,
    percussion: ['congas', 'timbales', 'clave'],
  },
  'R&B': {
    comp: gm.electricPiano,
    pad: gm.strings,
    bass: gm.fingeredBass,
    accent: null,
    drumKit: drumKits.standard,
    percussion: [],
  },
  Schlager: {
    comp: gm.accordion,
    pad: gm.synthStrings,
    bass: gm.fingeredBass,
    accent: null,
    drumKit: drumKits.standard,
    percussion: [],
  },
};

/** How much of the genre's harmony goes through the room (0 dry … 1 very wet). */
export const genreReverb: Record<GenreName, number> = {
  Pop: 0.25,
  'Hip-Hop': 0.12,
  Reggae: 0.3,
  Jazz: 0.3,
  Folk: 0.22,
  Rock: 0.15,
  Electronic: 0.3,
  Latin: 0.2,
  'R&B': 0.32,
  Schlager: 0.28,
};

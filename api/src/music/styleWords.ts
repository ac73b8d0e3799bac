import type { InstrumentRole, Percussion } from './backingInstruments';
import { drumKits, gm } from './gmSounds';

interface InstrumentWord {
  words: RegExp;
  /** Roles in order of preference: a word takes the first role still free. */
  roles: InstrumentRole[];
  program: number;
}

/**
 * Instrument words of a style prompt, longest phrases first: a phrase consumes its words, so
 * "synth strings" is strings and not also a synth, "electric piano" not also a piano.
 */
export const instrumentWords: readonly InstrumentWord[] = [
  { words: /synth(?:esizer)? strings?/, roles: ['pad'], program: gm.synthStrings },
  { words: /synth(?:esizer)? bass|808 bass/, roles: ['bass'], program: gm.synthBass },
  { words: /synth(?:esizer)? pads?|\bpads?\b/, roles: ['pad'], program: gm.warmPad },
  { words: /synth(?:esizer)? brass/, roles: ['accent'], program: gm.brass },
  { words: /arpeggi\w*|\barps?\b/, roles: ['comp'], program: gm.sawLead },
  {
    words: /electric pianos?|e-pianos?|rhodes|\bkeys\b/,
    roles: ['comp', 'pad'],
    program: gm.electricPiano,
  },
  {
    words: /upright bass|double bass|acoustic bass|contrabass/,
    roles: ['bass'],
    program: gm.acousticBass,
  },
  { words: /bass guitar|electric bass|fingered bass/, roles: ['bass'], program: gm.fingeredBass },
  {
    words: /electric guitars?|distort\w* guitars?|power chords?/,
    roles: ['comp'],
    program: gm.overdriveGuitar,
  },
  {
    words: /acoustic guitars?|steel[- ]string guitars?|strumm?\w*/,
    roles: ['comp'],
    program: gm.steelGuitar,
  },
  {
    words: /nylon guitars?|classical guitars?|spanish guitars?/,
    roles: ['comp'],
    program: gm.nylonGuitar,
  },
  {
    words: /guitar skank|skank\w*|clean guitars?|funk guitars?/,
    roles: ['comp'],
    program: gm.cleanGuitar,
  },
  { words: /\bguitars?\b/, roles: ['comp'], program: gm.steelGuitar },
  { words: /accordions?|squeezebox/, roles: ['comp', 'accent'], program: gm.accordion },
  { words: /pianos?/, roles: ['comp', 'accent'], program: gm.piano },
  { words: /organs?/, roles: ['accent', 'comp'], program: gm.organ },
  { words: /\bstrings?\b|violins?|orchestra\w*/, roles: ['pad'], program: gm.strings },
  { words: /brass|horns?|trumpets?|trombones?/, roles: ['accent'], program: gm.brass },
  { words: /sax\w*/, roles: ['accent'], program: gm.altoSax },
  { words: /flutes?/, roles: ['accent'], program: gm.flute },
  { words: /harmonicas?/, roles: ['accent'], program: gm.harmonica },
  { words: /vibraphones?|\bvibes\b/, roles: ['accent'], program: gm.vibraphone },
  { words: /marimbas?/, roles: ['accent'], program: gm.marimba },
  { words: /synth(?:esizer)?s?(?: chords?)?/, roles: ['comp', 'pad'], program: gm.polySynth },
];

/** Hand-percussion words: each adds its layer over the genre's drums. */
export const percussionWords: readonly { words: RegExp; percussion: Percussion }[] = [
  { words: /congas?|bongos?/, percussion: 'congas' },
  { words: /timbales?/, percussion: 'timbales' },
  { words: /(?:hand )?claps?|clapping/, percussion: 'claps' },
  { words: /tambourines?/, percussion: 'tambourine' },
  { words: /shakers?|maracas/, percussion: 'shaker' },
  { words: /cowbells?/, percussion: 'cowbell' },
  { words: /\bclaves?\b/, percussion: 'clave' },
];

/** Drum-kit words: the first that matches picks the kit. */
export const drumKitWords: readonly { words: RegExp; kit: number }[] = [
  { words: /brush\w*/, kit: drumKits.brush },
  { words: /\b808\b/, kit: drumKits.tr808 },
  { words: /electronic drums?|drum machine|four-on-the-floor/, kit: drumKits.electronic },
  { words: /punchy drums?|rock drums?|power drums?/, kit: drumKits.power },
  { words: /boom-bap|boom bap/, kit: drumKits.room },
];

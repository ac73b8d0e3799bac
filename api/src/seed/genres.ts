import type { CatalogueLanguage } from './subjectDefinitions';

export interface Genre {
  name: string;
  /** Word appended to song titles, per sung language. */
  titleSuffix: Record<CatalogueLanguage, string>;
  style: string;
  bpm: readonly [number, number];
}

export const genres: readonly Genre[] = [
  {
    name: 'Pop',
    titleSuffix: { de: 'Pop', en: 'Pop', es: 'Pop' },
    style: 'bright synth chords, catchy sing-along chorus, clear female vocals',
    bpm: [100, 124],
  },
  {
    name: 'Hip-Hop',
    titleSuffix: { de: 'Rap', en: 'Rap', es: 'Rap' },
    style: 'boom-bap drums, warm bass line, rhythmic spoken verses with call-and-response hooks',
    bpm: [86, 98],
  },
  {
    name: 'Reggae',
    titleSuffix: { de: 'Reggae', en: 'Reggae', es: 'Reggae' },
    style: 'off-beat guitar skank, deep bass, relaxed male vocals',
    bpm: [70, 84],
  },
  {
    name: 'Jazz',
    titleSuffix: { de: 'Swing', en: 'Swing', es: 'Swing' },
    style: 'walking upright bass, brushed drums, piano comping, smooth vocals',
    bpm: [110, 140],
  },
  {
    name: 'Folk',
    titleSuffix: { de: 'Lied', en: 'Song', es: 'Canción' },
    style: 'acoustic guitar, hand claps, two-part harmony vocals',
    bpm: [92, 112],
  },
  {
    name: 'Rock',
    titleSuffix: { de: 'Rock', en: 'Rock', es: 'Rock' },
    style: 'driving electric guitars, punchy drums, energetic chorus shouts',
    bpm: [118, 140],
  },
  {
    name: 'Electronic',
    titleSuffix: { de: 'Beat', en: 'Beat', es: 'Beat' },
    style: 'four-on-the-floor kick, arpeggiated synths, vocoder hooks',
    bpm: [120, 128],
  },
  {
    name: 'Latin',
    titleSuffix: { de: 'Salsa', en: 'Salsa', es: 'Salsa' },
    style: 'congas and timbales, brass stabs, piano montuno, lively vocals',
    bpm: [96, 110],
  },
  {
    name: 'R&B',
    titleSuffix: { de: 'Soul', en: 'Soul', es: 'Soul' },
    style: 'soft electric piano, laid-back groove, soulful layered vocals',
    bpm: [72, 90],
  },
  {
    name: 'Schlager',
    titleSuffix: { de: 'Schlager', en: 'Schlager', es: 'Verbena' },
    style: 'cheerful accordion and synth strings, steady beat, big sing-along refrain',
    bpm: [108, 124],
  },
];

export const creators: readonly string[] = [
  'Lena Lautstark',
  'DJ Vokabel',
  'MC Grammatik',
  'The Flashcards',
  'Sofia Ritmo',
  'Max Melodie',
  'Beat Buddies',
  'Anna Akkord',
  'Lingo Loops',
  'Jonas Jam',
  'Clara Chorus',
  'Wortwerk',
];

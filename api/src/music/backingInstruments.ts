/** Hand percussion the arranger can lay over a genre's drum pattern. */
export type Percussion =
  'congas' | 'timbales' | 'claps' | 'tambourine' | 'shaker' | 'cowbell' | 'clave';

/** The sounds of one backing track: General MIDI programs per part. */
export interface BackingInstruments {
  /** The chord instrument playing the genre's comping (strums, skank, montuno, arpeggios…). */
  comp: number;
  /** Sustained chords under the choruses (and intro), or none. */
  pad: number | null;
  bass: number;
  /** Stabs and counter-rhythms (brass, organ bubble…), or none. */
  accent: number | null;
  /** The drum kit: the program sent on the drum channel (0 standard, 40 brushes…). */
  drumKit: number;
  percussion: Percussion[];
}

/** A role of the backing an instrument word can fill. */
export type InstrumentRole = 'comp' | 'pad' | 'bass' | 'accent';

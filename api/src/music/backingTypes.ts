/** One bar of the song's harmony, as the composer of the vocal melody laid it out. */
export interface BackingBar {
  /** Chord tones as MIDI notes, e.g. [60, 64, 67]. */
  chord: number[];
  /** MIDI root for the bass, around 36-48. */
  bass: number;
  section: 'intro' | 'verse' | 'chorus' | 'outro';
}

/** What the backing track is made from: intro bars first, outro bars last. */
export interface BackingPlan {
  seed: string;
  /** The song's musicStylePrompt. */
  style: string;
  bars: BackingBar[];
}

export type Section = BackingBar['section'];

/** The mix bus a part plays into: drums, bass, and harmony (which gets the reverb). */
export type Layer = 'drums' | 'bass' | 'harmony';

/** One note of one bar; times in beats from the start of its bar. */
export interface NoteEvent {
  bar: number;
  channel: number;
  note: number;
  velocity: number;
  start: number;
  length: number;
  layer: Layer;
}

/** A note a part plays, before it is placed in its bar and on its channel. */
export interface PartNote {
  note: number;
  velocity: number;
  /** Beats from the start of the bar. */
  start: number;
  length: number;
}

/** What a part knows about the bar it plays. */
export interface BarContext {
  chord: readonly number[];
  bass: number;
  /** The bass root of the next bar (this bar's own at the end), for walking and anticipation. */
  nextBass: number;
  section: Section;
  /** Bar number inside its section, from 0. */
  sectionBar: number;
  /** True in the section's last bar: room for a fill. */
  lastOfSection: boolean;
  /** 0 or 1, per song: which of a genre's two variants plays. */
  variant: number;
}

/** A part of one genre: the notes it plays in one bar. */
export type Part = (bar: BarContext) => PartNote[];

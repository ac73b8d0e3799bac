import type { GenreName } from '../../music/musicGenres';
import { seededRandom } from '../../seed/seededRandom';
import { harmonyOf, type Harmony } from './harmony';
import { phraseMelody, type VoiceRange } from './phraseMelody';
import { phraseReserve, phraseRhythm } from './phraseRhythm';
import type { FormLine, SectionKind } from './songForm';

/** What the plan needs of a line's syllables. */
export interface PlanSyllable {
  stressed: boolean;
  word: number;
}

/** One note of the vocal melody, in seconds from the song's start. */
export interface PlannedNote {
  midi: number;
  start: number;
  seconds: number;
}

/** One bar of the song: the chord's scale degree and the part of the song it belongs to. */
export interface PlannedBar {
  degree: number;
  section: 'intro' | SectionKind | 'outro';
}

export interface SongPlan {
  harmony: Harmony;
  barSeconds: number;
  bars: PlannedBar[];
  /** For each line, a note per syllable. */
  notes: PlannedNote[][];
  seconds: number;
}

export const introBars = 2;
export const outroBars = 2;

/** Sixteenth notes where eighths would be slower than this (slow songs). */
const slowestEighth = 0.36;

/**
 * The song composed for its lyrics: the key and chords of its genre, each line a phrase starting on
 * a bar line (every line of a kind as many bars as the longest needs), one note per syllable,
 * the refrain the same every time it returns (its notes depend only on its text and place).
 */
export function songPlan(
  seed: string,
  genre: GenreName,
  bpm: number,
  form: readonly FormLine[],
  syllables: readonly (readonly PlanSyllable[])[],
  range: VoiceRange,
): SongPlan {
  const harmony = harmonyOf(seed, genre);
  const barSeconds = 240 / bpm;
  const slotsPerBeat = barSeconds / 8 > slowestEighth ? 4 : 2;
  const slotsPerBar = 4 * slotsPerBeat;
  const slotSeconds = barSeconds / slotsPerBar;
  const barsOf = (kind: SectionKind) => {
    const longest = Math.max(
      0,
      ...form.flatMap((line, i) => (line.kind === kind ? [syllables[i]?.length ?? 0] : [])),
    );
    return Math.max(1, Math.ceil((longest + phraseReserve(slotsPerBar)) / slotsPerBar));
  };
  const kindBars = { verse: barsOf('verse'), chorus: barsOf('chorus') };
  const bars: PlannedBar[] = Array.from({ length: introBars }, (_, bar) => ({
    degree: harmony.degreeAt('verse', bar),
    section: 'intro',
  }));
  const notes = form.map((line, i) => {
    const lineBars = kindBars[line.kind];
    const first = bars.length;
    const degrees = Array.from({ length: lineBars }, (_, j) =>
      harmony.degreeAt(line.kind, line.indexInSection * lineBars + j),
    );
    for (const degree of degrees) bars.push({ degree, section: line.kind });
    const own = syllables[i] ?? [];
    const rhythm = phraseRhythm(
      own.map((syllable, k) => ({
        stressed: syllable.stressed,
        wordEnd: own[k + 1]?.word !== syllable.word,
      })),
      lineBars * slotsPerBar,
      slotsPerBeat,
    );
    const next = form[i + 1];
    const lastOfSection = !next || next.section !== line.section;
    const pitches = phraseMelody({
      rhythm,
      slotsPerBeat,
      slotsPerBar,
      degrees,
      harmony,
      range,
      chorus: line.kind === 'chorus',
      closing: line.kind === 'chorus' ? line.indexInSection % 2 === 1 : lastOfSection,
      random: seededRandom(`melody:${seed}:${line.kind}:${line.indexInSection}:${line.text}`),
    });
    return rhythm.map((note, k) => ({
      midi: pitches[k] as number,
      start: (first * slotsPerBar + note.at) * slotSeconds,
      seconds: note.slots * slotSeconds,
    }));
  });
  // The outro comes home: its last bar on the tonic.
  for (let bar = 0; bar < outroBars; bar++)
    bars.push({
      degree: bar === outroBars - 1 ? 0 : harmony.degreeAt('chorus', bar),
      section: 'outro',
    });
  return { harmony, barSeconds, bars, notes, seconds: bars.length * barSeconds };
}

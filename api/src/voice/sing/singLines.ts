import type { VoicedLine } from '../songVoice';
import type { PreparedLine } from './prepareLine';
import { singSyllable, type Span } from './psola';
import type { PlannedNote } from './songPlan';

/** A note as it was sung: the note, and where its vowel (the pitched part) sounds, in seconds. */
export interface SungNote extends PlannedNote {
  line: number;
  vowelStart: number;
  vowelEnd: number;
}

export interface SungLines {
  /** The voice alone, at `rate`, as long as the song. */
  vocal: Float32Array;
  lines: VoicedLine[];
  notes: SungNote[];
}

/** The shortest vowel a note keeps when its consonants must squeeze, in seconds. */
const minVowel = 0.09;
/** Vowels held longer than this get a light vibrato, from this far into the vowel. */
const vibratoAfter = 0.45;
const vibratoDelay = 0.2;

const hzOf = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Every line sung on its notes: each syllable's vowel starts on its note and lasts to the next
 * syllable's consonants, its onset consonants lead into the note, a held vowel gets a light
 * vibrato; word times are where their syllables were laid.
 */
export function singLines(
  prepared: readonly PreparedLine[],
  notes: readonly (readonly PlannedNote[])[],
  seconds: number,
  rate: number,
): SungLines {
  const vocal = new Float32Array(Math.ceil(seconds * rate));
  const sung: SungNote[] = [];
  const lines = prepared.map((line, index): VoicedLine => {
    const lineNotes = notes[index] ?? [];
    const wordTimes: ({ start: number; end: number } | null)[] = line.words.map(() => null);
    let nextPulse: number | undefined;
    let onsetOut = 0;
    line.syllables.forEach((syllable, k) => {
      const note = lineNotes[k];
      if (!note) return;
      const next = line.syllables[k + 1];
      const noteStart = note.start * rate;
      const noteLength = note.seconds * rate;
      const onset = k === 0 ? syllable.vowelStart - syllable.start : onsetOut;
      const coda = syllable.end - syllable.vowelEnd;
      const nextOnset = next ? next.vowelStart - next.start : 0;
      const room = noteLength - minVowel * rate;
      const squeeze = coda + nextOnset > room ? Math.max(0.2, room / (coda + nextOnset)) : 1;
      onsetOut = nextOnset * squeeze;
      const outStart = noteStart - onset;
      const outEnd = noteStart + noteLength - onsetOut;
      const outVowelEnd = Math.max(noteStart + 0.02 * rate, outEnd - coda * squeeze);
      const spans: Span[] = [
        { from: syllable.start, to: syllable.vowelStart, outFrom: outStart, outTo: noteStart },
        {
          from: syllable.vowelStart,
          to: syllable.vowelEnd,
          outFrom: noteStart,
          outTo: outVowelEnd,
        },
        { from: syllable.vowelEnd, to: syllable.end, outFrom: outVowelEnd, outTo: outEnd },
      ];
      const held = (outVowelEnd - noteStart) / rate > vibratoAfter;
      nextPulse = singSyllable(
        vocal,
        syllable.source,
        syllable.marks,
        { spans, hz: hzOf(note.midi), vibratoFrom: held ? noteStart + vibratoDelay * rate : null },
        rate,
        nextPulse,
      );
      sung.push({
        ...note,
        line: index,
        vowelStart: noteStart / rate,
        vowelEnd: outVowelEnd / rate,
      });
      const time = wordTimes[syllable.word];
      wordTimes[syllable.word] = {
        start: time ? time.start : outStart / rate,
        end: outEnd / rate,
      };
    });
    let previous = lineNotes[0]?.start ?? 0;
    const words = line.words.map((word, i) => {
      const time = wordTimes[i];
      const nextStart = wordTimes.slice(i + 1).find((t) => t !== null)?.start ?? previous;
      const start = Math.max(previous, time ? time.start : previous);
      const end = Math.max(start, time ? time.end : nextStart);
      previous = start;
      return { text: word.text, start: ms(start), end: ms(end) };
    });
    const first = words[0];
    const last = words[words.length - 1];
    return {
      text: line.text,
      start: first ? first.start : ms(previous),
      end: last ? last.end : ms(previous),
      words,
    };
  });
  return { vocal, lines, notes: sung };
}

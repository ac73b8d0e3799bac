import type { Speaker, SpeechLanguage, VoiceGender } from '../espeakSpeaker';
import { speechSampleRate } from '../espeakSpeaker';
import { lineWords, type WordSpan } from '../lineWords';
import { floatsOf } from '../resample';
import { languageSegments } from './languageSegments';
import { phonesOf } from './phonemes';
import { measurePeriod, pitchMarks, type PitchMarks } from './pitchMarks';
import { syllablesOf, type Syllable } from './syllables';

/** A syllable with the flat utterance it was cut from. */
export interface SourcedSyllable extends Syllable {
  source: Float32Array;
  marks: PitchMarks;
}

/** A line spoken flat, ready to be sung: its words and its syllables in order. */
export interface PreparedLine {
  text: string;
  words: WordSpan[];
  syllables: SourcedSyllable[];
}

/** The word of `words` that holds the code point, else the next one (else the last). */
function wordAt(words: readonly WordSpan[], point: number): number {
  const inside = words.findIndex((word) => point >= word.from && point < word.to);
  if (inside >= 0) return inside;
  const next = words.findIndex((word) => word.from >= point);
  return next >= 0 ? next : Math.max(0, words.length - 1);
}

/**
 * The line spoken dead flat at `hz`, stretch by stretch in each stretch's language (a quoted
 * translation in `quoted`), cut into syllables that know their word of the line.
 */
export function prepareLine(
  speaker: Speaker,
  text: string,
  language: SpeechLanguage,
  quoted: SpeechLanguage,
  gender: VoiceGender,
  hz: number,
): PreparedLine {
  const words = lineWords(text);
  const rate = speechSampleRate;
  const syllables = languageSegments(text, language, quoted).flatMap((segment) => {
    const speech = speaker.speakFlat(segment.text, segment.language, gender, hz);
    const source = floatsOf(speech.samples);
    const marks = pitchMarks(source, measurePeriod(source, rate / hz));
    const wordOf = (point: number) => {
      const own = speech.origin[Math.min(Math.max(point, 0), speech.origin.length - 1)] ?? 0;
      return wordAt(words, segment.offset + own);
    };
    const phones = phonesOf(speech.events, rate, source.length, wordOf);
    return syllablesOf(phones, source, rate).map((syllable) => ({ ...syllable, source, marks }));
  });
  return { text, words, syllables };
}

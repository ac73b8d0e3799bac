import type { SpeechEvent } from '../wordTimings';

/** One phoneme as eSpeak spoke it: where its sound lies and which word of the line it belongs to. */
export interface Phone {
  /** eSpeak's IPA for it, stress marks included; empty for a pause. */
  id: string;
  /** Its sound in the utterance's samples: [from, to). */
  from: number;
  to: number;
  /** The index of the line's word it was spoken for. */
  word: number;
}

const vowelLetters = /[aeiouyæøœɐɑɒɔəɘɛɜɞɤɨɪɯɵʉʊʌʏ]/u;
/** The combining mark of a syllabic consonant (English "button": [n̩]). */
const syllabicMark = '\u0329';

/** Whether eSpeak's phoneme is a syllable's nucleus (a vowel, a diphthong or a syllabic consonant). */
export const isVowel = (id: string) => vowelLetters.test(id) || id.includes(syllabicMark);

/** Whether the syllable of this nucleus carries the word's main stress. */
export const isStressed = (id: string) => id.includes('ˈ');

/**
 * The utterance's phonemes in order with their sound spans (each runs until the next event) and
 * their word: `wordOf` maps a 0-based code point of the text eSpeak was given to a word index.
 */
export function phonesOf(
  events: readonly SpeechEvent[],
  rate: number,
  length: number,
  wordOf: (point: number) => number,
): Phone[] {
  const timed = events.filter((event) => event.type === 'phoneme' || event.type === 'end');
  const phones: Phone[] = [];
  timed.forEach((event, i) => {
    if (event.type !== 'phoneme') return;
    const next = timed[i + 1];
    const from = Math.min(length, Math.round((event.audio_position / 1000) * rate));
    const to = Math.min(length, next ? Math.round((next.audio_position / 1000) * rate) : length);
    if (to <= from) return;
    phones.push({ id: String(event.id ?? ''), from, to, word: wordOf(event.text_position - 1) });
  });
  return phones;
}

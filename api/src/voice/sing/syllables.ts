import { isStressed, isVowel, type Phone } from './phonemes';

/** One sung syllable in a flat utterance's samples: consonants before, the vowel, consonants after. */
export interface Syllable {
  /** Index of the line's word this syllable's vowel belongs to. */
  word: number;
  stressed: boolean;
  /** Sample indices in the utterance: onset [start, vowelStart), vowel, coda [vowelEnd, end). */
  start: number;
  vowelStart: number;
  vowelEnd: number;
  end: number;
}

/** A vowel ends where its level falls this far below its peak (eSpeak counts a stop's closure as vowel). */
const vowelDropDb = 15;
const frameSeconds = 0.005;

/** Where the vowel's sound really ends: the last 5 ms frame within `vowelDropDb` of its loudest. */
export function vowelEnd(samples: ArrayLike<number>, from: number, to: number, rate: number) {
  const hop = Math.max(1, Math.round(frameSeconds * rate));
  const levels: number[] = [];
  for (let at = from; at < to; at += hop) {
    let sum = 0;
    const end = Math.min(to, at + hop);
    for (let i = at; i < end; i++) sum += (samples[i] as number) ** 2;
    levels.push(sum / Math.max(1, end - at));
  }
  const peak = Math.max(...levels, 0);
  const floor = peak * 10 ** (-vowelDropDb / 10);
  let last = 0;
  levels.forEach((level, i) => {
    if (level >= floor) last = i;
  });
  return Math.min(to, from + (last + 1) * hop);
}

/**
 * The utterance's syllables: one per vowel. Consonants between two vowels of one word: the first
 * closes the earlier syllable, the rest open the next; consonants of another word, or after a
 * pause, open the next syllable. A pause ends a syllable's coda.
 */
export function syllablesOf(phones: readonly Phone[], samples: ArrayLike<number>, rate: number) {
  const syllables: Syllable[] = [];
  let pending: Phone[] = [];
  let current: Syllable | null = null;
  let paused = false;
  for (const phone of phones) {
    if (phone.id === '') {
      paused = true;
      continue;
    }
    if (!isVowel(phone.id)) {
      pending.push(phone);
      continue;
    }
    if (current) {
      const closer = pending[0];
      if (closer && !paused && closer.word === current.word) {
        current.end = closer.to;
        pending = pending.slice(1);
      }
    }
    const onset = pending[0];
    current = {
      word: phone.word,
      stressed: isStressed(phone.id),
      start: onset ? onset.from : phone.from,
      vowelStart: phone.from,
      vowelEnd: vowelEnd(samples, phone.from, phone.to, rate),
      end: phone.to,
    };
    syllables.push(current);
    pending = [];
    paused = false;
  }
  const last = syllables[syllables.length - 1];
  const tail = pending[pending.length - 1];
  if (last && tail) last.end = tail.to;
  return syllables;
}

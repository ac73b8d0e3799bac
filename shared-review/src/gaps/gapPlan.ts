import type { LyricLine } from '@btb/shared-contract';
import { spokenWordEnd } from './spokenWordEnd';

/** How many words are blanked: a share of all sung words (the lesson's first), or only the lesson's. */
export type GapLevel = 10 | 25 | 50 | 'lesson';
export const gapLevels: readonly GapLevel[] = [10, 25, 50, 'lesson'];

export type GapToken =
  | { kind: 'text'; text: string }
  | {
      kind: 'gap';
      id: string;
      answer: string;
      lessonWord: boolean;
      /** Seconds into the song when the voice has sung the word: the song stops there. */
      end: number;
    };

export interface GapLine {
  start: number;
  tokens: GapToken[];
  gapIds: string[];
}

/** Words: letters (any script, with marks), inner apostrophes and hyphens. */
const wordPattern = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

/** Case and form insensitive, so "Haus" in a lyric matches the card "haus". */
export const normalizeWord = (word: string) => word.normalize('NFC').trim().toLocaleLowerCase();

/** A small stable hash (FNV-1a), so the same song and level blank the same words everywhere. */
function stableRank(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

interface WordAt {
  line: number;
  index: number;
  word: string;
  lessonWord: boolean;
}

function wordsOf(lines: readonly LyricLine[], lessonWords: ReadonlySet<string>): WordAt[] {
  const words: WordAt[] = [];
  lines.forEach((line, lineIndex) => {
    let index = 0;
    for (const match of line.text.matchAll(wordPattern)) {
      words.push({
        line: lineIndex,
        index: index++,
        word: match[0],
        lessonWord: lessonWords.has(normalizeWord(match[0])),
      });
    }
  });
  return words;
}

/**
 * The song's lines with their gaps: at a level of n %, n % of the sung words (rounded up), the
 * lesson's words first, the others in a stable order; at `lesson`, exactly the lesson's words.
 */
export function planGaps(
  lines: readonly LyricLine[],
  lessonWords: readonly string[],
  level: GapLevel,
): GapLine[] {
  const sorted = [...lines].sort((a, b) => a.start - b.start);
  const lesson = new Set(lessonWords.map(normalizeWord).filter(Boolean));
  const words = wordsOf(sorted, lesson);
  const wanted = level === 'lesson' ? 0 : Math.ceil((words.length * level) / 100);
  const chosen = new Set<string>();
  const key = (w: WordAt) => `${w.line}:${w.index}`;
  for (const word of words) if (word.lessonWord) chosen.add(key(word));
  const others = words
    .filter((word) => !word.lessonWord)
    .sort((a, b) => stableRank(`${key(a)}${a.word}`) - stableRank(`${key(b)}${b.word}`));
  for (const word of others) {
    if (chosen.size >= wanted) break;
    chosen.add(key(word));
  }

  return sorted.map((line, lineIndex) => {
    const tokens: GapToken[] = [];
    const gapIds: string[] = [];
    let last = 0;
    let index = 0;
    const next = sorted[lineIndex + 1];
    // An untimed gap word stops the song where the line's voice ends (or where the next starts).
    const lineEnd = Number.isFinite(line.end) && line.end > line.start ? line.end : next?.start;
    for (const match of line.text.matchAll(wordPattern)) {
      const at = match.index ?? 0;
      const id = `${lineIndex}:${index++}`;
      if (!chosen.has(id)) continue;
      if (at > last) tokens.push({ kind: 'text', text: line.text.slice(last, at) });
      tokens.push({
        kind: 'gap',
        id,
        answer: match[0],
        lessonWord: lesson.has(normalizeWord(match[0])),
        end: spokenWordEnd(line, at, lineEnd ?? Infinity),
      });
      gapIds.push(id);
      last = at + match[0].length;
    }
    if (last < line.text.length) tokens.push({ kind: 'text', text: line.text.slice(last) });
    return { start: line.start, tokens, gapIds };
  });
}

/** Whether a typed or picked word fills the gap (case, spacing and Unicode form do not matter). */
export const fillsGap = (typed: string, answer: string) =>
  normalizeWord(typed) !== '' && normalizeWord(typed) === normalizeWord(answer);

/**
 * Four choices for a gap: the answer and three other words of the song (the lesson's first),
 * distinct, in a stable order that does not give the answer away by its place.
 */
export function choicesFor(answer: string, plan: readonly GapLine[]): string[] {
  const seen = new Set([normalizeWord(answer)]);
  const pool: { word: string; lessonWord: boolean }[] = [];
  for (const line of plan) {
    for (const token of line.tokens) {
      if (token.kind !== 'gap' || seen.has(normalizeWord(token.answer))) continue;
      seen.add(normalizeWord(token.answer));
      pool.push({ word: token.answer, lessonWord: token.lessonWord });
    }
  }
  const others = pool
    .sort(
      (a, b) =>
        Number(b.lessonWord) - Number(a.lessonWord) ||
        stableRank(answer + a.word) - stableRank(answer + b.word),
    )
    .slice(0, 3)
    .map((entry) => entry.word);
  return [answer, ...others].sort((a, b) => stableRank(a + answer) - stableRank(b + answer));
}

/**
 * The line the song must stop at: the line of the first gap whose word has been sung (the word's
 * end reached) while the gap is still open, so the learner hears the word, then fills it at once.
 * -1 when the song may play on. A word ending after `songEnd` (a moment before the track's end)
 * stops the song at `songEnd`, before it moves on to the next track.
 */
export function lineToStopAt(
  plan: readonly GapLine[],
  time: number,
  filled: ReadonlySet<string>,
  songEnd = Infinity,
): number {
  for (let i = 0; i < plan.length; i++) {
    const line = plan[i] as GapLine;
    for (const token of line.tokens) {
      if (token.kind !== 'gap' || filled.has(token.id)) continue;
      const end = Math.max(line.start, Math.min(token.end, songEnd));
      if (end <= time + 1e-3) return i;
    }
  }
  return -1;
}

import type { LyricLine } from '@btb/shared-contract';
import { lessonSpans, sungWords, type SungWord } from './lessonSpans';
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
      /** The lesson card the gap is a form of (its quiz question), null for another word. */
      card: string | null;
      /** Seconds into the song when the voice has sung the word: the song stops there. */
      end: number;
    };

export interface GapLine {
  start: number;
  tokens: GapToken[];
  gapIds: string[];
}

/** Case and form insensitive, so "Haus" in a lyric matches the card "haus". */
export const normalizeWord = (word: string) => word.normalize('NFC').trim().toLocaleLowerCase();

/** A small stable hash (FNV-1a), so the same song and level blank the same words everywhere. */
export function stableRank(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Quoted text in a line. */
const quotedPattern = /„[^“”"]*[“”"]|“[^”]*”|"[^"]*"|«[^»]*»|‚[^‘’]*[‘’]/g;
/** What introduces a meaning in the learner's language: "das heißt „…“", "that is "…"". */
const glossLead =
  /(?:heißt|bedeutet|that is|that's|means|meaning|significa|quiere decir)\s*[:,]?\s*$/iu;

/**
 * Where a line glosses a word in the learner's language (start and end offsets): the quoted text
 * after "das heißt", "that is", "means"… ("das heißt „the screen“"). A word quoted otherwise is
 * sung in the language being learned.
 */
export function glossRanges(text: string): [number, number][] {
  return [...text.matchAll(quotedPattern)].flatMap((match) => {
    const at = match.index ?? 0;
    return glossLead.test(text.slice(0, at))
      ? [[at, at + match[0].length] as [number, number]]
      : [];
  });
}

/** The line's words in the language being learned: its sung words less any gloss. */
function learnedWords(text: string): SungWord[] {
  const glosses = glossRanges(text);
  return sungWords(text).filter(
    (word) => !glosses.some(([from, to]) => word.at >= from && word.at < to),
  );
}

/** What may be one gap: a lesson word (one or several sung words) or another sung word. */
interface GapUnit {
  id: string;
  first: number;
  last: number;
  card: string | null;
}

/** A line's gap units: the lesson's words where they are sung, every other word on its own. */
function unitsOf(
  words: readonly SungWord[],
  lessonWords: readonly string[],
  lineIndex: number,
  language?: string,
) {
  const units: GapUnit[] = [];
  const spans = lessonSpans(words, lessonWords, language);
  let span = 0;
  for (let index = 0; index < words.length; index++) {
    const lesson = spans[span];
    const id = `${lineIndex}:${index}`;
    if (lesson && lesson.first === index) {
      units.push({ id, first: index, last: lesson.last, card: lesson.card });
      index = lesson.last;
      span++;
    } else units.push({ id, first: index, last: index, card: null });
  }
  return units;
}

/**
 * The song's lines with their gaps: at a level of n %, n % of the sung words (rounded up), the
 * lesson's words first, the others in a stable order; at `lesson`, exactly the lesson's words. A
 * lesson word is found in any form, with its article when sung, a phrase as one gap; never in a
 * gloss in the learner's language ("das heißt „the screen“"). `language`:
 * the song's, whose endings make the forms (all languages' when unknown).
 */
export function planGaps(
  lines: readonly LyricLine[],
  lessonWords: readonly string[],
  level: GapLevel,
  language?: string,
): GapLine[] {
  const sorted = [...lines].sort((a, b) => a.start - b.start);
  const words = sorted.map((line) => learnedWords(line.text));
  const units = words.map((lineWords, index) => unitsOf(lineWords, lessonWords, index, language));
  const wordCount = words.reduce((sum, lineWords) => sum + lineWords.length, 0);
  const wanted = level === 'lesson' ? 0 : Math.ceil((wordCount * level) / 100);
  const chosen = new Set<string>();
  const all = units.flat();
  for (const unit of all) if (unit.card !== null) chosen.add(unit.id);
  const textOf = (unit: GapUnit) => words[Number(unit.id.split(':')[0])]?.[unit.first]?.text ?? '';
  const others = all
    .filter((unit) => unit.card === null)
    .sort((a, b) => stableRank(`${a.id}${textOf(a)}`) - stableRank(`${b.id}${textOf(b)}`));
  for (const unit of others) {
    if (chosen.size >= wanted) break;
    chosen.add(unit.id);
  }

  return sorted.map((line, lineIndex) => {
    const tokens: GapToken[] = [];
    const gapIds: string[] = [];
    const lineWords = words[lineIndex] ?? [];
    let last = 0;
    const next = sorted[lineIndex + 1];
    // An untimed gap word stops the song where the line's voice ends (or where the next starts).
    const lineEnd = Number.isFinite(line.end) && line.end > line.start ? line.end : next?.start;
    for (const unit of units[lineIndex] ?? []) {
      if (!chosen.has(unit.id)) continue;
      const first = lineWords[unit.first] as SungWord;
      const final = lineWords[unit.last] as SungWord;
      if (first.at > last) tokens.push({ kind: 'text', text: line.text.slice(last, first.at) });
      last = final.at + final.text.length;
      tokens.push({
        kind: 'gap',
        id: unit.id,
        answer: line.text.slice(first.at, last),
        lessonWord: unit.card !== null,
        card: unit.card,
        // A phrase is sung when its last word is.
        end: spokenWordEnd(line, final.at, lineEnd ?? Infinity),
      });
      gapIds.push(unit.id);
    }
    if (last < line.text.length) tokens.push({ kind: 'text', text: line.text.slice(last) });
    return { start: line.start, tokens, gapIds };
  });
}

/** Whether a typed or picked word fills the gap (case, spacing and Unicode form do not matter). */
export function fillsGap(typed: string, answer: string): boolean {
  // Words only: "guten morgen" fills "Guten Morgen," whatever the spaces and marks between.
  const wordsOf = (text: string) =>
    sungWords(text)
      .map((word) => normalizeWord(word.text))
      .join(' ');
  return wordsOf(typed) !== '' && wordsOf(typed) === wordsOf(answer);
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

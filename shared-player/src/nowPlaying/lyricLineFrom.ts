import type { LyricLine, LyricWord } from '@btb/shared-contract';

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isWord = (value: unknown): value is LyricWord => {
  if (!value || typeof value !== 'object') return false;
  const { text, start, end } = value as Record<string, unknown>;
  return typeof text === 'string' && text !== '' && isTime(start) && isTime(end);
};

/**
 * A lyric line of the song detail, or null when it is none. A cached or older answer without word
 * timings still gives its line: no words, ending where it starts.
 */
export function lyricLineFrom(value: unknown): LyricLine | null {
  if (!value || typeof value !== 'object') return null;
  const { start, end, text, translation, words } = value as Record<string, unknown>;
  if (!isTime(start) || typeof text !== 'string' || typeof translation !== 'string') return null;
  return {
    start,
    end: isTime(end) && end >= start ? end : start,
    text,
    translation,
    words: Array.isArray(words) ? words.filter(isWord) : [],
  };
}

import { useReducer, useState } from 'react';
import { recordReview, reviewCardKey } from '@btb/shared-review';
import { compareDictation } from './compareDictation';
import type { DictationLine } from './dictationLines';
import { dictationScore, dictationStep, newDictation } from './dictationSession';
import { lineReviews } from './lineReviews';
import { usePlayLine } from './usePlayLine';

/** Where focus goes after a step: the field when a line plays, else what the step shows. */
export type DictationFocus = 'field' | 'result' | 'answer' | 'score';

/** What the live region says after a step (never while typing). */
export type DictationNews =
  | { kind: 'empty' }
  | { kind: 'checked'; line: number; right: number; total: number; allRight: boolean }
  | { kind: 'answerShown'; line: number }
  | { kind: 'finished' };

interface DictationOptions {
  songId: number;
  lessonCode: string;
  lines: readonly DictationLine[];
  lessonWords: readonly string[];
  onPlay?: () => void;
}

/**
 * Listen and write over a song: each line plays and stops, the learner writes it, and the answer
 * is checked word by word; each lesson word in a checked line is a review of its card (Good when
 * written right, Again when not). `focus` and `news` change with each step, counted, so the same
 * step twice is a new one.
 */
export function useDictation({ songId, lessonCode, lines, lessonWords, onPlay }: DictationOptions) {
  const [session, send] = useReducer(dictationStep, undefined, newDictation);
  const playback = usePlayLine(songId, onPlay);
  const [focus, setFocus] = useState<{ target: DictationFocus; count: number } | null>(null);
  const [news, setNews] = useState<{ news: DictationNews; count: number } | null>(null);
  const line = lines[session.line];
  const moveFocus = (target: DictationFocus) =>
    setFocus((last) => ({ target, count: (last?.count ?? 0) + 1 }));
  const tell = (next: DictationNews) =>
    setNews((last) => ({ news: next, count: (last?.count ?? 0) + 1 }));

  const playLine = (index: number) => {
    const next = lines[index];
    if (next) playback.play(next.start, next.end);
  };

  const start = () => {
    send({ type: 'start' });
    setNews(null);
    playLine(0);
    moveFocus('field');
  };

  const replay = () => {
    playLine(session.line);
    if (session.step === 'writing') moveFocus('field');
  };

  const check = (typed: string) => {
    if (!line || session.step !== 'writing') return;
    if (!typed.trim()) {
      tell({ kind: 'empty' });
      moveFocus('field');
      return;
    }
    const comparison = compareDictation(line.words, typed);
    send({ type: 'checked', comparison });
    for (const { word, rating } of lineReviews(line.words, comparison, lessonWords)) {
      const key = reviewCardKey(lessonCode, word);
      if (key) void recordReview({ ...key, rating });
    }
    const { right, total, allRight } = comparison;
    tell({ kind: 'checked', line: session.line + 1, right, total, allRight });
    moveFocus('result');
  };

  const showAnswer = () => {
    if (!line || session.answerShown) return;
    send({ type: 'answerShown', words: compareDictation(line.words, '').total });
    tell({ kind: 'answerShown', line: session.line + 1 });
    moveFocus('answer');
  };

  const next = () => {
    if (session.step !== 'lineDone') return;
    send({ type: 'next', lineCount: lines.length });
    if (session.line + 1 >= lines.length) {
      tell({ kind: 'finished' });
      moveFocus('score');
    } else {
      playLine(session.line + 1);
      moveFocus('field');
    }
  };

  return {
    session,
    line,
    score: dictationScore(session.results),
    canPlay: playback.canPlay,
    focus,
    news,
    start,
    replay,
    check,
    showAnswer,
    next,
  };
}

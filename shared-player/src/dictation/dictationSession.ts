import type { DictationComparison } from './compareDictation';

/** How one written line went. */
export interface LineResult {
  right: boolean;
  wordsRight: number;
  words: number;
}

/**
 * A dictation over a song's lines, one after the other: not started, writing a line, the line
 * done (checked, or its answer shown before checking), or all lines done.
 */
export interface DictationSession {
  step: 'start' | 'writing' | 'lineDone' | 'finished';
  line: number;
  /** The checked answer; null while writing, and for a line whose answer was shown unchecked. */
  comparison: DictationComparison | null;
  answerShown: boolean;
  results: readonly LineResult[];
}

export type DictationEvent =
  | { type: 'start' }
  | { type: 'checked'; comparison: DictationComparison }
  /** `words`: the line's word count, all missed when the answer is shown before checking. */
  | { type: 'answerShown'; words: number }
  | { type: 'next'; lineCount: number };

export const newDictation = (): DictationSession => ({
  step: 'start',
  line: 0,
  comparison: null,
  answerShown: false,
  results: [],
});

export function dictationStep(state: DictationSession, event: DictationEvent): DictationSession {
  switch (event.type) {
    case 'start':
      return { ...newDictation(), step: 'writing' };
    case 'checked': {
      if (state.step !== 'writing') return state;
      const { comparison } = event;
      const result = {
        right: comparison.allRight,
        wordsRight: comparison.right,
        words: comparison.total,
      };
      return { ...state, step: 'lineDone', comparison, results: [...state.results, result] };
    }
    case 'answerShown': {
      if (state.step === 'lineDone') return { ...state, answerShown: true };
      if (state.step !== 'writing') return state;
      const result = { right: false, wordsRight: 0, words: event.words };
      return { ...state, step: 'lineDone', answerShown: true, results: [...state.results, result] };
    }
    case 'next':
      if (state.step !== 'lineDone') return state;
      if (state.line + 1 >= event.lineCount) return { ...state, step: 'finished' };
      return {
        ...state,
        step: 'writing',
        line: state.line + 1,
        comparison: null,
        answerShown: false,
      };
  }
}

/** Lines and words written right, of those done. */
export interface DictationTally {
  linesRight: number;
  lines: number;
  wordsRight: number;
  words: number;
}

export function dictationScore(results: readonly LineResult[]): DictationTally {
  return {
    linesRight: results.filter((result) => result.right).length,
    lines: results.length,
    wordsRight: results.reduce((sum, result) => sum + result.wordsRight, 0),
    words: results.reduce((sum, result) => sum + result.words, 0),
  };
}

import type { QuizQuestion } from '@btb/shared-contract';
import type { CodeError } from '../code/codeError';
import { roundReducer, startRound, type RoundAction, type RoundState } from '../round/roundReducer';

export interface QuizSequence {
  id: number;
  /** The lesson's name, or its code when it has none. */
  name: string;
  code: string;
}

/** SPEC section 4: code entry → validating → loading questions → playing → finished. */
export type QuizPageState =
  | { phase: 'entry'; code: string; error: CodeError | null }
  | { phase: 'validating'; code: string }
  | { phase: 'loading'; code: string; sequence: QuizSequence }
  | { phase: 'playing' | 'finished'; code: string; sequence: QuizSequence; round: RoundState };

export type QuizPageAction =
  | { type: 'submit'; code: string }
  | { type: 'validated'; sequence: QuizSequence }
  | { type: 'rejected'; error: CodeError }
  | { type: 'loaded'; questions: QuizQuestion[] }
  | { type: 'loadFailed' }
  | { type: 'round'; action: RoundAction }
  | { type: 'newQuiz' };

export const initialQuizPageState: QuizPageState = { phase: 'entry', code: '', error: null };

const noVocabulary = (code: string): QuizPageState => ({
  phase: 'entry',
  code,
  error: { kind: 'noVocabulary' },
});

export function quizPageReducer(state: QuizPageState, action: QuizPageAction): QuizPageState {
  switch (action.type) {
    case 'submit': {
      const code = action.code.trim();
      if (state.phase !== 'entry' || !code) return state;
      return { phase: 'validating', code };
    }
    case 'validated':
      if (state.phase !== 'validating') return state;
      return { phase: 'loading', code: state.code, sequence: action.sequence };
    case 'rejected':
      if (state.phase !== 'validating') return state;
      return { phase: 'entry', code: state.code, error: action.error };
    case 'loaded':
      if (state.phase !== 'loading') return state;
      // SPEC: an empty lesson goes back to code entry with the no-vocabulary alert.
      if (action.questions.length === 0) return noVocabulary(state.code);
      return { ...state, phase: 'playing', round: startRound(action.questions) };
    case 'loadFailed':
      return state.phase === 'loading' ? noVocabulary(state.code) : state;
    case 'round': {
      if (state.phase !== 'playing' && state.phase !== 'finished') return state;
      const round = roundReducer(state.round, action.action);
      if (round === state.round) return state;
      return { ...state, round, phase: round.finished ? 'finished' : 'playing' };
    }
    case 'newQuiz':
      return initialQuizPageState;
  }
}

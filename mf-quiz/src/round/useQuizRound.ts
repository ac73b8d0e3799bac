import { useCallback, useReducer } from 'react';
import type { QuizQuestion } from '@btb/shared-contract';
import { roundReducer, startRound, type RoundAction, type RoundState } from './roundReducer';
import { useRoundTimers } from './useRoundTimers';

type SessionAction = RoundAction | { type: 'start'; questions: QuizQuestion[] } | { type: 'clear' };

function sessionReducer(state: RoundState | null, action: SessionAction): RoundState | null {
  if (action.type === 'start') return startRound(action.questions);
  if (action.type === 'clear') return null;
  return state ? roundReducer(state, action) : state;
}

/**
 * A round with its timers, for a component that owns nothing else (the flashcard modal). The quiz
 * page embeds the same `roundReducer` in its phase reducer instead. The keys belong to the view
 * that shows the card (`useFlashcardKeyboard` of shared-ui), which knows where the card is.
 */
export function useQuizRound() {
  const [round, dispatch] = useReducer(sessionReducer, null);
  const dispatchRound = dispatch as (action: RoundAction) => void;
  useRoundTimers(round, dispatchRound);
  const start = useCallback(
    (questions: QuizQuestion[]) => dispatch({ type: 'start', questions }),
    [],
  );
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  return { round, dispatch: dispatchRound, start, clear };
}
